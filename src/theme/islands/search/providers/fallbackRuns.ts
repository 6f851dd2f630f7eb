/**
 * Which of a query's fallback runs (queryPlan.ts: the query without its unknown words, then without its commonest word,
 * without the two commonest, …) is the first that finds pages, found by bisection rather than by searching every run
 * in turn.
 *
 * Each run holds the words of the next one, and Pagefind answers a run with the pages that hold every one of its words,
 * so once a run finds pages every later run does. Pagefind's search makes a pass over every word it has loaded for each
 * word of the run, a cost that grows as a reader's queries load more of the index (Node, the whole zh-Hans index
 * loaded: 11.6 ms for an 11-word run, 1.2 ms with only its own chunks): trying the runs in turn searched a long Chinese
 * question's words up to ten times over, most of all for the questions no run finds anything for. The run chosen is
 * searched whole, as before, so its pages come in Pagefind's own order.
 */
import type { PagefindApi } from './pagefindApi.ts';

type Found = NonNullable<Awaited<ReturnType<PagefindApi['search']>>>;

/** Whether every run holds the words of the run after it (then a run with pages means every later one has some). */
export function nested(runs: string[]): boolean {
  return runs.every((run, i) => {
    if (i === 0) return true;
    const before = new Set(runs[i - 1].split(' '));
    return run.split(' ').every((w) => before.has(w));
  });
}

/**
 * The first of `runs` that finds pages, with its answer (`at` -1: none does); undefined when a search was superseded.
 * The last (shortest) run is tried first: when it finds nothing, which is the most common outcome of a long question,
 * no run does. Then the first, then the ones between by bisection: at most 2 + log2 of the runs' number of searches.
 */
export async function firstFoundRun(runs: string[], search: (run: string) => Promise<Found | null>): Promise<{ at: number; found?: Found } | undefined> {
  const answers: (Found | null)[] = [];
  /** Whether runs[i] finds pages (undefined: superseded). */
  const finds = async (i: number): Promise<boolean | undefined> => {
    answers[i] = await search(runs[i]);
    return answers[i] ? answers[i].results.length > 0 : undefined;
  };
  const at = (i: number) => ({ at: i, found: answers[i] ?? undefined });
  if (!nested(runs)) {
    for (let i = 0; i < runs.length; i++) {
      const has = await finds(i);
      if (has !== false) return has && at(i);
    }
    return { at: -1 };
  }
  const last = runs.length - 1;
  if (last < 0) return { at: -1 };
  // The last run first: when it finds nothing, no run does.
  const lastHas = await finds(last);
  if (!lastHas) return lastHas === undefined ? undefined : { at: -1 };
  if (last === 0) return at(0);
  const firstHas = await finds(0);
  if (firstHas !== false) return firstHas && at(0);
  // runs[lo] finds nothing, runs[hi] finds pages.
  let lo = 0;
  let hi = last;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    const has = await finds(mid);
    if (has === undefined) return undefined;
    if (has) hi = mid;
    else lo = mid;
  }
  return at(hi);
}
