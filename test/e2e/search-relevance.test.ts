/**
 * The relevance floor on the real site: the benchmark's query set (bench/search-queries.ts), run through
 * the search island's provider against a fresh build. Reference queries stay pending until their pages
 * are built; every other query's expected page must exist. `npm run bench:search` prints the full table.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveRealSite } from '../helpers/site.ts';
import type { RunningServer } from '../../src/generator/serve/staticServer.ts';
import { formatBenchReport, percentile, runRelevanceBench, type BenchQuery, type BenchReport } from '../../src/generator/search/relevanceBench.ts';
import { SEARCH_QUERIES } from '../../bench/search-queries.ts';

let server: RunningServer & { outDir: string };
let report: BenchReport;

before(async () => {
  server = await serveRealSite();
  report = await runRelevanceBench(server.outDir, SEARCH_QUERIES, { threads: 3 });
  console.log(formatBenchReport(report));
});

after(async () => {
  await server?.close();
});

test('the query set is the one the issues ask for: ≥ 300 queries, ≥ 120 zh-Hans, every kind, half of each locale about the reference, a quarter held out', () => {
  assert.ok(SEARCH_QUERIES.length >= 300, String(SEARCH_QUERIES.length));
  assert.ok(SEARCH_QUERIES.filter((q) => q.locale === 'zh-Hans').length >= 120);
  for (const locale of ['en', 'zh-Hans']) {
    const own = SEARCH_QUERIES.filter((q) => q.locale === locale);
    assert.ok(own.filter((q) => q.ref).length * 2 >= own.length, `${locale}: fewer than half about the reference`);
  }
  assert.ok(SEARCH_QUERIES.filter((q) => q.heldOut).length * 4 >= SEARCH_QUERIES.length, 'a quarter held out of the tuning');
  const kinds = new Set(SEARCH_QUERIES.map((q) => q.kind));
  for (const kind of ['title', 'concept', 'identifier', 'code', 'typo', 'zh-nospace', 'zh-space', 'mixed', 'nonsense'] as const)
    assert.ok(kinds.has(kind), kind);
});

/** hit@1 and hit@5 of some outcomes (nonsense queries left out). */
function rates(outcomes: BenchReport['outcomes']): { n: number; hit1: number; hit5: number } {
  const graded = outcomes.filter((o) => o.query.expect.length && o.status !== 'pending');
  const share = (k: number) => (graded.length ? k / graded.length : 1);
  return {
    n: graded.length,
    hit1: share(graded.filter((o) => o.rank === 1).length),
    hit5: share(graded.filter((o) => o.rank !== undefined && o.rank <= 5).length),
  };
}

