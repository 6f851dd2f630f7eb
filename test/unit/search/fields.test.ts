import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  docFreq,
  fieldCoverage,
  fieldTerms,
  hanIn,
  hanIndex,
  idf,
  preparePagesWhenIdle,
  stem,
  weightedTerms,
} from '../../../src/theme/islands/search/fields.ts';
import { fromNames, prepareFields, rankByFields, rankWithFields } from '../../../src/theme/islands/search/fieldRank.ts';
import { queryIntent } from '../../../src/theme/islands/search/intent.ts';
import { coverageTerms, splitHumps } from '../../../src/theme/islands/search/coverage.ts';
import { pageLead } from '../../../src/generator/search/vocabularyFiles.ts';
import type { PageNames } from '../../../src/theme/islands/search/vocabulary.ts';

const NAMES: PageNames = {
  send: ['sendMessage', 'Send a message', '/sdks/api/message/sendMessage', 'sdks', 'Sends a message to a user or a group.'],
  restSend: ['sendMessage', 'Send a message as an administrator', '/restapi/apis/messageManagement/sendMessage', 'restapi', 'Sends a message from the server.'],
  afterHook: ['After a one-to-one message is sent', '', '/restapi/webhooks/msg/sendSingleMsgAfter', 'restapi', 'Called after a message is sent to a user.'],
  overview: ['Messages', '', '/sdks/api/message/overview', 'sdks', 'Send, receive, recall and search messages.'],
  revoke: ['revokeMessage', 'Recall a message', '/sdks/api/message/revokeMessage', 'sdks', 'Withdraws a message already sent.'],
  joined: ['onGroupMemberAdded', 'Member joined a group', '/sdks/callback/group/onGroupMemberAdded', 'sdks', 'Fires when a member joins.'],
  role: ['roleLevel', 'Group member role', '/sdks/enum/roleLevel', 'sdks', 'The role of a member in a group.'],
  setMember: ['setGroupMemberInfo', 'Change a member', '/sdks/api/group/setGroupMemberInfo', 'sdks', 'Changes the role level and nickname of a group member.'],
  zhUnread: ['getTotalUnreadMsgCount', '未读总数', '/zh-Hans/sdks/api/conversation/getTotalUnreadMsgCount', 'sdks', '返回所有会话的未读消息数之和。'],
  zhRead: ['groupMsgRead', '群消息已读之后', '/zh-Hans/restapi/webhooks/group/groupMsgRead', 'restapi', '成员读了群消息后调用，读取数量会更新。'],
  zhHook: ['发送单聊消息之前', '', '/zh-Hans/restapi/webhooks/msg/sendSingleMsgBefore', 'restapi', '单聊消息发送之前调用你的服务。'],
  zhSend: ['sendMessage', '发送消息', '/zh-Hans/sdks/api/message/sendMessage', 'sdks', '发送一条消息。'],
};

test('stem: inflections stripped before the five-letter cut, on query and name alike', () => {
  assert.equal(stem('recalled'), stem('recall'));
  assert.equal(stem('joined'), 'join');
  assert.equal(stem('goes'), 'go');
  assert.equal(stem('replies'), stem('reply'));
  assert.equal(stem('sending'), 'send');
  assert.equal(stem('messages'), stem('message'));
  assert.equal(stem('status'), 'statu');
});

test('fieldTerms: filler and stop words out, Chinese kept as runs, section words left to the intent', () => {
  assert.deepEqual(fieldTerms('I want to send a message via the REST api'), { latin: ['send', 'messa'], han: [], words: ['send', 'message'] });
  assert.deepEqual(fieldTerms('怎么获取未读数'), { latin: [], han: ['获取未读数'], words: [] });
});

test('fieldTerms / coverageTerms: a one-character stop word goes only where it stands alone, never out of a word (会话, 没有)', () => {
  assert.deepEqual(fieldTerms('把会话置顶').han, ['会话置顶']);
  assert.deepEqual(fieldTerms('没有权限').han, ['没有权限']);
  assert.deepEqual(fieldTerms('有哪些回调').han, ['回调']);
  assert.deepEqual(fieldTerms('是不是要先登录').han, ['先登录']);
  assert.deepEqual(fieldTerms('status 0 和 1 分别代表啥').han, ['代表']);
  assert.deepEqual(coverageTerms('会话列表'), ['会', '话', '列', '表']);
});

