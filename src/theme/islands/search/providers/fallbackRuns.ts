/**
 * Which of a query's fallback runs (queryPlan.ts `partialRuns`: the query without its commonest word, then without the
 * two commonest, …) finds pages, decided from each word searched once rather than from every run searched in turn.
 *
 * Pagefind answers a run with the pages that hold every one of its words: the pages of a run are the pages its words
 * have in common (checked on the whole benchmark: 3,940 zh-Hans and 1,084 English runs, every one the same set). A
 * search costs Pagefind a pass over every word it has loaded for each of its words, a cost that grows as a reader's
 * queries load more of the index (Node, the whole zh-Hans index loaded: 11.6 ms for an 11-word run, 1.2 ms with only
 * its own chunks). Trying the runs in turn searched a long Chinese question's words up to ten times over (3,545 words
 * searched for the benchmark's 220 zh-Hans questions that fall back, against 1,497 this way); only the run chosen is
 * then searched whole, so its pages come in Pagefind's own order, as before.
 */
import type { PagefindApi } from './pagefindApi.ts';

type Found = Awaited<ReturnType<PagefindApi['search']>>;

/** Each word's own search, run once whoever asks (the runs' words, then the any-word answer's); null: superseded. */
export function wordSearches(api: PagefindApi, filters: { filters: Record<string, string> }): (word: string) => Promise<Found> {
  const searched = new Map<string, Promise<Found>>();
  return (word) => {
    let p = searched.get(word);
    if (!p) searched.set(word, (p = api.search(word, filters)));
    return p;
  };
}

/**
 * The index of the first of `runs` whose words some page holds all of (-1: none); undefined if a search was superseded.
 * A lone run is not checked: its own search answers as soon.
 */
export async function firstFoundRun(runs: string[], wordSearch: (word: string) => Promise<Found>): Promise<number | undefined> {
  if (runs.length <= 1) return runs.length - 1;
  const words = [...new Set(runs.flatMap((r) => r.split(' ')))];
  const found = await Promise.all(words.map(wordSearch));
  if (found.some((f) => !f)) return undefined;
  const pages = new Map(words.map((w, i) => [w, new Set(found[i]!.results.map((r) => r.id))]));
  return runs.findIndex((run) => {
    const [first, ...rest] = run.split(' ').map((w) => pages.get(w)!);
    for (const id of first) if (rest.every((s) => s.has(id))) return true;
    return false;
  });
}
