import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { facetFiltersFor, groupHits, hostsFor, queryParamsFor, type AlgoliaHit } from '../../../src/theme/islands/search/providers/algolia.ts';
import { extractPageText, pageRecords, buildRecords } from '../../../src/generator/search/algoliaRecords.ts';
import { pushToAlgolia } from '../../../src/generator/search/algoliaPush.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';
import type { SearchClientConfig } from '../../../src/theme/islands/search/searchConfig.ts';
import { startAlgoliaStub } from './algoliaStub.ts';
import { ensureFixtureBuild, silent } from './fixtureBuild.ts';

const config: SearchClientConfig = {
  locale: 'zh-Hans',
  localePrefix: '/zh-Hans',
  provider: 'algolia',
  searchRoute: '/zh-Hans/search',
  suggestions: [],
  messages: {},
  algolia: { appId: 'A', apiKey: 'k', indexName: 'i', contextualSearch: true },
  sections: [
    { id: 'guides', label: 'Guides', tag: 'docs-guides-current' },
    { id: 'sdks', label: 'Client SDKs', tag: 'docs-sdks-current' },
  ],
};

test('contextual search filters by language and the section tags; a section narrows the tags', () => {
  assert.deepEqual(facetFiltersFor(config), [
    'language:zh-Hans',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current', 'docusaurus_tag:docs-sdks-current'],
  ]);
  assert.deepEqual(facetFiltersFor(config, 'sdks'), ['language:zh-Hans', ['docusaurus_tag:docs-sdks-current']]);
  assert.deepEqual(facetFiltersFor({ ...config, algolia: { ...config.algolia!, contextualSearch: false } }), []);
});

test("the site's DocSearch searchParameters go with every query; their facetFilters add to the contextual ones", () => {
  const withParams: SearchClientConfig = {
    ...config,
    algolia: { ...config.algolia!, searchParameters: { facetFilters: 'product:lamp', typoTolerance: 'min' } },
  };
  const params = queryParamsFor(withParams, 'sdks');
  assert.deepEqual(params.facetFilters, ['language:zh-Hans', ['docusaurus_tag:docs-sdks-current'], 'product:lamp']);
  assert.equal(params.typoTolerance, 'min');
  assert.deepEqual(queryParamsFor(config).facetFilters, facetFiltersFor(config));
  assert.deepEqual(queryParamsFor({ ...withParams, algolia: { ...withParams.algolia!, searchParameters: { facetFilters: [['a:1', 'a:2']] } } }).facetFilters, [
    'language:zh-Hans',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current', 'docusaurus_tag:docs-sdks-current'],
    ['a:1', 'a:2'],
  ]);
});

/**
 * Records as the hosted DocSearch v3 crawler writes them for a crawled site (our own made-up pages): no `section`
 * field, the `docsearch:docusaurus_tag` meta tag as a list, the page-level record with `type: 'lvl1'`, and one
 * record whose anchor is kept apart from its `url`.
 */
