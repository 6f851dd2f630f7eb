/**
 * Issue 30, tenth held-out set (`heldOut: 'v10'`): written (expectations included, every expected page checked to exist
 * in both locales of the built site) and committed before any of its results were seen, while v1-v9 are tuning
 * material; nothing may be tuned on it. Written blind, from the reader's side: what someone wiring OpenIM into an app
 * or running its server types before knowing the names — tasks, questions, symptoms, error situations, a few words
 * copied from code or logs. The Chinese rows are written on their own, not translated from the English ones. About two
 * thirds ask about the reference sections (SDK functions, callbacks, listeners, classes, enums; REST operations,
 * webhooks, error codes), the rest about guides, deployment and the FAQ. Pages the earlier sets ask about little were
 * preferred, and queries whose wording matches an earlier set's were left out.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, MSG, ENUM, LS, QS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v10');
const zh = queryMaker('zh-Hans', 'v10');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';
const SFAQ = '/sdks/faq';

export const V10_QUERIES: BenchQuery[] = [
  // English: SDK functions and their parameter classes.
  en('concept', 'send a video that is already on our storage together with its cover image', [`${SDK}/message/createVideoMessageByURL`]),
  en('concept', 'new friends screen listing requests other people sent me', [`${SDK}/relation/getFriendApplicationListAsRecipient`]),
  en('concept', 'only show friend requests still waiting for my answer, paged', [
    `${CLS}/getFriendApplicationListAsRecipientReq`,
    `${SDK}/relation/getFriendApplicationListAsRecipient`,
  ]),
  en('concept', 'role and group nickname of a few chosen users in a group', [`${SDK}/group/getSpecifiedGroupMembersInfo`]),
  en('concept', 'update only my avatar and leave the nickname as it is', [`${CLS}/userInfoWithEx`, `${SDK}/user/setSelfInfo`]),
  en('concept', 'start loading history from the newest message, which anchor id to pass', [
    `${CLS}/getAdvancedHistoryMessageListParams`,
    `${SDK}/message/getAdvancedHistoryMessageList`,
  ]),
  en('concept', 'look up messages from several chats at once by conversation and msg ids', [`${CLS}/conversationArgs`, `${SDK}/message/findMessageList`]),
  // English: callbacks, listeners, enums.
  en('concept', 'someone pulled me into a new group, add it to my groups tab', [`${CB}/group/onJoinedGroupAdded`]),
  en('concept', 'contact list should refresh once a new friend is added', [`${CB}/friend/onFriendAdded`]),
  en('concept', 'alert the group admin the moment a join request comes in', [`${CB}/group/onGroupApplicationAdded`]),
  en('concept', 'update the last message preview of a row in the chat list', [`${CB}/conversation/onConversationChanged`]),
  en('concept', 'interface for my own profile changes and watched users going online', [`${LS}/OnUserListener`, `${SDK}/user/setUserListener`]),
  en('concept', 'what do 0 and 1 mean in the user status field', [`${ENUM}/onlineStatus`, `${CLS}/userStatusInfo`]),
  en('concept', 'history view type when the chat is opened from a search hit', [`${ENUM}/viewType`, `${CLS}/getAdvancedHistoryMessageListParams`]),
  // English: REST operations.
  en('concept', "lift one member's mute early from my backend", [`${REST}/groupManagement/cancelMuteGroupMember`]),
  en('concept', 'end the quiet period for a whole group via the api', [`${REST}/groupManagement/cancelMuteGroup`]),
  en('concept', 'server marks a message opened from a push notification as read', [`${REST}/messageManagement/markMsgsAsRead`]),
  en('concept', 'audit all picture messages a user sent yesterday', [`${REST}/messageManagement/searchMsg`]),
  en('concept', 'which groups does this user belong to, asked from the server', [`${REST}/groupManagement/getJoinedGroupList`]),
  en('concept', 'support tool showing friend requests a user has received', [`${REST}/friendsManagement/getRecvApplication`]),
  en('concept', "read a user's favourites of one type from my backend", [`${REST}/userManagement/processUserCommandGet`]),
  // English: webhooks.
  en('concept', 'limit who may create groups with a check on my server', [`${WH}/group/createBefore`]),
  en('concept', 'save every newly created group in our own database', [`${WH}/group/createAfter`]),
  en('concept', 'group avatar changed, tell my backend', [`${WH}/group/setGroupInfoExAfter`, `${WH}/group/setGroupInfoAfter`]),
  en('concept', "server notice after a member's group nickname or role was changed", [`${WH}/group/setMemberInfoAfter`]),
  en('concept', 'which hooks run right before pushes go out', [`${WH}/push/overview`]),
  // English: errors and the SDK FAQ.
  en('concept', 'recalling the same message a second time fails', [`${ERR}`]),
  en('identifier', 'ConnOverMaxNumLimit', [`${ERR}`]),
  en('concept', 'sdk error saying the message was already deleted', [`${SERR}`]),
  en('concept', 'new messages never reach my handler', [`${SFAQ}`, `${SDK}/message/setAdvancedMsgListener`]),
  en('concept', 'token reported invalid right after login although it was just issued', [`${SFAQ}`, `${CB}/connection/onUserTokenInvalid`]),
  en('concept', 'send to a group instead of one person', [`${SFAQ}`, `${SDK}/message/sendMessage`]),
  // English: guides, deployment, FAQ.
  en('concept', 'minimum cpu and ram to run openim', [`${G}/dockerCompose`]),
  en('concept', 'go version needed to compile the server', [`${G}/imSourceCodeDeployment`, `${G}/env-comp`]),
  en('concept', 'can I run two copies of crontask', [`${G}/cluster`]),
  en('concept', 'stream an llm answer into the chat', [`${S}/aiRobot`]),
  en('concept', 'kafka is down, can users still send messages', [`${G}/faultRecovery`, `${G}/faq`]),
  en('concept', 'register two users and send one message with curl to test the install', [`${G}/quickTestServer`]),
  en('concept', 'use an amazon s3 bucket instead of minio', [`${S}/s3`]),
  en('concept', 'upgrade the compose deployment without losing data', [`${S}/migrate`]),
  en('concept', 'what to put in apiAddr and wsAddr after setting up a domain', [`${G}/nginxDomainConfig`]),
  en('concept', 'electron main process and preload setup', [`${QS}/electron`]),
  en('concept', 'hide phone numbers in chat text before it is stored', [`${S}/sensitiveInfoFilter`, `${WH}/msg/msgModify`]),
  en('concept', 'do I need the chat server when my app has its own accounts', [`${S}/chooseProject`, `${I}/product`, `${S}/integrate`]),
  en('concept', 'bind the user id as the jpush alias after login', [`${S}/offlinePush`]),
  en('concept', 'apply a newer 3.8.3 patch, is there a migration step', [`${I}/version`, `${S}/migrate`]),
  en('concept', 'prebuilt web client started by the server compose file', [`${I}/product`]),
  en('concept', 'create user tokens on my app server, not in the mobile app', [`${S}/integrate`]),
  en('concept', 'run the im services on one host and mongodb redis kafka on another', [`${G}/env-comp`]),
  en('concept', 'upgrade a deployment that has no internet access', [`${G}/internalDeployment`]),

  // Chinese: SDK functions and their parameter classes.
  zh('concept', '视频已经传到自己的cdn了 怎么发视频消息', [`${SDK}/message/createVideoMessageByURL`]),
  zh('concept', '用绝对路径发文件', [`${SDK}/message/createFileMessageFromFullPath`]),
  zh('concept', '查某几个人在群里的角色和群昵称', [`${SDK}/group/getSpecifiedGroupMembersInfo`]),
  zh('concept', '按群ID搜群', [`${CLS}/searchGroupsParam`, `${SDK}/group/searchGroups`]),
  zh('concept', '改资料时只传要改的字段 其他不变', [`${CLS}/userInfoWithEx`, `${SDK}/user/setSelfInfo`]),
  zh('concept', '拉历史消息 startClientMsgID 传空是什么意思', [`${CLS}/getAdvancedHistoryMessageListParams`, `${SDK}/message/getAdvancedHistoryMessageList`]),
  zh('concept', '收到的好友申请只看没处理的 分页', [`${CLS}/getFriendApplicationListAsRecipientReq`, `${SDK}/relation/getFriendApplicationListAsRecipient`]),
  zh('concept', '单聊里插一条本地提示 不发给对方', [`${SDK}/message/insertSingleMessageToLocalStorage`]),
  zh('concept', '一次查好几个会话里的指定消息 参数怎么传', [`${CLS}/conversationArgs`, `${SDK}/message/findMessageList`]),
  // Chinese: callbacks, listeners, enums.
  zh('concept', '收到别人加我好友 实时提醒', [`${CB}/friend/onFriendApplicationAdded`]),
  zh('concept', '用户指令在另一端被修改了 怎么收到', [`${CB}/user/onUserCommandUpdate`]),
  zh('concept', '群成员信息变了 比如改了群昵称', [`${CB}/group/onGroupMemberInfoChanged`]),
  zh('concept', '在线状态 status 0 和 1 分别代表啥', [`${ENUM}/onlineStatus`, `${CLS}/userStatusInfo`]),
  zh('concept', '从搜索结果点进聊天 viewType 传什么', [`${ENUM}/viewType`, `${CLS}/getAdvancedHistoryMessageListParams`]),
  // Chinese: REST operations.
  zh('concept', '服务端给某人解除禁言', [`${REST}/groupManagement/cancelMuteGroupMember`]),
  zh('concept', '后台关掉全员禁言', [`${REST}/groupManagement/cancelMuteGroup`]),
  zh('concept', '后台看某个用户收到的好友请求', [`${REST}/friendsManagement/getRecvApplication`]),
  zh('concept', '服务端查某个用户加了哪些群', [`${REST}/groupManagement/getJoinedGroupList`]),
  zh('concept', '按时间查某人发过的消息 做审计', [`${REST}/messageManagement/searchMsg`]),
  zh('concept', '服务端读取用户某一类收藏', [`${REST}/userManagement/processUserCommandGet`]),
  // Chinese: webhooks.
  zh('concept', '建群之前回调 限制谁能建群', [`${WH}/group/createBefore`]),
  zh('concept', '群建好以后通知业务服务器', [`${WH}/group/createAfter`]),
  zh('concept', '群头像改了 回调', [`${WH}/group/setGroupInfoExAfter`, `${WH}/group/setGroupInfoAfter`]),
  zh('concept', '群昵称被改之后服务端回调', [`${WH}/group/setMemberInfoAfter`]),
  zh('concept', '踢人出群以后通知业务后台', [`${WH}/group/kickGroupMember`]),
  // Chinese: errors and the SDK FAQ.
  zh('concept', '同一条消息撤回两次报错', [`${ERR}`]),
  zh('concept', '长连接数超过上限 1601', [`${ERR}`]),
  zh('concept', 'sdk 报 10400 群不存在', [`${SERR}`]),
  zh('identifier', 'ResourceLoadNotCompleteError', [`${SERR}`, `${SFAQ}`]),
  zh('concept', 'onRecvNewMessage 一直不回调 收不到新消息', [`${SFAQ}`, `${SDK}/message/setAdvancedMsgListener`]),
  zh('concept', '刚登录成功就回调token无效', [`${SFAQ}`, `${CB}/connection/onUserTokenInvalid`]),
  // Chinese: guides, deployment, FAQ.
  zh('concept', '服务器最低配置 几核几G', [`${G}/dockerCompose`]),
  zh('concept', '源码编译需要什么go版本', [`${G}/imSourceCodeDeployment`, `${G}/env-comp`]),
  zh('concept', '哪些服务可以多开 crontask能不能多开', [`${G}/cluster`]),
  zh('concept', '机器人回复自己的消息 死循环了', [`${S}/aiRobot`]),
  zh('concept', 'kafka挂了还能发消息吗', [`${G}/faultRecovery`, `${G}/faq`]),
  zh('concept', '装完用curl发一条消息测一下', [`${G}/quickTestServer`]),
  zh('concept', '用亚马逊s3代替minio', [`${S}/s3`]),
  zh('concept', 'docker部署的升级到新版本 数据会不会丢', [`${S}/migrate`]),
  zh('concept', '配了域名以后客户端apiAddr和wsAddr怎么填', [`${G}/nginxDomainConfig`]),
  zh('concept', 'electron 主进程和preload怎么写', [`${QS}/electron`]),
  zh('concept', '消息里的手机号入库前打码', [`${S}/sensitiveInfoFilter`, `${WH}/msg/msgModify`]),
  zh('concept', '已经有自己的登录注册了还要部署chat吗', [`${S}/chooseProject`, `${I}/product`, `${S}/integrate`]),
  zh('concept', 'RN项目怎么集成openim', [`${QS}/reactNative`]),
  zh('concept', '极光推送要把userID设成别名吗', [`${S}/offlinePush`]),
  zh('concept', '3.8.3打补丁版本升级需要迁移数据吗', [`${I}/version`, `${S}/migrate`]),
  zh('concept', 'docker compose自带的web端和后台是哪个镜像', [`${I}/product`]),
  zh('concept', 'token放在自己后端生成还是客户端生成', [`${S}/integrate`]),
  zh('concept', 'mongo redis kafka放另一台机器 im服务单独跑', [`${G}/env-comp`]),
  zh('concept', '内网环境怎么升级openim', [`${G}/internalDeployment`]),
];
