/**
 * Exact names. Pagefind matches every query word as a prefix, so `getAdvancedHistoryMessageList` finds
 * the page named `getAdvancedHistoryMessageListReverse` as readily as its own page, and nothing in a
 * result tells which of the two words matched. The build therefore writes, per page, hidden marker words
 * that end in `_` (src/generator/search/searchMeta.ts): `creategroup_` matches only `creategroup_`, never
 * `creategroupreq_`. Three fields say how the page relates to the word:
 * - `nx`: what the page is named after (its route's last segment, the code names of its title, and for
 *   a section's introduction or overview page, the section's folder: `/restapi/webhooks/introduction`
 *   is named `webhooks`);
 * - `dx`: what the page defines under an anchor named after it: a section heading `### groupID {#groupid}`,
 *   a table row `<tr id="1004">` (the error code);
 * - `rx`: what it defines among other things: a structure's field row `<tr id="field-groupID">`, a
 *   heading that mentions a code name or number;
 * - `lx`: the code names of its opening, where an operation page states its path (`POST /group/create_group`).
 * The search runs the query's exact words beside the query (exactQueryTerms), and the pages they find
 * move ahead of the rest, named before defined before stated, in the order the query ranked them
 * (rankByExactness).
 */
import { canonicalKey, isIdentifier, trimToken } from './identifiers.ts';

export const EXACT_FIELDS = ['nx', 'dx', 'rx', 'lx'] as const;
export type ExactField = (typeof EXACT_FIELDS)[number];

/**
 * The marker word of a key: lower case, a final plural `s` dropped (so `webhook` finds the section
 * `webhooks`), then `_`, which Pagefind keeps inside a word and no key contains.
 */
export function exactWord(key: string): string {
  const k = key.toLowerCase();
  return `${k.length >= 5 && k.endsWith('s') && !k.endsWith('ss') ? k.slice(0, -1) : k}_`;
}

const MARKABLE = /^[\p{Ll}\p{N}_]+$/u;

/** Whether a key can be a marker (Latin letters, digits, snake_case; not CJK, which Pagefind segments). */
export function markable(key: string): boolean {
  return key.length >= 2 && MARKABLE.test(key) && /^[\x00-\x7f]+$/.test(key);
}

/** The snake_case spellings inside an identifier (`/group/create_group` → `create_group`), lower case. */
export function snakeSpellings(token: string): string[] {
  const out = new Set<string>();
  for (const segment of token.split(/[/.:#]+/)) {
    const s = segment.toLowerCase().replace(/[^\p{L}\p{N}_]+/gu, '');
    if (/[\p{L}\p{N}]_[\p{L}\p{N}]/u.test(s)) out.add(s.replace(/^_+|_+$/g, ''));
  }
  return [...out];
}

/**
 * The exact words to look for, most specific first: for one identifier, the key of a whole path or
 * dotted name, then the snake_case spelling the reader typed (the REST API's spelling: `create_group`
 * prefers the operation page over the SDK's `createGroup`), then the key of its (last) segment; for plain
 * words, all of them run together (`offline push` → `offlinepush`, the page named `offlinePush`). Empty
 * for CJK queries. Only the words the index holds are looked up (the search checks its vocabulary):
 * Pagefind would search an unknown word's longest known prefix instead.
 */
export function exactQueryTerms(query: string): ExactTerm[] {
  const tokens = query.split(/\s+/).map(trimToken).filter(Boolean);
  if (!tokens.length) return [];
  const keys: string[] = [];
  let fields: readonly ExactField[] = EXACT_FIELDS;
  if (tokens.length === 1 && isIdentifier(tokens[0])) {
    const token = tokens[0];
    const segments = token
      .split(/[/.:#]+/)
      .map(canonicalKey)
      .filter(Boolean);
    const snake = snakeSpellings(token);
    if (segments.length > 1) keys.push(canonicalKey(token));
    if (snake.length) keys.push(snake[snake.length - 1]);
    keys.push(segments[segments.length - 1] ?? canonicalKey(token));
  } else if (tokens.length === 1) {
    // One word: a page named so or defining it (`10002`, an error code's row); an opening that merely
    // mentions the word is no sign.
    keys.push(canonicalKey(tokens[0]));
    fields = ['nx', 'dx', 'rx'];
  } else if (tokens.length <= 4 && !tokens.some(isIdentifier)) {
    // Words that run together into a page's name (`offline push` → offlinePush), and only its name.
    keys.push(tokens.map(canonicalKey).join(''));
    fields = ['nx'];
  }
  const words = [...new Set(keys.filter(markable).map(exactWord))];
  return words.map((word) => ({ word, fields }));
}

/** A word of the exact pass and the marker fields in which it counts. */
export interface ExactTerm {
  word: string;
  fields: readonly ExactField[];
}

/**
 * Moves the results that an exact word found ahead of the others: by the first (most specific) word
 * that found them, and for one word, a page named so before one defining it before one stating it in
 * its opening; otherwise in the order given. `exact[i]`: result ids the i-th word found, each with the
 * marker fields it matched; `terms[i]`: the fields that count for it (all when not given).
 */
export function rankByExactness<T extends { id: string }>(results: T[], exact: { id: string; fields: string[] }[][], terms?: ExactTerm[]): T[] {
  if (!exact.some((e) => e.length)) return results;
  const tier = new Map<string, number>();
  exact.forEach((found, i) => {
    const counted = terms?.[i]?.fields ?? EXACT_FIELDS;
    for (const { id, fields } of found) {
      const f = EXACT_FIELDS.findIndex((name) => counted.includes(name) && fields.includes(name));
      if (f === -1) continue;
      const t = i * EXACT_FIELDS.length + f;
      if (!tier.has(id) || tier.get(id)! > t) tier.set(id, t);
    }
  });
  const none = Number.MAX_SAFE_INTEGER;
  return results
    .map((r, i) => ({ r, i, t: tier.get(r.id) ?? none }))
    .sort((a, b) => a.t - b.t || a.i - b.i)
    .map((x) => x.r);
}
