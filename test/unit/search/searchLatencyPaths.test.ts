/**
 * Issue 30, zh-Hans latency: what a query waits for. The Chinese word lists load when the dialog opens (warm), not
 * one after another on the query's path, and the fallback of a query no page holds every word of is found by bisection,
 * each run searched once. Counted (requests, searches), not timed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPagefindProvider } from '../../../src/theme/islands/search/providers/pagefind.ts';
import type { PagefindApi } from '../../../src/theme/islands/search/providers/pagefindApi.ts';
import type { SynonymGroup } from '../../../src/theme/islands/search/synonyms.ts';
import { ALL_BUCKETS, vocabularyBucket, type PageNames, type VocabularyChunk } from '../../../src/theme/islands/search/vocabulary.ts';

/** `found`: the pages holding a word. */
function stub(lang: string, words: Record<string, number>, found: (word: string) => string[], names: PageNames = {}, synonyms: SynonymGroup[] = []) {
  const fetched: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request) => {
    const name = String(input)
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    fetched.push(name);
    if (name === 'names') return new Response(JSON.stringify(names), { status: 200 });
    const buckets: Record<string, VocabularyChunk> = {};
    for (const w of Object.keys(words).sort()) {
      const chunk = (buckets[vocabularyBucket(w)] ??= { words: [], df: [] });
      chunk.words.push(w);
      chunk.df.push(words[w]);
    }
    if (name === ALL_BUCKETS) {
      // The one file is the biggest: it arrives after a query typed the moment the dialog opens has been planned.
      await new Promise((r) => setTimeout(r, 20));
      return new Response(JSON.stringify(buckets), { status: 200 });
    }
    return new Response(JSON.stringify(buckets[name] ?? { words: [], df: [] }), { status: 200 });
  }) as typeof fetch;
  const searched: string[] = [];
  const api: PagefindApi = {
    init: async () => {},
    search: async (term) => {
      searched.push(term);
      await new Promise((r) => setTimeout(r, 5));
      // Pagefind's rule: the pages holding every word of the term.
      const perWord = term.split(' ').map(found);
      const ids = perWord[0].filter((id) => perWord.every((l) => l.includes(id)));
      return {
        results: ids.map((id, i) => ({
          id,
          score: 1 / (i + 1),
          words: [],
          data: async () => ({ url: names[id]?.[2] ?? `/${id}`, excerpt: '', meta: { title: names[id]?.[0] ?? id } }),
        })),
      };
    },
    preload: async () => {},
    mergeIndex: async () => {},
    destroy: async () => {},
  };
  const provider = createPagefindProvider(
    { basePath: 'http://stub/pagefind/', lang: () => lang, open: async () => api },
    { [lang]: 'vocab/x/' },
    {},
    { [lang]: synonyms },
  );
  return { provider, fetched, searched, restore: () => (globalThis.fetch = realFetch) };
}

test('warm loads every word list in one file, Chinese and English; a query then fetches none, not even a list no word is in', async () => {
  for (const [lang, words, query] of [
    ['zh-hans', { 消息: 30, 发送: 20 }, '发送消息'],
    ['en', { send: 3, message: 9 }, 'send message quokka'],
  ] as const) {
    const s = stub(lang, words, () => ['p1']);
    try {
      await s.provider.warm();
      assert.deepEqual(
        s.fetched.filter((f) => f !== 'names'),
        [ALL_BUCKETS],
        `${lang}: one file of word lists when the dialog opens`,
      );
      const before = s.fetched.length;
      const r = await s.provider.search({ query, page: 0, pageSize: 8 });
      if (r.rest) await r.rest;
      assert.deepEqual(s.fetched.slice(before), [], `${lang}: no word list on the query path`);
    } finally {
      s.restore();
    }
  }
});

test('a query typed the moment the dialog opens waits for the one file of word lists instead of fetching its buckets', async () => {
  const s = stub('en', { send: 3, message: 9 }, () => ['p1']);
  try {
    const warm = s.provider.warm();
    const r = await s.provider.search({ query: 'send message', page: 0, pageSize: 8 });
    if (r.rest) await r.rest;
    await warm;
    assert.deepEqual(
      s.fetched.filter((f) => f !== 'names'),
      [ALL_BUCKETS],
    );
  } finally {
    s.restore();
  }
});

