import { decodeEntities } from '../../theme/islands/search/highlight.ts';
import { aliasKeys, canonicalKey, identifierKeys, isIdentifier, trimToken } from '../../theme/islands/search/identifiers.ts';
import { segmentsWords } from '../../theme/islands/search/queryPlan.ts';

/**
 * Hidden metadata Pagefind indexes for a page besides its text (searched, weighted by the provider's
 * `metaWeights`, never shown):
 * - `tt`: the title's words; Chinese titles segmented the way the browser segments a query (Pagefind
 *   indexes metadata split at spaces only, so `压测工具` would be a single word no query term equals);
 * - `name`: the keys of what the page is named after: the last segment of its route
 *   (`/restapi/apis/authenticationManagement/getUserToken` → `getusertoken`) and identifiers in its title;
 * - `ids`: keys of the identifiers in its text that Pagefind does not index by itself (`get_user_token` →
 *   `getusertoken`, `/auth/get_user_token` → `authgetusertoken getusertoken`), so every spelling finds it.
 */
export interface SearchMeta { tt: string; name: string; ids: string }

const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|kbd|mark|s|samp|small|span|strong|sub|sup|u|var|wbr)\b[^>]*>/gi;
/** Tokens that may be identifiers (cheap pre-filter of isIdentifier over a whole page). */
const CANDIDATE = /\S*(?:[_/.:#-]|[a-z][A-Z]|[A-Z]{2}[a-z])\S*/g;

/** The text of an HTML fragment: inline tags vanish (`<code>a</code>_b` stays one word), others separate words. */
export function htmlText(html: string): string {
  return decodeEntities(html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' '));
}

export function titleTerms(title: string, lang: string): string {
  if (!segmentsWords(lang) || typeof Intl.Segmenter !== 'function') return title;
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return [...segmenter.segment(title)].filter((s) => s.isWordLike).map((s) => s.segment).join(' ');
}

export function searchMeta(page: { route: string; title: string; text: string; lang: string }): SearchMeta {
  const name = new Set<string>();
  const last = page.route.split('/').filter(Boolean).pop() ?? '';
  const routeKey = canonicalKey(last);
  if (routeKey.length >= 2 && !/^\d+$/.test(routeKey) && routeKey !== 'index') name.add(routeKey);
  for (const token of page.title.split(/\s+/)) {
    const t = trimToken(token);
    if (isIdentifier(t)) for (const k of identifierKeys(t)) name.add(k);
  }
  const ids = new Set<string>();
  for (const token of new Set(page.text.match(CANDIDATE))) {
    const t = trimToken(token);
    if (t.length > 3 && t.length <= 120 && isIdentifier(t)) for (const k of aliasKeys(t)) ids.add(k);
  }
  return { tt: titleTerms(page.title, page.lang), name: [...name].join(' '), ids: [...ids].join(' ') };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The metadata as elements Pagefind reads (`data-pagefind-meta="key:value"`); empty fields are left out. */
export function searchMetaHtml(meta: SearchMeta): string {
  return Object.entries(meta).filter(([, v]) => v).map(([k, v]) => `<span data-pagefind-meta="${k}:${attr(v)}"></span>`).join('');
}
