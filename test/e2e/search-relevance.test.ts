/**
 * The relevance floor on the real site: the benchmark's query set (bench/search-queries.ts), run through
 * the search island's provider against a fresh build. Reference queries stay pending until their pages
 * are built; every other query's expected page must exist. `npm run bench:search` prints the full table.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { serveRealSite } from '../helpers/site.ts';
import type { RunningServer } from '../../src/generator/serve/staticServer.ts';
import { formatBenchReport, runRelevanceBench, type BenchQuery, type BenchReport } from '../../src/generator/search/relevanceBench.ts';
import { SEARCH_QUERIES } from '../../bench/search-queries.ts';

let server: RunningServer & { outDir: string };
let report: BenchReport;

before(async () => {
  server = await serveRealSite();
  report = await runRelevanceBench(server.outDir, SEARCH_QUERIES);
  console.log(formatBenchReport(report));
});

after(async () => {
  await server?.close();
});

test('the query set is the one the issue asks for: ≥ 80 queries, both locales, every kind', () => {
  assert.ok(SEARCH_QUERIES.length >= 80, String(SEARCH_QUERIES.length));
  for (const locale of ['en', 'zh-Hans']) assert.ok(SEARCH_QUERIES.filter((q) => q.locale === locale).length >= 30, locale);
  const kinds = new Set(SEARCH_QUERIES.map((q) => q.kind));
  for (const kind of ['title', 'concept', 'identifier', 'code', 'typo', 'zh-nospace', 'zh-space', 'mixed', 'nonsense'] as const)
    assert.ok(kinds.has(kind), kind);
});

/**
 * The floor pins the level measured with the exact-name pass (exactNames.ts): en hit@1 92.8 % (77 of 83
 * graded queries), zh-Hans 97.9 % (46 of 47), minus a margin of about two queries, so relevance cannot
 * silently regress below the target of 90 %.
 */
const HIT1_FLOOR: Record<string, number> = { en: 0.9, 'zh-Hans': 0.95 };

test('floor per locale: hit@1 ≥ 90 % (en) and 95 % (zh-Hans), hit@5 ≥ 98 %, nonsense finds nothing', () => {
  for (const s of report.locales) {
    assert.ok(s.live >= 30, `${s.locale}: only ${s.live} live queries`);
    assert.ok(s.hit1 >= (HIT1_FLOOR[s.locale] ?? 0.9), `${s.locale} hit@1 ${s.hit1}`);
    assert.ok(s.hit5 >= 0.98, `${s.locale} hit@5 ${s.hit5}`);
    assert.equal(s.nonsenseEmpty, s.nonsense, `${s.locale}: nonsense with results`);
  }
});

test('a query fetches at most 100 KiB once the index is warm; first results stay fast', () => {
  assert.ok(report.all.bytesMax <= 110 * 1024 && report.all.bytesP95 <= 100 * 1024, `bytes p95 ${report.all.bytesP95}, max ${report.all.bytesMax}`);
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
