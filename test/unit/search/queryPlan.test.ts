import { test } from 'node:test';
import assert from 'node:assert/strict';
import { coverageTerms } from '../../../src/theme/islands/search/coverage.ts';
import { isIdentifier } from '../../../src/theme/islands/search/identifiers.ts';
import { allowedEdits, editDistance, nearestWord, planQuery, queryWords, withoutUnknown } from '../../../src/theme/islands/search/queryPlan.ts';
import { hasPrefix, lowerBound, vocabularyBucket, type Vocabulary } from '../../../src/theme/islands/search/vocabulary.ts';
import { memoryVocabulary } from './memoryVocabulary.ts';

const vocabulary = memoryVocabulary;

const EN = vocabulary({
  webhook: 12,
  webhooks: 20,
  web: 30,
  group: 40,
  groups: 25,
  grpc: 3,
  docker: 18,
  compose: 15,
  configure: 9,
  configuration: 14,
  getusertoken: 4,
  authgetusertoken: 3,
  kubernetes: 6,
  deploy: 22,
  x: 2,
  xml: 1,
  '1004': 3,
});
/** The plan without its terms' page counts (tested on their own in fallbackAndNames.test.ts). */
async function planned(query: string, lang: string, v?: Pick<Vocabulary, 'chunk'>) {
  const { terms: _terms, ...rest } = await planQuery(query, lang, v);
  return rest;
}

const ZH = vocabulary({ 离: 5, 线: 9, 推送: 12, 回: 7, 调: 7, 群组: 10, token: 8 });

test('edit distance counts a swap of neighbours as one edit and stops early past the limit', () => {
  assert.equal(editDistance('dokcer', 'docker', 2), 1);
  assert.equal(editDistance('grup', 'group', 1), 1);
  assert.equal(editDistance('kitten', 'sitting', 2), 3);
  assert.equal(allowedEdits(3), 0);
  assert.equal(allowedEdits(5), 1);
  assert.equal(allowedEdits(9), 2);
});

test('sorted buckets answer prefix questions', () => {
  const chunk = { words: ['web', 'webhook', 'webhooks'], df: [1, 1, 1] };
  assert.equal(lowerBound(chunk.words, 'webh'), 1);
  assert.equal(hasPrefix(chunk, 'webho'), true);
  assert.equal(hasPrefix(chunk, 'webhok'), false);
  assert.equal(vocabularyBucket('群组'), vocabularyBucket('群'));
  assert.equal(vocabularyBucket('Docker'.toLowerCase()), 'd');
});

test('the nearest known word wins, the commoner one on a tie, and the start of a longer word counts', () => {
  const chunk = { words: ['group', 'groups', 'grpc'], df: [40, 25, 3] };
  assert.equal(nearestWord('grup', chunk), 'group');
  assert.equal(nearestWord('webhok', { words: ['webhook', 'webhooks'], df: [12, 20] }), 'webhook');
  assert.equal(nearestWord('qqzz', chunk), undefined);
  assert.equal(nearestWord('1005', { words: ['1004'], df: [1] }), undefined, 'codes are never corrected');
});

test('known words run as typed; typos are corrected and reported; an unknown word finds nothing', async () => {
  assert.deepEqual(await planned('docker compose', 'en', EN), { run: 'docker compose', corrected: undefined, unknown: [] });
  assert.deepEqual(await planned('dokcer compose', 'en', EN), { run: 'docker compose', corrected: 'docker compose', unknown: [] });
  assert.deepEqual(await planned('webhok', 'en', EN), { run: 'webhook', corrected: 'webhook', unknown: [] });
  assert.deepEqual(await planned('xyzzyplugh', 'en', EN), { run: '', unknown: ['xyzzyplugh'] }, 'not the prefix "x" Pagefind would fall back to');
  assert.deepEqual(await planned('docker flibbertigibbet', 'en', EN), { run: '', unknown: ['flibbertigibbet'] });
  assert.equal((await planQuery('configuring', 'en', EN)).run, 'configur', 'an inflection of a known word is kept (Pagefind stems)');
  assert.equal((await planQuery('1004', 'en', EN)).run, '1004');
});

test('a word the index lacks is left out when the known words still say what the query is about', async () => {
  const kept = await planQuery('configure docker flibbertigibbet', 'en', EN);
  assert.equal(kept.run, '', 'the query as typed still finds nothing');
  assert.deepEqual(kept.unknown, ['flibbertigibbet']);
  assert.deepEqual(
    kept.known?.map((t) => t.term),
    ['configure', 'docker'],
    'two known words: they may run alone',
  );
  assert.deepEqual(withoutUnknown(kept.known!), { run: 'configure docker', shown: 'configure docker' });
  assert.equal((await planQuery('docker flibbertigibbet', 'en', EN)).known, undefined, 'one known word beside a made-up one: nothing');
  assert.equal((await planQuery('docker xyzzyplugh flibbertigibbet kwyjibo', 'en', EN)).known, undefined, 'fewer known words than unknown: nothing');
  assert.equal((await planQuery('qqzz 推送', 'zh-Hans', ZH)).known, undefined, 'a made-up word beside one Chinese word: nothing');
  assert.equal((await planQuery('blorptastic frobnicator', 'en', EN)).known, undefined);
  const zh = await planQuery('离线推送 qqzz 群组', 'zh-Hans', ZH);
  assert.deepEqual(withoutUnknown(zh.known!), { run: '离 线 推送 群组', shown: '离线推送群组' }, 'Chinese words shown joined');
});