const crawlerHits: AlgoliaHit[] = [
  {
    objectID: 'c1',
    type: 'content',
    url: 'https://lamp.example.org/sdks/wick#trimming',
    url_without_anchor: 'https://lamp.example.org/sdks/wick',
    anchor: 'trimming',
    content: 'Trim the wick before lighting.',
    docusaurus_tag: ['docs-sdks-current'],
    hierarchy: { lvl0: 'Documentation', lvl1: 'Wick care', lvl2: 'Trimming', lvl3: null, lvl4: null, lvl5: null, lvl6: null },
    _snippetResult: { content: { value: '<mark>Trim</mark> the wick before lighting.' } },
  },
  {
    objectID: 'c2',
    type: 'lvl1',
    url: 'https://lamp.example.org/guides/oil',
    anchor: null,
    content: null,
    docusaurus_tag: ['docs-guides-current'],
    hierarchy: { lvl0: 'Documentation', lvl1: 'Lamp oil', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  },
  {
    objectID: 'c3',
    type: 'lvl3',
    url: 'https://lamp.example.org/sdks/wick',
    anchor: 'scissors',
    content: null,
    docusaurus_tag: 'docs-sdks-current',
    hierarchy: { lvl0: 'Documentation', lvl1: 'Wick care', lvl2: 'Trimming', lvl3: 'Scissors', lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy: { lvl3: { value: '<mark>Scissors</mark>' } } },
  },
];

test('DocSearch crawler records: section from the docusaurus_tag list, page title from lvl1, anchors kept apart joined', () => {
  const tagToSection = new Map(config.sections.map((s) => [s.tag, s.id]));
  const pages = groupHits(crawlerHits, tagToSection);
  assert.deepEqual(
    pages.map((p) => [p.url, p.title, p.section]),
    [
      ['/sdks/wick', 'Wick care', 'sdks'],
      ['/guides/oil', 'Lamp oil', 'guides'],
    ],
  );
  assert.deepEqual(
    pages[0].groups.map((g) => [g.heading, g.url]),
    [
      ['Trimming', '/sdks/wick#trimming'],
      ['Scissors', '/sdks/wick#scissors'],
    ],
  );
  assert.deepEqual(pages[0].groups[1].snippet, [{ text: 'Scissors', mark: true }]);
  assert.deepEqual(
    pages[1].groups.map((g) => [g.heading, g.url]),
    [['Lamp oil', '/guides/oil']],
  );
});

test('test host option', () => {
  assert.deepEqual(hostsFor('http://127.0.0.1:4567'), [{ url: '127.0.0.1:4567', protocol: 'http', accept: 'read' }]);
  assert.equal(hostsFor(undefined), undefined);
});

test('hits are grouped by page with local URLs and highlighted snippets', () => {
  const hits: AlgoliaHit[] = [
    {
      objectID: '1',
      url: 'https://docs.example.com/guides/a#x',
      url_without_anchor: 'https://docs.example.com/guides/a',
      hierarchy: { lvl0: 'Guides', lvl1: 'Page A', lvl2: 'Heading X' },
      _snippetResult: { content: { value: 'the <mark>word</mark> &lt;b&gt;' } },
    },
    {
      objectID: '2',
      url: 'https://docs.example.com/guides/b',
      url_without_anchor: 'https://docs.example.com/guides/b',
      hierarchy: { lvl0: 'Guides', lvl1: 'Page B' },
      content: 'plain',
    },
    {
      objectID: '3',
      url: 'https://docs.example.com/guides/a#y',
      url_without_anchor: 'https://docs.example.com/guides/a',
      hierarchy: { lvl0: 'Guides', lvl1: 'Page A', lvl2: 'Heading Y' },
    },
  ];
  const pages = groupHits(hits, new Map());
  assert.equal(pages.length, 2);
  assert.equal(pages[0].url, '/guides/a');
  assert.deepEqual(
    pages[0].groups.map((g) => [g.heading, g.url]),
    [
      ['Heading X', '/guides/a#x'],
      ['Heading Y', '/guides/a#y'],
    ],
  );
  assert.deepEqual(pages[0].groups[0].snippet, [
    { text: 'the ', mark: false },
    { text: 'word', mark: true },
    { text: ' <b>', mark: false },
  ]);
  assert.equal(pages[1].title, 'Page B');
});

test('records from built HTML: hierarchy, anchors, language, tag', () => {
  const html = `<!doctype html><html lang="zh-Hans" data-locale="zh-Hans" data-route="/zh-Hans/guides/a"><head><title>A | Site</title>
<meta name="docsearch:docusaurus_tag" content="docs-guides-current"><meta name="docsearch:section" content="guides"></head>
<body><nav><h2>Menu</h2></nav><article data-pagefind-body=""><h1>群组</h1><p>简介 &amp; 说明</p><h2 id="create">创建群组</h2><p>调用接口</p><pre data-pagefind-ignore="">ignored</pre><h3 id="opt">选项</h3><ul><li>一</li><li>二</li></ul></article></body></html>`;
  const page = extractPageText(html)!;
  assert.equal(page.title, '群组');
  assert.equal(page.lang, 'zh-Hans');
  const records = pageRecords(page, 'https://docs.example.com', { guides: 'Guides' });
  assert.deepEqual(
    records.map((r) => [r.type, r.anchor, r.hierarchy.lvl2, r.hierarchy.lvl3, r.content]),
    [
      ['lvl1', null, null, null, '简介 & 说明'],
      ['lvl2', 'create', '创建群组', null, '调用接口'],
      ['lvl3', 'opt', '创建群组', '选项', '一 二'],
    ],
  );
  assert.equal(records[1].url, 'https://docs.example.com/zh-Hans/guides/a#create');
  assert.equal(records[0].language, 'zh-Hans');
  assert.equal(records[0].docusaurus_tag, 'docs-guides-current');
  assert.equal(records[0].hierarchy.lvl0, 'Guides');
  assert.equal(extractPageText(html.replace('data-pagefind-body=""', '')), null);
});

test('imdocs index --algolia pushes the build records to the (stub) Algolia API', async () => {
  const { siteDir, buildDir } = await ensureFixtureBuild();
  const stub = await startAlgoliaStub();
  try {
    const { config: site } = await loadConfig(siteDir);
    site.search = {
      provider: 'algolia',
      searchPagePath: 'search',
      algolia: { appId: 'TESTAPP', apiKey: 'search', indexName: 'docs', contextualSearch: true, host: stub.url },
    };
    const { records } = buildRecords(buildDir, site.url, { guides: 'Guides' });
    const result = await pushToAlgolia({ buildDir, config: site, adminKey: 'admin-secret', logger: silent });
    assert.equal(result.records, records.length);
    assert.ok(result.pages >= 9, `pages ${result.pages}`);
    const batches = stub.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/batch'));
    assert.ok(batches.length >= 1);
    const sent = batches.flatMap((b) => (b.body as { requests: { action: string; body: { url: string; language: string } }[] }).requests);
    assert.equal(sent.length, records.length);
    assert.ok(sent.every((s) => s.action === 'addObject'));
    assert.ok(sent.some((s) => s.body.language === 'zh-Hans' && s.body.url === 'https://search.example.com/zh-Hans/guides/groups'));
    // Written to a temporary index, then moved over the live one; settings applied.
    assert.ok(
      batches.every((b) => /\/1\/indexes\/docs_tmp_\d+\/batch/.test(b.path)),
      batches.map((b) => b.path).join(),
    );
    const move = stub.requests.find((r) => r.path.endsWith('/operation') && (r.body as { operation: string }).operation === 'move');
    assert.deepEqual((move!.body as { destination: string }).destination, 'docs');
    const settings = stub.requests.find((r) => r.method === 'PUT' && r.path === '/1/indexes/docs/settings');
    assert.deepEqual((settings!.body as { attributesForFaceting: string[] }).attributesForFaceting, ['language', 'docusaurus_tag', 'section']);
    // The admin key travels in a header to the stub, never in the records.
    assert.ok(!JSON.stringify(sent).includes('admin-secret'));
  } finally {
    await stub.close();
  }
  assert.ok(fs.existsSync(path.join(buildDir, 'pagefind')));
});

test('index --algolia without an admin key is a user error', async () => {
  const { siteDir, buildDir } = await ensureFixtureBuild();
  const { config: site } = await loadConfig(siteDir);
  site.search = {
    provider: 'algolia',
    searchPagePath: 'search',
    algolia: { appId: 'TESTAPP', apiKey: 'search', indexName: 'docs', contextualSearch: true, host: 'http://127.0.0.1:9' },
  };
  await assert.rejects(pushToAlgolia({ buildDir, config: site, adminKey: '', logger: silent }), /ALGOLIA_ADMIN_KEY/);
});
