import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { UserError } from '../../../src/generator/errors.ts';
import { runPagefind } from '../../../src/generator/search/pagefindService.ts';
import { chunkKeys, indexChunks } from '../../../src/generator/search/pagefindMeta.ts';
import { oneTermOf, writeVocabularies } from '../../../src/generator/search/vocabularyFiles.ts';
import { openPagefind } from '../../../src/generator/search/pagefindNode.ts';
import { RANKING } from '../../../src/theme/islands/search/providers/pagefindApi.ts';
import { extensionWords, matchedPrefix, MAX_CHUNKS_PER_WORD, withWholePrefixes } from '../../../src/theme/islands/search/providers/wholePrefixes.ts';
import type { IndexChunks } from '../../../src/theme/islands/search/vocabulary.ts';

test('the words to load for a search: the chunk holding its prefix and every chunk starting with it', () => {
  const chunks: IndexChunks = {
    starts: ['a', 'messag', 'messagez', 'n', 'zebra', 'zebrag', 'zebrap', 'zz'],
    keys: ['ab', 'messag', 'messagezz', 'no', 'zebra', 'zebrah', 'zebraq', 'zzz'],
  };
  // zebra's own chunk is the one Pagefind loads itself; the two after it start with zebra.
  assert.deepEqual(extensionWords('zebra', chunks, false), ['zebrah', 'zebraq']);
  // A word inside a chunk: that chunk (its key), nothing after it.
  assert.deepEqual(extensionWords('zebrab', chunks, false), ['zebra']);
  // English words are stemmed by Pagefind: messages → messag, whose chunks are loaded.
  assert.equal(matchedPrefix('messages', true), 'messag');
  assert.equal(matchedPrefix('deployment', true), 'deploy');
  assert.equal(matchedPrefix('reply', true), 'repl');
  assert.equal(matchedPrefix('messages', false), 'messages');
  assert.deepEqual(extensionWords('messages', chunks, true).sort(), ['messag', 'messagezz']);
  // A word of the search is never preloaded again.
  assert.deepEqual(extensionWords('zebra zebrah', chunks, false), ['zebraq']);
  // A one-letter word, or a prefix spanning more chunks than MAX_CHUNKS_PER_WORD, keeps Pagefind's own lookup.
  assert.deepEqual(extensionWords('z', chunks, false), []);
  const many: IndexChunks = {
    starts: ['a', ...Array.from({ length: MAX_CHUNKS_PER_WORD + 1 }, (_, i) => `re${i}`)],
    keys: ['a', ...Array.from({ length: MAX_CHUNKS_PER_WORD + 1 }, (_, i) => `re${i}x`)],
  };
  assert.deepEqual(extensionWords('re', many, false), []);
  assert.equal(extensionWords('re5', many, false).length, 1);
});

test("each word is preloaded once: a later search's words already in, and their extensions, post nothing to Pagefind", async () => {
  const chunks: IndexChunks = { starts: ['a', 'zebra', 'zebrag', 'zz'], keys: ['ab', 'zebra', 'zebrah', 'zzz'] };
  const preloads: string[] = [];
  const searches: string[] = [];
  let failNext = false;
  const raw = {
    init: async () => {},
    mergeIndex: async () => {},
    destroy: async () => {},
    preload: async (t: string) => {
      preloads.push(t);
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
    },
    search: async (t: string) => {
      searches.push(t);
      return { results: [] };
    },
  };
  const whole = withWholePrefixes(raw, async () => chunks, false);
  await whole.search('zebra alpha');
  assert.deepEqual(preloads.sort(), ['ab', 'zebra alpha', 'zebrah'], "the search's own words in one preload, each chunk key of theirs in another");
  preloads.length = 0;
  await whole.search('alpha zebra');
  await whole.search('zebra');
  assert.deepEqual(preloads, [], 'every word and extension already preloaded');
  await whole.search('alpha beta');
  assert.deepEqual(preloads, ['beta'], 'only the new word');
  assert.deepEqual(searches, ['zebra alpha', 'alpha zebra', 'zebra', 'alpha beta'], 'every search still runs');
  // A preload that failed (offline) is tried again by the next search.
  preloads.length = 0;
  failNext = true;
  await whole.search('gamma').catch(() => {});
  await whole.search('gamma');
  assert.deepEqual(preloads, ['gamma', 'gamma']);
});