test('a query no page holds every word of tries its shortest fallback first, then its first, then bisects: not every run in turn', async () => {
  // No page holds all five words, nor the four without epsilon (the commonest); without epsilon and delta, three do.
  const words = { alpha: 1, beta: 5, gamma: 9, delta: 20, epsilon: 30 };
  const s = stub('en', words, (word) => (['alpha', 'beta', 'gamma'].includes(word) ? ['p1'] : []));
  try {
    const r = await s.provider.search({ query: 'alpha beta gamma delta epsilon', page: 0, pageSize: 8 });
    const full = r.rest ? await r.rest : r;
    assert.equal(full.partial, true);
    assert.equal(full.corrected, 'alpha beta gamma');
    assert.deepEqual(
      s.searched,
      ['alpha beta gamma delta epsilon', 'alpha beta', 'alpha beta gamma delta', 'alpha beta gamma'],
      'the query, the shortest fallback (it finds pages), the first (it does not), the one between: each once',
    );
  } finally {
    s.restore();
  }
});

test('a question whose rarest words share no page searches its shortest fallback only, then each word once for the any-word answer', async () => {
  const words = { alpha: 1, beta: 5, gamma: 9, delta: 20, epsilon: 30, zeta: 40 };
  const s = stub('en', words, (word) => (word in words ? [`p-${word}`] : []));
  try {
    const r = await s.provider.search({ query: 'alpha beta gamma delta epsilon zeta', page: 0, pageSize: 8 });
    const full = r.rest ? await r.rest : r;
    assert.equal(full.someWords, true, 'the pages holding any of the words');
    assert.deepEqual(
      s.searched.filter((t) => t.includes(' ')),
      ['alpha beta gamma delta epsilon zeta', 'alpha beta'],
      'no longer fallback: none can have a page',
    );
    assert.deepEqual(s.searched.filter((t) => !t.includes(' ')).sort(), ['alpha', 'beta', 'delta', 'epsilon', 'gamma', 'zeta']);
    assert.equal(full.hits.length, 6);
  } finally {
    s.restore();
  }
});

test("when no page holds every word, the pages are still ordered by all the reader's words, not only by those Pagefind found together", async () => {
  // Pagefind finds "lands block" together (a rare word kept, the common ones dropped) on two pages that are not about it;
  // the event page holds "event", "user", "block" and "list" in its name and keywords.
  const names: PageNames = {
    en_a: ['Land a plane on the block', '', '/guides/landing', 'guides', 'Lands on a block.'],
    en_b: ['Block lands', '', '/guides/blocks', 'guides', 'Block lands here.'],
    en_c: [
      'onBlackAdded',
      'User blocked',
      '/sdks/callback/blacklist/onBlackAdded',
      'sdks',
      'A user was blocked.',
      'user added to block list event, blocklist event',
    ],
  };
  const s = stub('en', { event: 40, user: 90, lands: 2, block: 6, list: 50 }, (word) => (word === 'lands' || word === 'block' ? ['en_a', 'en_b'] : []), names);
  try {
    await s.provider.warm();
    const r = await s.provider.search({ query: 'event when a user lands on my block list', page: 0, pageSize: 8 });
    const full = r.rest ? await r.rest : r;
    assert.equal(full.partial, true);
    assert.equal(full.hits[0]?.url, '/sdks/callback/blacklist/onBlackAdded', full.hits.map((h) => h.url).join(', '));
  } finally {
    s.restore();
  }
});

test("a synonym's alternative that reads as the query's own run once planned is not searched a second time", async () => {
  const s = stub('en', { kick: 3, user: 40 }, (word) => (word === 'kick' || word === 'user' ? ['p1'] : []), {}, [{ words: ['kick', 'the kick'] }]);
  try {
    const r = await s.provider.search({ query: 'kick user', page: 0, pageSize: 8 });
    const full = r.rest ? await r.rest : r;
    assert.equal(full.total, 1);
    assert.deepEqual(s.searched, ['kick user'], '"the kick user" plans as "kick user"');
  } finally {
    s.restore();
  }
});
