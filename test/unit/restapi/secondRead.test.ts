/**
 * Mismatches the second read of the server-side pages (REST operations, the REST shared pages, server guides) found
 * against open-im-server v3.8.3-patch.16, one entry each: the statement the pages must now make (on the page and,
 * for an operation, in its OpenAPI text, in both locales) and the earlier wording that contradicted the source,
 * which must not come back.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { restapiSource } from '../../../src/generator/reference/restapi/source.ts';
import type { RestApiData, RestOperation } from '../../../src/shared/restapi/types.ts';
import { repoRoot, silentLogger } from '../../helpers/site.ts';

type Locale = 'en' | 'zh-Hans';
interface Finding {
  /** The operation whose OpenAPI text is checked too; a shared page has none. */
  op?: string;
  /** The server code the statement rests on. */
  source: string;
  /** The operation's page, relative to content/ (and to i18n/zh-Hans/). */
  page: string;
  /** Per locale: what the operation text and the page must both say, and the old wording that must be gone. */
  says: Record<Locale, RegExp>;
  not?: Record<Locale, RegExp>;
  /** Where `says` must hold: the operation's OpenAPI text and the page (default), or the page only. */
  pageOnly?: true;
  /** Error codes the operation must list (`x-error-codes`). */
  codes?: number[];
}

