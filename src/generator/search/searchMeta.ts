import { decodeEntities } from '../../theme/islands/search/highlight.ts';
import { canonicalKey, identifierKeys, isCodeName, trimToken } from '../../theme/islands/search/identifiers.ts';
import { segmentsWords } from '../../theme/islands/search/queryPlan.ts';

/**
 * Hidden metadata Pagefind indexes for a page besides its text (searched, weighted by the provider's
 * `metaWeights`, never shown):
 * - `ts`, `tm` or `tl`: the title's words, under a field named by the title's length (short: up to 3 words,
 *   medium: up to 6, long) so a query that is most of a short title ranks above one that is a word of a
 *   long title (Pagefind's own title boost ignores title length); Chinese titles segmented the way the
 *   browser segments a query (Pagefind splits metadata at spaces only, so `压测工具` would be a single
 *   word no query term equals);
 * - `name`: the keys of what the page is named after: the last segment of its route
 *   (`/restapi/apis/authenticationManagement/getUserToken` → `getusertoken`) and code names in its title;
 * - `lead`: the keys of code names (not CamelCase product names) in its opening (before the first section heading, first 80 words),
 *   where a page says what it documents (`POST /auth/get_user_token`, a webhook's config key).
 * Identifiers in the text get their keys inline instead (identifierAliases.ts).
 */
export interface SearchMeta { ts?: string; tm?: string; tl?: string; name: string; lead: string }

const LEAD_WORDS = 80;

const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|kbd|mark|s|samp|small|span|strong|sub|sup|u|var|wbr)\b[^>]*>/gi;

/** The text of an HTML fragment: inline tags vanish (`<code>a</code>_b` stays one word), others separate words. */
export function htmlText(html: string): string {
  return decodeEntities(html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(INLINE_TAG, '')
    .replace(/<[^>]*>/g, ' '));
}

export function titleTerms(title: string, lang: string): string[] {
  if (!segmentsWords(lang) || typeof Intl.Segmenter !== 'function') return title.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return [...segmenter.segment(title)].filter((s) => s.isWordLike).map((s) => s.segment);
}

function identifierKeysIn(text: string): Set<string> {
  const keys = new Set<string>();
  for (const token of text.split(/\s+/)) {
    const t = trimToken(token);
    if (isCodeName(t)) for (const k of identifierKeys(t)) keys.add(k);
  }
  return keys;
}

export function searchMeta(page: { route: string; title: string; lead: string; lang: string }): SearchMeta {
  const name = new Set<string>();
  const last = page.route.split('/').filter(Boolean).pop() ?? '';
  const routeKey = canonicalKey(last);
  if (routeKey.length >= 2 && !/^\d+$/.test(routeKey) && routeKey !== 'index') name.add(routeKey);
  for (const k of identifierKeysIn(page.title)) name.add(k);
  const lead = identifierKeysIn(page.lead.split(/\s+/).slice(0, LEAD_WORDS).join(' '));
  const terms = titleTerms(page.title, page.lang);
  const field = terms.length <= 3 ? 'ts' : terms.length <= 6 ? 'tm' : 'tl';
  return { [field]: terms.join(' '), name: [...name].join(' '), lead: [...lead].filter((k) => !name.has(k)).join(' ') };
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The metadata as elements Pagefind reads (`data-pagefind-meta="key:value"`); empty fields are left out. */
export function searchMetaHtml(meta: SearchMeta): string {
  return Object.entries(meta).filter(([, v]) => v).map(([k, v]) => `<span data-pagefind-meta="${k}:${attr(v)}"></span>`).join('');
}