test('splitHumps: camelCase and acronym humps split; a lone lower-case letter before an acronym stays (iOS, gRPC)', () => {
  assert.equal(splitHumps('autoSetPorts getSDKVersion XMLHttpRequest'), 'auto Set Ports get SDK Version XML Http Request');
  assert.equal(splitHumps('iOS gRPC iOSPushSound'), 'iOS gRPC iOS Push Sound');
  // A plural acronym and a lower-case letter before a capitalised word: as before.
  assert.equal(splitHumps('getURLs cEventType'), 'get URLs c Event Type');
  assert.deepEqual(fieldTerms('iOS 推送角标').latin, ['ios']);
  // 的是 is one word to the segmenter, made of two stop words.
  assert.deepEqual(fieldTerms('会话接口读的是本地数据库吗').han, ['会话', '读', '本地数据库']);
});

test('hanIn: a run counts in full where the field holds it together, a lone character half', () => {
  assert.equal(hanIn('回调', '消息回调'), 1);
  assert.equal(hanIn('回调', '回复 调用'), 0.5);
  assert.equal(hanIn('未读数', '未读总数'), (2 + 0.5) / 3);
  assert.equal(hanIn('鸭嘴兽', '消息'), 0);
});

test('hanIn: bounded by the field’s pairs of characters, the same share as looking for every piece', () => {
  const fields = ['消息回调 回复 调用', '群成员 踢出群聊 群主', '未读总数 会话未读数', '', '发送消息之前的回调 发送 消息'];
  const runs = ['发送消息之前回调', '群主把人踢出群聊', '未读数', '回调用', '调用回复', '鸭嘴兽', '消息消息', '群群主'];
  for (const field of fields) for (const run of runs) assert.equal(hanIn(run, field, hanIndex(field)), hanIn(run, field), `${run} in ${field}`);
  assert.deepEqual([...hanIndex('回调 调用').pairs].sort(), ['回调', '调用'], 'no pair across a gap');
});

test('fieldCoverage: the name counts more than the opening; an inflected query word matches the name', () => {
  const t = fieldTerms('member joined');
  assert.equal(fieldCoverage(t, 'joined', NAMES.joined), 1);
  assert.ok(fieldCoverage(fieldTerms('recalled message'), 'revoke', NAMES.revoke) === 1, 'recalled ~ Recall');
  const lead = fieldCoverage(fieldTerms('withdraws'), 'revoke', NAMES.revoke);
  assert.ok(lead > 0 && lead < 1, `a word of the opening counts less (${lead})`);
});

test('fieldCoverage: an identifier typed as one word matches the name that holds it in camelCase or snake_case', () => {
  // A reader copies `onGroupMemberAdded` as one lower-case word, or types it with its humps.
  assert.equal(fieldCoverage(fieldTerms('ongroupmemberadded'), 'joined', NAMES.joined), 1);
  assert.equal(fieldCoverage(fieldTerms('groupMemberAdded callback'), 'joined', NAMES.joined) > 0.5, true);
  assert.deepEqual(fieldTerms('autoSetPorts option').latin, ['auto', 'set', 'port', 'optio']);
  const snake: PageNames[string] = ['get_user_token', '', '/restapi/apis/auth/getUserToken', 'restapi', ''];
  assert.equal(fieldCoverage(fieldTerms('getusertoken'), 'snake', snake), 1);
  // A word no identifier begins with still misses.
  assert.equal(fieldCoverage(fieldTerms('ongroupmemberremoved'), 'joined', NAMES.joined), 0);
});

test("rankWithFields: a synonym's pages in the part of the reference the query points to come first", () => {
  const ranked = [{ id: 'send', score: 1 }];
  const order = (q: string) => rankWithFields(NAMES, ranked, q, [], ['send', 'restSend']).map((r) => r.id);
  assert.deepEqual(order('send a message').slice(0, 2), ['send', 'restSend'], "the group's order");
  assert.deepEqual(order('REST send a message').slice(0, 2), ['restSend', 'send']);
});

test('queryIntent: section words point to their section; overviews only when named', () => {
  assert.deepEqual(queryIntent('发送消息之前回调').prefer, ['/webhooks/']);
  assert.deepEqual(queryIntent('群被解散了 收到什么回调').prefer, ['/webhooks/', '/sdks/callback/', '/sdks/listener/'], '回调 alone: either');
  assert.ok(queryIntent('REST send message').prefer.includes('/restapi/'));
  assert.ok(queryIntent('send a message from my backend').prefer.includes('/restapi/'));
  assert.ok(queryIntent('后端 发消息').prefer.includes('/restapi/'));
  assert.deepEqual(queryIntent('go version needed to compile the server').prefer, []);
  assert.deepEqual(queryIntent('message type enum').prefer, ['/sdks/enum/']);
  assert.equal(queryIntent('messages overview').overview, true);
  assert.equal(queryIntent('消息概览').overview, true);
  assert.equal(queryIntent('send message').overview, false);
  assert.equal(queryIntent('which group webhooks exist').overview, true);
  assert.equal(queryIntent('all user callbacks').overview, true);
  assert.equal(queryIntent('mark all as read').overview, false);
  assert.ok(queryIntent('sdk error code list').prefer.includes('/sdks/'));
  assert.ok(!queryIntent('rest error code list').prefer.includes('/sdks/'));
  for (const server of ['/group/create_group', 'subscribe_users_status returns an empty list', 'server endpoints for push tokens', '后台建群'])
    assert.ok(queryIntent(server).prefer.includes('/restapi/'), server);
  for (const event of [
    'tell the user their friend request was declined',
    'member count after somebody new arrives',
    '好友申请被同意后',
    '有人给我发了第一条消息',
  ])
    assert.ok(queryIntent(event).prefer.includes('/sdks/callback/'), event);
  assert.deepEqual(queryIntent('decline a friend request').prefer, [], 'the reader acting: no event');
  for (const app of ['app在后台时来了消息', 'sendMessage', '切到后台收不到消息']) assert.ok(!queryIntent(app).prefer.includes('/restapi/'), app);
});

