/**
 * Issue 30, ninth held-out set (`heldOut: 'v9'`): written (expectations included, every expected page checked to exist in
 * both locales of the built site) and committed before any of its results were seen, while v1-v8 are tuning material;
 * nothing may be tuned on it. Written from the reader's side: what someone wiring OpenIM into an app or running its
 * server types before knowing the names — tasks, questions, symptoms, a few words copied from code or logs. The Chinese
 * rows are written on their own, not translated from the English ones. About two thirds ask about the reference
 * sections (SDK functions, listeners, classes, enums; REST operations, webhooks, error codes), the rest about guides,
 * deployment and the FAQ. Queries whose wording matches an earlier set's were left out.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, MSG, ENUM, LS, QS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v9');
const zh = queryMaker('zh-Hans', 'v9');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';

export const V9_QUERIES: BenchQuery[] = [
  // English: SDK functions.
  en('concept', 'start a one to one chat with a user id', [`${SDK}/conversation/getOneConversation`]),
  en('concept', 'pin a chat to the top of the list', [`${SDK}/conversation/setConversation`]),
  en('concept', 'mark everything as read', [`${SDK}/conversation/markAllConversationMessageAsRead`]),
  en('concept', 'remove a chat from the list but keep messages', [`${SDK}/conversation/hideConversation`]),
  en('concept', 'find groups by name', [`${SDK}/group/searchGroups`]),
  en('concept', 'who are the admins of this group', [`${SDK}/group/getGroupMemberOwnerAndAdmin`]),
  en('concept', 'change my nickname and avatar', [`${SDK}/user/setSelfInfo`]),
  en('concept', 'see whether my friend is online', [`${SDK}/user/getUserStatus`, `${SDK}/user/subscribeUsersStatus`]),
  en('concept', 'edit the remark of a friend', [`${SDK}/relation/updateFriends`]),
  en('concept', 'say no to someone asking to enter my group', [`${SDK}/group/refuseGroupApplication`]),
  en('concept', 'send a voice clip', [`${SDK}/message/createSoundMessage`, `${SDK}/message/createSoundMessageFromFullPath`]),
  en('concept', 'send an emoji sticker', [`${SDK}/message/createFaceMessage`]),
  en('concept', 'reply to a specific message', [`${SDK}/message/createQuoteMessage`, `${SDK}/message/createAdvancedQuoteMessage`]),
  en('concept', 'remove one message only on this phone', [`${SDK}/message/deleteMessageFromLocalStorage`]),
  en('concept', 'print the version of the im sdk library', [`${SDK}/initialization/getSdkVersion`]),
  en('concept', 'send a picture that is already hosted on a CDN', [`${SDK}/message/createImageMessageByURL`]),
  en('identifier', 'markConversationMessageAsRead', [`${SDK}/conversation/markConversationMessageAsRead`]),
  // English: listeners, callbacks, classes.
  en('concept', 'event when I receive a new chat message', [`${CB}/message/onRecvNewMessage`, `${SDK}/message/setAdvancedMsgListener`]),
  en('concept', 'other side read my message, how do I know', [`${CB}/message/onRecvC2CReadReceipt`]),
  en('concept', 'a message I was shown got recalled', [`${CB}/message/onNewRecvMessageRevoked`]),
  en('concept', 'sync with server finished, hide loading spinner', [`${CB}/sync/onSyncServerFinish`]),
  en('concept', 'listener for being removed from a group', [`${CB}/group/onJoinedGroupDeleted`]),
  en('concept', 'friend changed their profile picture event', [`${CB}/friend/onFriendInfoChanged`]),
  en('concept', 'fields of a message object', [`${CLS}/messageInfo`]),
  en('concept', 'what is in a conversation item', [`${CLS}/conversationInfo`]),
  en('concept', 'options passed to initSDK', [`${CLS}/initConfig`, `${SDK}/initialization/initSDK`]),
  en('concept', 'connection listener interface', [`${LS}/OnConnListener`]),
  // English: enums.
  en('concept', 'session type single chat group chat notification', [`${ENUM}/conversationType`]),
  en('concept', 'message send status sending failed succeeded', [`${ENUM}/messageStatus`]),
  en('concept', 'who can add me as a friend setting', [`${ENUM}/addFriendPermission`]),
  // English: REST operations and webhooks.
  en('concept', 'create a group from the admin backend', [`${REST}/groupManagement/createGroup`]),
  en('concept', 'server side send message to a user', [`${REST}/messageManagement/sendMessage`]),
  en('concept', 'recall a message through the api', [`${REST}/messageManagement/revokeMessage`]),
  en('concept', 'list all registered users', [`${REST}/userManagement/getUserList`, `${REST}/userManagement/getUserIDList`]),
  en('concept', 'add friends for a user without a request', [`${REST}/friendsManagement/importFriend`]),
  en('concept', 'is this user id registered already', [`${REST}/userManagement/checkUserRegistered`]),
  en('concept', 'how many users were active this week', [`${REST}/statistics/getActiveUsers`]),
  en('concept', 'presigned url to upload a file to object storage', [
    `${REST}/objectStorage/initiateMultipartUpload`,
    `${REST}/objectStorage/initiateFormData`,
  ]),
  en('concept', 'my backend decides whether a friend request is allowed', [`${WH}/relationship/addFriendBefore`]),
  en('concept', 'get notified after someone joins a group', [`${WH}/group/joinGroupAfter`]),
  en('concept', 'callback when a user edits their profile', [`${WH}/user/updateUserInfoAfter`]),
  en('concept', 'webhook signature and request format', [`${WH}/introduction`, `${WH}/example`]),
  // English: errors.
  en('concept', 'error 1501 token expired', [`${ERR}`]),
  en('concept', 'operationID header missing', [`${REST}/introduction`, `${ERR}`]),
  // English: guides.
  en('concept', 'which ports does openim use', [`${G}/dockerCompose`, `${G}/faq`, `${G}/imSourceCodeDeployment`]),
  en('concept', 'deploy with helm on kubernetes', [`${G}/k8s-deployment`]),
  en('concept', 'firebase push notifications setup', [`${S}/offlinePush`]),
  en('concept', 'integrate openim into my existing user system', [`${S}/integrate`]),
  en('concept', 'web sdk quick start', [`${QS}/browser`]),
  en('concept', 'what is the difference between openim server and chat', [`${I}/product`, `${S}/chooseProject`]),

  // Chinese: SDK functions.
  zh('concept', '把会话置顶', [`${SDK}/conversation/setConversation`]),
  zh('concept', '一键已读所有会话', [`${SDK}/conversation/markAllConversationMessageAsRead`]),
  zh('concept', '删除会话但保留聊天记录', [`${SDK}/conversation/hideConversation`]),
  zh('concept', '按群名搜索群', [`${SDK}/group/searchGroups`]),
  zh('concept', '查群里的管理员有谁', [`${SDK}/group/getGroupMemberOwnerAndAdmin`]),
  zh('concept', '修改自己的头像昵称', [`${SDK}/user/setSelfInfo`]),
  zh('concept', '看好友在不在线', [`${SDK}/user/getUserStatus`, `${SDK}/user/subscribeUsersStatus`]),
  zh('concept', '给好友设置备注', [`${SDK}/relation/updateFriends`]),
  zh('concept', '拒绝别人入群申请', [`${SDK}/group/refuseGroupApplication`]),
  zh('concept', '发语音消息', [`${SDK}/message/createSoundMessage`, `${SDK}/message/createSoundMessageFromFullPath`]),
  zh('concept', '发表情', [`${SDK}/message/createFaceMessage`]),
  zh('concept', '引用回复某条消息', [`${SDK}/message/createQuoteMessage`, `${SDK}/message/createAdvancedQuoteMessage`]),
  zh('concept', '只删本地的一条消息', [`${SDK}/message/deleteMessageFromLocalStorage`]),
  zh('concept', '查看当前im sdk的版本', [`${SDK}/initialization/getSdkVersion`]),
  zh('concept', '发网络图片 已经有url了', [`${SDK}/message/createImageMessageByURL`]),
  zh('concept', '获取和某人的单聊会话', [`${SDK}/conversation/getOneConversation`]),
  zh('concept', '退出登录', [`${SDK}/initialization/logout`]),
  // Chinese: callbacks, listeners, classes.
  zh('concept', '收到新消息的回调', [`${CB}/message/onRecvNewMessage`, `${SDK}/message/setAdvancedMsgListener`]),
  zh('concept', '单聊已读回执怎么监听', [`${CB}/message/onRecvC2CReadReceipt`]),
  zh('concept', '对方撤回了消息 界面怎么更新', [`${CB}/message/onNewRecvMessageRevoked`]),
  zh('concept', '同步完成 关闭加载动画', [`${CB}/sync/onSyncServerFinish`]),
  zh('concept', '我被踢出群了 哪个回调', [`${CB}/group/onJoinedGroupDeleted`]),
  zh('concept', '好友改了头像 通知', [`${CB}/friend/onFriendInfoChanged`]),
  zh('concept', '消息结构体有哪些字段', [`${CLS}/messageInfo`]),
  zh('concept', '会话对象字段说明', [`${CLS}/conversationInfo`]),
  zh('concept', '初始化配置参数', [`${CLS}/initConfig`, `${SDK}/initialization/initSDK`]),
  zh('concept', '连接状态监听', [`${LS}/OnConnListener`]),
  // Chinese: enums.
  zh('concept', '会话类型 单聊 群聊 通知', [`${ENUM}/conversationType`]),
  zh('concept', '消息发送状态 发送中 失败', [`${ENUM}/messageStatus`]),
  zh('concept', '加好友需要验证吗 设置', [`${ENUM}/addFriendPermission`]),
  // Chinese: REST and webhooks.
  zh('concept', '后台建群', [`${REST}/groupManagement/createGroup`]),
  zh('concept', '服务端给用户发消息', [`${REST}/messageManagement/sendMessage`]),
  zh('concept', '接口撤回一条消息', [`${REST}/messageManagement/revokeMessage`]),
  zh('concept', '获取所有注册用户', [`${REST}/userManagement/getUserList`, `${REST}/userManagement/getUserIDList`]),
  zh('concept', '直接导入好友关系', [`${REST}/friendsManagement/importFriend`]),
  zh('concept', '判断用户是否注册过', [`${REST}/userManagement/checkUserRegistered`]),
  zh('concept', '活跃用户数统计', [`${REST}/statistics/getActiveUsers`]),
  zh('concept', '分片上传文件', [`${REST}/objectStorage/initiateMultipartUpload`]),
  zh('concept', '加好友前让业务服务器审核', [`${WH}/relationship/addFriendBefore`]),
  zh('concept', '有人进群后通知我的服务器', [`${WH}/group/joinGroupAfter`]),
  zh('concept', '用户改资料后的回调', [`${WH}/user/updateUserInfoAfter`]),
  zh('concept', 'webhook 回调请求格式', [`${WH}/introduction`, `${WH}/example`]),
  // Chinese: errors.
  zh('concept', '1501 错误', [`${ERR}`]),
  zh('concept', '请求头 operationID', [`${REST}/introduction`]),
  // Chinese: guides.
  zh('concept', 'openim 用到哪些端口', [`${G}/dockerCompose`, `${G}/faq`, `${G}/imSourceCodeDeployment`]),
  zh('concept', '用helm装到kubernetes集群', [`${G}/k8s-deployment`]),
  zh('concept', '离线推送 个推 fcm 配置', [`${S}/offlinePush`]),
  zh('concept', '和自己的账号系统对接', [`${S}/integrate`]),
  zh('concept', 'web端快速接入', [`${QS}/browser`]),
  zh('concept', 'openim server 和 chat 有什么区别', [`${I}/product`, `${S}/chooseProject`]),
];
