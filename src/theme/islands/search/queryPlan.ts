/**
 * From what the reader typed to what Pagefind runs. Every word must be one the index can find by prefix;
 * otherwise Pagefind silently searches the longest indexed prefix of it (`xyzzyplugh` → `x`) and returns
 * pages that have nothing to do with the query. So each word is checked against the build's vocabulary:
 * known words pass, identifiers are rewritten to the keys every spelling shares, a word with a typo is
 * corrected to the nearest known word, and a word that is neither makes the query find nothing.
 */
import { hasPrefix, hasWord, lowerBound, vocabularyBucket, type Vocabulary, type VocabularyChunk } from './vocabulary.ts';
import { isIdentifier, pagefindWord, queryKeys, trimToken } from './identifiers.ts';
import { isStopWord } from './stopWords.ts';

export interface QueryPlan {
  /** What Pagefind runs; '' when some word is unknown (the search then finds nothing). */
  run: string;
  /** The reader's query with typos corrected, when any was (for "Showing results for …"). */
  corrected?: string;
  /** Words neither the index nor a correction knows. */
  unknown: string[];
  /** The words of `run`, each with the number of pages that hold it (by prefix, as Pagefind matches it). */
  terms?: PlannedTerm[];
  /**
   * When some words are unknown: the known ones (as `terms`), which the search may run without the unknown words
   * when enough of the query is left (`withoutUnknown`).
   */
  known?: PlannedTerm[];
}

export interface PlannedTerm {
  term: string;
  df: number;
}

/** Languages whose queries Pagefind segments into words itself (no spaces between words). */
export function segmentsWords(lang: string): boolean {
  return ['zh', 'ja', 'th'].includes(lang.split('-')[0].toLowerCase());
}

const HAN = /\p{Script=Han}|\p{Script=Hiragana}|\p{Script=Katakana}|\p{Script=Thai}/u;
/** The query's tokens: runs between spaces, cut where Han, kana or Thai text meets other text. */
const SCRIPT_RUNS =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]+/gu;
/** English endings, longest first, that a stem may be found without (Pagefind stems English words). */
export const ENGLISH_SUFFIXES = ['ations', 'ation', 'ments', 'ment', 'ions', 'ion', 'ings', 'ing', 'ers', 'er', 'ies', 'ied', 'ed', 'es', 'ly', 's'];

/** Optimal string alignment distance (edits, adjacent swaps), or max + 1 once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur.push(v);
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** Typos forgiven for a word of this length: none up to 3 letters, one up to 7, then two. */
export function allowedEdits(length: number): number {
  return length <= 3 ? 0 : length <= 7 ? 1 : 2;
}

/**
 * The known word nearest to `term`: fewest edits to the whole word, or to the start of a longer word (the
 * reader may still be typing), then the word most pages use.
 */
export function nearestWord(term: string, chunk: VocabularyChunk): string | undefined {
  const max = allowedEdits(term.length);
  if (!max || /^\d+$/.test(term)) return undefined;
  let best: { word: string; score: number; df: number } | undefined;
  for (let i = 0; i < chunk.words.length; i++) {
    const word = chunk.words[i];
    // Exact-name markers (`creategroup_`, exactNames.ts) are the index's bookkeeping, not words to offer.
    if (word.length < term.length - max || word.endsWith('_')) continue;
    let score = editDistance(term, word, max);
    if (word.length > term.length && score > max - 0.5) {
      const prefix = Math.min(editDistance(term, word.slice(0, term.length), max), editDistance(term, word.slice(0, term.length + 1), max));
      score = Math.min(score, prefix + 0.5);
    }
    if (score > max) continue;
    const df = chunk.df[i];
    if (!best || score < best.score || (score === best.score && df > best.df)) best = { word, score, df };
  }
  return best?.word;
}

/** A known stem of an inflected word (`configuring` → `configur`, `deployed` → `deploy`). */
function knownStem(term: string, chunk: VocabularyChunk): string | undefined {
  for (const suffix of ENGLISH_SUFFIXES) {
    if (!term.endsWith(suffix)) continue;
    const stem = term.slice(0, -suffix.length);
    if (stem.length >= 4 && hasPrefix(chunk, stem)) return stem;
  }
  return undefined;
}

/** Pages holding a word that starts with `term` (the most any one such word has: a lower bound of the union). */
export function prefixDf(chunk: VocabularyChunk | undefined, term: string): number {
  if (!chunk) return 0;
  let best = 0;
  for (let i = lowerBound(chunk.words, term); i < chunk.words.length && chunk.words[i].startsWith(term); i++) best = Math.max(best, chunk.df[i]);
  return best;
}

