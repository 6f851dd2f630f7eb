import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ensureFixtureBuild } from './fixtureBuild.ts';
import { FIXTURE_QUERIES } from './fixtureQueries.ts';
import { formatBenchReport, readClientConfig, runRelevanceBench } from '../../../src/generator/search/relevanceBench.ts';
import { openPagefind } from '../../../src/generator/search/pagefindNode.ts';
import { createPagefindProvider, RANKING } from '../../../src/theme/islands/search/providers/pagefind.ts';

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
