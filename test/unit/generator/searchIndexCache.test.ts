/**
 * The search index is built per language, fed while pages render, and cached per language: a rebuild with
 * nothing changed reuses both languages, a one-page change re-indexes that page's language only, and in
 * every case `pagefind/` is file for file what an uncached build writes. Cached files are hard links into
 * the output, so an output file edited in place after a build must never come back from the cache.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildStats } from '../../../src/generator/build/build.ts';
import { readFragment } from '../../../src/generator/search/vocabularyFiles.ts';
import { isIndexedRoute, SEARCH_INPUT_DIR } from '../../../src/generator/search/searchableHtml.ts';
import { copyFixtureSite, fileTree as tree, silentLogger } from '../../helpers/site.ts';

const dir = copyFixtureSite('basic', 'search-cache');
const run = (outDir = 'build', cache = true): Promise<BuildStats> => build({ siteDir: dir, outDir, workers: 0, cache, logger: silentLogger() });

/** The uncached build of the current sources, for comparison. */
async function uncachedIndex(): Promise<Record<string, string>> {
  await run('build-uncached', false);
  return tree(path.join(dir, 'build-uncached', 'pagefind'));
}

/** URLs of the pages whose indexed text (Pagefind's fragments of one language) holds `word`. */
function indexedPagesWith(word: string, lang: string): string[] {
  const dirOf = path.join(dir, 'build', 'pagefind', 'fragment');
  return fs
    .readdirSync(dirOf)
    .filter((f) => f.startsWith(`${lang}_`))
    .map((f) => readFragment(path.join(dirOf, f)))
    .filter((f) => f.content.includes(word))
    .map((f) => f.url);
}

test('first build indexes every language; a rebuild with nothing changed indexes none, and writes the same index', async () => {
  const first = await run();
  assert.deepEqual(first.search?.indexed, ['en', 'zh-hans']);
  assert.deepEqual(first.search?.languages, ['en', 'zh-hans']);
  const index = tree(path.join(dir, 'build', 'pagefind'));
  assert.ok(!fs.existsSync(path.join(dir, 'build', SEARCH_INPUT_DIR)), 'what the render threads wrote for the index is not published');
  const again = await run();
  assert.deepEqual(again.search?.indexed, []);
  assert.deepEqual(tree(path.join(dir, 'build', 'pagefind')), index);
  assert.deepEqual(index, await uncachedIndex(), 'the per-language, cached index equals an uncached one');
});

test('a one-page change re-indexes that language only, and the result equals an uncached build', async () => {
  const page = path.join(dir, 'content', 'docs', 'intro.mdx');
  fs.appendFileSync(page, '\n\nThe word quokkaword appears on this page only.\n');
  const stats = await run();
  assert.deepEqual(stats.search?.indexed, ['en']);
  assert.deepEqual(indexedPagesWith('quokkaword', 'en'), ['/docs/intro']);
  assert.deepEqual(tree(path.join(dir, 'build', 'pagefind')), await uncachedIndex());
});

test('pages from the cache bring what the index reads of them, and only into a build that indexes search', async () => {
  const { SearchIndexer } = await import('../../../src/generator/build/buildSearchIndex.ts');
  const added: { route: string; searchableFile?: string }[] = [];
  const add = SearchIndexer.prototype.add;
  SearchIndexer.prototype.add = function (page) {
    added.push(page);
    return add.call(this, page);
  };
  try {
    fs.appendFileSync(path.join(dir, 'content', 'docs', 'intro.mdx'), '\n\nOne more sentence for the cache.\n');
    const stats = await run();
    assert.deepEqual(stats.search?.indexed, ['en']);
    // Every page (all but one from the page cache) comes with the file the render wrote for the index, which
    // the search stage reads instead of making it again from the page.
    const indexed = added.filter((p) => isIndexedRoute(p.route));
    assert.ok(indexed.length > 10);
    assert.deepEqual(
      indexed.filter((p) => !p.searchableFile).map((p) => p.route),
      [],
    );
    assert.deepEqual(tree(path.join(dir, 'build', 'pagefind')), await uncachedIndex());
  } finally {
    SearchIndexer.prototype.add = add;
  }
  // A build without search restores the same pages, and nothing of the index's input is left in its output.
  await build({ siteDir: dir, outDir: 'build-no-search', workers: 0, search: false, logger: silentLogger() });
  assert.ok(!fs.existsSync(path.join(dir, 'build-no-search', SEARCH_INPUT_DIR)));
});

test('an output file edited in place after a build is not restored from the cache (pages and index)', async () => {
  const out = path.join(dir, 'build');
  const html = path.join(out, 'docs', 'intro.html');
  const fragment = fs.readdirSync(path.join(out, 'pagefind', 'fragment')).find((f) => f.startsWith('zh-hans_'))!;
  const original = fs.readFileSync(html, 'utf8');
  // Both are hard links into .imdocs-cache: writing in place edits the cached copy too.
  fs.writeFileSync(html, original.replace('</body>', '<p>edited after the build</p></body>'));
  fs.writeFileSync(path.join(out, 'pagefind', 'fragment', fragment), 'edited after the build');
  const stats = await run();
  assert.equal(fs.readFileSync(html, 'utf8'), original, 'the page is rendered again');
  assert.deepEqual(stats.search?.indexed, ['zh-hans'], 'the language whose cached file changed is indexed again');
  assert.deepEqual(tree(path.join(out, 'pagefind')), await uncachedIndex());
});

test('languages indexed side by side (a small site) write the same index as languages indexed in turn', async () => {
  const { SearchIndexer } = await import('../../../src/generator/build/buildSearchIndex.ts');
  assert.ok(SearchIndexer.sideBySidePages > 100, 'the fixture site is indexed side by side by default');
  const sideBySide = await uncachedIndex();
  const saved = SearchIndexer.sideBySidePages;
  SearchIndexer.sideBySidePages = 0;
  try {
    assert.deepEqual(await uncachedIndex(), sideBySide);
  } finally {
    SearchIndexer.sideBySidePages = saved;
  }
});

test('what the render threads hand the index equals what the written pages give (the index of `imdocs dev`)', async () => {
  const { buildSearchIndex, SearchIndexer } = await import('../../../src/generator/build/buildSearchIndex.ts');
  const { loadSite } = await import('../../../src/generator/build/loadSite.ts');
  // Pages that reach the indexer with the renderer's text (all the rendered ones of an uncached build).
  const add = SearchIndexer.prototype.add;
  let made = 0;
  SearchIndexer.prototype.add = function (this: InstanceType<typeof SearchIndexer>, page) {
    if (page.searchableFile) made++;
    return add.call(this, page);
  };
  let built: Record<string, string>;
  try {
    built = await uncachedIndex();
  } finally {
    SearchIndexer.prototype.add = add;
  }
  assert.ok(made > 5, `the renderer made the indexed text of ${made} pages`);
  const copy = path.join(dir, 'build-from-files');
  fs.rmSync(copy, { recursive: true, force: true });
  fs.cpSync(path.join(dir, 'build-uncached'), copy, { recursive: true });
  fs.rmSync(path.join(copy, 'pagefind'), { recursive: true });
  const { model } = await loadSite({ siteDir: dir, logger: silentLogger(), gitDates: false });
  await buildSearchIndex(copy, model);
  assert.deepEqual(tree(path.join(copy, 'pagefind')), built);
});
