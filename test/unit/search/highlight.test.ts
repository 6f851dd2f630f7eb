import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseHighlighted, stripPrefix, plainText, decodeEntities } from '../../../src/theme/islands/search/highlight.ts';
import { toLocalPath } from '../../../src/theme/islands/search/localPath.ts';

test('marks become segments, everything else is text', () => {
  assert.deepEqual(parseHighlighted('Sending <mark>messages</mark> fast'), [
    { text: 'Sending ', mark: false },
    { text: 'messages', mark: true },
    { text: ' fast', mark: false },
  ]);
});

test('adjacent marks merge (Pagefind marks CJK characters one by one)', () => {
  assert.deepEqual(parseHighlighted('<mark>禁</mark><mark>言</mark>成员'), [
    { text: '禁言', mark: true },
    { text: '成员', mark: false },
  ]);
});

test('escaped markup is decoded to text, never to elements', () => {
  const segs = parseHighlighted('a &lt;img src=x onerror=alert(1)&gt; &amp; <mark>b</mark>');
  assert.equal(plainText(segs), 'a <img src=x onerror=alert(1)> & b');
  assert.ok(segs.every((s) => typeof s.text === 'string'));
});

test('raw tags other than <mark> stay literal text', () => {
  const segs = parseHighlighted('<b>x</b><script>alert(1)</script><mark class="x">y</mark>');
  assert.equal(segs.length, 1);
  assert.equal(segs[0].mark, false);
  assert.equal(segs[0].text, '<b>x</b><script>alert(1)</script><mark class="x">y');
});

test('numeric entities and unknown entities', () => {
  assert.equal(decodeEntities('&#39;&#x41;&bogus;&#0;'), "'A&bogus;&#0;");
});

test('stripPrefix removes the heading Pagefind puts before a sub-result excerpt', () => {
  const segs = parseHighlighted('Text <mark>messages</mark>. A text <mark>message</mark> holds text.');
  assert.equal(plainText(stripPrefix(segs, 'Text messages. ')), 'A text message holds text.');
  assert.deepEqual(stripPrefix(segs, 'Other. '), segs);
});

test('result URLs become local routes', () => {
  assert.equal(toLocalPath('/guides/groups.html'), '/guides/groups');
  assert.equal(toLocalPath('/guides/groups.html#creating-a-group'), '/guides/groups#creating-a-group');
  assert.equal(toLocalPath('https://docs.openim.io/zh-Hans/sdks/intro#x'), '/zh-Hans/sdks/intro#x');
  assert.equal(toLocalPath('http://127.0.0.1:4000/index.html'), '/');
  assert.equal(toLocalPath('/zh-Hans/index.html'), '/zh-Hans');
  assert.equal(toLocalPath('/guides/'), '/guides');
});
