/**
 * The page about a thing before the pages that mention it (issue 30): Pagefind scores words one by one, so a
 * webhook or an overview that repeats "send" and "message" can outscore the page whose task is "Send a message".
 * Once the fragments of the shown results are loaded, the results whose name (title, split at humps, and task
 * name) holds every word of the query move ahead of the others, in their order; the rest keep theirs.
 */
import { isIdentifier, trimToken } from './identifiers.ts';
import { isStopWord, withoutCjkStopWords } from './stopWords.ts';

/** Words a name need not hold: stop words (stopWords.ts) and the words naming a part of the docs. */
const STOP = { has: (w: string) => isStopWord(w) || ['api', 'sdk', 'rest'].includes(w) };
const HAN = /\p{Script=Han}/u;

/** What must match: a Latin word's first five letters (a crude stem: `messages` → `messa`), each Han character. */
export function coverageTerms(query: string): string[] {
  const out: string[] = [];
  // Chinese stop words go before the text is split into characters (那 一个 → no 一 or 个 to find).
  const text = withoutCjkStopWords(query.toLowerCase());
  for (const w of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!w) continue;
    if (HAN.test(w)) {
      for (const c of w) if (HAN.test(c) && !out.includes(c)) out.push(c);
      const latin = w.replace(/\p{Script=Han}+/gu, ' ').trim();
      for (const l of latin.split(/\s+/)) if (l && !STOP.has(l)) out.push(l.slice(0, 5));
      continue;
    }
    if (!STOP.has(w)) out.push(w.slice(0, 5));
  }
  return [...new Set(out)];
}

/**
 * Text with a space at each camelCase hump (`autoSetPorts` → auto Set Ports, `getSDKVersion` → get SDK Version), before it
 * is lower-cased. A lone lower-case letter before capitals is part of the word (iOS, gRPC: not "i OS"), unless a
 * capitalised word follows (cEventType).
 */
export function splitHumps(text: string): string {
  return text
    .replace(/([a-z0-9])([A-Z])/g, (hump, a: string, b: string, at: number) =>
      !/[\p{L}\p{N}]/u.test(text[at - 1] ?? '') && /^[A-Z]{2,}(?![a-z])/.test(text.slice(at + 1)) ? hump : `${a} ${b}`,
    )
    .replace(/([A-Z])(?=[A-Z][a-z]{2})/g, '$1 ');
}

/** A page's name as words: its title split at humps and separators, and its task name. */
export function nameWords(title: string, task?: string): string[] {
  const text = splitHumps(`${title} ${task ?? ''}`).toLowerCase();
  return text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Whether every term of the query is in the name (a Latin term as the start of a word, a Han character anywhere). */
export function namesAll(terms: string[], words: string[]): boolean {
  if (!terms.length) return false;
  const joined = words.join(' ');
  return terms.every((t) => (HAN.test(t) ? joined.includes(t) : words.some((w) => w.startsWith(t))));
}

/** The units of a name the query terms are counted against: its Han characters and its other words (stop words left out). */
function units(words: string[]): number {
  let n = 0;
  for (const w of words) {
    const han = [...w].filter((c) => HAN.test(c)).length;
    n += han + (/[a-z0-9]/.test(w) && !STOP.has(w) ? 1 : 0);
  }
  return n;
}

/**
 * How closely a name that holds every term fits the query (terms / units of the name, 1 for a name that is the
 * query), or 0 when it misses a term. The title and the task name are tried alone, then together.
 */
export function nameFit(terms: string[], title: string, task?: string): number {
  return fitWith(termSet(terms), title, task);
}

interface TermSet {
  han: string[];
  latin: string[];
  count: number;
}

function termSet(terms: string[]): TermSet {
  return { han: terms.filter((t) => HAN.test(t)), latin: terms.filter((t) => !HAN.test(t)), count: terms.length };
}

function fitWith(terms: TermSet, title: string, task?: string): number {
  if (!terms.count) return 0;
  let best = 0;
  for (const { matchable, joined, units: n } of prepared(title, task)) {
    if (!terms.han.every((t) => joined.includes(t)) || !terms.latin.every((t) => matchable.some((w) => w.startsWith(t)))) continue;
    best = Math.max(best, Math.min(1, terms.count / Math.max(1, n)));
  }
  return best;
}

interface PreparedName {
  /** The words a term may start: split at humps, and as written (`openim` is in "OpenIM", split "open im"). */
  matchable: string[];
  joined: string;
  units: number;
}

/** Each name's title, task and both together, split once (the search compares every page's name on each query). */
const PREPARED = new Map<string, PreparedName[]>();

function prepared(title: string, task?: string): PreparedName[] {
  const key = `${title}\u0000${task ?? ''}`;
  let out = PREPARED.get(key);
  if (out) return out;
  const whole = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  out = [];
  for (const [words, text] of [
    [nameWords(title), title],
    [task ? nameWords('', task) : undefined, task ?? ''],
    [nameWords(title, task), `${title} ${task ?? ''}`],
  ] as const) {
    if (!words) continue;
    const matchable = [...words, ...whole(text).filter((w) => w && !words.includes(w))];
    out.push({ matchable, joined: matchable.join(' '), units: units(words) });
  }
  if (PREPARED.size > 10_000) PREPARED.clear();
  PREPARED.set(key, out);
  return out;
}

/** Splits a page's name ahead of the queries that compare it (fields.ts prepares every page when the browser is idle). */
export function prepareName(title: string, task?: string): void {
  prepared(title, task);
}

/** Whether a query is the exact pass's (exactNames.ts): identifiers, paths and codes, whose order stands. */
export function namesIdentifiers(query: string): boolean {
  return query.split(/\s+/).some((t) => isIdentifier(trimToken(t)) || /^\d+$/.test(t));
}

/** An alternative's fit counts a little less than the reader's own words, so a tie goes to the words typed. */
const ALTERNATIVE = 0.99;

/**
 * How well a page's name answers a query or one of its synonym alternatives (synonyms.ts), given as their
 * coverageTerms, the reader's first: the best nameFit, an alternative's slightly discounted; 0 when no name holds
 * every term of any of them.
 */
export function bestFit(termLists: string[][], title: string, task?: string): number {
  return fitter(termLists)(title, task);
}

/** bestFit with the query's terms prepared once, for comparing many names. */
export function fitter(termLists: string[][]): (title: string, task?: string) => number {
  const sets = termLists.map(termSet);
  return (title, task) => {
    let best = 0;
    sets.forEach((terms, i) => {
      if (terms.count) best = Math.max(best, fitWith(terms, title, task) * (i ? ALTERNATIVE : 1));
    });
    return best;
  };
}

/**
 * Moves the results whose name holds every query term ahead of the others, the closest fit first (ties keep
 * their order); `fixed` leading ones stay put. `alternatives`: the query with a synonym in place of the reader's
 * word (a name holding one of them answers the query too).
 */
export function rankByName<T>(items: T[], query: string, nameOf: (item: T) => { title: string; task?: string }, fixed = 0, alternatives: string[] = []): T[] {
  if (namesIdentifiers(query)) return items;
  const termLists = [query, ...alternatives].map(coverageTerms);
  if (!termLists.some((t) => t.length)) return items;
  const head = items.slice(0, fixed);
  const fit = fitter(termLists);
  const scored = items.slice(fixed).map((x, i) => {
    const n = nameOf(x);
    return { x, i, fit: fit(n.title, n.task) };
  });
  if (!scored.some((s) => s.fit > 0)) return items;
  scored.sort((a, b) => b.fit - a.fit || a.i - b.i);
  return [...head, ...scored.map((s) => s.x)];
}
