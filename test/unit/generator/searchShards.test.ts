/**
 * A language of many pages is indexed as several Pagefind indexes (shards), so that no Pagefind service
 * holds the whole language in memory. The shards together must hold every page once, give the same
 * vocabulary as one index, be merged by every search (a page of any shard is found), and be cached one by
 * one: a one-page change re-indexes that page's shard only, and equals an uncached build.
 */
import test, { after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildStats } from '../../../src/generator/build/build.ts';
import { SearchIndexer } from '../../../src/generator/build/buildSearchIndex.ts';
import { oneAtATime } from '../../../src/generator/search/pagefindService.ts';
import { readFragment } from '../../../src/generator/search/vocabularyFiles.ts';
import { ALL_BUCKETS, CHUNKS_BUCKET, type IndexChunks } from '../../../src/theme/islands/search/vocabulary.ts';
import { runRecallSelfTest } from '../../../src/generator/search/recallSelfTest.ts';
import { readClientConfig } from '../../../src/generator/search/relevanceBench.ts';
import { copyFixtureSite, fileTree as tree, silentLogger } from '../../helpers/site.ts';

const dir = copyFixtureSite('basic', 'search-shards');
const saved = { above: SearchIndexer.shardAbove, pages: SearchIndexer.shardPages };
// The fixture has 7 indexed English and 4 Chinese pages: split both, about 2 pages per shard.
const shard = () => {
  SearchIndexer.shardAbove = 3;
  SearchIndexer.shardPages = 2;
};
const unshard = () => {
  SearchIndexer.shardAbove = saved.above;
  SearchIndexer.shardPages = saved.pages;
};
after(unshard);

const run = (outDir: string, cache = true): Promise<BuildStats> => build({ siteDir: dir, outDir, workers: 0, cache, logger: silentLogger() });

/** URLs of the pages an index folder holds, per language. */
function pagesOf(indexDir: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const fragments = path.join(indexDir, 'fragment');
  for (const name of fs.readdirSync(fragments).sort()) {
    const lang = name.slice(0, name.lastIndexOf('_', name.length - '.pf_fragment'.length));
    (out[lang] ??= []).push(readFragment(path.join(fragments, name)).url);
  }
  return out;
}

test('split languages: every page in one shard, the same vocabulary as one index, every page found by search', async () => {
  unshard();
  const one = await run('build-one', false);
  assert.equal(one.search?.built?.length, 2, 'one index per language by default');
  shard();
  const split = await run('build-split', false);
  const out = path.join(dir, 'build-split');
  const config = readClientConfig(out, 'en');
  assert.deepEqual(readClientConfig(out, 'zh-Hans').shards, config.shards, 'every locale merges the same shards');
  const shards = config.shards ?? {};
  assert.deepEqual(Object.keys(shards).sort(), ['en', 'zh-hans']);
  assert.ok(shards.en.length >= 2 && shards['zh-hans'].length >= 1, JSON.stringify(shards));

  const expected = pagesOf(path.join(dir, 'build-one', 'pagefind'));
  const found: Record<string, string[]> = pagesOf(path.join(out, 'pagefind'));
  for (const [lang, folders] of Object.entries(shards)) {
    for (const folder of folders) {
      const own = pagesOf(path.join(out, 'pagefind', folder));
      assert.deepEqual(Object.keys(own), [lang], `${folder} holds its language only`);
      assert.ok(own[lang].length > 0);
      found[lang].push(...own[lang]);
      const files = Object.keys(tree(path.join(out, 'pagefind', folder)));
      assert.ok(!files.some((f) => /\.(js|css|pagefind)$/.test(f)), `no scripts or WebAssembly in ${folder}: ${files.join(', ')}`);
    }
  }
  for (const lang of Object.keys(expected)) assert.deepEqual(found[lang].sort(), expected[lang].sort(), `${lang}: each page in exactly one shard`);

  // The words and names, per language; not where the index chunks start (each shard has chunks of its own).
  const vocab = (root: string) => {
    const base = path.join(root, 'pagefind', 'vocab');
    const out: Record<string, unknown> = {};
    for (const folder of fs.readdirSync(base))
      for (const file of fs.readdirSync(path.join(base, folder))) {
        if (file === `${CHUNKS_BUCKET}.json`) continue;
        const json = JSON.parse(fs.readFileSync(path.join(base, folder, file), 'utf8')) as Record<string, unknown>;
        if (file === `${ALL_BUCKETS}.json`) delete json[CHUNKS_BUCKET];
        out[`${folder.split('.')[0]}/${file}`] = json;
      }
    return out;
  };
  assert.deepEqual(vocab(out), vocab(path.join(dir, 'build-one')), 'the vocabulary of the shards is that of one index');
  const chunksOf = (lang: string) => {
    const folder = fs.readdirSync(path.join(out, 'pagefind', 'vocab')).find((f) => f.startsWith(`${lang}.`))!;
    return JSON.parse(fs.readFileSync(path.join(out, 'pagefind', 'vocab', folder, `${CHUNKS_BUCKET}.json`), 'utf8')) as IndexChunks;
  };
  const enChunks = chunksOf('en');
  assert.ok(enChunks.starts.length > shards.en.length, 'the chunks of every shard');
  assert.deepEqual([...enChunks.starts].sort(), enChunks.starts, 'sorted by where they start');
  // Named by a hash of what they hold, index chunks included: the same languages, each its own folder.
  const unhashed = (v: Record<string, string> = {}) => Object.entries(v).map(([lang, folder]) => [lang, folder.replace(/\.[0-9a-f]+\/$/, '/')]);
  assert.deepEqual(unhashed(config.vocabularies), unhashed(readClientConfig(path.join(dir, 'build-one'), 'en').vocabularies));

  // A word from a heading of every page, searched the way the browser does (all shards merged).
  const recall = await runRecallSelfTest(out, { samplesPerLocale: 0 });
  assert.equal(recall.ok, true, JSON.stringify(recall.locales.map((l) => l.failures)));
  assert.deepEqual(
    recall.locales.map((l) => [l.locale, l.sampled]),
    [
      ['en', 6],
      ['zh-Hans', 4],
    ],
  );
});