/**
 * Floors per locale, at the level measured minus a margin of about two queries, so relevance cannot silently
 * regress. The issue-9 set (the queries before issue 30) keeps its floors but zh-Hans hit@1, measured 93.6 % once
 * the task names were indexed (two mixed queries now rank the SDK function or the webhook group first: 97.9 %
 * before; 95.7 % with the stop words and the name window). Issue 30's readers' queries without the second held-out
 * set: measured en 92.4 / 96.5 %, zh-Hans 89.7 / 95.5 % on that set at first, the held-out quarter en 81.4 / 93.0 %,
 * zh-Hans 80.0 / 86.7 % now (the issue's budget of 90 / 98 % is not met there yet). The second held-out set (v2),
 * written after those figures were reported: en 45.5 / 61.4 %, zh-Hans 53.5 / 65.1 % - questions in a reader's
 * own words still miss far more often than the queries tuned on. The third held-out set (v3), written and committed
 * before the round that added the all-words fallback, the name ranking over every result and the names-first answer:
 * en 37.8 / 57.3 %, zh-Hans 50.0 / 63.4 % after that round (37.8 / 57.3 % and 48.8 / 62.2 % before it) - the round
 * did not generalise to it. The fourth held-out set (v4), written and committed before the round that tunes on v1-v3
 * (which become tuning material; their floor lines stay as measured), measured once on the build before that round:
 * en 38.5 / 50.0 %, zh-Hans 35.8 / 44.2 %. That round (synonym data only, tuned on v1-v3) lifted v1 to en 90.7 / 97.7 %,
 * zh-Hans 91.1 / 97.8 %; v2 to 84.1 / 86.4 % and 95.3 / 97.7 %; v3 to 78.0 / 89.0 % and 86.6 / 92.7 % (their floors
 * now guard that), and left v4 where it was: en 39.6 / 51.0 %, zh-Hans 33.7 / 44.2 %. The field-ranking round (pages
 * ranked by how much of the query their title, task name, URL name and opening hold, fields.ts; tuned on v1-v4) measured:
 * issue-9 set en 90.4 / 96.4 %, zh-Hans 91.5 / 95.7 % (from 95.2 / 98.8 and 95.7 / 97.9: guide and FAQ pages Pagefind
 * had first lose to reference pages whose names hold the words - floors lowered to that, a known cost); whole but v2-v4
 * en 91.8 / 97.7 %, zh-Hans 93.5 / 98.7 %; reference 93.8 / 99.1 %, 94.8 / 100 %; v1 86.0 / 97.7 %, 91.1 / 100 %;
 * v2 90.9 / 100 %, 97.7 / 100 %; v3 78.0 / 92.7 %, 89.0 / 97.6 %; v4 35.4 / 57.3 %, 33.7 / 47.4 %. Floors: those minus
 * about two queries. The fifth held-out set (v5, 120 en + 124 zh-Hans queries), written and committed before that round's
 * results were seen and never tuned on, measured on the build before the round en 34.2 / 40.0 %, zh-Hans 39.5 / 47.6 %,
 * and after it en 41.7 / 50.0 %, zh-Hans 43.5 / 62.1 %: the field ranking generalises, by far not to the budget. The next
 * round (tuned on v1-v5; a word no page's fields hold weighs the known words' mean, and when Pagefind finds nothing a page
 * may join by its share of the known words; full IDF weights and Chinese split into words measured worse and were left
 * out) moved en v4 to 36.5 / 58.3 %, v5 to 43.3 / 52.5 %, zh-Hans unchanged. The sixth held-out set (v6, 117 en + 124 zh-Hans queries, aimed at pages v1-v5 never expect),
 * written and committed before that round's results were seen, measured en 45.3 / 54.7 % before the round and
 * 45.3 / 55.6 % after it, zh-Hans 37.9 / 47.6 % both times: the round did not generalise. The seventh held-out set (v7,
 * 99 en + 101 zh-Hans queries, aimed at pages v1-v6 never or once expect), written and committed before any of its results
 * were seen, measured en 34.3 / 44.4 %, zh-Hans 30.7 / 35.6 % on the build before the page-keywords round. That round
 * (readers' words written per page from the pages, never from queries: content/keywords/, i18n/zh-Hans/keywords/,
 * weighted 1.25 in fields.ts, tuned on v1-v6) measured v7 en 52.5 / 64.6 %, zh-Hans 47.5 / 66.3 %: the first round that
 * generalised to a set it never saw. All floors are set to that build's figures minus about two queries. The eighth
 * held-out set (v8, 40 en + 40 zh-Hans), written and committed before any of its results were seen and after the last
 * tuning, measured en 50.0 / 75.0 %, zh-Hans 50.0 / 82.5 % on the same engine; its floor is also about two queries lower.
 * The ninth (v9, 50 en + 50 zh-Hans), likewise written and committed first, measured en 46.0 / 68.0 %, zh-Hans 54.0 /
 * 82.0 % on that engine; then two changes to how a query runs (not tuned on any set: a word the index lacks no longer
 * empties a query that has two known words; Chinese words the browser's segmenter splits but the index holds whole are
 * searched by their first piece) made it en 48.0 / 70.0 %, zh-Hans 58.0 / 84.0 %, and the whole set en 67.4 → 68.4 %,
 * zh-Hans 68.3 → 69.4 % hit@1. The second change moved four v4 zh-Hans queries from first to second or third place
 * (broader prefix matches) while it lifted v5-v9; the v4 zh-Hans hit@1 floor went from 0.53 to 0.49 with it. Then readers'
 * words for 207 English and 180 Chinese pages, written from the v1-v8 failures (v9 never shown): v4-v8 rose to the
 * floors below (about two queries under what they measured), the whole set to en 83.3 / 94.6 %, zh-Hans 90.0 / 97.5 %;
 * v9, the check that the tuning generalises, moved en 48.0 → 46.0 % hit@1 (hit@5 70.0 % both times) and zh-Hans
 * 58.0 / 84.0 % → 70.0 / 90.0 % (of which the Chinese stop words gave 60.0 / 88.0 %). The tenth held-out set (v10,
 * 50 en + 50 zh-Hans, aimed at pages the earlier sets ask about little), written and committed by a helper before any
 * of its results were seen and after that round, measured en 44.0 / 70.0 %, zh-Hans 50.0 / 70.0 %; its floor is about
 * two queries lower. Its questions fetch more than the budget (p95 over 125 KiB): its bytes are reported, not guarded.
 * The next stop merged the second keyword round (v1-v8 failures), added an eleventh held-out set (v11) written blind
 * before any tuning, then gave every page 7-12 phrases page by page (v11 never shown), fixed the engine (an identifier
 * typed as one word, a code among other words, Chinese stop words cut out of words, the fields ranked by the partial
 * run) and tuned the keywords on the v1-v10 failures. v11, measured after the page-by-page round and before the rest,
 * was en 54.0 / 72.0 %, zh-Hans 54.0 / 86.0 %; at the end en 50.0 / 80.0 %, zh-Hans 58.0 / 88.0 %. A twelfth (v12),
 * written blind by a helper during that tuning and measured once at the end: en 48.0 / 78.0 %, zh-Hans 56.0 / 80.0 %.
 * The whole set then measured en 91.2 / 97.5 %, zh-Hans 93.0 / 97.7 %; every floor is that build's figure minus about
 * two queries, and the bytes of every set now keep under 115 KiB at p95 (the word lists load with the dialog).
 * The next stop wrote a thirteenth (v13) blind first, then changed the engine only (no keywords): a question no page
 * holds the words of is answered by the pages holding any of them, an identifier typed against Chinese is a token of its
 * own, the SDK function comes just above its REST twin unless the query points to the server, 回调 alone points to SDK
 * callbacks too, an event said as one ("was declined", 有人…) points to the callbacks. v11 and v12 (tuning material now)
 * rose to en 52.0 / 80.0 and 54.0 / 82.0 %, zh-Hans 68.0 / 90.0 and 66.0 / 90.0 %; v13, measured at the end (its
 * zh-Hans figure was seen once before the last two latency commits, which do not change results), en 66.0 / 96.0 %,
 * zh-Hans 60.0 / 86.0 %. Whole set with v13: en 90.3 / 97.6 %, zh-Hans 92.3 / 98.1 %. Floors: minus about two queries.
 * The next stop wrote a fourteenth (v14) blind first, then ran one keyword round per locale on the v9-v13 failures (v14
 * never shown): v11 / v12 / v13 went to en 86.0 / 92.0, 92.0 / 100.0, 92.0 / 100.0 %, zh-Hans 94.0 / 100.0, 88.0 / 96.0,
 * 98.0 / 100.0 %; the whole set but v14 en 95.1 / 99.4 %, zh-Hans 96.5 / 99.5 %. v14, measured once at the end: en
 * 60.0 / 84.0 %, zh-Hans 58.0 / 78.0 %; the whole set with it en 93.5 / 98.7 %, zh-Hans 94.7 / 98.5 %. Floors: minus about
 * two queries.
 * The stop after wrote a fifteenth (v15) blind first and changed no keyword; its engine change (every index chunk holding
 * a word's extensions searched, smaller chunks) moved the rest by won 3, lost 7. v15, measured once at the end: en
 * 46.0 / 70.0 %, zh-Hans 48.0 / 76.0 %; the whole set with it en 91.2 / 97.4 %, zh-Hans 92.4 / 97.5 %.
 * The next stop had a sixteenth (v16) written blind first (half of it short queries, as typed into a search box), then
 * ran one keyword round per locale on the v14 and v15 failures (v16 never shown) and fixed two engine faults (iOS split
 * into i + os; a synonym word inside a longer one dropped everywhere in the query): v14 / v15 went to en 96.0 / 98.0,
 * 88.0 / 98.0 %, zh-Hans 92.0 / 100.0, 82.0 / 96.0 %; the whole set but v16 en 94.5 / 99.6 %, zh-Hans 95.0 / 99.6 %. v16,
 * measured once at the end: en 48.0 / 74.0 %, zh-Hans 56.0 / 80.0 %; the whole set with it en 92.6 / 98.5 %, zh-Hans
 * 93.3 / 98.7 %. Floors: minus about two queries.
 */
