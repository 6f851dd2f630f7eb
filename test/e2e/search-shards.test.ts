/**
 * A site whose languages are split into several Pagefind indexes (shards) searched in Chromium: the search
 * dialog merges every shard of the page's language, so a page of any shard is found; shards share the
 * WebAssembly of `/pagefind/`, and a Chinese page searches the Chinese shards only.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { copyFixtureSite, silentLogger } from '../helpers/site.ts';
import { build } from '../../src/generator/build/build.ts';
import { SearchIndexer } from '../../src/generator/build/buildSearchIndex.ts';
import { readFragment } from '../../src/generator/search/vocabularyFiles.ts';
import { readClientConfig } from '../../src/generator/search/relevanceBench.ts';
import { startStaticServer, type RunningServer } from '../../src/generator/serve/staticServer.ts';

let browser: Browser;
let server: RunningServer;
let out: string;

before(async () => {
  const dir = copyFixtureSite('search-site', 'search-shards');
  const saved = { above: SearchIndexer.shardAbove, pages: SearchIndexer.shardPages };
  SearchIndexer.shardAbove = 4;
  SearchIndexer.shardPages = 4;
  try {
    await build({ siteDir: dir, outDir: 'build', workers: 0, cache: false, logger: silentLogger() });
  } finally {
    SearchIndexer.shardAbove = saved.above;
    SearchIndexer.shardPages = saved.pages;
  }
  out = path.join(dir, 'build');
  server = await startStaticServer({ dir: out });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

/** The title and URL of each page of a shard folder (relative to `/pagefind/`). */
function pagesOfShard(folder: string): { title: string; url: string }[] {
  const fragments = path.join(out, 'pagefind', folder, 'fragment');
  return fs
    .readdirSync(fragments)
    .sort()
    .map((f) => readFragment(path.join(fragments, f)))
    .map((f) => ({ title: (f.meta?.title ?? '').replace(/\s+/g, ' ').trim(), url: f.url }));
}

async function searchFor(page: Page, query: string): Promise<string[]> {
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal__input').fill(query);
  await page.locator('.search-group').first().waitFor();
  const urls = await page.locator('.search-hit').evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  await page.locator('[data-search-modal] [role="dialog"]').waitFor({ state: 'detached' });
  return urls;
}

for (const [locale, lang, start] of [
  ['en', 'en', '/'],
  ['zh-Hans', 'zh-hans', '/zh-Hans/'],
] as const) {
  test(`${locale}: a page of every shard is found by its title, with one WebAssembly download`, async () => {
    const shards = readClientConfig(out, locale).shards?.[lang] ?? [];
    assert.ok(shards.length >= 1, `the ${lang} index is split: ${JSON.stringify(readClientConfig(out, locale).shards)}`);
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('requestfinished', (r) => requests.push(new URL(r.url()).pathname));
    await page.goto(server.url + start, { waitUntil: 'load' });
    for (const folder of shards) {
      const target = pagesOfShard(folder).find((p) => p.title);
      assert.ok(target, `${folder} has a page with a title`);
      const urls = await searchFor(page, target.title);
      assert.ok(
        urls.some((u) => u.split('#')[0] === target.url),
        `"${target.title}" finds ${target.url} (in ${folder}): ${urls.join(', ')}`,
      );
    }
    for (const folder of shards)
      assert.ok(
        requests.some((r) => r.startsWith(`/pagefind/${folder}`)),
        `${folder} was searched`,
      );
    const other = Object.entries(readClientConfig(out, locale).shards ?? {}).flatMap(([l, folders]) => (l === lang ? [] : folders));
    assert.ok(!requests.some((r) => other.some((f) => r.startsWith(`/pagefind/${f}`))), 'no shard of the other language');
    assert.deepEqual(
      requests.filter((r) => r.endsWith('.pagefind') && r.startsWith('/pagefind/wasm.')),
      [`/pagefind/wasm.${lang === 'en' ? 'en' : 'unknown'}.pagefind`],
    );
    await context.close();
  });
}
