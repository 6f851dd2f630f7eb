import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureFixtureBuild } from './fixtureBuild.ts';
import { FIXTURE_QUERIES } from './fixtureQueries.ts';
import { formatBenchReport, readClientConfig, runRelevanceBench } from '../../../src/generator/search/relevanceBench.ts';
import { openPagefind } from '../../../src/generator/search/pagefindNode.ts';
import { createPagefindProvider } from '../../../src/theme/islands/search/providers/pagefind.ts';
import { RANKING } from '../../../src/theme/islands/search/providers/pagefindApi.ts';
import { NAMES_BUCKET, type PageNames } from '../../../src/theme/islands/search/vocabulary.ts';
import { rankByName } from '../../../src/theme/islands/search/coverage.ts';
import { toLocalPath } from '../../../src/theme/islands/search/localPath.ts';
import { pagefindIds } from '../../../src/generator/search/synonyms.ts';

test('identifiers are found by every spelling, typos forgiven, nonsense finds nothing (search fixture)', async () => {
  const { buildDir } = await ensureFixtureBuild();
  const report = await runRelevanceBench(buildDir, FIXTURE_QUERIES);
  const wrong = report.outcomes.filter((o) => (o.query.expect.length ? o.rank !== 1 : o.status !== 'empty'));
  assert.deepEqual(
    wrong.map((o) => `${o.query.locale} ${o.query.q}: ${o.urls.slice(0, 2).join(', ') || 'nothing'}`),
    [],
    formatBenchReport(report),
  );
  assert.equal(report.all.pending, 0);
});

test('Pagefind alone answers nonsense with pages (its short-prefix fallback); the planned query does not', async () => {
  const { buildDir } = await ensureFixtureBuild();
  const host = await openPagefind(buildDir);
  try {
    const api = await host.fresh('en', RANKING);
    const raw = await api.search('quokkazzz');
    assert.ok(raw && raw.results.length > 0, 'the fixture shows the failure mode the plan removes');
    const provider = createPagefindProvider(
      { basePath: `${host.origin}/pagefind/`, lang: () => 'en', open: async () => api },
      readClientConfig(buildDir, 'en').vocabularies,
    );
    const planned = await provider.search({ query: 'quokkazzz', page: 0, pageSize: 8 });
    assert.equal(planned.total, 0);
    assert.deepEqual(planned.unknown, ['quokkazzz']);
    const corrected = await provider.search({ query: 'quokak', page: 0, pageSize: 8 });
    assert.equal(corrected.corrected, 'quokka');
    assert.ok(corrected.total > 0);
    await api.destroy();
  } finally {
    await host.close();
  }
});

test('the build writes a vocabulary per language and names it in the search config', async () => {
  const { buildDir } = await ensureFixtureBuild();
  for (const locale of ['en', 'zh-Hans']) {
    const vocabularies = readClientConfig(buildDir, locale).vocabularies ?? {};
    assert.deepEqual(Object.keys(vocabularies).sort(), ['en', 'zh-hans']);
    const dir = path.join(buildDir, 'pagefind', vocabularies.en);
    const q = JSON.parse(fs.readFileSync(path.join(dir, 'q.json'), 'utf8')) as { words: string[]; df: number[] };
    assert.ok(q.words.includes('quokka'));
    assert.deepEqual([...q.words].sort(), q.words, 'sorted for prefix search');
    assert.equal(q.words.length, q.df.length);
  }
});

test('the build writes each page name, URL and section by Pagefind id beside the vocabulary, the aliases left out', async () => {
  const { buildDir } = await ensureFixtureBuild();
  const dir = path.join(buildDir, 'pagefind', readClientConfig(buildDir, 'en').vocabularies!.en);
  const names = JSON.parse(fs.readFileSync(path.join(dir, `${NAMES_BUCKET}.json`), 'utf8')) as PageNames;
  const ids = pagefindIds(path.join(buildDir, 'pagefind'));
  assert.deepEqual(names[ids.get('/guides/wombats/wombat-03')!].slice(0, 2), ['Wombat note 03', '']);
  assert.equal(toLocalPath(names[ids.get('/guides/wombats/wombat-03')!][2]), '/guides/wombats/wombat-03');
  assert.equal(names[ids.get('/guides/wombats/wombat-03')!][3], 'guides');
  assert.ok(names[ids.get('/restapi/apis/authenticationManagement/getUserToken')!][0]);
  assert.ok(
    Object.values(names).every(([title]) => !/[\u2063\u2064]/.test(title)),
    'no alias marks',
  );
  assert.ok(
    Object.keys(names).every((id) => id.startsWith('en_')),
    'one language per file',
  );
});

test('with the pages’ names, the best hit is shown once its own fragment is in, before the other fragments, in the name order', async () => {
  const { buildDir } = await ensureFixtureBuild();
  const host = await openPagefind(buildDir);
  const held: (() => void)[] = [];
  let firstIn: Promise<unknown> | undefined;
  try {
    const api = await host.fresh('en', RANKING);
    // Every fragment but the first one the provider asks for waits until the test lets it go.
    const holding: typeof api = {
      ...api,
      search: async (term, options) => {
        const found = await api.search(term, options);
        if (!found) return found;
        const results = found.results.map((r) => ({
          ...r,
          data: () => {
            if (!firstIn) return (firstIn = r.data());
            return new Promise<Awaited<ReturnType<typeof r.data>>>((resolve) => held.push(() => resolve(r.data())));
          },
        }));
        return { ...found, results };
      },
    };
    const provider = createPagefindProvider(
      { basePath: `${host.origin}/pagefind/`, lang: () => 'en', open: async () => holding },
      readClientConfig(buildDir, 'en').vocabularies,
    );
    await provider.warm();
    let answered: Awaited<ReturnType<typeof provider.search>> | undefined;
    let failed: unknown;
    const asked = provider.search({ query: 'wombat burrow', page: 0, pageSize: 8 }).then(
      (r) => (answered = r),
      (e: unknown) => (failed = e ?? 'rejected'),
    );
    while (!failed && (!firstIn || held.length < 7)) await new Promise((r) => setImmediate(r));
    assert.equal(failed, undefined);
    await firstIn;
    for (let i = 0; i < 5 && !answered; i++) await new Promise((r) => setImmediate(r));
    assert.ok(answered, 'answered while 7 fragments are still loading');
    assert.equal(answered.hits.length, 1);
    for (const release of held) release();
    await asked;
    const full = await answered.rest!;
    assert.equal(full.hits.length, 8);
    assert.equal(full.hits[0].url, answered.hits[0].url, 'the first hit stays first');
    assert.deepEqual(
      rankByName(full.hits, 'wombat burrow', (h) => h).map((h) => h.url),
      full.hits.map((h) => h.url),
      'ordered by name before the fragments came',
    );
    await api.destroy();
  } finally {
    for (const release of held) release();
    await host.close();
  }
});
