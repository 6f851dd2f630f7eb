/**
 * Issue 30, fourth held-out set (`heldOut: 'v4'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed on its own, before any of its results were looked at and
 * before the round of tuning that uses v1-v3 as tuning material. Nothing may be tuned on it; `npm run bench:search`
 * reports it apart from the tuned queries and the earlier held-out sets.
 *
 * Written from the side of someone integrating the SDKs or deploying the OpenIM server who does not know the names
 * yet: tasks, questions, error situations and the field or event they are after, plus a few identifiers copied from
 * configs and logs, in English and Simplified Chinese. New intents and wordings only: none repeats a query of
 * v1-v3. Most are about the reference sections (SDK functions, events, listeners, models and enums; REST operations,
 * webhooks, error codes and settings), the rest about deployment and the guides. Where several pages answer the
 * question equally (the SDK function and the REST operation; the event and its listener; a setting's table and the
 * FAQ entry that explains it), each counts.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';

const REST = '/restapi/apis';
const WH = '/restapi/webhooks';
const SDK = '/sdks/api';
const CB = '/sdks/callback';
const CLS = '/sdks/class';
const MSG = '/sdks/class/message';
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
    heldOut: 'v4',
  });
const en = make('en');
const zh = make('zh-Hans');

export const V4_QUERIES: BenchQuery[] = [
  // ---------------------------------------------------------------------------------------------------------
  // English: SDK functions.
  en('concept', 'is the other person typing at this moment', [`${SDK}/conversation/getInputStates`, `${CB}/conversation/onConversationUserInputStatusChanged`]),
  en('concept', 'hide every chat from the list at once', [`${SDK}/conversation/hideAllConversations`]),
  en('concept', 'find a chat by its name in the conversation list', [`${SDK}/conversation/searchConversation`]),
  en('concept', 'members who joined the group in the last 7 days', [`${SDK}/group/getGroupMemberListByJoinTimeFilter`]),
  en('concept', "read one member's group nickname", [`${SDK}/group/getSpecifiedGroupMembersInfo`, `${REST}/groupManagement/getGroupMembersInfo`]),
  en('concept', 'friend requests I have sent', [`${SDK}/relation/getFriendApplicationListAsApplicant`, `${REST}/friendsManagement/getSentApplication`]),
  en('concept', 'remove a message from this phone only', [`${SDK}/message/deleteMessageFromLocalStorage`]),
  en('concept', 'after tapping a search hit load the messages that follow it', [`${SDK}/message/getAdvancedHistoryMessageListReverse`]),
  en('concept', 'store extra local-only data on a message', [`${SDK}/message/setMessageLocalEx`]),
  en('concept', "write my own line into the sdk's log file", [`${SDK}/third/logs`]),
  en('concept', 'pin a friend to the top of contacts', [`${SDK}/relation/updateFriends`, `${REST}/friendsManagement/updateFriends`, `${CLS}/updateFriendsReq`]),
  // English: SDK events and listeners.
  en('concept', 'show "connecting..." in the title bar', [`${CB}/connection/onConnecting`, `${LS}/OnConnListener`]),
  en('concept', 'my friend request was turned down', [`${CB}/friend/onFriendApplicationRejected`]),
  en('concept', 'someone was promoted to admin, update the member list', [`${CB}/group/onGroupMemberInfoChanged`]),
  en('concept', 'how does the app learn it was removed from a group', [`${CB}/group/onJoinedGroupDeleted`, `${CB}/group/onGroupMemberDeleted`]),
  en('concept', 'a message I deleted on my laptop should vanish on my phone', [`${CB}/message/onMsgDeleted`]),
  en('concept', 'receive custom signals from my business backend in the app', [
    `${CB}/message/onRecvCustomBusinessMessage`,
    `${LS}/OnCustomBusinessListener`,
    `${SDK}/message/setCustomBusinessListener`,
    `${REST}/messageManagement/send_business_notification`,
  ]),
  en('concept', 'message that only reaches users who are online', [`${CB}/message/onRecvOnlineOnlyMessage`, `${SDK}/message/sendMessage`]),
  en('concept', 'hide the loading spinner when the first sync is done', [`${CB}/sync/onSyncServerFinish`]),
  en('concept', 'audio and video call signaling', [`${LS}/OnSignalingListener`]),
  en('concept', 'progress callback when uploading a file', [`${LS}/UploadFileCallback`, `${SDK}/third/uploadFile`]),
  // English: SDK models and enums.
  en('concept', "stop members from seeing each other's profiles", [
    `${ENUM}/allowType`,
    `${CLS}/groupInfo`,
    `${SDK}/group/setGroupInfo`,
    `${REST}/groupManagement/setGroupInfo`,
  ]),
  en('concept', 'someone mentioned me badge on a conversation', [`${ENUM}/groupAtType`, `${CLS}/conversationInfo`, `${I}/termDefinition`]),
  en('concept', 'make the sdk log less verbose', [`${ENUM}/logLevel`, `${CLS}/initConfig`, `${SDK}/initialization/initSDK`]),
  en('concept', 'was this message sent by a person or by the system', [`${ENUM}/msgFrom`, `${I}/termDefinition`, '/restapi/commonChatConfigs']),
  en('identifier', 'hasReadCount', [`${MSG}/groupHasReadInfo`]),
  en('concept', 'custom push title and text for a message', [`${CLS}/offlinePushInfo`, `${SDK}/message/sendMessage`, `${REST}/messageManagement/sendMessage`]),
  en('concept', 'until when is a member muted', [`${CLS}/groupMemberInfo`, '/restapi/commonFields']),
  // English: REST operations.
  en('concept', 'who in a chat would get an offline push', [`${REST}/conversationManagement/getConversationOfflinePushUserIDs`]),
  en('concept', 'chats a user has silenced', [`${REST}/conversationManagement/getNotNotifyConversationIDs`]),
  en('concept', 'join applications waiting in the groups I administer', [
    `${REST}/groupManagement/getRecvGroupApplicationList`,
    `${SDK}/group/getGroupApplicationListAsRecipient`,
  ]),
  en('concept', "move a user's read position to a given seq", [`${REST}/messageManagement/setConversationHasReadSeq`]),
  en('concept', 'permanent link that redirects to a stored file', [`${REST}/objectStorage/getObject`, `${S}/s3`]),
  en('concept', 'daily active users report', [`${REST}/statistics/getActiveUsers`]),
  en('concept', 'find the logs a user uploaded from the app', [`${REST}/thirdManagement/searchLogs`]),
  en('concept', 'list our robot accounts', [`${REST}/userManagement/searchNotificationAccount`]),
  en('concept', 'small per-user key value list synced to every device', [
    `${REST}/userManagement/processUserCommandAdd`,
    `${REST}/userManagement/processUserCommandGetAll`,
    `${SDK}/user/addUserCommand`,
    `${SDK}/user/getAllUserCommands`,
    `${CLS}/userCommandInfo`,
  ]),
  // English: webhooks.
  en('identifier', 'callbackAfterKickGroupCommand', [`${WH}/group/kickGroupMember`]),
  en('concept', 'server hook after a member quits a group', [`${WH}/group/quitGroup`]),
  en('concept', 'refuse a nickname change from my server', [`${WH}/user/updateUserInfoExBefore`, `${WH}/user/updateUserInfoBefore`]),
  en('concept', 'know on the server when a one-to-one message was read', [`${WH}/msg/singleMsgRead`]),
  en('concept', 'archive every group message on my server', [`${WH}/group/sendGroupMsgAfter`]),
  en('concept', 'reject registering certain user ids', [`${WH}/user/userRegisterBefore`]),
  en('concept', 'give new members a role as they join, from my server', [`${WH}/group/memberJoinGroupBefore`]),
  // English: error codes and settings.
  en('concept', 'send fails because the receiver blocked me', ['/restapi/errCode']),
  en('concept', 'error when a muted member posts in a group', ['/restapi/errCode']),
  en('code', '1506', ['/restapi/errCode', '/sdks/errcode', `${G}/faq`]),
  en('concept', 'resending a failed message returns an error', ['/sdks/faq', '/sdks/errcode']),
  en('code', '90004', ['/restapi/errCode', `${WH}/introduction`]),
  en('concept', 'users are friends already error', ['/restapi/errCode']),
  en('concept', 'what is operationID for', ['/sdks/faq', `${I}/termDefinition`, `${REST}/introduction`]),
  en('concept', 'enum numbers are different on android and ios', ['/sdks/faq']),
  en('concept', 'can my mobile app call the rest api itself', ['/sdks/faq']),
  en('concept', 'can new members read messages from before they joined', ['/restapi/commonConfigs', `${I}/features`]),
  en('concept', 'only friends may chat one to one', ['/restapi/commonConfigs', `${I}/features`, `${G}/config-center`]),
  // English: deployment and the guides.
  en('concept', 'pool overlaps with other one on this address space', [`${G}/faq`]),
  en('concept', 'mongo authentication failed at startup', [`${G}/faq`]),
  en('concept', 'not enough memory error when starting', [`${G}/faq`]),
  en('concept', 'SignatureDoesNotMatch when uploading through nginx', [`${G}/faq`, `${G}/nginxDomainConfig`]),
  en('concept', 'web demo breaks on https but works on http', [`${G}/faq`, `${G}/nginxDomainConfig`]),
  en('concept', 'every token stopped working after I edited the config', [`${G}/faq`, '/restapi/commonConfigs']),
  en('concept', 'where does the server write its logs', [`${G}/faq`]),
  en('concept', 'restart a single service', [`${G}/faq`]),
  en('concept', 'does it need zookeeper or mysql', [`${G}/faq`]),
  en('concept', 'how long are chat messages kept before deletion', ['/faq', '/restapi/commonConfigs', `${I}/features`]),
  en('concept', 'maximum number of people in a group', ['/faq']),
  en('concept', 'who owns the chat data', ['/faq']),
  en('concept', 'settings to change before going live', ['/faq', `${G}/dockerCompose`, `${G}/admin`, '/restapi/commonConfigs']),
  en('concept', 'set the public ip before starting compose', [`${G}/dockerCompose`]),
  en('concept', 'mongodb redis kafka in containers and openim from source', [`${G}/env-comp`]),
  en('concept', 'rebuild after changing server code', [`${G}/imSourceCodeDeployment`, `${S}/developNewFeatures`]),
  en('concept', 'what do the nodes of a cluster have to share', [`${G}/cluster`]),
  en('concept', 'kubernetes secret for the database passwords', [`${G}/k8s-deployment`]),
  en('concept', 'what is stored in etcd', [`${G}/config-center`]),
  en('concept', 'ports of the chat business service', [`${G}/admin`]),
  en('concept', 'what happens when redis goes down', [`${G}/faultRecovery`]),
  en('concept', 'how a message travels through the services', [I, `${G}/faultRecovery`]),
  en('concept', 'difference between the im server and the chat server', [`${I}/product`, `${G}/admin`]),
  en('concept', 'jpush or getui for android notifications', [`${S}/offlinePush`, `${I}/features`]),
  en('concept', 'cancel a notification push with a webhook', [`${S}/offlinePush`, `${WH}/push/offlinePushBefore`]),
  en('concept', 'keep profiles in sync with my user system', [`${S}/integrate`]),
  en('concept', 'where should the admin token be cached', [`${S}/integrate`]),
  en('concept', 'define a new rpc in the proto files', [`${S}/developNewFeatures`]),
  en('concept', 'record the hardware of a benchmark run', ['/guides/benchmark/benchmark_test']),
  en('concept', 'what does a filter webhook answer to block a message', [
    `${S}/sensitiveInfoFilter`,
    `${WH}/introduction`,
    `${WH}/msg/sendSingleMsgBefore`,
    `${WH}/group/sendGroupMsgBefore`,
  ]),
  en('concept', 'uni-app integration', [`${QS}/uniapp`]),
  en('concept', 'h5 mobile web quickstart', [`${QS}/miniProgram`]),
  en('concept', 'install the flutter package', [`${QS}/flutter`]),
  en('concept', '.net sdk', [`${QS}/unity`]),
  en('concept', 'what does the patch number in a version tag mean', [`${I}/version`]),
  en('concept', 'how is a conversation id built', [`${I}/termDefinition`, `${SDK}/conversation/getConversationIDBySessionType`]),
  en('concept', 'where to put my own custom data on users and groups', [`${I}/termDefinition`]),
  en('concept', 'websocket through nginx', [`${G}/nginxDomainConfig`]),
  en('concept', 'order of init, login and logout in the sdk', ['/sdks/introduction', `${SDK}/initialization/overview`]),
  en('concept', 'where are the demo apps', [`${I}/product`, `${S}/chooseProject`]),
  en('typo', 'getInputSates', [`${SDK}/conversation/getInputStates`]),

  // ---------------------------------------------------------------------------------------------------------
  // Simplified Chinese: SDK functions.
  zh('zh-nospace', '对方现在是不是在输入', [`${SDK}/conversation/getInputStates`, `${CB}/conversation/onConversationUserInputStatusChanged`]),
  zh('zh-nospace', '一键隐藏所有会话', [`${SDK}/conversation/hideAllConversations`]),
  zh('zh-nospace', '怎么按名称搜索会话', [`${SDK}/conversation/searchConversation`]),
  zh('zh-nospace', '最近七天入群的成员', [`${SDK}/group/getGroupMemberListByJoinTimeFilter`]),
  zh('zh-nospace', '我发出的好友申请', [`${SDK}/relation/getFriendApplicationListAsApplicant`, `${REST}/friendsManagement/getSentApplication`]),
  zh('zh-nospace', '只删除本机上的一条消息', [`${SDK}/message/deleteMessageFromLocalStorage`]),
  zh('zh-nospace', '从搜索结果定位后往下加载更新的消息', [`${SDK}/message/getAdvancedHistoryMessageListReverse`]),
  zh('zh-nospace', '给消息存本地扩展字段', [`${SDK}/message/setMessageLocalEx`]),
  zh('mixed', '往SDK日志里写一条记录', [`${SDK}/third/logs`]),
  zh('zh-nospace', '把好友置顶', [`${SDK}/relation/updateFriends`, `${REST}/friendsManagement/updateFriends`, `${CLS}/updateFriendsReq`]),
  // Simplified Chinese: SDK events and listeners.
  zh('zh-nospace', '界面上显示连接中', [`${CB}/connection/onConnecting`, `${LS}/OnConnListener`]),
  zh('zh-nospace', '好友申请被拒绝了', [`${CB}/friend/onFriendApplicationRejected`]),
  zh('zh-nospace', '群成员被设为管理员的通知', [`${CB}/group/onGroupMemberInfoChanged`, `${WH}/group/setMemberInfoAfter`]),
  zh('zh-nospace', '自己被踢出群怎么感知', [`${CB}/group/onJoinedGroupDeleted`, `${CB}/group/onGroupMemberDeleted`]),
  zh('zh-nospace', '电脑上删的消息手机上也要消失', [`${CB}/message/onMsgDeleted`]),
  zh('zh-nospace', '客户端接收业务服务器下发的自定义通知', [
    `${CB}/message/onRecvCustomBusinessMessage`,
    `${LS}/OnCustomBusinessListener`,
    `${SDK}/message/setCustomBusinessListener`,
    `${REST}/messageManagement/send_business_notification`,
  ]),
  zh('zh-nospace', '只发给在线用户的消息', [`${CB}/message/onRecvOnlineOnlyMessage`, `${SDK}/message/sendMessage`]),
  zh('zh-nospace', '首次同步完成后关闭加载动画', [`${CB}/sync/onSyncServerFinish`]),
  zh('zh-nospace', '音视频通话信令', [`${LS}/OnSignalingListener`]),
  zh('zh-nospace', '上传文件的进度回调', [`${LS}/UploadFileCallback`, `${SDK}/third/uploadFile`]),
  // Simplified Chinese: SDK models and enums.
  zh('zh-nospace', '禁止群成员互相查看资料', [`${ENUM}/allowType`, `${CLS}/groupInfo`, `${SDK}/group/setGroupInfo`, `${REST}/groupManagement/setGroupInfo`]),
  zh('zh-nospace', '会话上显示有人@我', [`${ENUM}/groupAtType`, `${CLS}/conversationInfo`, `${I}/termDefinition`]),
  zh('mixed', '如何调低SDK日志级别', [`${ENUM}/logLevel`, `${CLS}/initConfig`, `${SDK}/initialization/initSDK`]),
  zh('zh-nospace', '消息是用户发的还是系统发的', [`${ENUM}/msgFrom`, `${I}/termDefinition`, '/restapi/commonChatConfigs']),
  zh('zh-nospace', '群消息有多少人已读', [`${MSG}/groupHasReadInfo`]),
  zh('zh-nospace', '自定义推送的标题和内容', [`${CLS}/offlinePushInfo`, `${SDK}/message/sendMessage`, `${REST}/messageManagement/sendMessage`]),
  zh('zh-nospace', '群成员禁言到什么时候', [`${CLS}/groupMemberInfo`, '/restapi/commonFields']),
  // Simplified Chinese: REST operations.
  zh('zh-nospace', '会话里哪些人会收到离线推送', [`${REST}/conversationManagement/getConversationOfflinePushUserIDs`]),
  zh('zh-nospace', '用户设置了免打扰的会话有哪些', [`${REST}/conversationManagement/getNotNotifyConversationIDs`]),
  zh('zh-nospace', '我管理的群收到的加群申请', [`${REST}/groupManagement/getRecvGroupApplicationList`, `${SDK}/group/getGroupApplicationListAsRecipient`]),
  zh('mixed', '把已读位置设置到某个seq', [`${REST}/messageManagement/setConversationHasReadSeq`]),
  zh('zh-nospace', '文件的永久访问链接', [`${REST}/objectStorage/getObject`, `${S}/s3`]),
  zh('zh-nospace', '日活用户统计', [`${REST}/statistics/getActiveUsers`]),
  zh('zh-nospace', '查找用户上传的日志', [`${REST}/thirdManagement/searchLogs`]),
  zh('zh-nospace', '查询所有机器人账号', [`${REST}/userManagement/searchNotificationAccount`]),
  zh('zh-nospace', '多端同步的用户指令列表', [
    `${REST}/userManagement/processUserCommandAdd`,
    `${REST}/userManagement/processUserCommandGetAll`,
    `${SDK}/user/addUserCommand`,
    `${SDK}/user/getAllUserCommands`,
    `${CLS}/userCommandInfo`,
  ]),
  zh('identifier', '/user/update_user_info', [`${REST}/userManagement/updateUserInfoLegacy`]),
  // Simplified Chinese: webhooks.
  zh('identifier', 'callbackAfterKickGroupCommand', [`${WH}/group/kickGroupMember`]),
  zh('zh-nospace', '成员主动退群后通知服务端', [`${WH}/group/quitGroup`]),
  zh('zh-nospace', '服务端拦截用户改昵称', [`${WH}/user/updateUserInfoExBefore`, `${WH}/user/updateUserInfoBefore`]),
  zh('zh-nospace', '单聊消息已读后通知服务端', [`${WH}/msg/singleMsgRead`]),
  zh('zh-nospace', '把所有群消息存档到自己服务器', [`${WH}/group/sendGroupMsgAfter`]),
  zh('zh-nospace', '注册前拦截某些用户ID', [`${WH}/user/userRegisterBefore`]),
  zh('zh-nospace', '好友备注修改之后的回调', [`${WH}/relationship/setFriendRemarkAfter`]),
  // Simplified Chinese: error codes and settings.
  zh('zh-nospace', '对方把我拉黑了发消息报什么错', ['/restapi/errCode']),
  zh('zh-nospace', '被禁言后在群里发言报错', ['/restapi/errCode']),
  zh('code', '1302', ['/restapi/errCode']),
  zh('mixed', '重发消息报10204', ['/sdks/faq', '/sdks/errcode']),
  zh('mixed', '错误码 90004', ['/restapi/errCode', `${WH}/introduction`]),
  zh('zh-nospace', '已经是好友了还加好友报错', ['/restapi/errCode']),
  zh('mixed', 'operationID 是干什么用的', ['/sdks/faq', `${I}/termDefinition`, `${REST}/introduction`]),
  zh('zh-nospace', '安卓和iOS的枚举值不一样', ['/sdks/faq']),
  zh('mixed', 'App 能不能直接调 REST 接口', ['/sdks/faq']),
  zh('zh-nospace', '新进群的成员能不能看到以前的消息', ['/restapi/commonConfigs', `${I}/features`]),
  zh('zh-nospace', '不是好友不能发单聊消息', ['/restapi/commonConfigs', `${I}/features`, `${G}/config-center`]),
  // Simplified Chinese: deployment and the guides.
  zh('mixed', 'docker 网络地址段冲突', [`${G}/faq`]),
  zh('mixed', '启动时 MongoDB 认证失败', [`${G}/faq`]),
  zh('zh-nospace', '启动提示可用内存不足', [`${G}/faq`]),
  zh('mixed', '经过 nginx 上传报 SignatureDoesNotMatch', [`${G}/faq`, `${G}/nginxDomainConfig`]),
  zh('mixed', 'HTTP 正常但 HTTPS 下网页端用不了', [`${G}/faq`, `${G}/nginxDomainConfig`]),
  zh('zh-nospace', '改完配置所有token都失效了', [`${G}/faq`, '/restapi/commonConfigs']),
  zh('zh-nospace', '服务端日志在哪看', [`${G}/faq`]),
  zh('zh-nospace', '怎么只重启一个服务', [`${G}/faq`]),
  zh('mixed', '需要装 ZooKeeper 或 MySQL 吗', [`${G}/faq`]),
  zh('zh-nospace', '聊天记录保存多久会被清理', ['/faq', '/restapi/commonConfigs', `${I}/features`]),
  zh('zh-nospace', '一个群最多能有多少人', ['/faq']),
  zh('zh-nospace', '聊天数据归谁所有', ['/faq']),
  zh('zh-nospace', '上线生产前要改哪些默认配置', ['/faq', `${G}/dockerCompose`, `${G}/admin`, '/restapi/commonConfigs']),
  zh('zh-nospace', '启动前先设置公网IP', [`${G}/dockerCompose`]),
  zh('zh-nospace', '依赖组件用容器跑，OpenIM用源码跑', [`${G}/env-comp`]),
  zh('zh-nospace', '改了服务端代码怎么重新编译', [`${G}/imSourceCodeDeployment`, `${S}/developNewFeatures`]),
  zh('zh-nospace', '集群节点之间需要共享什么', [`${G}/cluster`]),
  zh('mixed', 'K8s 里数据库密码的 Secret', [`${G}/k8s-deployment`]),
  zh('mixed', 'etcd 里存了什么', [`${G}/config-center`]),
  zh('zh-nospace', '业务服务和管理后台用哪些端口', [`${G}/admin`]),
  zh('mixed', 'Redis 宕机会怎样', [`${G}/faultRecovery`]),
  zh('zh-nospace', '一条消息在各个服务之间怎么流转', [I, `${G}/faultRecovery`]),
  zh('zh-nospace', 'IM服务端和业务服务端有什么区别', [`${I}/product`, `${G}/admin`]),
  zh('zh-nospace', '安卓推送用极光还是个推', [`${S}/offlinePush`, `${I}/features`]),
  zh('zh-nospace', '用回调取消某条推送', [`${S}/offlinePush`, `${WH}/push/offlinePushBefore`]),
  zh('zh-nospace', '和自己的用户系统同步资料', [`${S}/integrate`]),
  zh('zh-nospace', '管理员token应该缓存在哪', [`${S}/integrate`]),
  zh('mixed', '在 proto 里定义新的 RPC', [`${S}/developNewFeatures`]),
  zh('zh-nospace', '压测结果怎么记录硬件配置', ['/guides/benchmark/benchmark_test']),
  zh('zh-nospace', '过滤回调怎么返回才能拦截消息', [
    `${S}/sensitiveInfoFilter`,
    `${WH}/introduction`,
    `${WH}/msg/sendSingleMsgBefore`,
    `${WH}/group/sendGroupMsgBefore`,
  ]),
  zh('mixed', 'uni-app 怎么接入', [`${QS}/uniapp`]),
  zh('mixed', 'H5 快速开始', [`${QS}/miniProgram`]),
  zh('zh-space', '安装 Flutter 依赖', [`${QS}/flutter`]),
  zh('mixed', '.NET SDK 接入', [`${QS}/unity`]),
  zh('zh-nospace', '版本号里的patch是什么意思', [`${I}/version`]),
  zh('zh-nospace', '会话ID是怎么拼出来的', [`${I}/termDefinition`, `${SDK}/conversation/getConversationIDBySessionType`]),
  zh('zh-nospace', '用户和群的自定义扩展数据放哪', [`${I}/termDefinition`]),
  zh('mixed', 'nginx 代理 websocket', [`${G}/nginxDomainConfig`]),
  zh('zh-nospace', 'SDK初始化、登录、登出的顺序', ['/sdks/introduction', `${SDK}/initialization/overview`]),
  zh('zh-nospace', '演示Demo在哪下载', [`${I}/product`, `${S}/chooseProject`]),
];
