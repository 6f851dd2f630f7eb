/**
 * Issue 30: the readers' synonyms (query time), their check (a page that does not exist fails the build and
 * `imdocs check`, at the entry's line), the task name in the index, and the name ranking.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { matchSynonyms, pinFirst, synonymKey } from '../../../src/theme/islands/search/synonyms.ts';
import { loadSynonyms } from '../../../src/generator/search/synonyms.ts';
import { coverageTerms, nameFit, rankByName } from '../../../src/theme/islands/search/coverage.ts';
import { searchableHtml } from '../../../src/generator/search/searchableHtml.ts';
import { UserError } from '../../../src/generator/errors.ts';

const UNREAD = { words: ['未读消息总数', '未读数', '未读'], ids: ['zh-hans_a', 'zh-hans_b'] };
const BLOCK = { words: ['block a user', 'blacklist a user'], ids: ['en_1'] };

test('a query that is a synonym runs with the other words too and pins the group pages', () => {
  assert.deepEqual(matchSynonyms('未读数', [UNREAD]), { alternatives: ['未读消息总数', '未读'], ids: ['zh-hans_a', 'zh-hans_b'] });
  // Spaces between Chinese words and case do not matter.
  assert.equal(synonymKey(' 未读 数 '), '未读数');
  assert.deepEqual(matchSynonyms('Block A User', [BLOCK]).ids, ['en_1']);
});

test('a query that holds a synonym gets alternatives but no pinned pages; a word inside another word is no match', () => {
  assert.deepEqual(matchSynonyms('how to block a user', [BLOCK]), { alternatives: ['how to blacklist a user'], ids: [] });
  assert.deepEqual(matchSynonyms('unblock a users', [BLOCK]), { alternatives: [], ids: [] });
  assert.deepEqual(matchSynonyms('anything', undefined), { alternatives: [], ids: [] });
});

test('a group whose word lies inside a longer phrase of another group gives way to it', () => {
  const MENTION = { words: ['@某人', '艾特', '提及'], ids: ['zh-hans_m'] };
  const MENTION_ALL = { words: ['@所有人', '艾特所有人'], ids: ['zh-hans_all'] };
  // Written first, the shorter word's group would take the alternatives and its replacement (提及所有人) means nothing.
  assert.deepEqual(matchSynonyms('艾特所有人', [MENTION, MENTION_ALL]), { alternatives: ['@所有人'], ids: ['zh-hans_all'] });
  // Alone, or beside other words, the shorter word still matches.
  assert.deepEqual(matchSynonyms('艾特', [MENTION, MENTION_ALL]).ids, ['zh-hans_m']);
  assert.deepEqual(matchSynonyms('群里艾特一个人', [MENTION, MENTION_ALL]).alternatives, ['群里@某人一个人', '群里提及一个人']);
  // Inside the longer phrase and elsewhere too: the other place counts, and both groups give alternatives.
  assert.deepEqual(matchSynonyms('艾特所有人还是艾特一个人', [MENTION, MENTION_ALL], 3).alternatives, [
    '艾特所有人还是@某人一个人',
    '艾特所有人还是提及一个人',
    '@所有人还是艾特一个人',
  ]);
});

test('pinned pages come first in the order of the group, the others keep theirs', () => {
  const r = [{ id: 'x' }, { id: 'zh-hans_b' }, { id: 'y' }, { id: 'zh-hans_a' }];
  assert.deepEqual(
    pinFirst(r, UNREAD.ids).map((x) => x.id),
    ['zh-hans_a', 'zh-hans_b', 'x', 'y'],
  );
});

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-synonyms-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

test('loadSynonyms localizes the pages of each locale; a page that does not exist is an error at its line and column', () => {
  const dir = site({
    'content/synonyms.yaml': '- words: [a b, c d]\n  pages: [/x]\n',
    'i18n/zh-Hans/synonyms.yaml': '- words: [甲, 乙]\n  pages: [/x, /missing]\n',
  });
  const routes = new Set(['/x', '/zh-Hans/x']);
  assert.throws(
    () => loadSynonyms(dir, ['en', 'zh-Hans'], 'en', routes),
    (e: unknown) =>
      e instanceof UserError && /names \/zh-Hans\/missing, which is not a page/.test(e.message) && e.location?.line === 2 && e.location?.column === 15,
  );
  routes.add('/zh-Hans/missing');
  const ok = loadSynonyms(dir, ['en', 'zh-Hans'], 'en', routes);
  assert.deepEqual(ok['zh-Hans'].groups[0].pages, ['/zh-Hans/x', '/zh-Hans/missing']);
  assert.deepEqual(ok.en.groups[0].pages, ['/x']);
});

test('a group of one word is refused by the schema', () => {
  const dir = site({ 'content/synonyms.yaml': '- words: [alone]\n' });
  assert.throws(() => loadSynonyms(dir, ['en'], 'en', new Set()), /at least two words/);
});

test('the task name of a reference page is indexed as written and segmented, like a title', () => {
  const html =
    '<!doctype html><html lang="zh-Hans"><head><title>sendMessage</title></head><body><article data-pagefind-body><h1>sendMessage</h1><p class="ref-task" data-ref-task="">发送消息</p><p>正文</p></article></body></html>';
  const out = searchableHtml(html, '/zh-Hans/sdks/api/message/sendMessage');
  assert.match(out, /data-pagefind-meta="task:发送消息"/);
  assert.match(out, /data-pagefind-meta="tk:发送 消息"/);
});

test('the page named by the query comes before pages that mention it, the closest name first', () => {
  const hits = [
    { title: 'After a one-to-one message is sent', task: undefined },
    { title: 'batchSendMessage', task: '批量发送消息' },
    { title: 'sendMessage', task: '发送消息' },
    { title: 'unrelated', task: '其他' },
  ];
  assert.deepEqual(
    rankByName(hits, '发送消息', (h) => h).map((h) => h.title),
    ['sendMessage', 'batchSendMessage', 'After a one-to-one message is sent', 'unrelated'],
  );
  assert.equal(nameFit(coverageTerms('send a message'), 'sendMessage', 'Send a message'), 1);
  // Identifiers keep the exact pass's order.
  assert.deepEqual(
    rankByName(hits, 'batchSendMessage 发送', (h) => h),
    hits,
  );
  // Pinned results stay where they are.
  assert.equal(rankByName(hits, '发送消息', (h) => h, 1)[0].title, 'After a one-to-one message is sent');
  // A word written with humps is matched as written too ("OpenIM": `openi`, not only "open" and "im"); a question's
  // stop words need not be in the name.
  const guides = [{ title: 'Deploy OpenIM with Docker Compose' }, { title: 'What is OpenIM' }];
  assert.deepEqual(
    rankByName(guides, 'what is openim', (h) => h).map((h) => h.title),
    ['What is OpenIM', 'Deploy OpenIM with Docker Compose'],
  );
});

test('a word that names a part of the docs does not keep a query from being a whole synonym', () => {
  assert.deepEqual(matchSynonyms('SDK 未读数', [UNREAD]).ids, UNREAD.ids);
  assert.deepEqual(matchSynonyms('rest api block a user', [BLOCK]).ids, BLOCK.ids);
  assert.deepEqual(matchSynonyms('sdkblock a user', [BLOCK]).ids, []);
});