test("a chunk's key is a word Pagefind's client keeps whole (Chinese cut by the segmenter)", () => {
  const zh = oneTermOf('zh-hans');
  assert.equal(zh('后台群'), false, 'the segmenter cuts it into 后台 群');
  assert.equal(zh('后'), true);
  assert.equal(zh('accountcheck_'), true);
  const en = oneTermOf('en');
  assert.equal(en('zebrafish'), true);
  assert.equal(en('two words'), false);
});

test('a word matches the words extending it in every index chunk, whatever was searched before', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-prefix-'));
  try {
    // Pages with many different words, one of them extending `zebra`: in index chunks of 20 word locations, the
    // zebra… words spread over several chunks.
    const extensions = [
      'zebra',
      'zebrabird',
      'zebracross',
      'zebradove',
      'zebrafish',
      'zebragrass',
      'zebrahorse',
      'zebraplant',
      'zebrashark',
      'zebrasnail',
      'zebrawood',
    ];
    const filler = (i: number) => Array.from({ length: 3 }, (_, k) => `filler${String.fromCharCode(97 + ((i + k) % 26))}${k}`).join(' ');
    const files = extensions.map((word, i) => ({
      url: `/page${i}`,
      content: () => `<html lang="en"><body><h1>Page ${i}</h1><p>${`${word} `.repeat(10)}${filler(i)}</p></body></html>`,
    }));
    const pagefindDir = path.join(root, 'pagefind');
    await runPagefind('prefix-test', files, pagefindDir, 20);
    writeVocabularies(pagefindDir);
    const starts = indexChunks(pagefindDir, 'en').map((c) => c.from);
    assert.ok(starts.filter((s) => s.startsWith('zebra')).length >= 2, `the fixture spreads zebra… over chunks: ${starts.join(' ')}`);
    const { starts: s, keys } = chunkKeys(pagefindDir, 'en', oneTermOf('en'));
    const chunks: IndexChunks = { starts: s, keys };
    const host = await openPagefind(root);
    try {
      const plain = await host.fresh('en', RANKING);
      const alone = await plain.search('zebra');
      assert.ok(alone && alone.results.length < extensions.length, 'Pagefind alone misses the words in the chunks after zebra');
      // Searched after a query that loaded the other chunks, Pagefind finds more: the answer depends on history.
      for (const w of extensions) await plain.preload(w);
      const after = await plain.search('zebra');
      assert.equal(after?.results.length, extensions.length);
      await plain.destroy();

      const raw = await host.fresh('en', RANKING);
      const whole = withWholePrefixes(raw, async () => chunks, true);
      const found = await whole.search('zebra');
      assert.equal(found?.results.length, extensions.length, 'every page with a word extending zebra');
      await raw.destroy();
    } finally {
      await host.close();
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test("Pagefind metadata laid out otherwise than 1.6's is one clear error naming the file, not a crash", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-meta-'));
  try {
    fs.writeFileSync(path.join(root, 'pagefind-entry.json'), JSON.stringify({ version: '9.0.0', languages: { en: { hash: 'en_x' } } }));
    // CBOR ["9.0.0", []] after Pagefind's signature, gzipped: no list of index chunks.
    const cbor = Buffer.from([0x82, 0x65, ...Buffer.from('9.0.0'), 0x80]);
    fs.writeFileSync(path.join(root, 'pagefind.en_x.pf_meta'), zlib.gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), cbor])));
    assert.throws(
      () => indexChunks(root, 'en'),
      (e: unknown) => e instanceof UserError && e.message.includes('pagefind.en_x.pf_meta') && !!e.hint,
    );
    assert.deepEqual(indexChunks(root, 'zh-hans'), [], 'a language the folder has no index of: no chunks');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
