import { decodeEntities } from '../../theme/islands/search/highlight.ts';
import { canonicalKey, identifierKeys, isCodeName, trimToken } from '../../theme/islands/search/identifiers.ts';
import { segmentsWords } from '../../theme/islands/search/queryPlan.ts';
import { exactWord, markable, snakeSpellings } from '../../theme/islands/search/exactNames.ts';
import { escapeAttr } from '../../shared/html.ts';

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
 * - `task` and `tk`: the task a reference page is about, in the reader's words (src/theme/reference/TaskName.tsx):
 *   `task` as written (shown in a result, weight 0), `tk` its words, segmented like the title's, weighed like a
 *   short title so `发送消息` or "send a message" finds `sendMessage`;
 * - `kw`: the page's keywords, the readers' words for it (`<meta name="keywords">`, pageKeywords.ts), as written, phrases
 *   separated by commas: names.json carries them to the search's field matching (fields.ts); weight 0 (their words
 *   segmented as a weighted field measured no better, and every fragment would carry them twice);
 * - `nx`, `dx`, `rx`, `lx`: the exact-name marker words of what the page is named after, defines under
 *   its own anchor, defines among others, and states in its opening (src/theme/islands/search/exactNames.ts); weight 0, found only by the search's exact pass.
 * Identifiers in the text get their keys inline instead (identifierAliases.ts).
 */
export interface SearchMeta {
  ts?: string;
  tm?: string;
  tl?: string;
  name: string;
  lead: string;
  task?: string;
  tk?: string;
  kw?: string;
  nx?: string;
  dx?: string;
  rx?: string;
  lx?: string;
}

const LEAD_WORDS = 80;

const INLINE_TAG = /<\/?(?:a|abbr|b|code|em|i|kbd|mark|s|samp|small|span|strong|sub|sup|u|var|wbr)\b[^>]*>/gi;

/** The text of an HTML fragment: inline tags vanish (`<code>a</code>_b` stays one word), others separate words. */
export function htmlText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(INLINE_TAG, '')
      .replace(/<[^>]*>/g, ' '),
  );
}

export function titleTerms(title: string, lang: string): string[] {
  if (!segmentsWords(lang) || typeof Intl.Segmenter !== 'function') return title.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  return [...segmenter.segment(title)].filter((s) => s.isWordLike).map((s) => s.segment);
}

function identifierKeysIn(text: string, snake?: Set<string>): Set<string> {
  const keys = new Set<string>();
  for (const token of text.split(/\s+/)) {
    const t = trimToken(token);
    if (!isCodeName(t)) continue;
    for (const k of identifierKeys(t)) keys.add(k);
    if (snake) for (const s of snakeSpellings(t)) snake.add(s);
  }
  return keys;
}

/** Pages that introduce their folder: `/restapi/webhooks/introduction` is the page about `webhooks`. */
const LANDING = new Set(['introduction', 'overview', 'index']);

/** The marker words of keys (exactNames.ts), space-separated. */
function exactWords(keys: Iterable<string>): string {
  return [...new Set([...keys].filter(markable).map(exactWord))].join(' ');
}

/**
 * What a page defines: the code names and numbers of its section headings (`### groupID`) and the first
 * word of an anchored element other than a heading when it is a number or a code name
 * (`<tr id="1004"><td>1004</td>…`: the row of an error code). `anchored`: those whose element's id is
 * the term itself (`#groupid`, `#1004`: the place links to it point at); `listed`: the others (a row
 * `#field-groupID` of one structure among many, a question that mentions `10002`). Plain words are not
 * definitions: every operation page has a "Response" heading.
 */
export function definedTerms(bodyHtml: string): { anchored: string[]; listed: string[] } {
  const anchored = new Set<string>();
  const listed = new Set<string>();
  const add = (key: string, id: string | undefined) => {
    if (!key) return;
    if (id !== undefined && canonicalKey(id) === key) anchored.add(key);
    else listed.add(key);
  };
  const idOf = (attrs: string) => /\sid="([^"]+)"/.exec(attrs)?.[1];
  for (const m of bodyHtml.matchAll(/<h([2-6])\b([^>]*)>([\s\S]*?)<\/h\1>/g)) {
    const text = htmlText(m[3]).trim();
    const id = idOf(m[2]);
    for (const k of identifierKeysIn(text)) add(k, id);
    for (const token of text.split(/\s+/)) if (/^\d{2,}$/.test(trimToken(token))) add(trimToken(token), id);
  }
  for (const m of bodyHtml.matchAll(/<(?!h[1-6]\b)(\w+)\b([^>]*\sid="[^"]+"[^>]*)>(?=([\s\S]{0,400}))/g)) {
    const first = trimToken(htmlText(m[3]).trim().split(/\s+/)[0] ?? '');
    if (/^\d{2,}$/.test(first) || isCodeName(first)) add(canonicalKey(first), idOf(m[2]));
  }
  for (const k of anchored) listed.delete(k);
  return { anchored: [...anchored], listed: [...listed] };
}

export function searchMeta(page: {
  route: string;
  title: string;
  lead: string;
  lang: string;
  defined?: { anchored: string[]; listed: string[] };
  task?: string;
  /** The page's keywords, phrases separated by commas. */
  keywords?: string;
}): SearchMeta {
  const name = new Set<string>();
  const segments = page.route.split('/').filter(Boolean);
  const last = segments[segments.length - 1] ?? '';
  const routeKey = canonicalKey(last);
  if (routeKey.length >= 2 && !/^\d+$/.test(routeKey) && routeKey !== 'index') name.add(routeKey);
  const titleSnake = new Set<string>();
  for (const k of identifierKeysIn(page.title, titleSnake)) name.add(k);
  const named = new Set([...name, ...titleSnake]);
  if (LANDING.has(last) && segments.length >= 2) named.add(canonicalKey(segments[segments.length - 2]));
  const leadSnake = new Set<string>();
  const lead = identifierKeysIn(page.lead.split(/\s+/).slice(0, LEAD_WORDS).join(' '), leadSnake);
  const terms = titleTerms(page.title, page.lang);
  const field = terms.length <= 3 ? 'ts' : terms.length <= 6 ? 'tm' : 'tl';
  return {
    [field]: terms.join(' '),
    name: [...name].join(' '),
    lead: [...lead].filter((k) => !name.has(k)).join(' '),
    ...(page.task ? { task: page.task, tk: titleTerms(page.task, page.lang).join(' ') } : {}),
    ...(page.keywords ? { kw: page.keywords } : {}),
    nx: exactWords(named),
    dx: exactWords(page.defined?.anchored ?? []),
    rx: exactWords(page.defined?.listed ?? []),
    lx: exactWords([...lead, ...leadSnake]),
  };
}

/** The metadata as elements Pagefind reads (`data-pagefind-meta="key:value"`); empty fields are left out. */
export function searchMetaHtml(meta: SearchMeta): string {
  return Object.entries(meta)
    .filter(([, v]) => v)
    .map(([k, v]) => `<span data-pagefind-meta="${k}:${escapeAttr(v)}"></span>`)
    .join('');
}
