/**
 * Issue 30, eleventh held-out set (`heldOut: 'v11'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed before any of its results were seen, while v1-v10 are tuning
 * material; nothing may be tuned on it. Written blind, from the reader's side: what someone wiring OpenIM into an app
 * or running its server types before knowing the names — tasks, questions, symptoms, error situations, a few words
 * copied from code or logs. The Chinese rows are written on their own, not translated from the English ones. About two
 * thirds ask about the reference sections (SDK functions, callbacks, listeners, classes, enums; REST operations,
 * webhooks, error codes), the rest about guides, deployment and the FAQ. Pages and intents the earlier sets ask about
 * little were preferred, and queries whose wording matches an earlier set's were left out.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, MSG, ENUM, LS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v11');
const zh = queryMaker('zh-Hans', 'v11');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';
const BM = '/guides/benchmark';

export const V11_QUERIES: BenchQuery[] = [
  // English: SDK functions.
  en('concept', 'let the other person see that I am typing', [`${SDK}/conversation/changeInputStates`, `${SDK}/message/typingStatusUpdate`]),
  en('concept', 'attach a pdf the user picked from phone storage', [`${SDK}/message/createFileMessageFromFullPath`, `${SDK}/message/createFileMessage`]),
  en('concept', 'debug menu switches to a staging server, init the sdk again with the new address', [
    `${SDK}/initialization/unInitSDK`,
    `${SDK}/initialization/initSDK`,
  ]),
  en('concept', 'keep the half-written text when the user leaves the chat screen', [`${SDK}/conversation/setConversationDraft`]),
  en('concept', "share a friend's profile card in a conversation", [`${SDK}/message/createCardMessage`]),
  en('concept', 'send my current position on a map', [`${SDK}/message/createLocationMessage`]),
  en('concept', 'tell the server the ios app went to the background so messages come as pushes', [`${SDK}/initialization/setAppBackgroundStatus`]),
  en('concept', 'upload a profile photo and get back its link', [`${SDK}/third/uploadFile`]),
  en('concept', 'settings button that sends the client log files to our support team', [`${SDK}/third/uploadLogs`]),
  en('concept', 'promote a member to admin from inside the app', [`${SDK}/group/setGroupMemberInfo`]),
  en('concept', 'the owner wants to leave but the group has to keep going', [`${SDK}/group/transferGroupOwner`]),
  // English: callbacks and listeners.
  en('concept', 'badge on the messages tab should follow the unread total live', [`${CB}/conversation/onTotalUnreadMessageCountChanged`]),
  en('concept', 'percentage bar while a large video uploads in the chat', [`${CB}/message/onProgress`, `${LS}/SendMsgCallBack`]),
  en('concept', 'member count in the group header after somebody new arrives', [`${CB}/group/onGroupMemberAdded`]),
  en('concept', 'percent done while the first sync after login runs', [`${CB}/sync/onSyncServerProgress`]),
  en('concept', 'reconnecting banner when the socket drops', [`${CB}/connection/onConnecting`]),
  // English: enums and classes.
  en('concept', 'tell owner, admin and ordinary member apart in the member list', [`${ENUM}/roleLevel`]),
  en('concept', 'did this member come in through an invitation or by scanning a qr code', [`${ENUM}/joinSource`]),
  en('concept', 'list only the admins of a group', [
    `${ENUM}/groupMemberFilter`,
    `${SDK}/group/getGroupMemberList`,
    `${SDK}/group/getGroupMemberOwnerAndAdmin`,
  ]),
  en('concept', 'local message search where every keyword has to match', [`${ENUM}/keywordMatchType`, `${CLS}/searchLocalMessagesParams`]),
  en('concept', 'pixel width and height of the thumbnail in a received image', [`${MSG}/pictureElem`, `${MSG}/pictureBaseInfo`]),
  // English: REST operations.
  en('concept', 'sign a user out of their desktop session from our admin panel', [`${REST}/authenticationManagement/forceLogout`]),
  en('concept', 'my own service receives an openim token from the app, how do I validate it', [`${REST}/authenticationManagement/parseToken`]),
  en('concept', 'daily signups chart for an operations dashboard', [`${REST}/statistics/getUserRegisterCount`]),
  en('concept', 'send request timed out, did the message go out or should I retry', [`${REST}/messageManagement/checkMsgIsSendSuccess`]),
  en('concept', 'an "Order updates" sender account for system messages', [`${REST}/userManagement/addNotificationAccount`]),
  en('concept', 'tell the app that an order status changed without a chat bubble', [`${REST}/messageManagement/send_business_notification`]),
  // English: webhooks.
  en('concept', 'copy every group message into our search index', [`${WH}/group/sendGroupMsgAfter`]),
  en('concept', 'stop members from pulling outsiders into a group', [`${WH}/group/inviteJoinGroupBefore`]),
  en('concept', "record when a user's app disconnects", [`${WH}/user/userOffline`]),
  en('concept', 'remove a recalled message from our archive too', [`${WH}/msg/singleMsgRevokeAfter`]),
  // English: error codes.
  en('concept', 'creating a group with my own group id fails because the id is taken', [`${ERR}`]),
  en('concept', 'my webhook answered with an html page and the request was aborted', [`${ERR}`]),
  en('concept', 'sdk says the content type is not supported for this call', [`${SERR}`]),
  // English: guides, deployment, FAQ.
  en('concept', 'where on the host does the compose setup keep the mongodb and minio data', [`${G}/dockerCompose`, `${G}/faultRecovery`]),
  en('concept', 'disk is full and mongodb stopped accepting writes', [`${G}/faultRecovery`]),
  en('concept', 'move the whole installation to a new machine', [`${G}/faultRecovery`]),
  en('concept', 'quieter server logs in production', [`${G}/config-center`]),
  en('concept', 'promql for the number of users online', [`${BM}/benchmark_test`]),
  en('concept', 'measure end-to-end message latency as percentiles', [`${BM}/benchmark_test`]),
  en('concept', 'soak test that keeps sending for hours', [`${BM}/pressure_test`]),
  en('concept', 'slack-style team workspace or an embeddable chat sdk, which fits', [`${S}/compareWithMattermost`]),
  en('concept', "bring users' contact lists over from the old app", [`${S}/migrate`]),
  en('concept', 'going from the 3.8.3 line to 3.8.4 built from main', [`${I}/version`]),
  en('identifier', 'appMangerLevel', [`${I}/termDefinition`]),
  en('concept', 'what runs next to the openim services: mongo, redis, kafka, etcd, minio', [I, `${G}/env-comp`]),
  en('concept', 'how a picture gets from the phone into minio and back to the receiver', [`${S}/s3`]),
  en('concept', 'does openim have burn after reading', [`${I}/features`]),
  en('concept', 'bot misses messages under load because after hooks get dropped', [`${S}/aiRobot`]),
  en('concept', 'how many websocket connections can one gateway instance hold', [`${G}/cluster`]),

  // Chinese: SDK functions.
  zh('concept', '会话列表滑到底再加载一页', [`${SDK}/conversation/getConversationListSplit`]),
  zh('concept', 'app角标上显示一共多少条没看', [`${SDK}/conversation/getTotalUnreadMsgCount`, `${SDK}/third/setAppBadge`]),
  zh('concept', '把几条聊天记录打包发给别人', [`${SDK}/message/createMergerMessage`]),
  zh('concept', '发个红包消息 格式自己定', [`${SDK}/message/createCustomMessage`, `${MSG}/customElem`]),
  zh('concept', '群主不想要这个群了 直接解散掉', [`${SDK}/group/dismissGroup`]),
  zh('concept', '搜到一个群 点申请加入', [`${SDK}/group/joinGroup`]),
  zh('concept', '我加别人的申请 对方处理了没有', [`${SDK}/relation/getFriendApplicationListAsApplicant`, `${CLS}/getFriendApplicationListAsApplicantReq`]),
  zh('concept', '群成员太多了 分页拉', [`${SDK}/group/getGroupMemberList`]),
  zh('concept', '一直骚扰我的人 加到黑名单里', [`${SDK}/relation/addBlack`]),
  zh('concept', '手机从4g切到wifi 让长连接马上重连', [`${SDK}/initialization/networkStatusChanged`]),
  zh('concept', '群聊已读回执 把指定的几条标成已读', [`${SDK}/message/markMessagesAsReadByMsgID`]),
  // Chinese: callbacks and listeners.
  zh('concept', '群里有人被移出去了 成员列表要刷新', [`${CB}/group/onGroupMemberDeleted`]),
  zh('concept', 'app在后台时来了消息 要弹本地通知', [`${CB}/message/onRecvOfflineNewMessages`]),
  zh('concept', '群主改了群公告 我这边怎么更新', [`${CB}/group/onGroupInfoChanged`]),
  zh('concept', '好友申请被同意后自动发一句你好', [`${CB}/friend/onFriendApplicationAccepted`]),
  zh('concept', '消息一下来很多 能不能一批一批回调', [`${CB}/message/onRecvNewMessages`, `${SDK}/message/setBatchMsgListener`, `${LS}/OnBatchMsgListener`]),
  // Chinese: enums and classes.
  zh('mixed', 'getLoginStatus 返回3是什么状态', [`${ENUM}/loginStatus`, `${SDK}/initialization/getLoginStatus`]),
  zh('mixed', 'handleResult 是-1就是拒绝了吗', [`${ENUM}/handleResult`]),
  zh('concept', '引用消息里被引用的那条在哪个字段', [`${MSG}/quoteElem`]),
  zh('concept', '视频消息的时长和大小字段', [`${MSG}/videoElem`]),
  // Chinese: REST operations.
  zh('concept', '后台统计每天新建了多少个群', [`${REST}/statistics/getGroupCreateCount`]),
  zh('concept', '我们系统里改了昵称 同步到im', [`${REST}/userManagement/updateUserInfo`]),
  zh('concept', '服务端清空某个会话的聊天记录', [`${REST}/messageManagement/clearConversationMsg`]),
  zh('concept', '服务端给客服把某个会话置顶', [`${REST}/conversationManagement/setConversations`]),
  zh('concept', '后台直接把人拉进群 不用对方同意', [`${REST}/groupManagement/inviteUserToGroup`]),
  zh('concept', '员工离职了 后台把他的群转给别人', [`${REST}/groupManagement/transferGroup`]),
  zh('concept', '后台查某个用户传上来的客户端日志', [`${REST}/thirdManagement/searchLogs`]),
  // Chinese: webhooks.
  zh('concept', '注册用户前回调 校验userID格式', [`${WH}/user/userRegisterBefore`]),
  zh('concept', '单聊消息发出去之前拦截 带链接的不让发', [`${WH}/msg/sendSingleMsgBefore`]),
  zh('concept', '不许用户拉黑官方客服号', [`${WH}/relationship/addBlack`]),
  zh('mixed', 'afterUserKickOff 开了但一直没回调', [`${WH}/user/userKickOff`]),
  // Chinese: error codes.
  zh('concept', '入群申请已经同意过了 再点同意报错', [`${ERR}`]),
  zh('mixed', 'ws连接报 args err, need token, sendID, platformID', [`${ERR}`]),
  zh('concept', '浏览器里sdk报数据库超时', [`${SERR}`]),
  // Chinese: guides, deployment, FAQ.
  zh('mixed', 'docker compose down 之后数据还在吗', [`${G}/dockerCompose`]),
  zh('concept', 'kafka的数据坏了怎么恢复', [`${G}/faultRecovery`]),
  zh('concept', 'redis要不要备份', [`${G}/faultRecovery`]),
  zh('concept', '支不支持阅后即焚', [`${I}/features`]),
  zh('mixed', 'userID能直接用手机号吗', [`${S}/integrate`]),
  zh('concept', 'imAdmin这个账号是干嘛的', [`${I}/termDefinition`]),
  zh('concept', '机器人回调处理太慢 消息丢了', [`${S}/aiRobot`]),
  zh('concept', '敏感词回调要返回什么才能拦住消息', [`${S}/sensitiveInfoFilter`]),
  zh('concept', '从旧系统导入群和群成员', [`${S}/migrate`]),
  zh('concept', '文件改存到腾讯云cos', [`${S}/s3`]),
  zh('concept', '容器里的配置文件在哪 想挂载自己改过的', [`${G}/config-center`, `${G}/dockerCompose`]),
  zh('concept', 'msggateway开多个 前面要加负载均衡吗', [`${G}/cluster`]),
  zh('concept', '压测的时候要看哪些监控指标', [`${BM}/benchmark_test`]),
  zh('concept', '压测工具的代码在哪个仓库', [`${BM}/pressure_test`]),
  zh('concept', 'openim依赖哪些组件 都得装吗', [I]),
  zh('concept', '从3.8.3升到main分支的版本要注意啥', [`${I}/version`]),
];