test('neighbouring Chinese words the index holds as one word are searched by its first piece (Pagefind splits them again)', async () => {
  // The browser's segmenter splits 回调 into 回 调 and 离线 into 离 线; the index holds 回调 and 离线 whole.
  const ZHW = vocabulary({ 回调: 6, 回: 7, 调: 7, 群组: 10, 离线: 9, 离: 5, 线: 9, 推送: 12, 口: 2 });
  assert.equal((await planQuery('群组回调', 'zh-Hans', ZHW)).run, '群组 回', '回 finds 回调 by prefix; 调 alone would need a word starting with 调');
  assert.equal((await planQuery('离线推送', 'zh-Hans', ZHW)).run, '离 推送');
  assert.equal((await planQuery('回 调', 'zh-Hans', ZHW)).run, '回 调', 'words the reader typed apart stay apart');
  assert.equal((await planQuery('群组回调', 'zh-Hans', vocabulary({ 回: 7, 调: 7, 群组: 10 }))).run, '群组 回 调', 'an index without 回调 keeps both pieces');
});

test('identifiers run as their keys in every spelling', async () => {
  for (const q of ['getUserToken', 'get_user_token', 'GetUserToken']) assert.equal((await planQuery(q, 'en', EN)).run, 'getusertoken', q);
  assert.equal((await planQuery('/auth/get_user_token', 'en', EN)).run, 'authgetusertoken getusertoken');
  const typo = await planned('getUserTken', 'en', EN);
  assert.deepEqual(typo, { run: 'getusertoken', corrected: 'getusertoken', unknown: [] });
  assert.deepEqual(await planned('/auth/get_usr_token', 'en', EN), {
    run: 'authgetusertoken getusertoken',
    corrected: 'authgetusertoken getusertoken',
    unknown: [],
  });
});

test('Chinese is checked word by word; an unindexed run is split into indexed words', async () => {
  assert.deepEqual(
    queryWords('离线推送', 'zh-hans')
      .flatMap((w) => w.terms)
      .join(''),
    '离线推送',
  );
  assert.equal((await planQuery('离线推送', 'zh-hans', ZH)).run, '离 线 推送');
  assert.equal((await planQuery('群组 token', 'zh-hans', ZH)).run, '群组 token');
  assert.deepEqual((await planQuery('鸭嘴兽', 'zh-hans', ZH)).run, '');
});

test('only the buckets of the query words are fetched', async () => {
  const v = vocabulary({ docker: 1, compose: 1, getusertoken: 1 });
  await planQuery('docker getUserToken', 'en', v);
  assert.deepEqual([...v.fetched].sort(), ['d', 'g']);
});

test('without a vocabulary, or for a quoted phrase, the query runs as typed', async () => {
  assert.deepEqual(await planned('xyzzy', 'en'), { run: 'xyzzy', unknown: [] });
  assert.deepEqual(await planned('"docker compose"', 'en', EN), { run: '"docker compose"', unknown: [] });
});

test('a question runs without its stop words (Pagefind requires every word), unless it has nothing else', () => {
  const terms = (q: string, lang: string) => queryWords(q, lang).flatMap((w) => w.terms);
  assert.deepEqual(terms('how do I send a picture', 'en'), ['send', 'picture']);
  assert.deepEqual(terms('What is OpenIM', 'en'), ['openim']);
  assert.deepEqual(terms('how to', 'en'), ['how', 'to'], 'nothing but stop words: as typed');
  assert.deepEqual(terms('getUserToken of a user', 'en'), ['getusertoken', 'user'], 'identifiers stay');
  if (typeof Intl.Segmenter === 'function') {
    assert.deepEqual(terms('怎么部署', 'zh-hans'), ['部署']);
    assert.ok(terms('在线状态', 'zh-hans').join('').includes('在'), '在 of 在线 stays');
    assert.deepEqual(
      terms('这个群有人捣乱', 'zh-hans').filter((t) => t === '这个'),
      [],
      'pointing words out',
    );
    assert.ok(terms('掉线了', 'zh-hans').join('').includes('掉'), '掉 of 掉线 stays');
  }
  assert.deepEqual(coverageTerms('修改我的群昵称'), ['修', '改', '群', '昵', '称']);
});

test('an identifier typed against Chinese words without spaces is an identifier of its own', () => {
  const words = queryWords('客户端apiAddr和wsAddr怎么填', 'zh-hans');
  const ids = words.filter((w) => /[a-z]/i.test(w.typed));
  assert.deepEqual(
    ids.map((w) => [w.typed, w.terms]),
    [
      ['apiAddr', ['apiaddr']],
      ['wsAddr', ['wsaddr']],
    ],
  );
  assert.equal(isIdentifier('客户端apiAddr'), false, 'no identifier holds Chinese');
  assert.equal(isIdentifier('apiAddr'), true);
  if (typeof Intl.Segmenter === 'function') assert.ok(!words.some((w) => w.terms.includes('和')), 'the stop word 和 between them is left out');
});
