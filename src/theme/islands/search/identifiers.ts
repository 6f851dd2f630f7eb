/**
 * Identifiers in every spelling. A reader may type `getUserToken`, `get_user_token`, `GetUserToken` or
 * `/auth/get_user_token` for the same thing; Pagefind indexes each spelling as a different word
 * (`getusertoken`, `get_user_token`, `authget_user_token`). Both sides agree on one canonical key per
 * identifier — lower case, letters and digits only — and on a key per path or dotted segment:
 * the build adds the keys a page's own words lack as hidden metadata (src/generator/search/searchMeta.ts)
 * and the search rewrites an identifier query into the same keys (queryPlan.ts).
 */

/** Everything but letters, digits and the connector punctuation Pagefind keeps inside a word. */
const PAGEFIND_DROPPED = /[^\p{L}\p{N}_\u203f\u2040\u2054\ufe33\ufe34\ufe4d-\ufe4f\uff3f]+/gu;
const SEGMENT_SEPARATOR = /[/.:#]+/;

/** Lower case, letters and digits only: the key every spelling of an identifier shares. */
export function canonicalKey(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The word Pagefind indexes for a whitespace-separated token (before stemming). */
export function pagefindWord(token: string): string {
  return token.toLowerCase().replace(PAGEFIND_DROPPED, '');
}

/** The parts Pagefind also indexes for a compound token: split at punctuation and camelCase humps. */
export function pagefindParts(token: string): string[] {
  const spaced = /^[\x00-\x7f]*$/.test(token)
    ? token
        .replace(/[!-/:-@[-`{-~]+/g, ' ')
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    : token
        .replace(/[!-/:-@[-`{-~]+/g, ' ')
        .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
        .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2');
  return spaced
    .toLowerCase()
    .split(' ')
    .filter((w) => w.length > 1);
}

/**
 * Whether a token is written like code: snake_case, camelCase or PascalCase with inner capitals, a path
 * (`/auth/get_user_token`), a dotted name (`CbEvents.OnKickedOffline`, `wasm_exec.js`) or kebab-case.
 */
/** Chinese or Japanese characters: no identifier holds them ("配了域名以后客户端apiAddr" is words and an identifier). */
const CJK = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}/u;

export function isIdentifier(token: string): boolean {
  if (!/[_/.:#-]|.\p{Lu}/u.test(token) || !/\p{L}/u.test(token) || /\s/.test(token) || CJK.test(token)) return false;
  return (
    /[\p{L}\p{N}]_[\p{L}\p{N}]/u.test(token) || // snake_case
    /\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll}/u.test(token) || // camelCase humps, userID, CbEvents
    /^\/[\p{L}\p{N}_]/u.test(token) || // /auth/get_user_token
    /[\p{L}\p{N}_][/.:#-]+[\p{L}_]/u.test(token)
  ); // auth/x, CbEvents.OnX, wasm_exec.js, k8s-deployment
}

/**
 * An identifier that names something in code rather than a product written in CamelCase (`OpenIM`,
 * `MongoDB`): it has a separator, or starts in lower case, or has two humps (`OnKickedOffline`).
 */
export function isCodeName(token: string): boolean {
  if (!isIdentifier(token)) return false;
  return /[_/.:#]/.test(token) || /^\p{Ll}/u.test(token) || (token.match(/\p{Ll}\p{Lu}/gu)?.length ?? 0) >= 2;
}

/** Trims the punctuation prose puts around a token (`(groupID)`, `` `x`, `` `name:`, `x.`). */
export function trimToken(token: string): string {
  return token.replace(/^[^\p{L}\p{N}_/]+/u, '').replace(/[^\p{L}\p{N}_]+$/u, '');
}

/**
 * Canonical keys of an identifier: the whole of it, and for paths and dotted names each segment of at
 * least three characters (`/auth/get_user_token` → `authgetusertoken`, `auth`, `getusertoken`).
 */
export function identifierKeys(token: string): string[] {
  const keys = new Set<string>();
  const whole = canonicalKey(token);
  if (whole) keys.add(whole);
  const segments = token
    .split(SEGMENT_SEPARATOR)
    .map(canonicalKey)
    .filter((s) => s.length >= 3);
  if (segments.length > 1) for (const s of segments) keys.add(s);
  return [...keys];
}

/** The keys of a token that Pagefind does not index by itself (what a page needs as extra terms). */
export function aliasKeys(token: string): string[] {
  const own = new Set([pagefindWord(token), ...pagefindParts(token)]);
  return identifierKeys(token).filter((k) => k.length >= 3 && !own.has(k));
}

/**
 * What the search runs for an identifier the reader typed: its whole key, plus the last segment of a path
 * or dotted name (so the page named after that segment ranks first among the pages that mention the path).
 */
export function queryKeys(token: string): string[] {
  const whole = canonicalKey(token);
  const segments = token.split(SEGMENT_SEPARATOR).map(canonicalKey).filter(Boolean);
  const last = segments[segments.length - 1];
  return segments.length > 1 && last && last.length >= 3 && last !== whole ? [whole, last] : [whole];
}
