import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  aliasKeys,
  canonicalKey,
  identifierKeys,
  isCodeName,
  isIdentifier,
  pagefindParts,
  pagefindWord,
  queryKeys,
  trimToken,
} from '../../../src/theme/islands/search/identifiers.ts';

test('every spelling of an identifier shares one canonical key', () => {
  for (const spelling of ['getUserToken', 'get_user_token', 'GetUserToken', 'GET_USER_TOKEN', 'get-user-token'])
    assert.equal(canonicalKey(spelling), 'getusertoken');
});

test('identifiers are told from prose', () => {
  for (const t of [
    'getUserToken',
    'get_user_token',
    'groupID',
    'CbEvents.OnKickedOffline',
    '/auth/get_user_token',
    'auth/get_user_token',
    'wasm_exec.js',
    'k8s-deployment',
    'MINIO_EXTERNAL_ADDRESS',
  ])
    assert.equal(isIdentifier(t), true, t);
  for (const t of ['token', 'Token', '1004', 'v3.8.3', '群组', 'hello world']) assert.equal(isIdentifier(t), false, t);
});

test('punctuation prose puts around a token is trimmed, a leading slash of a path kept', () => {
  assert.equal(trimToken('(groupID),'), 'groupID');
  assert.equal(trimToken('`/msg/send_msg`.'), '/msg/send_msg');
  assert.equal(trimToken('"onKickedOffline":'), 'onKickedOffline');
});

test('Pagefind indexes the connector-punctuated word and its parts', () => {
  assert.equal(pagefindWord('/auth/get_user_token'), 'authget_user_token');
  assert.equal(pagefindWord('getUserToken'), 'getusertoken');
  assert.deepEqual(pagefindParts('/auth/get_user_token'), ['auth', 'get', 'user', 'token']);
  assert.deepEqual(pagefindParts('CbEvents.OnKickedOffline'), ['cb', 'events', 'on', 'kicked', 'offline']);
  assert.deepEqual(pagefindParts('userIDList'), ['user', 'id', 'list']);
});

test('keys of paths and dotted names include each segment', () => {
  assert.deepEqual(identifierKeys('/auth/get_user_token'), ['authgetusertoken', 'auth', 'getusertoken']);
  assert.deepEqual(identifierKeys('CbEvents.OnKickedOffline'), ['cbeventsonkickedoffline', 'cbevents', 'onkickedoffline']);
  assert.deepEqual(identifierKeys('getUserToken'), ['getusertoken']);
});

test('aliases are the keys Pagefind would not index by itself', () => {
  assert.deepEqual(aliasKeys('getUserToken'), []);
  assert.deepEqual(aliasKeys('get_user_token'), ['getusertoken']);
  assert.deepEqual(aliasKeys('/auth/get_user_token'), ['authgetusertoken', 'getusertoken']);
  assert.deepEqual(aliasKeys('CbEvents.OnKickedOffline'), ['cbevents', 'onkickedoffline']);
  assert.deepEqual(aliasKeys('k8s-deployment'), []);
});

test('a typed path searches its whole key and its last segment', () => {
  assert.deepEqual(queryKeys('/auth/get_user_token'), ['authgetusertoken', 'getusertoken']);
  assert.deepEqual(queryKeys('get_user_token'), ['getusertoken']);
  assert.deepEqual(queryKeys('CbEvents.OnKickedOffline'), ['cbeventsonkickedoffline', 'onkickedoffline']);
  assert.deepEqual(queryKeys('wasm_exec.js'), ['wasmexecjs']);
});

test('code names are told from CamelCase product names', () => {
  for (const t of ['getUserToken', 'groupID', 'initSDK', 'OnKickedOffline', 'beforeCreateGroup', '/auth/get_user_token', 'MINIO_EXTERNAL_ADDRESS'])
    assert.equal(isCodeName(t), true, t);
  for (const t of ['OpenIM', 'MongoDB', 'WebAssembly', 'GitHub', 'Token']) assert.equal(isCodeName(t), false, t);
});