const LATER = ['v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10', 'v11', 'v12', 'v13', 'v14', 'v15', 'v16'];
const notHeldOutLater = (o: BenchReport['outcomes'][number]) => !LATER.includes(String(o.query.heldOut));
const FLOORS: { name: string; pick: (o: BenchReport['outcomes'][number]) => boolean; hit1: Record<string, number>; hit5: Record<string, number> }[] = [
  { name: 'issue-9 queries', pick: (o) => o.query.heldOut === undefined, hit1: { en: 0.9, 'zh-Hans': 0.89 }, hit5: { en: 0.95, 'zh-Hans': 0.93 } },
  { name: 'whole set', pick: () => true, hit1: { en: 0.91, 'zh-Hans': 0.92 }, hit5: { en: 0.98, 'zh-Hans': 0.98 } },
  {
    name: 'whole set but v2-v16',
    pick: notHeldOutLater,
    hit1: { en: 0.94, 'zh-Hans': 0.96 },
    hit5: { en: 0.98, 'zh-Hans': 0.98 },
  },
  {
    name: 'reference queries but v2-v16',
    pick: (o) => Boolean(o.query.ref) && notHeldOutLater(o),
    hit1: { en: 0.94, 'zh-Hans': 0.98 },
    hit5: { en: 0.97, 'zh-Hans': 0.98 },
  },
  { name: 'held-out queries', pick: (o) => o.query.heldOut === true, hit1: { en: 0.88, 'zh-Hans': 0.95 }, hit5: { en: 0.95, 'zh-Hans': 0.95 } },
  { name: 'held-out v2 queries', pick: (o) => o.query.heldOut === 'v2', hit1: { en: 0.93, 'zh-Hans': 0.95 }, hit5: { en: 0.95, 'zh-Hans': 0.95 } },
  { name: 'held-out v3 queries', pick: (o) => o.query.heldOut === 'v3', hit1: { en: 0.96, 'zh-Hans': 0.97 }, hit5: { en: 0.97, 'zh-Hans': 0.97 } },
  { name: 'held-out v4 queries', pick: (o) => o.query.heldOut === 'v4', hit1: { en: 0.93, 'zh-Hans': 0.96 }, hit5: { en: 0.97, 'zh-Hans': 0.97 } },
  { name: 'held-out v5 queries', pick: (o) => o.query.heldOut === 'v5', hit1: { en: 0.96, 'zh-Hans': 0.95 }, hit5: { en: 0.97, 'zh-Hans': 0.98 } },
  { name: 'held-out v6 queries', pick: (o) => o.query.heldOut === 'v6', hit1: { en: 0.94, 'zh-Hans': 0.96 }, hit5: { en: 0.98, 'zh-Hans': 0.97 } },
  { name: 'held-out v7 queries', pick: (o) => o.query.heldOut === 'v7', hit1: { en: 0.92, 'zh-Hans': 0.95 }, hit5: { en: 0.96, 'zh-Hans': 0.95 } },
  { name: 'held-out v8 queries', pick: (o) => o.query.heldOut === 'v8', hit1: { en: 0.95, 'zh-Hans': 0.87 }, hit5: { en: 0.95, 'zh-Hans': 0.95 } },
  { name: 'held-out v9 queries', pick: (o) => o.query.heldOut === 'v9', hit1: { en: 0.82, 'zh-Hans': 0.84 }, hit5: { en: 0.96, 'zh-Hans': 0.96 } },
  { name: 'held-out v10 queries', pick: (o) => o.query.heldOut === 'v10', hit1: { en: 0.92, 'zh-Hans': 0.94 }, hit5: { en: 0.96, 'zh-Hans': 0.94 } },
  { name: 'held-out v11 queries', pick: (o) => o.query.heldOut === 'v11', hit1: { en: 0.82, 'zh-Hans': 0.9 }, hit5: { en: 0.88, 'zh-Hans': 0.96 } },
  { name: 'held-out v12 queries', pick: (o) => o.query.heldOut === 'v12', hit1: { en: 0.88, 'zh-Hans': 0.84 }, hit5: { en: 0.96, 'zh-Hans': 0.92 } },
  { name: 'held-out v13 queries', pick: (o) => o.query.heldOut === 'v13', hit1: { en: 0.88, 'zh-Hans': 0.94 }, hit5: { en: 0.96, 'zh-Hans': 0.96 } },
  { name: 'held-out v14 queries', pick: (o) => o.query.heldOut === 'v14', hit1: { en: 0.92, 'zh-Hans': 0.88 }, hit5: { en: 0.94, 'zh-Hans': 0.96 } },
  { name: 'held-out v15 queries', pick: (o) => o.query.heldOut === 'v15', hit1: { en: 0.84, 'zh-Hans': 0.78 }, hit5: { en: 0.94, 'zh-Hans': 0.92 } },
  { name: 'held-out v16 queries', pick: (o) => o.query.heldOut === 'v16', hit1: { en: 0.44, 'zh-Hans': 0.52 }, hit5: { en: 0.7, 'zh-Hans': 0.76 } },
];

