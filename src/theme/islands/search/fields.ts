/**
 * Per-page field matching (issue 30): the reader's words against each page's fields from names.json
 * (vocabulary.ts): its title, task name, the name in its URL and the opening of its text. Pagefind scores a page
 * by how often it repeats the words, so webhooks and overviews that mention "send" and "message" many times
 * outrank the page whose task is "Send a message"; a page whose own fields hold the query's words is the page
 * about it. No per-query data: words are compared after inflection (stem) and without the reader's filler
 * words, Chinese by the longest runs the field holds (回调 counts as a word only where 回调 stands together).
 */
import { nameWords, prepareName, splitHumps } from './coverage.ts';
import { sectionWord } from './intent.ts';
import { isStopWord, withoutCjkStopWords } from './stopWords.ts';
import type { PageNames } from './vocabulary.ts';

const HAN = /\p{Script=Han}/u;

/** Words of a reader's request that say nothing about what is asked for ("I want to …", "is there a way"). */
const FILLER = new Set([
  'want',
  'need',
  'please',
  'way',
  'able',
  'possible',
  'could',
  'would',
  'will',
  'just',
  'also',
  'about',
  'via',
  'using',
  'use',
  'there',
  'any',
  'some',
  'after',
  'before',
  'doc',
  'docs',
]);
const CJK_FILLER = ['怎么样', '怎么办', '能不能', '可以', '能否', '需要', '想要', '请问', '一下', '应该', '用什么', '用哪个', '接口', '方法', '功能'];

/**
 * A Latin word without its inflection, cut to five letters as the coverage terms are: recalled → recal,
 * joined → join, goes → go, replies → reply → repl… (the name's words go through the same function).
 */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 3 && /(?:ss|sh|ch|x|o)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  return w.slice(0, 5);
}

/** What a query asks the fields for: Latin stems and Chinese runs (stop and filler words out). */
export interface FieldTerms {
  latin: string[];
  han: string[];
  /** The word each Latin stem was cut from (same order): an identifier typed as one word is matched whole. */
  words: string[];
}

export function fieldTerms(query: string): FieldTerms {
  // Humps split before the text is lower-cased (`autoSetPorts` → auto set ports, as a page's name is split).
  const text = withoutCjkStopWords(splitHumps(query).toLowerCase(), CJK_FILLER);
  const latin: string[] = [];
  const words: string[] = [];
  const han: string[] = [];
  for (const w of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!w) continue;
    for (const run of w.match(/\p{Script=Han}+/gu) ?? []) if (!han.includes(run)) han.push(run);
    for (const l of w.replace(/\p{Script=Han}+/gu, ' ').split(/\s+/)) {
      if (!l || isStopWord(l) || FILLER.has(l) || sectionWord(l)) continue;
      const s = stem(l);
      if (!latin.includes(s)) {
        latin.push(s);
        words.push(l);
      }
    }
  }
  return { latin, han, words };
}

/** A page's fields, prepared once: its name (title, task, URL name), its opening and its keywords (the readers' words). */
interface Prepared {
  name: Field;
  lead: Field;
  keywords: Field;
}

/** A field's Latin words and their stems, its identifiers whole (lower case, no `_`), its Chinese text. */
interface Field extends HanIndex {
  stems: string[];
  wholes: string[];
  han: string;
}

/** The characters of a Chinese text and the pairs of neighbours in it: what a piece of a query may be found of (hanIn). */
export interface HanIndex {
  chars: Set<string>;
  pairs: Set<string>;
}

export function hanIndex(han: string): HanIndex {
  const chars = [...han];
  const pairs = new Set<string>();
  for (let i = 1; i < chars.length; i++) if (chars[i] !== ' ' && chars[i - 1] !== ' ') pairs.add(chars[i - 1] + chars[i]);
  return { chars: new Set(chars), pairs };
}

function prepare(text: string): Field {
  const words = nameWords(text);
  const stems = [...new Set(words.flatMap((w) => (HAN.test(w) ? [] : [w, stem(w)])))];
  // An identifier is also held whole (`autoSetPorts` → autosetports, `get_user_token` → getusertoken): a reader
  // may type it as one word, which no piece of it starts with.
  const wholes = [
    ...new Set(
      (text.match(/[\p{L}\p{N}_]+/gu) ?? []).filter((t) => /\p{Ll}\p{Lu}|[\p{L}\p{N}]_[\p{L}\p{N}]/u.test(t)).map((t) => t.replace(/_/g, '').toLowerCase()),
    ),
  ];
  const han = (text.match(/\p{Script=Han}+/gu) ?? []).join(' ');
  return { stems, wholes, han, ...hanIndex(han) };
}

/** By the page's entry in the loaded names (the same array for as long as they are loaded). */
const PREPARED = new WeakMap<PageNames[string], Prepared>();

