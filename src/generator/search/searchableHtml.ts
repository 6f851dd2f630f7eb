import { definedTerms, htmlText, searchMeta, searchMetaHtml } from './searchMeta.ts';
import { withIdentifierAliases } from './identifierAliases.ts';
import { htmlLang } from './pageDigest.ts';
import { decodeEntities } from '../../theme/islands/search/highlight.ts';

/**
 * Where a build's render threads write what Pagefind reads of each page (`searchableHtml`), inside the output
 * folder: the search stage reads each file once and the folder goes before the build is published.
 */
export const SEARCH_INPUT_DIR = '.pagefind-input';

/** Whether a page written at `route` goes into the local search index (the 404 pages stay out). */
export const isIndexedRoute = (route: string): boolean => route !== '' && !route.endsWith('/404');

/** The element of a page marked `data-pagefind-body` (the theme's `<article>` or `<main>`), as written; undefined without one. */
export function pagefindBody(html: string): string | undefined {
  const start = html.search(/<(article|main)\b[^>]*data-pagefind-body/);
  if (start === -1) return undefined;
  const tag = /^<(\w+)/.exec(html.slice(start))![1];
  // A Pagefind body does not nest its own tag name (an article holds no article), so the first close ends it.
  const end = html.indexOf(`</${tag}>`, start);
  return html.slice(start, end === -1 ? undefined : end + tag.length + 3);
}

/** The task name of a reference page (src/theme/reference/TaskName.tsx), the first one. */
/** The page's keywords (`<meta name="keywords">` in its head, pageKeywords.ts). */
const KEYWORDS = /<meta name="keywords" content="([^"]*)">/;

const TASK = /<p\b[^>]*\sdata-ref-task=""[^>]*>([\s\S]*?)<\/p>/;

/**
 * What Pagefind needs of a page: its language, title and the indexed article, without the navbar,
 * sidebar, footer, icons and the thousands of highlighting spans of code blocks: the same words,
 * headings, anchors and filters, parsed much faster (2 × 2000 pages: 38 s → 23 s). With the route, the
 * article also carries the hidden search metadata of searchMeta.ts (title terms, names) and the keys of its
 * identifiers (identifierAliases.ts).
 */
export function searchableHtml(html: string, route?: string): string {
  const lang = htmlLang(html);
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const article = pagefindBody(html);
  if (article === undefined) return `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body></body></html>`;
  let body = article.replace(/<svg[\s\S]*?<\/svg>/g, '').replace(/<\/?span\b[^>]*>/g, '');
  if (route !== undefined) {
    const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(body);
    const leadStart = h1 ? h1.index + h1[0].length : 0;
    const leadEnd = body.slice(leadStart).search(/<h[2-6]\b/);
    const lead = htmlText(body.slice(leadStart, leadEnd === -1 ? leadStart + 4000 : leadStart + Math.min(leadEnd, 4000)));
    const task = TASK.exec(body)?.[1];
    const keywords = KEYWORDS.exec(html)?.[1];
    const meta = searchMeta({
      route,
      title: htmlText(h1?.[1] ?? title).trim(),
      lead,
      lang,
      defined: definedTerms(body),
      task: task && htmlText(task).trim(),
      keywords: keywords && decodeEntities(keywords).trim(),
    });
    body = withIdentifierAliases(body).replace(/<\/\w+>$/, (close) => `${searchMetaHtml(meta)}${close}`);
  }
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body>${body}</body></html>`;
}
