import { useTheme, useT } from '../../context.tsx';
import { Link } from '../Link.tsx';

/** "Edit this page", pointing at the source file in the repository (an empty cell when there is none). */
export function EditLink() {
  const t = useT();
  const editUrl = useTheme().page.doc?.editUrl;
  return editUrl ? (
    <Link href={editUrl} className="doc-footer__edit">
      {t('theme.doc.editThisPage')}
    </Link>
  ) : (
    <span />
  );
}