test('shards are cached one by one: a one-page change re-indexes its shard only, and equals an uncached build', async () => {
  shard();
  const first = await run('build');
  assert.ok((first.search?.built?.length ?? 0) >= 5, `${first.search?.built}`);
  const again = await run('build');
  assert.deepEqual(again.search?.built, [], 'nothing changed, nothing indexed');
  fs.appendFileSync(path.join(dir, 'content', 'docs', 'intro.mdx'), '\n\nThe word wombatword appears on this page only.\n');
  const changed = await run('build');
  assert.equal(changed.search?.built?.length, 1, `one shard indexed again: ${changed.search?.built}`);
  assert.match(changed.search!.built![0], /^en(-\d+)?$/);
  await run('build-uncached', false);
  assert.deepEqual(tree(path.join(dir, 'build', 'pagefind')), tree(path.join(dir, 'build-uncached', 'pagefind')));
  const recall = await runRecallSelfTest(path.join(dir, 'build'), { samplesPerLocale: 0 });
  assert.equal(recall.ok, true);
});

test('a large site indexes two shards at a time, one writing at a time, and writes the same index as side by side', async () => {
  shard();
  await run('build-side-by-side', false);
  const saved = SearchIndexer.sideBySidePages;
  SearchIndexer.sideBySidePages = 0;
  try {
    await run('build-two-at-a-time', false);
  } finally {
    SearchIndexer.sideBySidePages = saved;
  }
  assert.deepEqual(tree(path.join(dir, 'build-two-at-a-time', 'pagefind')), tree(path.join(dir, 'build-side-by-side', 'pagefind')));
});

test('write turns: one at a time, in the order asked for', async () => {
  const turn = oneAtATime();
  const events: string[] = [];
  let writing = 0;
  const job = async (name: string, ms: number) => {
    const release = await turn();
    writing++;
    events.push(`${name}:${writing}`);
    await new Promise((r) => setTimeout(r, ms));
    writing--;
    release();
  };
  await Promise.all([job('a', 30), job('b', 5), job('c', 10)]);
  assert.deepEqual(events, ['a:1', 'b:1', 'c:1']);
  // A turn given back before the next is asked for does not block it.
  await job('d', 1);
  assert.deepEqual(events.at(-1), 'd:1');
});
