/** Issue 30: the first fallback run that finds pages, found by bisection over runs that each hold the next one's words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { firstFoundRun, nested } from '../../../src/theme/islands/search/providers/fallbackRuns.ts';

/** Pagefind's rule over a made-up index: a run finds the pages holding all its words. */
function index(pages: Record<string, string[]>) {
  const searched: string[] = [];
  const search = async (run: string) => {
    searched.push(run);
    const words = run.split(' ');
    const ids = Object.keys(pages).filter((id) => words.every((w) => pages[id].includes(w)));
    return { results: ids.map((id) => ({ id, score: 1, words: [], data: async () => ({ url: `/${id}`, excerpt: '', meta: {} }) })) };
  };
  return { searched, search };
}

/** Ten nested runs: the query's ten words, then each time without its first remaining word. */
const WORDS = 'w0 w1 w2 w3 w4 w5 w6 w7 w8 w9'.split(' ');
const RUNS = WORDS.slice(0, -1).map((_, k) => WORDS.slice(k).join(' '));

test('whichever run is the first to find pages, bisection finds that one, with its own answer, in at most 2 + log2 searches', async () => {
  assert.ok(nested(RUNS));
  for (let answer = 0; answer <= RUNS.length; answer++) {
    // One page holds the words of run `answer` (none when answer is past the last run).
    const { searched, search } = index({ p: answer < RUNS.length ? RUNS[answer].split(' ') : ['w9'] });
    const inTurn = RUNS.findIndex((r) => r.split(' ').every((w) => (answer < RUNS.length ? RUNS[answer].split(' ') : ['w9']).includes(w)));
    const got = await firstFoundRun(RUNS, search);
    assert.equal(got?.at, inTurn, `answer at ${answer}`);
    if (got && got.at >= 0)
      assert.deepEqual(
        got.found?.results.map((r) => r.id),
        ['p'],
        'the answer of the run itself',
      );
    assert.ok(searched.length <= 2 + Math.ceil(Math.log2(RUNS.length)), `${searched.length} searches for answer ${answer}: ${searched.join(' | ')}`);
    assert.equal(new Set(searched).size, searched.length, 'no run searched twice');
  }
});

test('the shortest run finding nothing ends it in one search; the first finding pages, in two', async () => {
  const none = index({ p: ['w0', 'w1'] });
  assert.deepEqual(await firstFoundRun(RUNS, none.search), { at: -1 });
  assert.deepEqual(none.searched, [RUNS[RUNS.length - 1]]);
  const first = index({ p: WORDS });
  assert.equal((await firstFoundRun(RUNS, first.search))?.at, 0);
  assert.deepEqual(first.searched, [RUNS[RUNS.length - 1], RUNS[0]]);
  const one = index({ p: ['a'] });
  assert.equal((await firstFoundRun(['a'], one.search))?.at, 0);
  assert.deepEqual(await firstFoundRun([], one.search), { at: -1 });
});

test('runs that do not each hold the next one’s words are tried in turn; a superseded search stops it', async () => {
  const runs = ['a b', 'c d', 'a c'];
  assert.equal(nested(runs), false);
  const { searched, search } = index({ p: ['c', 'd'], q: ['a', 'c'] });
  assert.equal((await firstFoundRun(runs, search))?.at, 1);
  assert.deepEqual(searched, ['a b', 'c d']);
  assert.equal(await firstFoundRun(RUNS, async () => null), undefined);
});
