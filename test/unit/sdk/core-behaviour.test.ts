/**
 * The SDK reference's claims about what a call does, checked against openim-sdk-core v3.8.3-patch.14 (and, for who
 * receives a notification, open-im-server v3.8.3-patch.16): the events each device sees, the errors the SDK returns before
 * asking the server, and functions whose result differs from their name. Each case names the source lines it rests on.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../helpers/site.ts';
import { loadSdkCatalogues } from '../../helpers/references.ts';

const loaded = await loadSdkCatalogues(['en', 'zh-Hans']);
const cat = loaded.en;
const zh = loaded['zh-Hans'];
const fn = (name: string) => {
  const f = cat.functions[name];
  assert.ok(f, `no function ${name}`);
  return f;
};
const codes = (name: string) => fn(name).errors.map((e) => e.code);

test('a device that just joined a group gets no onGroupMemberAdded for the members already there', () => {
  // internal/group/api.go CreateGroup → IncrSyncGroupAndMember; with no local version the server answers Full
  // (internal/rpc/incrversion/batch_option.go) and pkg/syncer FullSync batch-inserts without a notice.
  assert.ok(!fn('createGroup').events.includes('onGroupMemberAdded'));
  assert.match(fn('createGroup').description ?? '', /does not\s+fire for the initial members/);
  assert.match(zh.functions.createGroup.description ?? '', /不会触发 `onGroupMemberAdded`/);
});

test('membership changes reach members as onGroupInfoChanged, because the notification carries the new memberCount', () => {
  // server notification.go getGroupInfo counts members after the change; core onlineSyncGroupAndMember passes the group
  // to groupSyncer, whose Update notice is OnGroupInfoChanged (internal/group/group.go).
  for (const name of ['inviteUserToGroup', 'kickGroupMember', 'quitGroup', 'joinGroup', 'acceptGroupApplication'])
    assert.ok(fn(name).peerEvents.includes('onGroupInfoChanged'), `${name}: onGroupInfoChanged on members' devices`);
  assert.match(cat.events.onGroupInfoChanged.description ?? '', /memberCount/);
});

test('an ordinary member inviting into an approval-only group gets the application on the calling device', () => {
  // server group.go InviteUserToGroup → JoinGroupApplicationNotification, sent to owner, admins, inviter and op user.
  assert.ok(fn('inviteUserToGroup').events.includes('onGroupApplicationAdded'));
});

test("a new nickname or avatar reaches friends' and group members' devices", () => {
  // server user.go NotificationUserInfoUpdate → relation/sync.go FriendInfoUpdatedNotification per friend and
  // group.go NotificationUserInfoUpdate → GroupMemberInfoSetNotification; core relation/notification.go → IncrSyncFriends.
  const peers = fn('setSelfInfo').peerEvents;
  assert.ok(peers.includes('onFriendInfoChanged') && peers.includes('onGroupMemberInfoChanged'), peers.join(', '));
});

test('status calls say what core v3.8.3 really returns and subscribes', () => {
  // internal/interaction/online.go: GetSubscribeUsersStatus passes nil IDs, which short-cuts to an empty list;
  // GetUserStatus (open_im_sdk/online.go) calls SubscribeUsersStatus, which subscribes over the socket.
  assert.match(fn('getSubscribeUsersStatus').summary, /always returns an empty list/);
  assert.match(zh.functions.getSubscribeUsersStatus.summary, /总是返回空列表/);
  assert.ok(fn('getUserStatus').events.includes('onUserStatusChanged'));
});

test('deleting messages reports what the deletion code fires', () => {
  // internal/conversation_msg/delete.go: deleteMessageFromLocal ends with OnMsgDeleted; the delete-all and clear paths
  // send TotalUnreadMessageChanged, which notification.go turns into OnTotalUnreadMessageCountChanged.
  for (const name of ['deleteMessage', 'deleteMessageFromLocalStorage']) assert.ok(fn(name).events.includes('onMsgDeleted'), name);
  for (const name of ['deleteAllMsgFromLocal', 'deleteAllMsgFromLocalAndSvr', 'clearConversationAndDeleteAllMsg', 'deleteConversationAndDeleteAllMsg'])
    assert.ok(fn(name).events.includes('onTotalUnreadMessageCountChanged'), name);
});

test('typingStatusUpdate is one-to-one and only "yes" shows as typing; every sample sends "yes"', () => {
  // conversation.go typingStatusUpdate: empty recvID is ErrArgs, session type is always single chat;
  // entering.go onNewMsg: MsgTips "yes" sets the input state, anything else clears it; filterMessages drops typing messages.
  const f = fn('typingStatusUpdate');
  assert.doesNotMatch(f.params.find((p) => p.name === 'recvID')!.description, /empty for group/);
  assert.doesNotMatch(zh.functions.typingStatusUpdate.params.find((p) => p.name === 'recvID')!.description, /群聊时为空/);
  assert.ok(f.peerEvents.includes('onConversationUserInputStatusChanged'));
  let samples = 0;
  for (const [platform, impl] of Object.entries(f.platforms)) {
    const example = 'example' in impl ? impl.example : undefined;
    if (!example) continue;
    samples++;
    assert.doesNotMatch(example, /["']typing["']/, `${platform}: a msgTip other than "yes" shows nothing on the receiver`);
    assert.match(example, /["']yes["']/, `${platform}: sends "yes"`);
  }
  assert.ok(samples >= 6, `samples: ${samples}`);
});

test('errors the SDK returns before asking the server are listed', () => {
  // api.go sendMessage / sendMessageNotOss: unknown content type → ErrMsgContentTypeNotSupport (10205).
  for (const name of ['sendMessage', 'sendMessageNotOss']) assert.ok(codes(name).includes(10205), name);
  // revoke.go revokeOneMessage returns plain errors, which caller.go reports as UnknownCode (10005).
  assert.ok(codes('revokeMessage').includes(10005));
  // entering.go ChangeInputStates: an empty conversationID is the tools errs.ErrArgs (1001), not 10002.
  assert.ok(codes('changeInputStates').includes(1001));
  // group/api.go SearchGroupMembers reads KeywordList[0] unchecked; the recovered panic is a plain error (10005).
  assert.ok(codes('searchGroupMembers').includes(10005));
  const when = (name: string, code: number) => fn(name).errors.find((e) => e.code === code)?.when ?? '';
  assert.match(when('searchGroups', 10002), /keywordList/);
  assert.match(when('searchFriends', 10002), /keywordList/);
  assert.match(when('insertSingleMessageToLocalStorage', 10002), /recvID or sendID/);
  assert.match(when('sendMessage', 10002), /recvID and groupID/);
});

test('onRecvOfflineNewMessage is the background notification hook, not a sync of offline messages', () => {
  // conversation_msg.go newMessage: OnRecvNewMessage first, then, only if GetBackground() and both receive options are 0,
  // OnRecvOfflineNewMessage for the same message. Server hub_server.go skips the socket only for iOS in the background.
  for (const id of ['onRecvOfflineNewMessage', 'onRecvOfflineNewMessages']) {
    const e = cat.events[id];
    assert.doesNotMatch(`${e.summary} ${e.firedWhen}`, /offline sync|was synced|offline-synced|were synced/, id);
    assert.match(e.firedWhen ?? '', /setAppBackgroundStatus/, id);
    assert.doesNotMatch(`${zh.events[id].summary} ${zh.events[id].firedWhen}`, /离线期间|离线同步/, `zh ${id}`);
  }
  assert.match(fn('setAppBackgroundStatus').description ?? '', /iOS/);
  for (const base of ['content', 'i18n/zh-Hans']) {
    const page = fs.readFileSync(path.join(repoRoot, base, 'sdks/callback/message/onRecvOfflineNewMessage.mdx'), 'utf8');
    assert.match(page, /setAppBackgroundStatus/, base);
  }
});

test('the Web group-application lists say their group filter is ignored, and no Web sample relies on it', () => {
  // @openim/wasm-client-sdk 3.8.3-patch.10 sends `{ groupID: [...] }`; core GetGroupApplicationListAs*Req reads `groupIDs`
  // (pkg/sdk_params_callback/group_sdk_struct.go), and encoding/json drops the unknown key.
  for (const name of ['getGroupApplicationListAsApplicant', 'getGroupApplicationListAsRecipient']) {
    const web = fn(name).platforms.web;
    assert.ok('example' in web && web.example, name);
    assert.doesNotMatch(web.example, /groupID:\s*\[\s*['"]/, `${name}: a Web sample filtering by groupID gets every group`);
    assert.match(('note' in web && web.note) || '', /`groupIDs`/, name);
    const zhWeb = zh.functions[name].platforms.web;
    assert.match(('note' in zhWeb && zhWeb.note) || '', /`groupIDs`/, `zh ${name}`);
  }
});

test('a second login on the same platform kicks the first only with a different token', () => {
  // open-im-server internal/msggateway/ws_server.go multiTerminalLoginChecker: checkSameTokenFunc skips clients with the
  // same token before kicking (policy 1, AllLoginButSameTermKick).
  const pages = [
    ['content/sdks/quickstart/browser.mdx', /different token/],
    ['i18n/zh-Hans/sdks/quickstart/browser.mdx', /不同的 token/],
    ['content/sdks/faq.mdx', /different token/],
    ['i18n/zh-Hans/sdks/faq.mdx', /不同 token/],
  ] as const;
  for (const [rel, re] of pages) assert.match(fs.readFileSync(path.join(repoRoot, rel), 'utf8'), re, rel);
});

test('quickstarts say a token for another platform lets login succeed and ends in onUserTokenInvalid', () => {
  // core open_im_sdk/apicb.go: TokenInvalidError (1502) from the gateway becomes OnUserTokenInvalid; login does not wait
  // for the socket (internal/interaction/long_conn_mgr.go).
  for (const base of ['content', 'i18n/zh-Hans'])
    for (const platform of ['android', 'ios']) {
      const text = fs.readFileSync(path.join(repoRoot, base, `sdks/quickstart/${platform}.mdx`), 'utf8');
      for (const line of text.split('\n').filter((l) => l.includes('1502')))
        assert.match(line, /onUserTokenInvalid/, `${base} ${platform}: ${line.slice(0, 120)}`);
    }
});

test('quickstarts do not promise a connected session when login succeeds', () => {
  // core open_im_sdk/userRelated.go login: opens the database, starts the connection and sync goroutines (u.run), returns.
  for (const base of ['content', 'i18n/zh-Hans'])
    for (const platform of ['android', 'reactNative']) {
      const text = fs.readFileSync(path.join(repoRoot, base, `sdks/quickstart/${platform}.mdx`), 'utf8');
      assert.doesNotMatch(text, /session is (established|up)|会话已建立|在会话建立后/, `${base} ${platform}`);
      assert.match(text, /onConnectSuccess/, `${base} ${platform}`);
    }
});

test('login lists the database failure it reports as 10006', () => {
  // core userRelated.go login: db.NewDataBase failing is ErrSdkInternal ("init database").
  assert.ok(codes('login').includes(10006));
});

test('getOneConversation and the hide calls fire no conversation events', () => {
  // internal/conversation_msg/api.go: GetOneConversation returns an unsaved LocalConversation when none exists;
  // HideConversation / HideAllConversations only reset rows (pkg/db/conversation_model.go) and trigger nothing.
  assert.ok(!fn('getOneConversation').events.includes('onNewConversation'));
  assert.doesNotMatch(fn('getOneConversation').summary, /creating it locally/);
  assert.doesNotMatch(zh.functions.getOneConversation.summary, /在本地创建/);
  for (const name of ['hideConversation', 'hideAllConversations']) assert.deepEqual(fn(name).events, [], name);
  assert.ok(codes('getOneConversation').includes(10400));
});

test('getUsersInfo lists 10100 and setMessageLocalEx its conversation event', () => {
  // pkg/cache/user_cache.go batchFetch: an empty server answer for the uncached IDs is ErrUserIDNotFound (10100).
  assert.ok(codes('getUsersInfo').includes(10100));
  // api.go SetMessageLocalEx: the latest message's copy in the conversation is rewritten, then ConChange.
  assert.ok(fn('setMessageLocalEx').events.includes('onConversationChanged'));
});

test('deleteFriend says the friendship is removed on one side only', () => {
  // server pkg/common/storage/database/mgo/friend.go Delete: owner_user_id = the caller only; core relation/notification.go
  // syncs FriendDeletedNotification only when the caller is FromUserID.
  assert.match(fn('deleteFriend').description ?? '', /Only your side/);
  assert.match(zh.functions.deleteFriend.description ?? '', /只删除你这一侧/);
  assert.deepEqual(fn('deleteFriend').peerEvents, []);
});
