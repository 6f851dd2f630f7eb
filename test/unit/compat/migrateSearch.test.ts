import { test } from 'node:test';
import assert from 'node:assert/strict';
import { migrateSearch } from '../../../src/generator/migrate/migrateSearch.ts';

/** DocSearch settings of a Docusaurus config (`themeConfig.algolia`) become imdocs' Algolia provider, and what does not map is listed. */
test('DocSearch settings carry over as the Algolia provider; options without a counterpart are listed', () => {
  const notes: string[] = [];
  const search = migrateSearch(
    {
      appId: 'APP',
      apiKey: 'key',
      indexName: 'wicks',
      searchPagePath: '/find/',
      externalUrlRegex: 'wicks\\.example\\.org',
      searchParameters: { facetFilters: ['kind:candle'] },
    },
    notes,
  );
  assert.deepEqual(search, {
    provider: 'algolia',
    algolia: { appId: 'APP', apiKey: 'key', indexName: 'wicks', contextualSearch: true, searchParameters: { facetFilters: ['kind:candle'] } },
    searchPagePath: 'find',
  });
  assert.ok(notes.includes('themeConfig.algolia.externalUrlRegex: not carried'));
  assert.ok(notes.some((n) => n.includes('re-crawl the new site')));
});

test('without an app id, key or index name, or with query parameters that are not data, migrate says so', () => {
  const notes: string[] = [];
  assert.deepEqual(migrateSearch({ apiKey: 'key', indexName: '' }, notes), { provider: 'local', searchPagePath: 'search' });
  assert.deepEqual(notes, ['themeConfig.algolia: no appId, indexName; replaced by the built-in local search']);
  const more: string[] = [];
  const search = migrateSearch({ appId: 'A', apiKey: 'k', indexName: 'i', searchPagePath: false, searchParameters: { filters: () => 'x' } }, more);
  assert.equal(search?.provider, 'algolia');
  assert.equal(search?.algolia?.searchParameters, undefined);
  assert.ok(more.includes('themeConfig.algolia.searchParameters: not carried (it holds values that are not plain data)'));
  assert.ok(more.some((n) => n.startsWith('themeConfig.algolia.searchPagePath: false')));
  assert.deepEqual(migrateSearch(undefined, []), { provider: 'local', searchPagePath: 'search' });
});