test('floors per locale on the issue-9 set, the whole set, the reference queries and every held-out set; nonsense finds nothing', () => {
  for (const s of report.locales) assert.equal(s.nonsenseEmpty, s.nonsense, `${s.locale}: nonsense with results`);
  const low: string[] = [];
  for (const floor of FLOORS)
    for (const locale of ['en', 'zh-Hans']) {
      const r = rates(report.outcomes.filter((o) => o.query.locale === locale && floor.pick(o)));
      assert.ok(r.n >= 30, `${floor.name} ${locale}: only ${r.n} graded queries`);
      if (r.hit1 < floor.hit1[locale]) low.push(`${floor.name} ${locale} hit@1 ${(r.hit1 * 100).toFixed(1)} %`);
      if (r.hit5 < floor.hit5[locale]) low.push(`${floor.name} ${locale} hit@5 ${(r.hit5 * 100).toFixed(1)} %`);
    }
  assert.deepEqual(low, []);
});

test('a query fetches under 100 KiB once the index is warm (p95 of the whole set and of the tuned sets; each held-out set under 110 KiB); first results stay fast', () => {
  // The budget is the p95. Until the word lists loaded with the dialog (words.json), a query fetched the buckets of
  // its own words one by one: the whole set was 114.7 KiB at p95, the held-out questions up to 142.7 KiB. Since then:
  // whole set 95.2 KiB, tuned sets 80.5 KiB, every held-out set (v4-v12) 87.3-109.4 KiB, max 140.6 KiB; with v13: whole set 97.9 KiB, v13 108.2 KiB.
  // v14's longer questions (one index chunk of 7-8 KiB per distinct word, up to 17) took the whole set to 100.3 KiB and
  // v14 to 118.5 KiB: the 100 KiB budget was missed by 0.3 KiB. Index chunks of 1,200 word locations rather than
  // 5,000, with every chunk holding a word's extensions loaded (wholePrefixes.ts): whole set 87.7 KiB, tuned sets 76.5 KiB,
  // held-out sets 78.1-100.1 KiB, max 136.2 KiB.
  const bytes = (pick: (o: (typeof report.outcomes)[number]) => boolean) =>
    report.outcomes.filter((o) => o.status !== 'pending' && pick(o)).map((o) => o.bytes);
  const whole = percentile(
    bytes(() => true),
    95,
  );
  assert.ok(whole <= 92 * 1024, `bytes p95 ${whole} on the whole set`);
  const tuned = percentile(
    bytes((o) => !LATER.includes(String(o.query.heldOut))),
    95,
  );
  assert.ok(tuned <= 85 * 1024, `bytes p95 ${tuned} on the tuned sets`);
  for (const set of LATER.slice(2)) {
    const p95 = percentile(
      bytes((o) => o.query.heldOut === set),
      95,
    );
    assert.ok(p95 <= 110 * 1024, `bytes p95 ${p95} on the ${set} held-out set`);
  }
  // The max only guards against a query fetching whole indexes: 201.5 KiB (a v7 question) before the page keywords,
  // 170.7 KiB after, 140.6 KiB with the word lists loaded with the dialog, 151.5 KiB with v14, 136.2 KiB in small chunks.
  assert.ok(report.all.bytesMax <= 150 * 1024, `bytes max ${report.all.bytesMax}`);
  // Node on a shared machine, without Pagefind's worker: only a pathological slowdown fails here (such as
  // fetching every index chunk); the browser's keystroke-to-results time is measured in search.test.ts.
  assert.ok(report.all.latencyP95 <= 1500, `first results p95 ${report.all.latencyP95} ms`);
});

