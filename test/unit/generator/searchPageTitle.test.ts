import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite } from '../../../src/generator/build/loadSite.ts';
import { planPages } from '../../../src/generator/build/planPages.ts';
import { copyFixtureSite, silentLogger } from '../../helpers/site.ts';

/**
 * The search page's `<title>` is its heading, as Docusaurus' search page titles itself ("Search the documentation |
 * Site"), in each locale; the short "Search" stays the name of the navbar control and the dialog.
 */
test("the search page is titled by its heading's message in every locale", async () => {
  const site = copyFixtureSite('search-site', 'search-page-title');
  const loaded = await loadSite({ siteDir: site, logger: silentLogger() });
  const titles = Object.fromEntries(
    planPages(loaded.model, loaded.lastUpdated, loaded.messages)
      .filter((j) => j.kind === 'search')
      .map((j) => [j.page.locale, j.page.title]),
  );
  assert.deepEqual(titles, { en: 'Search the documentation', 'zh-Hans': '搜索文档' });
});
