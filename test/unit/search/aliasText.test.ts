import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ALIAS_CLOSE as C, ALIAS_OPEN as O, aliasGroup, excerptWithoutAliases, stripAliases } from '../../../src/theme/islands/search/aliasText.ts';

test('headings and titles lose their alias groups', () => {
  assert.equal(stripAliases(`Call /auth/get_user_token${aliasGroup(['authgetusertoken', 'getusertoken'])} first`), 'Call /auth/get_user_token first');
  assert.equal(stripAliases('Plain heading'), 'Plain heading');
});

test('a matched alias marks the identifier written before it', () => {
  const excerpt = `Call /auth/get_user_token ${O} <mark>authgetusertoken</mark> <mark>getusertoken</mark> ${C} from your server.`;
  assert.equal(excerptWithoutAliases(excerpt), 'Call <mark>/auth/get_user_token</mark> from your server.');
});

test('an unmatched alias group just disappears; an identifier already marked stays as it is', () => {
  assert.equal(excerptWithoutAliases(`Use get_user_token ${O} getusertoken ${C} here.`), 'Use get_user_token here.');
  assert.equal(excerptWithoutAliases(`Use <mark>get_user_token</mark> ${O} <mark>getusertoken</mark> ${C} here.`), 'Use <mark>get_user_token</mark> here.');
});

test('an excerpt may start or end inside a group', () => {
  assert.equal(excerptWithoutAliases(`usertoken ${C} and more`), 'and more');
  assert.equal(excerptWithoutAliases(`ends with /msg/send_msg ${O} <mark>msgsendmsg</mark>`), 'ends with <mark>/msg/send_msg</mark>');
});