/**
 * Issue 9's promise to server integrators, on the real index in both locales: what they copy out of a
 * request, a log line or a config file finds the page that documents it, first. The expected page is
 * the one a reader wants, not the one that happens to rank first:
 * - the path `/group/create_group` and its snake_case name `create_group`: the REST operation page
 *   (the SDK's `createGroup` function is another API with its own spelling; its page states no path);
 * - the operationId `getUserToken`: the operation page named after it (nothing else is);
 * - `createGroup` is both the operationId and the SDK function's name: either page, as long as both
 *   lead the list (the reader's intent cannot be told from the spelling);
 * - the field `groupID`: the terms page, whose `groupID` heading says what the ID is, where it comes
 *   from and what reusing one returns; the hundreds of pages that merely carry the field come after;
 * - the error code `1004`: the REST error-code page, whose anchored row defines it;
 * - the webhook command `callbackBeforeCreateGroupCommand`: that webhook's page.
 */
const REFERENCE_QUERIES: { q: string; expect: string[]; top?: number }[] = [
  { q: '/group/create_group', expect: ['/restapi/apis/groupManagement/createGroup'] },
  { q: 'create_group', expect: ['/restapi/apis/groupManagement/createGroup'] },
  { q: 'getUserToken', expect: ['/restapi/apis/authenticationManagement/getUserToken'] },
  { q: 'createGroup', expect: ['/restapi/apis/groupManagement/createGroup', '/sdks/api/group/createGroup'], top: 2 },
  { q: 'groupID', expect: ['/guides/introduction/termDefinition'] },
  { q: '1004', expect: ['/restapi/errCode'] },
  { q: 'callbackBeforeCreateGroupCommand', expect: ['/restapi/webhooks/group/createBefore'] },
];

test('issue 9: paths, operationIds, field names, error codes and webhook commands find their page first, in both locales', async () => {
  const queries: BenchQuery[] = ['en', 'zh-Hans'].flatMap((locale) =>
    REFERENCE_QUERIES.map(({ q, expect }) => ({ q, locale, kind: 'identifier' as const, expect })),
  );
  const { outcomes } = await runRelevanceBench(server.outDir, queries);
  const wrong: string[] = [];
  for (const o of outcomes) {
    const spec = REFERENCE_QUERIES.find((r) => r.q === o.query.q)!;
    const prefix = o.query.locale === 'en' ? '' : `/${o.query.locale}`;
    const expected = spec.expect.map((r) => prefix + r);
    // Every expected page must be in the build: a missing page is a failure, never a pass.
    assert.equal(o.status === 'pending', false, `${o.query.q}: pages missing`);
    const top = o.urls.slice(0, spec.top ?? 1);
    const ok = spec.top ? expected.every((u) => top.includes(u)) : top[0] === expected[0];
    if (!ok) wrong.push(`[${o.query.locale}] ${o.query.q} → ${o.urls.slice(0, 3).join(', ')}`);
  }
  assert.deepEqual(wrong, []);
});
