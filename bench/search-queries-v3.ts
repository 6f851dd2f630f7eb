/**
 * Issue 30, third held-out set (`heldOut: 'v3'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed on its own, before its results were looked at and before
 * the round of tuning that adds the all-words fallback and the "page about the thing" ranking. Nothing may be
 * tuned on it; `npm run bench:search` reports it apart from the tuned queries and the earlier held-out sets.
 *
 * Written from the side of someone integrating or deploying OpenIM who does not know the names yet: tasks,
 * questions, error situations and the field or event they are after, in English and Simplified Chinese. Most
 * are about the reference sections (SDK functions, events, listeners, models and enums; REST operations,
 * webhooks, error codes and constants); the rest about deployment and the guides. Where several pages answer
 * the question equally (the SDK function and the REST operation; an error code's table and the FAQ entry that
 * explains it), each counts.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';

const REST = '/restapi/apis';
const WH = '/restapi/webhooks';
const SDK = '/sdks/api';
const CB = '/sdks/callback';
const CLS = '/sdks/class';
const ENUM = '/sdks/enum';
const LS = '/sdks/listener';
const QS = '/sdks/quickstart';
const G = '/guides/gettingStarted';
const S = '/guides/solution';
const I = '/guides/introduction';

type Kind = BenchQuery['kind'];
const make =
  (locale: string) =>
  (kind: Kind, q: string, expect: string[]): BenchQuery => ({
    locale,
    kind,
    q,
    expect,
    ref: expect.some((r) => /^\/(sdks|restapi)\//.test(r)),
    heldOut: 'v3',
  });
const en = make('en');
const zh = make('zh-Hans');

export const V3_QUERIES: BenchQuery[] = [
  // ---------------------------------------------------------------------------------------------------------
  // English: the reference sections.
  en('concept', 'know when a message was sent successfully', [
    `${LS}/SendMsgCallBack`,
    `${SDK}/message/sendMessage`,
    `${REST}/messageManagement/checkMsgIsSendSuccess`,
  ]),
  en('concept', 'show upload progress while sending a video', [`${CB}/message/onProgress`, `${LS}/SendMsgCallBack`, `${CLS}/message/uploadProgress`]),
  en('concept', 'user keeps getting logged out by itself', [`${CB}/connection/onKickedOffline`, '/sdks/faq']),
  en('concept', 'login fails with 10102', ['/sdks/faq', '/sdks/errcode']),
  en('concept', 'calls fail right after login', ['/sdks/faq']),
  en('concept', 'renew a token before it runs out', [`${CB}/connection/onUserTokenExpired`, `${REST}/authenticationManagement/getUserToken`]),
  en('concept', 'check whether a token is valid', [`${REST}/authenticationManagement/parseToken`]),
  en('concept', 'which devices is a user logged in on', [
    `${REST}/userManagement/getUserOnlineTokenDetail`,
    `${REST}/userManagement/getUserOnlineStatus`,
    `${REST}/userManagement/getUsersStatus`,
  ]),
  en('concept', 'send a system notification from my backend', [
    `${REST}/userManagement/addNotificationAccount`,
    `${REST}/messageManagement/send_business_notification`,
    `${REST}/messageManagement/sendMessage`,
  ]),
  en('concept', 'create a robot account', [`${REST}/userManagement/addNotificationAccount`, `${S}/aiRobot`]),
  en('concept', 'search messages on the server', [`${REST}/messageManagement/searchMsg`]),
  en('concept', 'fetch messages in a seq range', [`${REST}/messageManagement/pullMsgBySeq`]),
  en('concept', "wipe all of a user's messages", [`${REST}/messageManagement/deleteUserAllMessage`, `${SDK}/message/deleteAllMsgFromLocalAndSvr`]),
  en('concept', 'permanently remove messages for everyone', [`${REST}/messageManagement/deleteMsgPhysicalBySeq`]),
  en('concept', 'list every group on the server', [`${REST}/groupManagement/getGroups`]),
  en('concept', 'how many members does a group have', [
    `${REST}/groupManagement/getGroupsInfo`,
    `${REST}/groupManagement/getGroupAbstractInfo`,
    `${SDK}/group/getSpecifiedGroupsInfo`,
    `${CLS}/groupInfo`,
  ]),
  en('concept', 'make a member a group admin', [`${SDK}/group/setGroupMemberInfo`, `${REST}/groupManagement/setGroupMemberInfo`]),
  en('concept', 'edit the group announcement', [`${SDK}/group/setGroupInfo`, `${REST}/groupManagement/setGroupInfo`]),
  en('concept', 'how many join requests are waiting', [
    `${SDK}/group/getGroupApplicationUnhandledCount`,
    `${REST}/groupManagement/getGroupApplicationUnhandledCount`,
  ]),
  en('concept', 'decline a request to join my group', [`${SDK}/group/refuseGroupApplication`, `${REST}/groupManagement/groupApplicationResponse`]),
  en('concept', 'am I a member of this group', [`${SDK}/group/isJoinGroup`, `${SDK}/group/getUsersInGroup`]),
  en('concept', 'find a friend by nickname', [`${SDK}/relation/searchFriends`]),
  en('concept', 'search people inside a group', [`${SDK}/group/searchGroupMembers`, `${REST}/groupManagement/getGroupMemberList`]),
  en('concept', 'conversation id of a chat with a user', [`${SDK}/conversation/getConversationIDBySessionType`, `${SDK}/conversation/getOneConversation`]),
  en('concept', 'open a chat window with someone', [`${SDK}/conversation/getOneConversation`]),
  en('concept', 'unread count of a single conversation', [
    `${CLS}/conversationInfo`,
    `${SDK}/conversation/getOneConversation`,
    `${REST}/messageManagement/getConversationsHasReadAndMaxSeq`,
  ]),
  en('concept', 'load the chat list page by page', [
    `${SDK}/conversation/getConversationListSplit`,
    `${REST}/conversationManagement/getSortedConversationList`,
    `${REST}/conversationManagement/getOwnerConversation`,
  ]),
  en('concept', 'silence notifications for one chat', [
    `${SDK}/conversation/setConversation`,
    `${ENUM}/recvMsgOpt`,
    `${REST}/conversationManagement/setConversations`,
  ]),
  en('concept', 'burn after reading', [`${SDK}/conversation/setConversation`, `${REST}/conversationManagement/setConversations`]),
  en('concept', 'save a message locally without sending it', [
    `${SDK}/message/insertSingleMessageToLocalStorage`,
    `${SDK}/message/insertGroupMessageToLocalStorage`,
  ]),
  en('concept', 'mention everyone in a group', [`${SDK}/message/getAtAllTag`, `${SDK}/message/createTextAtMessage`]),
  en('concept', 'send text with links or bold', [`${SDK}/message/createAdvancedTextMessage`]),
  en('concept', 'send a file already hosted on my cdn', [`${SDK}/message/createFileMessageByURL`, `${SDK}/message/sendMessageNotOss`]),
  en('concept', 'share a contact card', [`${SDK}/message/createCardMessage`]),
  en('mixed', 'what does contentType 101 mean', [`${ENUM}/messageContentType`, '/restapi/contentDescription']),
  en('concept', 'json content of a custom message in the rest api', ['/restapi/contentDescription', `${REST}/messageManagement/sendMessage`]),
  en('concept', 'fields of a user profile', [`${CLS}/userInfo`, `${CLS}/publicUserInfo`, '/restapi/commonFields']),
  en('concept', 'conversation object fields', [`${CLS}/conversationInfo`, '/restapi/commonFields']),
  en('concept', 'how did a member join the group', [`${ENUM}/joinSource`]),
  en('concept', 'state of a friend request accepted or rejected', [`${ENUM}/handleResult`, `${CLS}/friendApplication`]),
  en('concept', 'reconnect immediately when wifi changes', [`${SDK}/initialization/networkStatusChanged`]),
  en('concept', 'shut down the sdk when the app exits', [`${SDK}/initialization/unInitSDK`]),
  en('concept', 'which sdk version am I running', [`${SDK}/initialization/getSdkVersion`]),
  en('concept', 'register the device for firebase push', [`${SDK}/third/updateFcmToken`, `${REST}/thirdManagement/fcmUpdateToken`]),
  en('concept', 'send client logs to the server for debugging', [`${SDK}/third/uploadLogs`, `${REST}/thirdManagement/uploadLogs`]),
  en('concept', 'change message content before it is stored', [`${WH}/msg/msgModify`]),
  en('concept', 'approve join requests from my own server', [`${WH}/group/applyJoinGroupBefore`, `${WH}/group/memberJoinGroupBefore`]),
  en('concept', 'webhook when a user is kicked offline', [`${WH}/user/userKickOff`]),
  en('concept', 'notify my server after a friend is removed', [`${WH}/relationship/deleteFriendAfter`]),
  en('concept', 'hook before an online push', [`${WH}/push/onlinePushBefore`]),
  en('concept', 'what if my webhook server does not answer in time', [`${WH}/introduction`]),
  en('concept', 'sample webhook receiver', [`${WH}/example`]),
  en('concept', 'someone left the group event', [`${CB}/group/onGroupMemberDeleted`]),
  en('concept', "friend's profile changed", [`${CB}/friend/onFriendInfoChanged`]),
  en('concept', 'my profile was updated on another device', [`${CB}/user/onSelfInfoUpdated`]),
  en('concept', 'receive new messages in batches', [`${LS}/OnBatchMsgListener`, `${SDK}/message/setBatchMsgListener`]),
  en('concept', 'messages that arrived while I was offline', [`${CB}/message/onRecvOfflineNewMessage`, `${CB}/message/onRecvOfflineNewMessages`, '/sdks/faq']),
  en('concept', 'platform id for web', [`${ENUM}/platform`, '/restapi/commonChatConfigs']),
  en('concept', 'change the token expiry time', ['/restapi/commonConfigs', '/faq']),
  en('concept', 'allow the same account on phone and desktop at once', ['/restapi/commonConfigs', `${I}/features`]),
  en('mixed', 'get_admin_token returns 1002', [`${G}/faq`, '/restapi/errCode']),
  en('concept', 'user not found error', ['/restapi/errCode']),
  // English: deployment and the guides.
  en('concept', 'kafka check failed', [`${G}/faq`]),
  en('concept', 'pictures do not show after upload', [`${G}/faq`, `${S}/s3`]),
  en('concept', 'run on several servers', [`${G}/cluster`]),
  en('concept', 'arm64 server', [`${G}/arm`]),
  en('concept', 'deploy on k8s', [`${G}/k8s-deployment`]),
  en('concept', 'override config with environment variables', [`${G}/config-center`]),
  en('concept', 'default admin console password', [`${G}/admin`, `${G}/faq`]),
  en('concept', 'load test the server', [`/guides/benchmark/pressure_test`, `/guides/benchmark/benchmark_test`]),
  en('concept', 'build a chatbot', [`${S}/aiRobot`]),
  en('concept', 'add a new api to the server', [`${S}/developNewFeatures`]),
  en('concept', 'store files on aliyun oss', [`${S}/s3`]),
  en('concept', 'which ports must be open', [`${G}/faq`, '/guides/introduction', `${G}/dockerCompose`]),
  en('concept', 'restart order after mongodb went down', [`${G}/faultRecovery`]),
  en('concept', 'which sdk version matches my server', [`${I}/version`]),
  en('concept', 'connect my existing user accounts', [`${S}/integrate`]),
  en('concept', 'import chat history from another system', [`${S}/migrate`]),
  en('concept', 'web sdk getting started', [`${QS}/browser`]),
  en('concept', 'electron desktop app', [`${QS}/electron`]),
  en('concept', 'android getting started', [`${QS}/android`]),
  en('concept', 'is openim better than mattermost', [`${S}/compareWithMattermost`]),

  // ---------------------------------------------------------------------------------------------------------
  // Simplified Chinese: the reference sections.
  zh('zh-nospace', '消息发送成功回调', [`${LS}/SendMsgCallBack`, `${SDK}/message/sendMessage`, `${REST}/messageManagement/checkMsgIsSendSuccess`]),
  zh('zh-nospace', '发送视频显示上传进度', [`${CB}/message/onProgress`, `${LS}/SendMsgCallBack`, `${CLS}/message/uploadProgress`]),
  zh('zh-nospace', '账号被挤下线', [`${CB}/connection/onKickedOffline`, '/sdks/faq']),
  zh('mixed', '登录报错10102', ['/sdks/faq', '/sdks/errcode']),
  zh('zh-nospace', '登录后马上调用接口失败', ['/sdks/faq']),
  zh('zh-nospace', '刷新令牌', [`${CB}/connection/onUserTokenExpired`, `${REST}/authenticationManagement/getUserToken`]),
  zh('mixed', '校验token是否有效', [`${REST}/authenticationManagement/parseToken`]),
  zh('zh-nospace', '用户在哪些设备上登录', [
    `${REST}/userManagement/getUserOnlineTokenDetail`,
    `${REST}/userManagement/getUserOnlineStatus`,
    `${REST}/userManagement/getUsersStatus`,
  ]),
  zh('zh-nospace', '后台发送系统通知', [
    `${REST}/userManagement/addNotificationAccount`,
    `${REST}/messageManagement/send_business_notification`,
    `${REST}/messageManagement/sendMessage`,
  ]),
  zh('zh-nospace', '创建机器人账号', [`${REST}/userManagement/addNotificationAccount`, `${S}/aiRobot`]),
  zh('zh-nospace', '服务端搜索消息', [`${REST}/messageManagement/searchMsg`]),
  zh('mixed', '按seq拉取消息', [`${REST}/messageManagement/pullMsgBySeq`]),
  zh('zh-nospace', '清空用户的全部消息', [`${REST}/messageManagement/deleteUserAllMessage`, `${SDK}/message/deleteAllMsgFromLocalAndSvr`]),
  zh('zh-nospace', '彻底删除消息', [`${REST}/messageManagement/deleteMsgPhysicalBySeq`]),
  zh('zh-nospace', '查询系统里所有的群', [`${REST}/groupManagement/getGroups`]),
  zh('zh-nospace', '群人数', [
    `${REST}/groupManagement/getGroupsInfo`,
    `${REST}/groupManagement/getGroupAbstractInfo`,
    `${SDK}/group/getSpecifiedGroupsInfo`,
    `${CLS}/groupInfo`,
  ]),
  zh('zh-nospace', '设置群管理员', [`${SDK}/group/setGroupMemberInfo`, `${REST}/groupManagement/setGroupMemberInfo`]),
  zh('zh-nospace', '修改群公告', [`${SDK}/group/setGroupInfo`, `${REST}/groupManagement/setGroupInfo`]),
  zh('zh-nospace', '待处理的入群申请数', [`${SDK}/group/getGroupApplicationUnhandledCount`, `${REST}/groupManagement/getGroupApplicationUnhandledCount`]),
  zh('zh-nospace', '拒绝入群申请', [`${SDK}/group/refuseGroupApplication`, `${REST}/groupManagement/groupApplicationResponse`]),
  zh('zh-nospace', '判断是否在群里', [`${SDK}/group/isJoinGroup`, `${SDK}/group/getUsersInGroup`]),
  zh('zh-nospace', '按昵称搜索好友', [`${SDK}/relation/searchFriends`]),
  zh('zh-nospace', '搜索群成员', [`${SDK}/group/searchGroupMembers`, `${REST}/groupManagement/getGroupMemberList`]),
  zh('zh-nospace', '获取会话ID', [`${SDK}/conversation/getConversationIDBySessionType`, `${SDK}/conversation/getOneConversation`]),
  zh('zh-nospace', '打开和某人的聊天', [`${SDK}/conversation/getOneConversation`]),
  zh('zh-nospace', '单个会话的未读数', [
    `${CLS}/conversationInfo`,
    `${SDK}/conversation/getOneConversation`,
    `${REST}/messageManagement/getConversationsHasReadAndMaxSeq`,
  ]),
  zh('zh-nospace', '分页获取会话列表', [
    `${SDK}/conversation/getConversationListSplit`,
    `${REST}/conversationManagement/getSortedConversationList`,
    `${REST}/conversationManagement/getOwnerConversation`,
  ]),
  zh('zh-nospace', '单聊免打扰', [`${SDK}/conversation/setConversation`, `${ENUM}/recvMsgOpt`, `${REST}/conversationManagement/setConversations`]),
  zh('zh-nospace', '阅后即焚', [`${SDK}/conversation/setConversation`, `${REST}/conversationManagement/setConversations`]),
  zh('zh-nospace', '本地插入一条消息', [`${SDK}/message/insertSingleMessageToLocalStorage`, `${SDK}/message/insertGroupMessageToLocalStorage`]),
  zh('zh-nospace', '@所有人', [`${SDK}/message/getAtAllTag`, `${SDK}/message/createTextAtMessage`]),
  zh('zh-nospace', '富文本消息', [`${SDK}/message/createAdvancedTextMessage`]),
  zh('zh-nospace', '发送已经上传到自己服务器的文件', [`${SDK}/message/createFileMessageByURL`, `${SDK}/message/sendMessageNotOss`]),
  zh('zh-nospace', '分享个人名片', [`${SDK}/message/createCardMessage`]),
  zh('mixed', 'contentType 101 是什么', [`${ENUM}/messageContentType`, '/restapi/contentDescription']),
  zh('mixed', 'REST 自定义消息的content格式', ['/restapi/contentDescription', `${REST}/messageManagement/sendMessage`]),
  zh('zh-nospace', '用户资料有哪些字段', [`${CLS}/userInfo`, `${CLS}/publicUserInfo`, '/restapi/commonFields']),
  zh('zh-nospace', '会话对象字段', [`${CLS}/conversationInfo`, '/restapi/commonFields']),
  zh('zh-nospace', '成员是怎么进群的', [`${ENUM}/joinSource`]),
  zh('zh-nospace', '好友申请处理状态', [`${ENUM}/handleResult`, `${CLS}/friendApplication`]),
  zh('zh-nospace', '网络切换后立即重连', [`${SDK}/initialization/networkStatusChanged`]),
  zh('zh-nospace', '退出应用时释放SDK', [`${SDK}/initialization/unInitSDK`]),
  zh('mixed', '获取SDK版本号', [`${SDK}/initialization/getSdkVersion`]),
  zh('mixed', '注册FCM推送', [`${SDK}/third/updateFcmToken`, `${REST}/thirdManagement/fcmUpdateToken`]),
  zh('zh-nospace', '上传日志排查问题', [`${SDK}/third/uploadLogs`, `${REST}/thirdManagement/uploadLogs`]),
  zh('zh-nospace', '消息入库前修改内容', [`${WH}/msg/msgModify`]),
  zh('zh-nospace', '由我的服务器审核入群', [`${WH}/group/applyJoinGroupBefore`, `${WH}/group/memberJoinGroupBefore`]),
  zh('zh-nospace', '用户被踢下线的回调', [`${WH}/user/userKickOff`, `${CB}/connection/onKickedOffline`]),
  zh('zh-nospace', '删除好友之后通知我的服务器', [`${WH}/relationship/deleteFriendAfter`]),
  zh('zh-nospace', '在线推送之前的回调', [`${WH}/push/onlinePushBefore`]),
  zh('mixed', 'webhook 超时了怎么办', [`${WH}/introduction`]),
  zh('zh-nospace', '回调服务示例代码', [`${WH}/example`]),
  zh('zh-nospace', '有人退群的通知', [`${CB}/group/onGroupMemberDeleted`]),
  zh('zh-nospace', '好友资料变了', [`${CB}/friend/onFriendInfoChanged`]),
  zh('zh-nospace', '在别的设备上改了自己的资料', [`${CB}/user/onSelfInfoUpdated`]),
  zh('zh-nospace', '批量接收新消息', [`${LS}/OnBatchMsgListener`, `${SDK}/message/setBatchMsgListener`]),
  zh('zh-nospace', '离线期间收到的消息', [`${CB}/message/onRecvOfflineNewMessage`, `${CB}/message/onRecvOfflineNewMessages`, '/sdks/faq']),
  zh('mixed', 'Web端的平台ID', [`${ENUM}/platform`, '/restapi/commonChatConfigs']),
  zh('mixed', 'token有效期多久', ['/restapi/commonConfigs', '/faq']),
  zh('zh-nospace', '手机和电脑同时登录', ['/restapi/commonConfigs', `${I}/features`]),
  zh('mixed', 'get_admin_token 返回1002', [`${G}/faq`, '/restapi/errCode']),
  zh('zh-nospace', '用户不存在的错误', ['/restapi/errCode']),
  // Simplified Chinese: deployment and the guides.
  zh('mixed', 'Kafka 检查失败', [`${G}/faq`]),
  zh('zh-nospace', '上传后图片不显示', [`${G}/faq`, `${S}/s3`]),
  zh('zh-nospace', '多台服务器部署', [`${G}/cluster`]),
  zh('mixed', 'ARM 服务器', [`${G}/arm`]),
  zh('mixed', 'k8s 部署', [`${G}/k8s-deployment`]),
  zh('zh-nospace', '用环境变量覆盖配置', [`${G}/config-center`]),
  zh('zh-nospace', '管理后台默认密码', [`${G}/admin`, `${G}/faq`]),
  zh('zh-nospace', '服务器压测', [`/guides/benchmark/pressure_test`, `/guides/benchmark/benchmark_test`]),
  zh('zh-nospace', '做一个聊天机器人', [`${S}/aiRobot`]),
  zh('zh-nospace', '给服务端加一个新接口', [`${S}/developNewFeatures`]),
  zh('zh-nospace', '文件存到阿里云', [`${S}/s3`]),
  zh('zh-nospace', '需要开放哪些端口', [`${G}/faq`, '/guides/introduction', `${G}/dockerCompose`]),
  zh('mixed', 'MongoDB 挂了之后的重启顺序', [`${G}/faultRecovery`]),
  zh('zh-nospace', '客户端和服务端版本对应关系', [`${I}/version`]),
  zh('zh-nospace', '对接已有的账号体系', [`${S}/integrate`]),
  zh('zh-nospace', '从其他系统导入聊天记录', [`${S}/migrate`]),
  zh('zh-nospace', '网页版快速开始', [`${QS}/browser`]),
  zh('mixed', 'Electron 桌面应用', [`${QS}/electron`]),
  zh('zh-nospace', '安卓快速集成', [`${QS}/android`]),
  zh('mixed', 'OpenIM 和 Mattermost 哪个好', [`${S}/compareWithMattermost`]),
];
