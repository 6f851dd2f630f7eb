/** Pagefind's results reordered by how closely the query's words stand together in a page, and merged across runs. */

/** How much a page gains when the query's words stand next to each other in it (all of them: ×(1 + PHRASE)). */
export const PHRASE = 1;

/** The longest run of consecutive word positions among a result's matches. */
export function longestRun(positions: number[]): number {
  const sorted = [...positions].sort((a, b) => a - b);
  let best = sorted.length ? 1 : 0;
  let run = 1;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1]) continue;
    run = sorted[i] === sorted[i - 1] + 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/**
 * Pagefind scores each word on its own; a page where the query's words form a phrase ("admin token" in a
 * heading) should beat one that has them apart. Reorders by score × (1 + PHRASE × share of the query
 * covered by the longest run of adjacent matched words), before any fragment is loaded.
 */
export function rankByPhrase<T extends { score: number; words: number[] }>(results: T[], terms: number): T[] {
  if (terms < 2) return results;
  const boosted = results.map((r, i) => ({ r, i, s: phraseScore(r, terms) }));
  boosted.sort((a, b) => b.s - a.s || a.i - b.i);
  return boosted.map((b) => b.r);
}

function phraseScore(r: { score: number; words: number[] }, terms: number): number {
  return terms < 2 ? r.score : r.score * (1 + (PHRASE * (Math.min(longestRun(r.words), terms) - 1)) / (terms - 1));
}

/**
 * The results of the reader's query and of its synonym alternatives (synonyms.ts) as one list: each page once,
 * with the best of its phrase-weighted scores (rankByPhrase), best first; ties keep the order they came in.
 * With one list, the order of rankByPhrase.
 */
export function mergeByPhrase<T extends { id: string; score: number; words: number[] }>(lists: { results: T[]; terms: number }[]): T[] {
  const best = new Map<string, { r: T; s: number; i: number }>();
  let i = 0;
  for (const { results, terms } of lists)
    for (const r of results) {
      const s = phraseScore(r, terms);
      const prev = best.get(r.id);
      if (!prev || s > prev.s) best.set(r.id, { r, s, i: prev?.i ?? i });
      i++;
    }
  return [...best.values()].sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.r);
}

/**
 * The results of each word searched on its own as one list, for a query no page holds enough of its words together
 * for (the last fallback): a page scores the sum of its words' scores (BM25's "any word" query, a page with more
 * of the words ahead) and keeps all their matched positions (so rankByPhrase still rewards words standing together).
 * `lists`: one per word, each best first. Ties keep the order they came in.
 */
export function mergeAnyWord<T extends { id: string; score: number; words: number[] }>(lists: T[][]): T[] {
  const merged = new Map<string, { r: T; score: number; words: number[]; i: number }>();
  let i = 0;
  for (const results of lists)
    for (const r of results) {
      const prev = merged.get(r.id);
      if (prev) {
        prev.score += r.score;
        prev.words.push(...r.words);
      } else merged.set(r.id, { r, score: r.score, words: [...r.words], i: i++ });
    }
  return [...merged.values()].sort((a, b) => b.score - a.score || a.i - b.i).map(({ r, score, words }) => ({ ...r, score, words }));
}