const FINDINGS: Finding[] = [
  {
    op: 'dismissGroup',
    // DismissGroup: GroupDismissedNotification is only called inside `if !req.DeleteMember`.
    source: 'internal/rpc/group/group.go DismissGroup',
    page: 'restapi/apis/groupManagement/dismissGroup.mdx',
    says: { en: /`deleteMember[^.]*no notification/, 'zh-Hans': /deleteMember[^。]*不发送[^。]*通知/ },
    not: {
      en: /dismissed \(status 2\) and notifies the members;|Members are told through a group notification/,
      'zh-Hans': /（状态 2）并通知成员；|成员会收到群通知，此后/,
    },
  },
  {
    op: 'cancelMuteGroupMember',
    // CancelMuteGroupMember: a target with RoleLevel GroupOwner is refused (1002) for every caller that is not an app manager.
    source: 'internal/rpc/group/group.go CancelMuteGroupMember',
    page: 'restapi/apis/groupManagement/cancelMuteGroupMember.mdx',
    says: { en: /owner can unmute administrators and ordinary members/, 'zh-Hans': /群主可以为?解?除?群管理员和普通成员/ },
    not: { en: /owner can unmute anyone/, 'zh-Hans': /群主可以(为任何人解除|解除任何人)/ },
  },
  {
    op: 'setGroupMemberInfo',
    // SetGroupMemberInfo: every role may change its own entry; raising one's own role is 1002, the owner's own roleLevel 1001.
    source: 'internal/rpc/group/group.go SetGroupMemberInfo',
    page: 'restapi/apis/groupManagement/setGroupMemberInfo.mdx',
    says: { en: /(every|any) member may change their own record/, 'zh-Hans': /(每个|任何)成员都可以修改自己的记录/ },
    not: { en: /needs a role that outranks the target|caller must outrank the member/, 'zh-Hans': /调用者的角色必须高于/ },
  },
  {
    op: 'getSpecifiedUserGroupRequestInfo',
    // group_request has a unique (group_id, user_id) index and groupDatabase.CreateGroupRequest deletes the pair first.
    source: 'pkg/common/storage/controller/group.go CreateGroupRequest',
    page: 'restapi/apis/groupManagement/getSpecifiedUserGroupRequestInfo.mdx',
    says: { en: /at most one/, 'zh-Hans': /最多(只含|只有)一项/ },
    not: { en: /applied more than once|may hold several items/, 'zh-Hans': /申请过多次|可能有多条/ },
  },
  {
    op: 'getGroupAbstractInfo',
    // GetGroupAbstractInfo: duplicates are ErrArgs; a group FindGroup does not return, or one without members, is ErrGroupIDNotFound.
    source: 'internal/rpc/group/group.go GetGroupAbstractInfo',
    page: 'restapi/apis/groupManagement/getGroupAbstractInfo.mdx',
    says: { en: /repeated ID[^.]*`1001`[\s\S]*`1201`/, 'zh-Hans': /重复 ID[^。]*`1001`[\s\S]*`1201`/ },
    pageOnly: true,
    codes: [1201],
  },
  {
    op: 'markConversationAsRead',
    // MarkConversationAsRead: only SingleChatType marks seqs and notifies the peer; group and notification conversations
    // send the receipt from the user to the user. GetConversation of a missing record is ErrRecordNotFound.
    source: 'internal/rpc/msg/as_read.go MarkConversationAsRead',
    page: 'restapi/apis/messageManagement/markConversationAsRead.mdx',
    says: { en: /group or notification conversation `seqs` is ignored[\s\S]*1004/, 'zh-Hans': /群聊和通知会话中?会忽略 `seqs`[\s\S]*1004/ },
    not: { en: /required by the schema|then notifies the other party/, 'zh-Hans': /schema 要求传该字段|然后通知对方/ },
    codes: [1004],
  },
  {
    op: 'checkMsgIsSendSuccess',
    // Only internal/api/msg.go SendMessage calls SetSendMsgStatus (MsgSendSuccessed, after a successful send); the
    // Redis key lives 24 h (pkg/common/storage/cache/redis/msg.go). Nothing stores MsgIsSending or MsgSendFailed.
    source: 'internal/api/msg.go SendMessage',
    page: 'restapi/apis/messageManagement/checkMsgIsSendSuccess.mdx',
    says: { en: /only (after )?a successful `\/msg\/send_msg`/, 'zh-Hans': /只(有成功的|在) `\/msg\/send_msg`/ },
    not: { en: /1 still sending|Retry on 0 or 3/, 'zh-Hans': /1 发送中，2 已发送|为 0 或 3 时重试/ },
  },
  {
    op: 'revokeMessage',
    // RevokeMsg: a group owner may revoke any message; an administrator only when the sender is an ordinary member.
    source: 'internal/rpc/msg/revoke.go RevokeMsg',
    page: 'restapi/apis/messageManagement/revokeMessage.mdx',
    says: { en: /owner (for )?\(?any message/, 'zh-Hans': /群主（任何消息|可撤回任何消息的群主/ },
  },
  {
    // authDatabase.checkToken: DefalutNotKick keeps MaxNumOneEnd tokens per platform and kicks the oldest beyond; no
    // other policy reads MaxNumOneEnd. CreateToken runs it when a token is issued.
    source: 'pkg/common/storage/controller/auth.go checkToken',
    page: 'restapi/commonConfigs.mdx',
    says: { en: /Used by policy `0` only/, 'zh-Hans': /只在策略 `0` 下生效/ },
    not: { en: /kicks nobody|sessions the multi-login policy keeps for one user/, 'zh-Hans': /不踢任何人|为单个用户保留的会话数量上限/ },
  },
  {
    source: 'pkg/common/storage/controller/auth.go checkToken',
    page: 'guides/gettingStarted/faq.mdx',
    says: {
      en: /Policy 0 lets every platform stay online but keeps at most `maxNumOneEnd`/,
      'zh-Hans': /策略 0 允许所有平台同时在线，但每个平台最多保留 `maxNumOneEnd`/,
    },
    not: { en: /0 \(no kicking\)|caps sessions per terminal class/, 'zh-Hans': /0（不踢人）|限制每类终端的会话数量/ },
  },
  {
    // ImportFriends: CheckUser(owner + friends) compares the users found (one per distinct ID) with the list length
    // (pkg/rpcli/user.go CheckUser), before the self (1301) and duplicate (1001) checks.
    source: 'internal/rpc/relation/friend.go ImportFriends',
    page: 'guides/solution/migrate.mdx',
    says: { en: /Both mistakes answer 1004/, 'zh-Hans': /这两种错误返回的都是 1004/ },
    not: { en: /must not contain duplicates \(1001\)/, 'zh-Hans': /不能有重复 ID（1001）/ },
  },
  {
    op: 'forceLogout',
    // ForceLogoutReq.Check (protocol auth/auth.go) refuses platformID > AdminPlatformID (10); HarmonyOS is 11.
    source: 'protocol auth/auth.go ForceLogoutReq.Check',
    page: 'restapi/apis/authenticationManagement/forceLogout.mdx',
    says: { en: /HarmonyOS \(`?11`?\)/, 'zh-Hans': /HarmonyOS（`?11`?）/ },
  },
  {
    op: 'getUserToken',
    source: 'pkg/common/storage/controller/auth.go CreateToken',
    page: 'restapi/apis/authenticationManagement/getUserToken.mdx',
    says: { en: /marked as kicked by this call/, 'zh-Hans': /本次调用会把[^。]*旧 token 标记为已踢出/ },
    not: { en: /stay valid until they expire or the multi-login policy ends them/, 'zh-Hans': /旧 token 在过期或被多端登录策略结束之前仍然有效/ },
    pageOnly: true,
  },
  {
    op: 'sendMessage',
    // sendMsgSingleChat: modifyMessageByUserMessageReceiveOpt returns false for NotReceiveMessage (global, or the
    // conversation's option except read receipts), and SendMsg then answers (nil, nil): no MsgToMQ, no after hook.
    source: 'internal/rpc/msg/send.go sendMsgSingleChat, verify.go modifyMessageByUserMessageReceiveOpt',
    page: 'restapi/apis/messageManagement/sendMessage.mdx',
    says: { en: /is dropped without an error/, 'zh-Hans': /都会被丢弃且不报错/ },
    pageOnly: true,
  },
];

async function load(): Promise<Record<Locale, RestApiData>> {
  const loaded = await restapiSource.load({
    siteDir: repoRoot,
    config: { i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'] } } as never,
    locales: ['en', 'zh-Hans'],
    logger: silentLogger(),
    keepThread: true,
  });
  return loaded!.byLocale as Record<Locale, RestApiData>;
}

/** Every text the operation's reference shows: summary, description and the request field descriptions. */
function operationText(op: RestOperation): string {
  const fields = JSON.stringify(op.request ?? {});
  return [op.summary, op.description, fields].join('\n');
}

test('the second read: each fixed statement is on the operation and its page, in both locales, and the old wording is gone', async () => {
  const data = await load();
  const wrong: string[] = [];
  for (const f of FINDINGS) {
    for (const locale of ['en', 'zh-Hans'] as const) {
      const op = f.op ? data[locale].operations[f.op] : undefined;
      assert.ok(!f.op || op, `${f.op} is an operation`);
      const name = f.op ?? f.page;
      const page = fs.readFileSync(path.join(repoRoot, locale === 'en' ? 'content' : 'i18n/zh-Hans', f.page), 'utf8');
      const places: [string, string][] = [['page', page]];
      if (op && !f.pageOnly) places.push(['operation', operationText(op)]);
      for (const [where, text] of places) {
        if (!f.says[locale].test(text)) wrong.push(`${name} (${locale}, ${where}) does not state what ${f.source} does`);
        if (f.not?.[locale].test(text)) wrong.push(`${name} (${locale}, ${where}) keeps the wording ${f.source} contradicts`);
      }
      for (const code of f.codes ?? []) if (!op?.errorCodes.includes(code)) wrong.push(`${name} (${locale}) does not list ${code} (${f.source})`);
    }
  }
  assert.deepEqual(wrong, []);
});