/** Splits a CJK run into whole indexed words, longest first; undefined when some part is not indexed. */
function knownPieces(term: string, chunk: (w: string) => VocabularyChunk | undefined): string[] | undefined {
  const pieces: string[] = [];
  let i = 0;
  outer: while (i < term.length) {
    for (let end = term.length; end > i; end--) {
      const piece = term.slice(i, end);
      const c = chunk(piece);
      if (c && hasWord(c, piece)) {
        pieces.push(piece);
        i = end;
        continue outer;
      }
    }
    return undefined;
  }
  return pieces;
}

interface Word {
  typed: string;
  terms: string[];
  /** A stop word (stopWords.ts), left out when the query has other words. */
  stop?: boolean;
  /** A CJK word: where it starts and ends in the query (to join neighbours the index holds as one word). */
  at?: number;
  end?: number;
}

/**
 * The reader's words as Pagefind will see them: identifiers as keys, CJK text in words, the rest lower case;
 * the stop words of a question left out, unless they are all it has.
 */
export function queryWords(query: string, lang: string): Word[] {
  const segmenter = segmentsWords(lang) && typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(lang, { granularity: 'word' }) : undefined;
  const words: Word[] = [];
  // A Chinese reader often types an identifier without spaces around it ("客户端apiAddr和wsAddr怎么填"): each run of
  // one script is a token of its own.
  for (const { 0: token, index: offset } of query.matchAll(SCRIPT_RUNS)) {
    const trimmed = trimToken(token);
    if (!trimmed) continue;
    if (isIdentifier(trimmed)) {
      words.push({ typed: trimmed, terms: queryKeys(trimmed) });
      continue;
    }
    if (segmenter && HAN.test(trimmed)) {
      const from = offset + token.indexOf(trimmed);
      for (const s of segmenter.segment(trimmed)) {
        const w = pagefindWord(s.segment);
        if (s.isWordLike && w)
          words.push({ typed: s.segment, terms: [w], stop: isStopWord(w) || undefined, at: from + s.index, end: from + s.index + s.segment.length });
      }
      continue;
    }
    const w = pagefindWord(trimmed);
    if (w) words.push({ typed: trimmed, terms: [w], stop: isStopWord(w) || undefined });
  }
  return words.every((w) => w.stop) ? words : words.filter((w) => !w.stop);
}

/** How many neighbouring CJK words may make one indexed word ("服务" + "器"; "回" + "调"). */
const MAX_JOINED = 4;

/**
 * The browser's word segmenter splits terms Pagefind's index holds whole (服务器 → 服务 器, 端口 → 端 口, 回调 →
 * 回 调), and Pagefind splits the query the same way again before it searches, so a page with 端口 is not found by
 * "端 口" (no indexed word starts with 口). Neighbouring CJK words whose concatenation the index holds as a word are
 * joined, and searched by their first piece: Pagefind matches words by prefix, so 端 finds 端口.
 */
export function joinIndexedWords(words: Word[], chunkOfFirst: (firstTerm: string) => VocabularyChunk | undefined): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < words.length;) {
    let joined = 1;
    for (let k = Math.min(MAX_JOINED, words.length - i); k > 1 && joined === 1; k--) {
      const group = words.slice(i, i + k);
      if (!group.every((g, j) => g.at !== undefined && HAN.test(g.terms[0]) && (j === 0 || group[j - 1].end === g.at))) continue;
      const text = group.map((g) => g.terms[0]).join('');
      // The joined word sits in the vocabulary bucket of its first character, as its first piece does.
      const c = chunkOfFirst(group[0].terms[0]);
      if (!c || !hasWord(c, text)) continue;
      out.push({ typed: group.map((g) => g.typed).join(''), terms: [group[0].terms[0]], at: group[0].at, end: group[k - 1].end });
      joined = k;
    }
    if (joined === 1) out.push(words[i]);
    i += joined;
  }
  return out;
}

