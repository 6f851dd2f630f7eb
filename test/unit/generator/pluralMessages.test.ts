import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { formatMessage, pluralForm } from '../../../src/theme/messages.ts';

test('English counts are grammatical: 1 result, 2 results, 0 results', () => {
  assert.equal(formatMessage({}, 'theme.search.resultsCount', { count: 1 }), '1 result');
  assert.equal(formatMessage({}, 'theme.search.resultsCount', { count: 2 }), '2 results');
  assert.equal(formatMessage({}, 'theme.search.resultsCount', { count: 0 }), '0 results');
  assert.equal(formatMessage({}, 'theme.search.seeAll', { count: 1 }), 'See the 1 result');
  assert.equal(formatMessage({}, 'theme.search.seeAll', { count: 13 }), 'See all 13 results');
  assert.equal(formatMessage({}, 'theme.blog.tagCount', { count: 1 }), '1 post');
});

test('the zh-Hans catalogue has one form per count message, and it reads naturally for any count', () => {
  const catalogue = JSON.parse(fs.readFileSync(new URL('../../../i18n/zh-Hans/code.json', import.meta.url), 'utf8')) as Record<string, { message: string }>;
  const zh = Object.fromEntries(Object.entries(catalogue).map(([k, v]) => [k, v.message]));
  for (const id of ['theme.search.resultsCount', 'theme.search.seeAll', 'theme.blog.tagCount'] as const) {
    assert.ok(zh[id], id);
    assert.ok(!zh[id].includes('|'), `${id}: Chinese has no plural forms`);
  }
  assert.equal(formatMessage(zh, 'theme.search.resultsCount', { count: 1 }, 'zh-Hans'), '1 条结果');
  assert.equal(formatMessage(zh, 'theme.search.resultsCount', { count: 5 }, 'zh-Hans'), '5 条结果');
  // A message missing from a catalogue falls back to English, with English plural rules.
  assert.equal(formatMessage({}, 'theme.search.resultsCount', { count: 1 }, 'zh-Hans'), '1 result');
});

test("forms follow the language's plural categories in CLDR order", () => {
  // Polish: one, few, many, other.
  const pl = '{count} wynik|{count} wyniki|{count} wyników|{count} wyniku';
  assert.equal(pluralForm(pl, 1, 'pl'), '{count} wynik');
  assert.equal(pluralForm(pl, 3, 'pl'), '{count} wyniki');
  assert.equal(pluralForm(pl, 5, 'pl'), '{count} wyników');
  assert.equal(pluralForm('single', 7, 'en'), 'single');
  assert.equal(pluralForm('a|b', 1, 'not a locale!'), 'a');
});
