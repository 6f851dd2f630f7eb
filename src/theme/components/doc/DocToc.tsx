import { useTheme } from '../../context.tsx';
import { TOC } from '../TOC.tsx';

/** The TOC renders after the article, so it includes headings MDX components contributed while rendering. */
export function DocToc() {
  const doc = useTheme().page.doc!;
  return !doc.hideToc && doc.toc.length > 0 ? (
    <aside className="doc-toc">
      <TOC toc={doc.toc} />
    </aside>
  ) : null;
}