test('rankByFields: without a word pointing to the server, the SDK function comes just above its REST twin', () => {
  // One locale's pages; Pagefind's order puts the REST operation first and the webhook between them.
  const en = Object.fromEntries(Object.entries(NAMES).filter(([, p]) => !p[2].startsWith('/zh-Hans/')));
  const order = rankByFields(en, ['restSend', 'afterHook', 'send'], 'send a message');
  assert.deepEqual(order.slice(0, 2), ['send', 'restSend']);
  assert.equal(rankByFields(en, ['restSend', 'afterHook', 'send'], 'send a message from my backend')[0], 'restSend', 'the server asked for');
  assert.deepEqual(rankByFields(en, ['overview', 'revoke'], 'messages overview').slice(0, 2), ['overview', 'revoke'], 'an overview has no twin to yield to');
});

test('rankByFields: the page whose fields hold the query beats pages Pagefind ranked first for repeating the words', () => {
  // Pagefind's order: the webhook and the overview repeat "send" and "message".
  const order = rankByFields(NAMES, ['afterHook', 'overview', 'restSend', 'send'], 'send a message');
  assert.deepEqual(order.slice(0, 2).sort(), ['restSend', 'send']);
  assert.ok(order.indexOf('overview') > order.indexOf('restSend'), 'the overview steps back unless named');
  assert.equal(rankByFields(NAMES, ['send', 'overview'], 'messages overview')[0], 'overview');
});

test('rankByFields: the section a query names wins among pages that hold its words', () => {
  assert.equal(rankByFields(NAMES, ['send', 'restSend'], 'REST send message')[0], 'restSend');
  assert.equal(rankByFields(NAMES, ['zhSend', 'zhHook'], '发送消息之前回调')[0], 'zhHook');
  assert.equal(rankByFields(NAMES, ['zhHook', 'zhSend'], '发送消息')[0], 'zhSend');
});

test('rankByFields: a page whose name holds the query joins the results even when Pagefind missed it', () => {
  const order = rankByFields(NAMES, ['zhRead'], '未读总数');
  assert.equal(order[0], 'zhUnread');
  assert.equal(rankByFields(NAMES, ['setMember'], 'group member role')[0], 'role');
  // Nonsense with one real word does not bring pages in.
  assert.deepEqual(rankByFields(NAMES, [], 'qqzz 消息'), []);
  assert.deepEqual(rankByFields(NAMES, [], '鸭嘴兽飞船'), []);
});

test('rankWithFields: the synonym group pages come first, loaded by id when Pagefind did not return them', async () => {
  const found = [fromNames(NAMES, 'afterHook')];
  const order = rankWithFields(NAMES, found, 'withdraw', [], ['revoke']);
  assert.equal(order[0].id, 'revoke');
  const data = await (order[0] as ReturnType<typeof fromNames>).data();
  assert.equal(data.url, '/sdks/api/message/revokeMessage');
  assert.equal(data.meta.task, 'Recall a message');
  assert.ok(
    order.some((r) => r.id === 'afterHook'),
    'what Pagefind found stays',
  );
});

test('pageLead: the opening after the title and task name, cut at a sentence within the limit', () => {
  assert.equal(pageLead('sendMessage. Send a message. Sends one message.', 'sendMessage', 'Send a message'), 'Sends one message.');
  assert.equal(pageLead('发送\u200b消息. \u200b发送\u200b一条\u200b消息。', '发送消息'), '发送一条消息。');
  const long = `T. ${'Word one two. '.repeat(30)}`;
  const lead = pageLead(long, 'T');
  assert.ok(lead.length <= 160 && lead.endsWith('.'), lead);
});

