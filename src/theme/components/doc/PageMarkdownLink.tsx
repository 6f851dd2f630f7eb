import { markdownUrl } from '../../../shared/routes.ts';
import { useTheme, useT } from '../../context.tsx';

/**
 * The page as Markdown (`<route>.md`): a link without JavaScript; the runtime turns it into "copy to
 * clipboard" (client/pageMarkdown.ts). Not on fallback pages, which have no Markdown twin of their own. Not
 * indexed: its label is on every page and says nothing about the page (the search reads a page's opening, fields.ts).
 */
export function PageMarkdownLink() {
  const t = useT();
  const { page } = useTheme();
  if (page.fallbackOf) return null;
  return (
    <a
      className="page-markdown"
      href={markdownUrl(page.route)}
      data-page-markdown=""
      data-pagefind-ignore=""
      data-copied={t('theme.doc.copiedMarkdown')}
      type="text/markdown"
    >
      {t('theme.doc.copyMarkdown')}
    </a>
  );
}
