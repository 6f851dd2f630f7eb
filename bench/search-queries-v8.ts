/**
 * Issue 30, eighth held-out set (`heldOut: 'v8'`): written (expectations included, every expected page checked to exist in
 * both locales of the built site) and committed before any of its results were seen, while v1-v7 are tuning material;
 * nothing may be tuned on it. Written from the reader's side before knowing names: tasks, questions, symptoms and error
 * situations, colloquial Chinese written on its own (not translated from the English rows), a few identifiers copied
 * from code, configs and logs. About two thirds ask about the reference sections (SDK functions, listeners, classes,
 * enums; REST operations, webhooks, error codes), the rest about guides, deployment and the FAQ. Queries whose wording
 * matches an earlier set's (in either locale) were left out. Smaller than planned: written under a short deadline.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, ENUM, G, S, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v8');
const zh = queryMaker('zh-Hans', 'v8');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';

export const V8_QUERIES: BenchQuery[] = [
  // English: SDK functions.
  en('concept', 'how many friend requests are waiting for me', [`${SDK}/relation/getFriendApplicationUnhandledCount`]),
  en('concept', 'is this user already in my contacts', [`${SDK}/relation/checkFriend`]),
  en('concept', 'hand the group over to another member before I leave', [`${SDK}/group/transferGroupOwner`, `${REST}/groupManagement/transferGroup`]),
  en('concept', 'silence everyone in a group except admins', [`${SDK}/group/changeGroupMute`, `${REST}/groupManagement/muteGroup`]),
  en('concept', 'save what the user typed but did not send', [`${SDK}/conversation/setConversationDraft`]),
  en('concept', 'show "typing…" to the other side', [`${SDK}/conversation/changeInputStates`]),
  en('concept', 'send the current map position', [`${SDK}/message/createLocationMessage`]),
  en('concept', 'share a contact card in chat', [`${SDK}/message/createCardMessage`]),
  en('concept', 'forward several messages bundled as one chat record', [`${SDK}/message/createMergerMessage`]),
  en('concept', 'wipe a chat history on this device and on the server', [`${SDK}/conversation/clearConversationAndDeleteAllMsg`]),
  en('concept', 'tell the sdk the app went to background', [`${SDK}/initialization/setAppBackgroundStatus`]),
  en('identifier', 'getLoginStatus', [`${SDK}/initialization/getLoginStatus`]),
  en('concept', 'load older messages when scrolling up', [`${SDK}/message/getAdvancedHistoryMessageList`]),
  en('concept', 'full text search in local chat messages', [`${SDK}/message/searchLocalMessages`]),
  // English: listeners, callbacks.
  en('concept', 'progress bar while an image message uploads', [`${CB}/message/onProgress`]),
  en('concept', 'user got logged out because they signed in on another phone', [`${CB}/connection/onKickedOffline`]),
  en('concept', 'refresh chat list when a new conversation appears', [`${CB}/conversation/onNewConversation`]),
  en('concept', 'someone accepted my friend request, what event fires', [`${CB}/friend/onFriendApplicationAccepted`]),
  en('concept', 'group was dismissed by the owner, notify members', [`${CB}/group/onGroupDismissed`]),
  // English: enums.
  en('concept', 'values of member role owner admin ordinary', [`${ENUM}/roleLevel`]),
  en('concept', 'platform id numbers ios android web', [`${ENUM}/platform`]),
  en('concept', 'receive but do not notify option values', [`${ENUM}/recvMsgOpt`]),
  en('concept', 'message content type numbers list', [`${ENUM}/messageContentType`]),
  // English: REST operations and webhooks.
  en('concept', 'register users from my backend', [`${REST}/userManagement/userRegister`]),
  en('concept', 'kick a user off all devices from the server', [`${REST}/authenticationManagement/forceLogout`]),
  en('concept', 'get a token for the admin account', [`${REST}/authenticationManagement/getAdminToken`]),
  en('concept', 'daily new registrations count', [`${REST}/statistics/getUserRegisterCount`]),
  en('concept', 'system notification to a user from the backend', [`${REST}/messageManagement/send_business_notification`]),
  en('concept', 'reject a message before it is stored, e.g. banned words', [`${WH}/msg/sendSingleMsgBefore`, `${WH}/group/sendGroupMsgBefore`]),
  en('concept', 'my server should know when a user goes online', [`${WH}/user/userOnline`]),
  en('concept', 'all group webhooks', [`${WH}/group/overview`]),
  en('concept', 'change push title before offline push is sent', [`${WH}/push/offlinePushBefore`]),
  // English: symptoms and errors.
  en('concept', 'token expired error after a day', [`${CB}/connection/onUserTokenExpired`, `${ERR}`]),
  en('concept', 'errCode 1004 record not found', [`${ERR}`]),
  en('concept', 'sdk error code list', [`${SERR}`]),
  // English: guides.
  en('concept', 'put openim behind nginx with https', [`${G}/nginxDomainConfig`]),
  en('concept', 'run on arm servers', [`${G}/arm`]),
  en('concept', 'server cannot reach the internet, offline install', [`${G}/internalDeployment`]),
  en('concept', 'move files from minio to another storage', [`${S}/s3convert`]),
  en('concept', 'filter swear words in chats', [`${S}/sensitiveInfoFilter`]),

  // Chinese: SDK functions.
  zh('concept', '好友申请还有几条没处理', [`${SDK}/relation/getFriendApplicationUnhandledCount`]),
  zh('concept', '判断对方是不是我好友', [`${SDK}/relation/checkFriend`]),
  zh('concept', '群主退群前把群转给别人', [`${SDK}/group/transferGroupOwner`, `${REST}/groupManagement/transferGroup`]),
  zh('concept', '全员禁言怎么开', [`${SDK}/group/changeGroupMute`, `${REST}/groupManagement/muteGroup`]),
  zh('concept', '草稿保存', [`${SDK}/conversation/setConversationDraft`]),
  zh('concept', '对方正在输入中 提示', [`${SDK}/conversation/changeInputStates`, `${CB}/conversation/onConversationUserInputStatusChanged`]),
  zh('concept', '发个位置给对方', [`${SDK}/message/createLocationMessage`]),
  zh('concept', '发送名片', [`${SDK}/message/createCardMessage`]),
  zh('concept', '合并转发聊天记录', [`${SDK}/message/createMergerMessage`]),
  zh('concept', '清空聊天记录 服务器也删', [`${SDK}/conversation/clearConversationAndDeleteAllMsg`]),
  zh('concept', 'app切后台要通知sdk吗', [`${SDK}/initialization/setAppBackgroundStatus`]),
  zh('concept', '上拉加载更早的历史消息', [`${SDK}/message/getAdvancedHistoryMessageList`]),
  zh('concept', '本地搜索聊天内容', [`${SDK}/message/searchLocalMessages`]),
  zh('concept', '踢人出群', [`${SDK}/group/kickGroupMember`, `${REST}/groupManagement/kickGroup`]),
  // Chinese: callbacks.
  zh('concept', '图片上传进度', [`${CB}/message/onProgress`]),
  zh('concept', '账号在别的手机登录被挤下线', [`${CB}/connection/onKickedOffline`]),
  zh('concept', '会话列表里冒出一个新会话 监听哪个', [`${CB}/conversation/onNewConversation`]),
  zh('concept', '对方通过了我的好友申请 回调', [`${CB}/friend/onFriendApplicationAccepted`]),
  zh('concept', '群被解散了怎么知道', [`${CB}/group/onGroupDismissed`]),
  // Chinese: enums.
  zh('concept', '群主 管理员 普通成员 对应的值', [`${ENUM}/roleLevel`]),
  zh('concept', '平台号 安卓 苹果 网页', [`${ENUM}/platform`]),
  zh('concept', '接收消息但不提醒', [`${ENUM}/recvMsgOpt`]),
  zh('concept', '有哪些消息类型', [`${ENUM}/messageContentType`]),
  // Chinese: REST and webhooks.
  zh('concept', '后台批量注册用户', [`${REST}/userManagement/userRegister`]),
  zh('concept', '服务端强制用户下线', [`${REST}/authenticationManagement/forceLogout`]),
  zh('concept', '拿admin的token去调接口', [`${REST}/authenticationManagement/getAdminToken`]),
  zh('concept', '每天新注册用户数统计', [`${REST}/statistics/getUserRegisterCount`]),
  zh('concept', '发消息前拦截违禁词', [`${WH}/msg/sendSingleMsgBefore`, `${WH}/group/sendGroupMsgBefore`]),
  zh('concept', '我们后端想知道谁上线了', [`${WH}/user/userOnline`]),
  zh('concept', '群相关的回调有哪些', [`${WH}/group/overview`]),
  zh('concept', '离线推送前改推送内容', [`${WH}/push/offlinePushBefore`]),
  // Chinese: symptoms and errors.
  zh('concept', 'token过期了报错', [`${CB}/connection/onUserTokenExpired`, `${ERR}`]),
  zh('concept', '错误码1004是什么意思', [`${ERR}`]),
  zh('concept', 'sdk错误码列表', [`${SERR}`]),
  // Chinese: guides.
  zh('concept', 'nginx配置域名和https', [`${G}/nginxDomainConfig`]),
  zh('concept', 'arm服务器能部署吗', [`${G}/arm`]),
  zh('concept', '内网环境没有外网怎么部署', [`${G}/internalDeployment`]),
  zh('concept', 'minio迁移到别的对象存储', [`${S}/s3convert`]),
  zh('concept', '聊天敏感词过滤', [`${S}/sensitiveInfoFilter`]),
  zh('concept', '群里at所有人', [`${SDK}/message/createTextAtMessage`, `${SDK}/message/getAtAllTag`]),
];