/** Pages where "message" is everywhere and "typing" in one name: IDF tells the informative word. */
const MANY: PageNames = {
  ...NAMES,
  typing: ['getInputStates', "Get a user's typing status", '/sdks/api/conversation/getInputStates', 'sdks', 'Returns the platforms on which a user is typing.'],
  hide: ['hideAllConversations', 'Hide all conversations', '/sdks/api/conversation/hideAllConversations', 'sdks', 'Hides every conversation of the user.'],
  local: [
    'deleteMessageFromLocalStorage',
    'Delete a message on this device',
    '/sdks/api/message/deleteMessageFromLocalStorage',
    'sdks',
    'Deletes a message from this device only.',
  ],
  zhLocal: ['deleteMessageFromLocalStorage', '删除本机消息', '/zh-Hans/sdks/api/message/deleteMessageFromLocalStorage', 'sdks', '只从本机删除一条消息。'],
};

test("weightedTerms: a word no page's fields hold is told apart from the known ones and weighs their mean", () => {
  assert.ok(docFreq(MANY, stem('message'), false) > docFreq(MANY, stem('typing'), false));
  assert.equal(docFreq(MANY, 'moment', false), 0);
  assert.ok(idf(0, 10) > idf(5, 10));
  // "other" and "moment" are in no page's fields: known false, weighing the mean of "user" and "typing".
  const q = weightedTerms(MANY, fieldTerms('is the other user typing at this moment'));
  assert.deepEqual(
    q.filter((t) => t.known).map((t) => t.term),
    [stem('user'), stem('typing')],
  );
  const [user, typ] = q.filter((t) => t.known).map((t) => t.w);
  assert.ok(q.filter((t) => !t.known).every((t) => Math.abs(t.w - (user + typ) / 2) < 1e-9));
  // Nonsense beside a known word still covers half: it brings no page in.
  assert.equal(fieldCoverage(weightedTerms(MANY, fieldTerms('qqzz message')), 'send', MANY.send), 0.5);
});

test('rankByFields: a long question brings in the page holding its informative words, noise words left out', () => {
  // Pagefind finds nothing for the whole question (no page holds "moment"); the old coverage (1 of 4 words) kept the page out.
  assert.equal(rankByFields(MANY, [], 'is the other user typing at this moment')[0], 'typing');
  assert.equal(rankByFields(MANY, [], 'hide every chat conversation from the list at once')[0], 'hide');
});

test('prepareFields: the pages matched ahead (while Pagefind searches) are ordered as when matched on demand', () => {
  const copy = (): typeof NAMES => JSON.parse(JSON.stringify(NAMES));
  for (const [query, ids, alternatives] of [
    ['send a message', ['restSend', 'afterHook', 'send'], []],
    ['消息回调', ['afterHook', 'send'], ['消息 通知']],
    ['silence a spammer', [], []],
  ] as [string, string[], string[]][]) {
    const ahead = copy();
    prepareFields(ahead, query, alternatives);
    assert.deepEqual(rankByFields(ahead, ids, query, alternatives), rankByFields(copy(), ids, query, alternatives), query);
  }
});

test('hanIn: the same share for a run met again (its pieces kept between calls)', () => {
  const field = '撤回消息 消息回调';
  const first = hanIn('撤回消息回调', field, hanIndex(field));
  assert.equal(hanIn('撤回消息回调', field, hanIndex(field)), first);
  assert.equal(first, 1);
  assert.equal(hanIn('撤回群消息', field, hanIndex(field)), 4 / 5);
  assert.equal(hanIn('回撤', field, hanIndex(field)), 0.5, 'both characters apart: half each');
});

test('preparePagesWhenIdle: the pages are prepared a slice per idle period, and nothing happens without requestIdleCallback', () => {
  const g = globalThis as { requestIdleCallback?: (cb: (d: { timeRemaining(): number }) => void) => number };
  assert.equal(g.requestIdleCallback, undefined);
  preparePagesWhenIdle(NAMES); // Node: no idle callback, the first query prepares them
  const queue: ((d: { timeRemaining(): number }) => void)[] = [];
  g.requestIdleCallback = (cb) => queue.push(cb);
  try {
    const pages = Object.keys(NAMES).length;
    preparePagesWhenIdle(NAMES);
    let periods = 0;
    while (queue.length) {
      periods++;
      let budget = 3; // each idle period lets two pages through (timeRemaining() > 1)
      queue.shift()!({ timeRemaining: () => budget-- });
    }
    assert.equal(periods, Math.ceil(pages / 2), 'two pages per idle period, every page once');
    // The prepared fields are the ones the ranking reads: same order as without preparation.
    assert.deepEqual(
      rankByFields(NAMES, ['restSend', 'afterHook', 'send'], 'send a message'),
      rankByFields(JSON.parse(JSON.stringify(NAMES)), ['restSend', 'afterHook', 'send'], 'send a message'),
    );
  } finally {
    delete g.requestIdleCallback;
  }
});