/** Plans a query against the vocabulary (without one, the query runs as typed). */
export async function planQuery(query: string, lang: string, vocabulary?: Pick<Vocabulary, 'chunk'>): Promise<QueryPlan> {
  if (/^\s*".+"\s*$/.test(query) || !vocabulary) return { run: query, unknown: [] };
  let words = queryWords(query, lang);
  const chunks = new Map<string, VocabularyChunk | undefined>();
  const load = (terms: Iterable<string>) =>
    Promise.all(
      [...new Set(terms)].map(async (t) => {
        chunks.set(t, await vocabulary.chunk(t));
      }),
    );
  await load(words.flatMap((w) => w.terms));
  // The characters of a CJK word the index does not hold, to split it into words it does (knownPieces):
  // fetched only then, since each character may sit in a bucket of its own.
  const chunkOf = (t: string) => chunks.get(t) ?? chunks.get(t[0]);
  words = joinIndexedWords(words, (first) => chunks.get(first));
  const unsplit = words.flatMap((w) => w.terms).filter((t) => HAN.test(t) && !hasPrefix(chunkOf(t) ?? { words: [], df: [] }, t));
  if (unsplit.length) await load(unsplit.flatMap((t) => [...t]));
  const run: string[] = [];
  const unknown: string[] = [];
  /** How many of the reader's words were entirely known. */
  let knownWords = 0;
  let changed = false;
  const display = words.map((w) => w.typed);
  words.forEach((w, index) => {
    const unknownBefore = unknown.length;
    const fixed: string[] = [];
    let corrected = false;
    for (const term of w.terms) {
      const chunk = chunkOf(term);
      if (!chunk || hasPrefix(chunk, term)) {
        fixed.push(term);
        continue;
      }
      if (HAN.test(term)) {
        const pieces = knownPieces(term, (p) => chunks.get(p) ?? chunks.get(p[0]));
        if (pieces) fixed.push(...pieces);
        else unknown.push(term);
        continue;
      }
      const stem = knownStem(term, chunk);
      if (stem) {
        fixed.push(stem);
        continue;
      }
      const near = nearestWord(term, chunk);
      if (near) {
        fixed.push(near);
        corrected = true;
        continue;
      }
      unknown.push(term);
    }
    if (unknown.length === unknownBefore) knownWords++;
    // A corrected identifier is shown by its key(s): the typed spelling had the typo.
    if (corrected) {
      display[index] = fixed.join(' ');
      changed = true;
    }
    run.push(...fixed);
  });
  const terms = [...new Set(run)];
  // Every term's bucket is loaded: corrections, stems and pieces share the first character of a typed word.
  const byBucket = new Map([...chunks].map(([t, c]) => [vocabularyBucket(t), c]));
  const planned = terms.map((term) => ({ term, df: prefixDf(byBucket.get(vocabularyBucket(term)), term) }));
  if (unknown.length) return { run: '', unknown, ...(knownWords >= MIN_KNOWN && knownWords >= words.length - knownWords ? { known: planned } : {}) };
  return { run: terms.join(' '), corrected: changed ? display.join(' ') : undefined, unknown, terms: planned };
}

/**
 * How many known words a query with an unknown word must keep for the search to run them alone: a question whose
 * other words still say what it is about ("filter swear words in chats" → filter words chats) is answered, while a
 * made-up word beside one common word ("qqzz 消息") still finds nothing. At least as many known words as unknown.
 */
export const MIN_KNOWN = 2;

/** How many of a query's words the fallback may leave out at least, one more on each try. */
export const MAX_DROPPED = 2;

/** How many words a longer question keeps at least: the fallback drops its commonest words down to these. */
export const MIN_KEPT = 2;

/**
 * When no page holds every word of a query (Pagefind's rule), the queries to try instead, in order: without
 * its least informative word (the one most pages hold), then without the two least informative, and so on: up to
 * MAX_DROPPED words (keeping one at least), or down to the MIN_KEPT rarest words of a longer question ("聊天 记录
 * 保存 多久 会 被 清理": no page holds all seven). Each comes with what to show the reader (`shown`: the words kept,
 * Chinese ones joined). None for a query of one word: what it finds is all there is.
 */
export function partialRuns(terms: PlannedTerm[], max = Math.max(MAX_DROPPED, terms.length - MIN_KEPT)): { run: string; shown: string }[] {
  if (terms.length < 2) return [];
  const byDf = terms.map((t, i) => ({ ...t, i })).sort((a, b) => b.df - a.df || b.i - a.i);
  const out: { run: string; shown: string }[] = [];
  for (let k = 1; k <= Math.min(max, terms.length - 1); k++) {
    const dropped = new Set(byDf.slice(0, k).map((t) => t.i));
    const kept = terms.filter((_, i) => !dropped.has(i)).map((t) => t.term);
    out.push(shownRun(kept));
  }
  return out;
}

/** A run of kept words, with what to show the reader (Chinese words joined). */
function shownRun(kept: string[]): { run: string; shown: string } {
  return { run: kept.join(' '), shown: kept.join(' ').replace(/(?<=[^\x00-\x7f]) (?=[^\x00-\x7f])/g, '') };
}

/** The query without its unknown words (`QueryPlan.known`), to try before leaving out known ones. */
export function withoutUnknown(known: PlannedTerm[]): { run: string; shown: string } {
  return shownRun(known.map((t) => t.term));
}
