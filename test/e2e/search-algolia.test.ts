import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { startStaticServer, type RunningServer } from '../../src/generator/serve/staticServer.ts';
import { build } from '../../src/generator/build/build.ts';
import { startAlgoliaStub } from '../unit/search/algoliaStub.ts';
import { silent } from '../unit/search/fixtureBuild.ts';

const siteDir = fileURLToPath(new URL('../fixtures/search-algolia/', import.meta.url));
let browser: Browser;
let server: RunningServer;
let stub: Awaited<ReturnType<typeof startAlgoliaStub>>;

before(async () => {
  stub = await startAlgoliaStub((params) => {
    if (String(params.query).includes('nothing')) return { hits: [], nbHits: 0 };
    const zh = (params.facetFilters as string[])[0] === 'language:zh-Hans';
    const base = `https://docs.example.com${zh ? '/zh-Hans' : ''}/guides/introduction`;
    return {
      nbHits: 1,
      facets: { docusaurus_tag: { 'docs-guides-current': 1 } },
      hits: [
        {
          objectID: 'a',
          url: `${base}#installing-the-server`,
          url_without_anchor: base,
          anchor: 'installing-the-server',
          section: 'guides',
          hierarchy: { lvl0: 'Guides', lvl1: zh ? '介绍' : 'Introduction', lvl2: zh ? '安装服务器' : 'Installing the server' },
          _snippetResult: { content: { value: 'Download the <mark>release</mark> &lt;script&gt;' } },
        },
      ],
    };
  });
  process.env.IMDOCS_TEST_ALGOLIA_HOST = stub.url;
  await build({ siteDir, outDir: 'build', workers: 0, search: true, logger: silent });
  server = await startStaticServer({ dir: path.join(siteDir, 'build') });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
  await stub?.close();
});

test('with search.algolia the modal queries Algolia with contextual filters and shows local URLs', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/zh-Hans/guides/introduction`);
  assert.equal(await page.locator(`link[rel="preconnect"][href="${stub.url}"]`).count(), 1);
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal__input').fill('release');
  const hit = page.locator('.search-hit').first();
  await hit.waitFor();
  assert.equal(await hit.getAttribute('href'), '/zh-Hans/guides/introduction#installing-the-server');
  assert.equal(await hit.locator('mark').innerText(), 'release');
  assert.match(await hit.innerText(), /<script>/);
  assert.equal(await page.locator('[data-search-modal] script').count(), 0);
  const search = stub.requests.filter((r) => r.path === '/1/indexes/*/queries').at(-1)!;
  const params = (search.body as { requests: Record<string, unknown>[] }).requests[0];
  assert.equal(params.indexName, 'fixture');
  assert.deepEqual(params.facetFilters, ['language:zh-Hans', ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current']]);
  assert.equal(search.query['x-algolia-application-id'], 'TESTAPP');
  assert.equal(search.query['x-algolia-api-key'], 'search-only-key');
  // No Pagefind for an Algolia site.
  await page.locator('.search-modal__input').fill('nothing here');
  await page.locator('[data-search-state="empty"]').waitFor();
  await page.close();
});

test('the search page with a section filter sends the section tag', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/search?q=release&section=guides`);
  await page.locator('.search-result').first().waitFor();
  assert.equal(await page.locator('.search-result__title a').first().getAttribute('href'), '/guides/introduction');
  const search = stub.requests.filter((r) => r.path === '/1/indexes/*/queries').at(-1)!;
  const params = (search.body as { requests: Record<string, unknown>[] }).requests[0];
  assert.deepEqual(params.facetFilters, ['language:en', ['docusaurus_tag:docs-guides-current']]);
  await page.close();
});

test('Algolia unreachable → the failure state', async () => {
  const page = await browser.newPage();
  await page.route(`${stub.url}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto(`${server.url}/guides/introduction`);
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal__input').fill('release');
  await page.locator('[data-search-state="error"]').waitFor({ timeout: 20000 });
  await page.close();
});
