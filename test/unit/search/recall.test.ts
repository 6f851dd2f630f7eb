import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runRecallSelfTest, middleWord, recallWords } from '../../../src/generator/search/recallSelfTest.ts';
import { ensureFixtureBuild } from './fixtureBuild.ts';

test('middleWord picks a typeable word from the middle of a heading', () => {
  assert.equal(middleWord('Creating a group', 'en'), 'Creating');
  assert.equal(middleWord('Send the quokka message now', 'en'), 'quokka');
  assert.equal(middleWord('禁言成员', 'zh-Hans'), '成员');
  assert.equal(middleWord('第 3 步：修改默认密钥', 'zh-Hans'), '修改');
  assert.equal(middleWord('a b', 'en'), undefined);
});

test('each page is searched by the heading word the fewest pages share, its title when every heading is generic', () => {
  const reference = (name: string) => ({ route: `/sdks/api/${name}`, headings: [name, 'Parameters', 'Result', 'Error codes'] });
  const pages = [
    reference('addFriend'),
    reference('getGroupsInfo'),
    reference('setSelfInfo'),
    { route: '/guides/push', headings: ['Push', 'Configure Firebase', 'Result'] },
  ];
  const words = recallWords(pages, 'en');
  assert.deepEqual(words.get('/sdks/api/addFriend'), { heading: 'addFriend', word: 'addFriend' });
  assert.deepEqual(words.get('/guides/push'), { heading: 'Configure Firebase', word: 'Configure' });
  const zh = recallWords(
    [
      { route: '/zh-Hans/a', headings: ['添加好友', '参数', '响应'] },
      { route: '/zh-Hans/b', headings: ['禁言成员', '参数', '响应'] },
    ],
    'zh-Hans',
  );
  assert.deepEqual(zh.get('/zh-Hans/b'), { heading: '禁言成员', word: '成员' });
});

test('every sampled page of each locale, Chinese included, is found by its own index', async () => {
  const { buildDir } = await ensureFixtureBuild();
  const result = await runRecallSelfTest(buildDir, { samplesPerLocale: 0 });
  assert.equal(result.error, undefined);
  assert.ok(result.ok, JSON.stringify(result.locales));
  const zh = result.locales.find((l) => l.locale === 'zh-Hans')!;
  assert.ok(zh.sampled >= 3);
  assert.ok(result.samples.filter((s) => s.locale === 'zh-Hans').every((s) => /\p{Script=Han}/u.test(s.word)));
  assert.ok(result.locales.find((l) => l.locale === 'en')!.sampled >= 19);
});

test('a page whose heading word is missing from the index fails the self-test', async () => {
  const { buildDir } = await ensureFixtureBuild();
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-recall-'));
  try {
    fs.cpSync(buildDir, copy, { recursive: true });
    // Changed after indexing: the index has never seen this heading.
    const file = path.join(copy, 'zh-Hans', 'guides', 'groups.html');
    const html = fs.readFileSync(file, 'utf8').replace(/<h2 id="[^"]*">创建群组/, '<h2 id="x">鸭嘴兽');
    fs.writeFileSync(file, html);
    const result = await runRecallSelfTest(copy, { samplesPerLocale: 0, locales: ['zh-Hans'] });
    assert.equal(result.ok, false);
    const failure = result.locales[0].failures.find((f) => f.route === '/zh-Hans/guides/groups');
    assert.ok(failure, JSON.stringify(result.samples));
    assert.equal(failure.word, '鸭嘴兽');
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
});

test('a build without an index reports an error instead of passing', async () => {
  const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-recall-'));
  try {
    const result = await runRecallSelfTest(empty);
    assert.equal(result.ok, false);
    assert.match(result.error ?? '', /Pagefind/);
  } finally {
    fs.rmSync(empty, { recursive: true, force: true });
  }
});
