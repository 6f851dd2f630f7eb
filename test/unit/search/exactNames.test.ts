import { test } from 'node:test';
import assert from 'node:assert/strict';
import { exactQueryTerms, exactWord, rankByExactness, snakeSpellings } from '../../../src/theme/islands/search/exactNames.ts';

test('a marker word ends in "_" so that no longer name starts with it; a plural "s" is dropped', () => {
  assert.equal(exactWord('createGroup'), 'creategroup_');
  assert.equal(exactWord('webhooks'), 'webhook_');
  assert.equal(exactWord('address'), 'address_');
  assert.equal(exactWord('ids'), 'ids_');
  assert.ok(!exactWord('getAdvancedHistoryMessageListReverse').startsWith(exactWord('getAdvancedHistoryMessageList')));
});

test('snake_case spellings inside identifiers', () => {
  assert.deepEqual(snakeSpellings('/group/create_group'), ['create_group']);
  assert.deepEqual(snakeSpellings('createGroup'), []);
  assert.deepEqual(snakeSpellings('proxy_set_header'), ['proxy_set_header']);
});

test('the exact words of a query, most specific first, with the fields that count', () => {
  const words = (q: string) => exactQueryTerms(q).map((t) => t.word);
  assert.deepEqual(words('/group/create_group'), ['groupcreategroup_', 'create_group_', 'creategroup_']);
  assert.deepEqual(words('create_group'), ['create_group_', 'creategroup_']);
  assert.deepEqual(words('createGroup'), ['creategroup_']);
  assert.deepEqual(words('CbEvents.OnKickedOffline'), ['cbeventsonkickedoffline_', 'onkickedoffline_']);
  assert.deepEqual(exactQueryTerms('webhooks'), [{ word: 'webhook_', fields: ['nx', 'dx', 'rx'] }]);
  assert.deepEqual(exactQueryTerms('offline push'), [{ word: 'offlinepush_', fields: ['nx'] }]);
  assert.deepEqual(exactQueryTerms('1004'), [{ word: '1004_', fields: ['nx', 'dx', 'rx'] }]);
  assert.deepEqual(exactQueryTerms('错误码'), []);
  assert.deepEqual(exactQueryTerms('createGroup 创建群组'), []);
  assert.deepEqual(exactQueryTerms('how long is a token valid'), []);
});

test('pages found exactly move ahead: by word, then named before defined before stated; others keep their order', () => {
  const results = ['sdk', 'req', 'rest', 'other', 'lead'].map((id) => ({ id }));
  const order = (exact: { id: string; fields: string[] }[][], terms?: Parameters<typeof rankByExactness>[2]) =>
    rankByExactness(results, exact, terms).map((r) => r.id);
  assert.deepEqual(order([]), ['sdk', 'req', 'rest', 'other', 'lead']);
  // `create_group`: the snake_case spelling is stated only by the operation page; both pages are named `creategroup`.
  assert.deepEqual(
    order([
      [{ id: 'rest', fields: ['lx'] }],
      [
        { id: 'sdk', fields: ['nx'] },
        { id: 'rest', fields: ['nx', 'lx'] },
      ],
    ]),
    ['rest', 'sdk', 'req', 'other', 'lead'],
  );
  assert.deepEqual(
    order([
      [
        { id: 'lead', fields: ['lx'] },
        { id: 'req', fields: ['dx'] },
        { id: 'rest', fields: ['nx'] },
      ],
    ]),
    ['rest', 'req', 'lead', 'sdk', 'other'],
  );
  // A field that does not count for the word changes nothing.
  assert.deepEqual(order([[{ id: 'lead', fields: ['lx'] }]], [{ word: 'readreceipt_', fields: ['nx'] }]), ['sdk', 'req', 'rest', 'other', 'lead']);
});