function prepared(_id: string, page: PageNames[string]): Prepared {
  let p = PREPARED.get(page);
  if (p) return p;
  const [title, task, url, , lead, keywords] = page;
  const urlName =
    url
      .replace(/\.html$/, '')
      .split('/')
      .pop() ?? '';
  p = { name: prepare(`${title} ${task} ${urlName}`), lead: prepare(lead ?? ''), keywords: prepare(keywords ?? '') };
  PREPARED.set(page, p);
  return p;
}

/**
 * Prepares every page's fields and name (coverage.ts) while the browser is idle, a slice at a time, so that the reader's
 * first query does not: measured in Chromium on this site (600 pages a locale), the first query after the dialog opened
 * held the main thread 100-190 ms doing it (first results: zh-Hans 206-381 ms → 64-234, en 153 → 51 ms). Where there is
 * no requestIdleCallback (Safari, Node), the first query prepares them, as before.
 */
export function preparePagesWhenIdle(names: PageNames): void {
  if (typeof requestIdleCallback !== 'function') return;
  const entries = Object.entries(names);
  let i = 0;
  const step = (deadline: IdleDeadline) => {
    while (i < entries.length && deadline.timeRemaining() > 1) {
      const [id, page] = entries[i++];
      prepared(id, page);
      prepareName(page[0], page[1] || undefined);
    }
    if (i < entries.length) requestIdleCallback(step);
  };
  requestIdleCallback(step);
}

/** Shortest word typed as one that may match the start of an identifier whole (`ongroupmember`). */
const WHOLE_PREFIX = 8;

/**
 * Share of a Latin stem a field holds: 1 when one of its words starts with it, or (`word`: the word the stem was cut
 * from) when an identifier of the field is that word whole or starts with it (eight letters at least).
 */
function latinIn(term: string, field: Field, word = term): number {
  if (field.stems.some((w) => w.startsWith(term))) return 1;
  return word.length > term.length && field.wholes.some((w) => w === word || (word.length >= WHOLE_PREFIX && w.startsWith(word))) ? 1 : 0;
}

/** A Chinese run cut once per query, not once per page and field: its characters, their neighbouring pairs, where each starts. */
interface HanRun {
  text: string;
  chars: string[];
  /** `pairs[k]`: characters k and k + 1. */
  pairs: string[];
  /** Where character k starts in `text` (code units; `at[chars.length]` is its length). */
  at: number[];
}

const RUNS = new Map<string, HanRun>();

function hanRun(text: string): HanRun {
  let r = RUNS.get(text);
  if (r) return r;
  const chars = [...text];
  const at = [0];
  for (const c of chars) at.push(at[at.length - 1] + c.length);
  r = { text, chars, pairs: chars.slice(1).map((c, k) => chars[k] + c), at };
  // The runs of the last few queries: a query's runs are met once per page and field.
  if (RUNS.size > 256) RUNS.clear();
  RUNS.set(text, r);
  return r;
}

/**
 * Share of a Chinese run a field holds, by the longest pieces found in the field from left to right: a piece of
 * two or more characters counts in full, a lone character found apart from its neighbours counts half.
 */
export function hanIn(run: string, fieldHan: string, index?: HanIndex): number {
  const { text, chars, pairs, at } = hanRun(run);
  const n = chars.length;
  let covered = 0;
  for (let i = 0; i < n;) {
    // A piece the field holds has each of its neighbouring pairs in the field: the run of such pairs bounds it (`index`,
    // the field's pairs; without it, every longer piece is looked for). Same result, fewer searches of the text.
    let j = n;
    if (index) {
      j = i + 1;
      while (j < n && index.pairs.has(pairs[j - 1])) j++;
    }
    // A pair is in the field when it is in `index` (no search); a longer piece is looked for.
    while (j > i + 2 && !fieldHan.includes(text.slice(at[i], at[j]))) j--;
    if (j === i + 2 && !index && !fieldHan.includes(pairs[i])) j--;
    if (j > i + 1) covered += j - i;
    else if (index ? index.chars.has(chars[i]) : fieldHan.includes(chars[i])) covered += 0.5;
    i = j;
  }
  return covered / n;
}

/** Weight of a word found only in the page's opening, against 1 in its name. */
export const LEAD_WEIGHT = 0.5;

/**
 * Weight of a word found in the page's keywords (the readers' words for it, pageKeywords.ts), against 1 in its name:
 * they are written to be what a reader types before knowing the name, so they count a little more than the name.
 * Measured on v1-v6 with the writers' keywords (whole set hit@1 / hit@5): 0.75 71.9 / 81.9 %, 1 73.4 / 84.4 %,
 * 1.25 74.0 / 86.7 %, 1.5 73.9 / 87.3 % (the older sets v1-v3 a little lower at 1.5).
 */
export const KEYWORDS_WEIGHT = 1.25;

/**
 * How much of one term a page's fields hold: 1 in its name, KEYWORDS_WEIGHT in its keywords, LEAD_WEIGHT in its
 * opening only (a Chinese word by its share, hanIn).
 */
