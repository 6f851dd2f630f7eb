/**
 * Issue 30: the fallback when no page holds every word of a query, the name ranking over the whole result list
 * (synonym alternatives included), and the pages named by a query shown before Pagefind answers.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ensureFixtureBuild } from './fixtureBuild.ts';
import { readClientConfig } from '../../../src/generator/search/relevanceBench.ts';
import { openPagefind } from '../../../src/generator/search/pagefindNode.ts';
import { createPagefindProvider } from '../../../src/theme/islands/search/providers/pagefind.ts';
import { RANKING, type PagefindApi, type PagefindResult } from '../../../src/theme/islands/search/providers/pagefindApi.ts';
import { partialRuns, planQuery } from '../../../src/theme/islands/search/queryPlan.ts';
import { rankByName } from '../../../src/theme/islands/search/coverage.ts';
import { namedHit, namedPages } from '../../../src/theme/islands/search/namesFirst.ts';
import type { PageNames } from '../../../src/theme/islands/search/vocabulary.ts';
import { memoryVocabulary } from './memoryVocabulary.ts';

test('the fallback leaves out the word most pages hold first, then the two commonest, and keeps at least one', () => {
  const terms = [
    { term: 'https', df: 40 },
    { term: 'certificate', df: 5 },
    { term: 'setup', df: 120 },
  ];
  assert.deepEqual(partialRuns(terms), [
    { run: 'https certificate', shown: 'https certificate' },
    { run: 'certificate', shown: 'certificate' },
  ]);
  assert.deepEqual(partialRuns([terms[0], terms[1]]), [{ run: 'certificate', shown: 'certificate' }], 'two words: one try');
  assert.deepEqual(partialRuns([terms[1]]), [], 'one word: nothing to leave out');
  assert.deepEqual(partialRuns([]), []);
  assert.deepEqual(
    partialRuns([
      { term: '外网', df: 3 },
      { term: '部署', df: 30 },
      { term: '没有', df: 90 },
    ])[0],
    { run: '外网 部署', shown: '外网部署' },
    'Chinese words shown joined',
  );
  assert.equal(partialRuns(terms, 1).length, 1, 'at most `max` words left out');
});

test('a longer question drops its commonest words one by one down to its two rarest', () => {
  const question = [
    { term: '聊天', df: 60 },
    { term: '记录', df: 80 },
    { term: '保存', df: 30 },
    { term: '多久', df: 4 },
    { term: '会', df: 300 },
    { term: '清理', df: 9 },
  ];
  assert.deepEqual(
    partialRuns(question).map((r) => r.shown),
    ['聊天记录保存多久清理', '聊天保存多久清理', '保存多久清理', '多久清理'],
  );
});

test('the plan gives each word of its run the number of pages that hold it (by prefix, as Pagefind matches)', async () => {
  const plan = await planQuery('https certificat setup', 'en', memoryVocabulary({ https: 40, certificate: 5, certificates: 7, setup: 120 }));
  assert.deepEqual(plan.terms, [
    { term: 'https', df: 40 },
    { term: 'certificat', df: 7 },
    { term: 'setup', df: 120 },
  ]);
});

test('a query no page holds every word of shows the pages of its informative words, marked partial; nonsense still finds nothing', async () => {
  const { buildDir } = await ensureFixtureBuild();
  const host = await openPagefind(buildDir);
  try {
    const api = await host.fresh('en', RANKING);
    const raw = await api.search('zebrafish quokka');
    assert.equal(raw?.results.length, 0, 'no fixture page holds both words');
    const provider = createPagefindProvider(
      { basePath: `${host.origin}/pagefind/`, lang: () => 'en', open: async () => api },
      readClientConfig(buildDir, 'en').vocabularies,
    );
    const r = await provider.search({ query: 'zebrafish quokka', page: 0, pageSize: 8 });
    const full = r.rest ? await r.rest : r;
    assert.equal(full.partial, true);
    assert.equal(full.corrected, 'zebrafish', 'quokka is on more pages: left out first');
    assert.deepEqual(
      full.hits.map((h) => h.url),
      ['/guides/groups'],
    );
    for (const nonsense of ['xyzzyplugh quokka', 'qqzz', 'zebrafish flibbertigibbet']) {
      const n = await provider.search({ query: nonsense, page: 0, pageSize: 8 });
      assert.equal(n.total, 0, nonsense);
      assert.equal(n.partial, undefined, nonsense);
      assert.ok(n.unknown?.length, nonsense);
    }
    const whole = await provider.search({ query: 'quokka', page: 0, pageSize: 8 });
    assert.equal(whole.partial, undefined, 'a query that finds pages is not partial');
    assert.equal(full.someWords, undefined, 'the words kept are all on the pages shown');
    // Five known words, no page holding even the two rarest (zebrafish, quokka) together, no page named by them: the
    // pages holding any of the words, the one with most of them first, said so (it found nothing before).
    const some = await provider.search({ query: 'zebrafish quokka owner secret header', page: 0, pageSize: 8 });
    const someFull = some.rest ? await some.rest : some;
    assert.equal(someFull.someWords, true);
    assert.equal(someFull.corrected, 'zebrafish quokka owner secret header');
    assert.deepEqual(
      someFull.hits.slice(0, 3).map((h) => h.url),
      ['/restapi/introduction', '/guides/groups', '/sdks/sendMessage'],
      'quokka, secret and header; zebrafish and owner; quokka; then pages with one common word',
    );
    await api.destroy();
  } finally {
    await host.close();
  }
});

test('a name holding a synonym alternative’s words answers the query too, a little after the reader’s own words', () => {
  const pages = [
    { title: 'Messages overview', task: undefined },
    { title: 'getBlackList', task: 'Get the blocklist' },
    { title: 'addBlack', task: 'Block a user' },
  ];
  const order = (q: string, alts: string[]) => rankByName(pages, q, (p) => p, 0, alts).map((p) => p.title);
  assert.deepEqual(order('拉黑', ['block a user']), ['addBlack', 'Messages overview', 'getBlackList']);
  const unread = [{ title: 'Total unread' }, { title: 'Unread count' }];
  assert.deepEqual(
    rankByName(unread, 'unread count', (p) => p, 0, ['total unread']).map((p) => p.title),
    ['Unread count', 'Total unread'],
    'the typed words win a tie',
  );
  assert.deepEqual(order('拉黑', []), ['Messages overview', 'getBlackList', 'addBlack'], 'without alternatives: no name fits, order kept');
});

const NAMES: PageNames = {
  en_1: ['After a message is sent', '', '/restapi/webhooks/msg/sendSingleMsgAfter', 'restapi'],
  en_2: ['Messages', '', '/sdks/api/message/overview', 'sdks'],
  en_3: ['sendMessage', 'Send a message', '/sdks/api/message/sendMessage', 'sdks'],
  en_4: ['Send a message as any user', '', '/restapi/apis/messageManagement/sendMessage', 'restapi'],
  en_5: ['Deploy with Docker Compose', '', '/guides/gettingStarted/dockerCompose.html', 'guides'],
};

test('the pages a query names, from the names alone: pinned first, closest fit next, within the section; one camelCase identifier by its name', () => {
  assert.deepEqual(namedPages(NAMES, 'send a message', { max: 8 }), ['en_3', 'en_4']);
  assert.deepEqual(namedPages(NAMES, 'send a message', { max: 1 }), ['en_3']);
  assert.deepEqual(namedPages(NAMES, 'send a message', { max: 8, section: 'restapi' }), ['en_4']);
  assert.deepEqual(namedPages(NAMES, 'send a message', { max: 8, pinned: ['en_4', 'en_9'] }), ['en_4', 'en_3']);
  assert.deepEqual(namedPages(NAMES, '发消息', { max: 8, alternatives: ['send message'] }), ['en_3', 'en_4']);
  assert.deepEqual(namedPages(NAMES, 'sendMessage', { max: 8 }), ['en_3', 'en_4'], 'an identifier: by title, then by URL');
  assert.deepEqual(namedPages(NAMES, 'sendSingleMsgAfter', { max: 8 }), ['en_1']);
  for (const q of ['send_message', '/msg/send_msg', 'sendMessage overview', '1004', 'sendMessag'])
    assert.deepEqual(namedPages(NAMES, q, { max: 8 }), [], `${q}: the exact pass's`);
  assert.deepEqual(namedPages(NAMES, 'kubernetes', { max: 8 }), []);
  assert.deepEqual(namedHit(NAMES, 'en_3'), {
    url: '/sdks/api/message/sendMessage',
    title: 'sendMessage',
    task: 'Send a message',
    section: 'sdks',
    snippet: [],
    groups: [],
  });
  assert.equal(namedHit(NAMES, 'en_5').url, '/guides/gettingStarted/dockerCompose', 'local path');
});

/** A stand-in for the build: its names and vocabulary served by a stubbed fetch, Pagefind's results given. */
function stubbedProvider(results: { id: string; score: number }[], hold?: Promise<void>) {
  const { bucket } = memoryVocabulary({ send: 3, message: 30 });
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string | URL) => {
    const name = String(url)
      .split('/')
      .pop()!
      .replace(/\.json$/, '');
    // A build without the one-file word lists (vocabulary.ts, ALL_BUCKETS): the buckets are fetched one by one.
    if (name === 'words') return new Response('', { status: 404 });
    const body = name === 'names' ? NAMES_40 : bucket(name);
    return new Response(JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
  const NAMES_40: PageNames = { ...NAMES };
  for (const r of results) NAMES_40[r.id] ??= [`Note ${r.id} about messages`, '', `/guides/${r.id}`, 'guides'];
  const asPagefind = (r: { id: string; score: number }): PagefindResult => ({
    id: r.id,
    score: r.score,
    words: [],
    data: async () => ({ url: NAMES_40[r.id][2], excerpt: '', meta: { title: NAMES_40[r.id][0] }, sub_results: [] }),
  });
  const api: PagefindApi = {
    init: async () => {},
    search: async () => {
      await hold;
      return { results: results.map(asPagefind) };
    },
    preload: async () => {},
    mergeIndex: async () => {},
    destroy: async () => {},
  };
  const provider = createPagefindProvider({ basePath: 'http://stub/pagefind/', lang: () => 'en', open: async () => api }, { en: 'vocab/en/' });
  return { provider, restore: () => (globalThis.fetch = realFetch) };
}

test('the page named by the query comes first from however far down Pagefind put it, ahead of the webhook and the overview that mention it', async () => {
  // Pagefind's order: the webhook, the overview, 26 notes that repeat the words, then the page about it.
  const results = [
    { id: 'en_1', score: 9 },
    { id: 'en_2', score: 8 },
    ...Array.from({ length: 26 }, (_, i) => ({ id: `en_n${i}`, score: 7 - i / 100 })),
    { id: 'en_3', score: 1 },
  ];
  const { provider, restore } = stubbedProvider(results);
  try {
    await provider.warm();
    const first = await provider.search({ query: 'send message', page: 0, pageSize: 8 });
    const full = first.rest ? await first.rest : first;
    assert.equal(full.hits[0].url, '/sdks/api/message/sendMessage');
    assert.ok(full.hits.findIndex((h) => h.url.includes('webhooks')) > 0, 'the webhook after it');
  } finally {
    restore();
  }
});

test('warm, the pages a query names are on screen before Pagefind answers; its answer follows with the same first page', async () => {
  let release!: () => void;
  const hold = new Promise<void>((r) => (release = r));
  const { provider, restore } = stubbedProvider(
    [
      { id: 'en_1', score: 9 },
      { id: 'en_3', score: 5 },
      { id: 'en_4', score: 4 },
    ],
    hold,
  );
  try {
    await provider.warm();
    const first = await provider.search({ query: 'send a message', page: 0, pageSize: 8 });
    assert.equal(first.preliminary, true, 'answered while Pagefind is held');
    assert.deepEqual(
      first.hits.map((h) => h.url),
      ['/sdks/api/message/sendMessage', '/restapi/apis/messageManagement/sendMessage'],
    );
    release();
    const full = await first.rest!;
    assert.equal(full.preliminary, undefined);
    assert.equal(full.hits[0].url, first.hits[0].url);
    assert.equal(full.total, 3);
    const other = await provider.search({ query: 'send a message', page: 1, pageSize: 8 });
    assert.equal(other.preliminary, undefined, 'later pages come from the index only');
  } finally {
    restore();
  }
});