function termIn(term: string, han: boolean, p: Prepared, word?: string): number {
  const share = han ? (f: Field) => hanIn(term, f.han, f) : (f: Field) => latinIn(term, f, word);
  return Math.max(share(p.name), KEYWORDS_WEIGHT * share(p.keywords), LEAD_WEIGHT * share(p.lead));
}

/** Per set of pages: how many pages' fields hold each term in full (a Chinese word as written, a Latin stem as a word's start). */
const DOC_FREQ = new WeakMap<PageNames, Map<string, number>>();

export function docFreq(names: PageNames, term: string, han: boolean, word?: string): number {
  let byTerm = DOC_FREQ.get(names);
  if (!byTerm) DOC_FREQ.set(names, (byTerm = new Map()));
  const key = `${han ? 'h' : 'l'}${term}\u0000${word ?? ''}`;
  let df = byTerm.get(key);
  if (df === undefined) {
    df = 0;
    for (const [id, page] of Object.entries(names)) {
      const p = prepared(id, page);
      if ([p.name, p.lead, p.keywords].some((f) => (han ? f.han.includes(term) : latinIn(term, f, word)))) df++;
    }
    byTerm.set(key, df);
  }
  return df;
}

/** A query term and its weight (its IDF over the pages' fields). */
export interface WeightedTerm {
  term: string;
  han: boolean;
  /** The word a Latin stem was cut from (FieldTerms.words). */
  word?: string;
  w: number;
  /** Whether some page's fields hold it. */
  known?: boolean;
}

/**
 * How much IDF shapes a term's weight (idf ** IDF_POWER). Measured on v1-v5 (issue 30): full IDF (1) cost more than it
 * gained, a reader's rarest words being often the ones no page uses ("announcement", "declined"); 0 weighs every
 * known word alike and keeps IDF for telling known words from unknown ones.
 */
export const IDF_POWER = 0;

/** BM25's inverse document frequency: a word few pages' fields hold says more about which page is meant. */
export function idf(df: number, pages: number): number {
  return Math.log(1 + (pages - df + 0.5) / (df + 0.5));
}

/**
 * The terms of a query with their weights: Latin stems, each weighing its IDF over the pages' fields (IDF_POWER),
 * and Chinese runs. A term no page's fields hold (`known` false: "at
 * this moment", "是不是") says nothing about which page is meant: it weighs the mean of the known terms (the rarest
 * word's weight when none is known), so it lowers every page's coverage alike, and a page may join the results by
 * its share of the known terms alone (rankByFields) when Pagefind found nothing.
 */
export function weightedTerms(names: PageNames, terms: FieldTerms): WeightedTerm[] {
  const pages = Math.max(1, Object.keys(names).length);
  const list = terms.latin.map((term, i) => ({ term, han: false, word: terms.words[i], df: docFreq(names, term, false, terms.words[i]) }));
  const weight = (df: number) => idf(df, pages) ** IDF_POWER;
  const known = list.filter((t) => t.df > 0).map((t) => weight(t.df));
  const neutral = known.length ? known.reduce((a, b) => a + b, 0) / known.length : weight(0);
  // Chinese runs as they stand, weighing a word per two characters: split into the browser's words they measured
  // worse (v4/v5: a lone 把 or 的 then counts as a word of its own).
  const han = terms.han.map((run) => ({ term: run, han: true, w: Math.max(1, [...run].length / 2) * neutral, known: true }));
  return [...list.map(({ term, han, word, df }) => ({ term, han, word, w: df > 0 ? weight(df) : neutral, known: df > 0 })), ...han];
}

/**
 * How much of the query a page's fields hold, 0..1 (up to KEYWORDS_WEIGHT when its keywords hold the words), BM25-style: each term (weightedTerms) counts its IDF, in full
 * when the page's name (title, task, URL name) holds it, LEAD_WEIGHT when only its opening does. `knownOnly`: out of
 * the terms some page's fields hold (weightedTerms), not all.
 */
export function fieldCoverage(terms: FieldTerms | WeightedTerm[], id: string, page: PageNames[string], knownOnly = false): number {
  const p = prepared(id, page);
  const weighted = Array.isArray(terms) ? terms : unweighted(terms);
  let got = 0;
  let total = 0;
  for (const { term, han, word, w, known } of weighted) {
    if (knownOnly && !known) continue;
    total += w;
    got += w * termIn(term, han, p, word);
  }
  return total ? got / total : 0;
}

/** Terms without IDF (no page set to count them over): a Chinese run weighs one word per two characters. */
function unweighted(terms: FieldTerms): WeightedTerm[] {
  return [
    ...terms.latin.map((term, i) => ({ term, han: false, word: terms.words[i], w: 1 })),
    ...terms.han.map((term) => ({ term, han: true, w: Math.max(1, [...term].length / 2) })),
  ];
}
