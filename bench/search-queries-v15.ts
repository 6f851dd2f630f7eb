/**
 * Issue 30, fifteenth held-out set (`heldOut: 'v15'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed before any of its results were seen, while v1-v14 are tuning
 * material; nothing may be tuned on it. Written blind, from the reader's side: what someone wiring OpenIM into an app
 * or running its server types before knowing the names — tasks, questions, symptoms, error situations, a few words
 * copied from code or logs. The Chinese rows are written on their own, not translated from the English ones. About two
 * thirds ask about the reference sections (SDK functions, callbacks, listeners, classes, enums; REST operations,
 * webhooks, error codes), the rest about guides, deployment and the FAQs. Pages were chosen as readers' needs are
 * spread (common integration tasks more often than rare corners), intents of v9-v14 were not repeated, and no query
 * repeats the wording of an earlier set's.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, MSG, ENUM, LS, QS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v15');
const zh = queryMaker('zh-Hans', 'v15');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';
const BM = '/guides/benchmark';

export const V15_QUERIES: BenchQuery[] = [
  // English: SDK functions.
  en('concept', 'open a group chat from a push payload that only carries the group id, I need its conversation id', [
    `${SDK}/conversation/getConversationIDBySessionType`,
    `${SDK}/conversation/getOneConversation`,
  ]),
  en('concept', 'jumped to an old message from search results, scrolling down should load the newer ones', [
    `${SDK}/message/getAdvancedHistoryMessageListReverse`,
  ]),
  en('concept', 'show a grey "you are now an admin" line in a group chat on this device only', [`${SDK}/message/insertGroupMessageToLocalStorage`]),
  en('concept', 'leaving a profile page, stop the online and offline updates for that person', [`${SDK}/user/unsubscribeUsersStatus`]),
  en('concept', 'edit the group announcement from the group settings screen', [`${SDK}/group/setGroupInfo`, `${CLS}/setGroupInfoExReq`]),
  en('concept', 'photos and videos tab for one chat listing only its media messages', [
    `${SDK}/message/searchLocalMessages`,
    `${CLS}/searchLocalMessagesParams`,
  ]),
  en('concept', 'messages in this chat should vanish 30 seconds after they are read', [`${SDK}/conversation/setConversation`, `${CLS}/conversationReq`]),
  en('concept', 'write our own app log lines into the sdk log so support sees them with the uploaded logs', [`${SDK}/third/logs`]),
  en('concept', 'do not disturb for every chat at once from the app settings', [`${SDK}/user/setSelfInfo`, `${CLS}/userInfoWithEx`]),
  en('concept', 'ask to join a group and include a short note saying who I am', [`${SDK}/group/joinGroup`]),
  // English: callbacks and listeners.
  en('concept', 'show the admin tools the moment the owner makes me an admin', [`${CB}/group/onGroupMemberInfoChanged`]),
  en('concept', 'one listener class for new messages, recalls and read receipts', [`${LS}/OnAdvancedMsgListener`, `${SDK}/message/setAdvancedMsgListener`]),
  en('mixed', 'OnBase onError gives a code and an error message', [`${LS}/Base`]),
  // English: classes and enums.
  en('concept', 'show "the admin recalled a message" with the name of whoever recalled it', [`${CLS}/messageRevoked`]),
  en('concept', '"3 of 10 read" under my message in a group', [`${MSG}/groupHasReadInfo`, `${MSG}/attachedInfoElem`]),
  en('concept', 'render a shared contact card, which fields hold the user id, name and avatar', [`${MSG}/cardElem`]),
  en('concept', 'how do I know there are no older messages left to load', [
    `${CLS}/advancedHistoryMessageListResult`,
    `${SDK}/message/getAdvancedHistoryMessageList`,
  ]),
  en('concept', 'search results grouped per conversation with how many messages matched', [`${CLS}/searchLocalMessagesResult`, `${CLS}/searchResultItem`]),
  // English: REST operations.
  en('concept', 'our support web app marks the whole chat as read for the agent', [`${REST}/messageManagement/markConversationAsRead`]),
  en('concept', 'backend checks the two users are friends before starting a paid call', [`${REST}/friendsManagement/checkFriend`]),
  en('concept', 'admin panel inbox of join requests for the groups a user owns or manages', [`${REST}/groupManagement/getRecvGroupApplicationList`]),
  en('concept', 'moderation tool lists everyone a reported user has blocked', [`${REST}/friendsManagement/getBlackList`]),
  en('concept', 'export one conversation of a user in order from the server for a data access request', [`${REST}/messageManagement/pullMsgBySeq`]),
  en('concept', 'member counts of many groups in one request from the backend', [`${REST}/groupManagement/getGroupAbstractInfo`]),
  en('concept', 'chunk size to use when uploading a big file through the object storage api', [
    `${REST}/objectStorage/getPartSize`,
    `${REST}/objectStorage/getPartLimit`,
  ]),
  en('concept', 'which config file lists the admin user ids that can get an admin token', ['/restapi/commonConfigs', `${I}/termDefinition`]),
  // English: webhooks.
  en('concept', 'auto-translate chat text before it is stored and delivered', [`${WH}/msg/msgModify`]),
  en('concept', 'log each friend request when it is sent, before anyone accepts it', [`${WH}/relationship/addFriendAfter`]),
  en('concept', 'skip in-app pushes to users who set do not disturb in our own system', [`${WH}/push/onlinePushBefore`, `${WH}/push/overview`]),
  en('concept', 'how many seconds does openim wait for my webhook before the request fails', [`${WH}/introduction`]),
  // English: error codes.
  en('concept', 'websocket login refused because the token is malformed', [ERR, SERR]),
  en('concept', 'user tries to add themselves as a friend, which error comes back', [ERR]),
  en('concept', 'sending fails with 90004 while our before-hook server is slow', [ERR, `${WH}/introduction`]),
  // English: guides, deployment, FAQs.
  en('concept', 'path a message takes from the sender through kafka to the receiver', [I, `${G}/faultRecovery`]),
  en('concept', 'point the chat business service at my im server address and secret', [`${G}/admin`]),
  en('concept', 'edited .env, restart only the im server container and leave mongo running', [`${G}/dockerCompose`, `${G}/faq`]),
  en('concept', 'when does a user get an offline push instead of the online message', [`${S}/offlinePush`]),
  en('concept', 'is the android sdk native code or a go core shared with ios', ['/sdks/introduction']),
  en('concept', 'run one openim service by hand in the foreground to see why it exits', [`${G}/imSourceCodeDeployment`]),
  en('concept', 'restore mongodb from a dump after the server died', [`${G}/faultRecovery`]),
  en('concept', 'requesting an admin token returns errCode 1002', [`${G}/faq`]),
  en('concept', 'does this version still need zookeeper', [`${G}/faq`]),
  en('concept', 'more replicas of the message gateway on kubernetes', [`${G}/k8s-deployment`, `${G}/cluster`]),
  en('concept', 'start a service with its config folder somewhere else', [`${G}/config-center`]),
  en('concept', 'use the web sdk in a vite react project', [`${QS}/browser`]),
  en('concept', 'build my own arm64 docker image of the openim server', [`${G}/arm`]),
  en('concept', 'switch service discovery from etcd to kubernetes', [`${G}/cluster`, `${G}/k8s-deployment`]),
  en('concept', 'sessionType and contentType, I keep mixing them up', [`${I}/termDefinition`]),
  en('concept', 'file links still point to the ip address after moving to a domain', [`${G}/nginxDomainConfig`, `${G}/faq`]),
  en('concept', 'with a cloud bucket, which file url ends up inside the image message', [`${S}/s3`]),

  // Chinese: SDK functions.
  zh('concept', '群主在app里换群头像', [`${SDK}/group/setGroupInfo`, `${CLS}/setGroupInfoExReq`]),
  zh('concept', '删了消息 对方那边还能看到吗', [`${SDK}/message/deleteMessage`, `${SDK}/message/revokeMessage`]),
  zh('concept', '我订阅了哪些人的在线状态 怎么查', [`${SDK}/user/getSubscribeUsersStatus`]),
  zh('concept', '好友列表里别显示被我拉黑的人', [`${SDK}/relation/getFriendList`, `${SDK}/relation/getFriendListPage`]),
  zh('mixed', 'initSDK 返回 false 初始化没成功', [`${SDK}/initialization/initSDK`, `${CLS}/initConfig`]),
  zh('concept', '群主能撤回别人在群里发的消息吗', [`${SDK}/message/revokeMessage`]),
  zh('concept', '发视频要自己截一张封面图吗', [`${SDK}/message/createVideoMessageFromFullPath`, `${SDK}/message/createVideoMessage`]),
  // Chinese: callbacks and listeners.
  zh('concept', '好友申请被删掉了 新朋友列表要同步去掉', [`${CB}/friend/onFriendApplicationDeleted`]),
  zh('concept', '发消息成功的回调里返回的是什么 能拿到服务端时间吗', [`${LS}/SendMsgCallBack`, `${SDK}/message/sendMessage`]),
  zh('concept', '群里有人被禁言了 客户端怎么知道', [`${CB}/group/onGroupMemberInfoChanged`]),
  // Chinese: classes and enums.
  zh('mixed', 'FriendInfo 里的 addSource 是什么意思', [`${ENUM}/friendAddSource`, `${CLS}/friendInfo`]),
  zh('mixed', '表情包消息 faceElem 的 index 和 data 怎么填', [`${MSG}/faceElem`, `${SDK}/message/createFaceMessage`]),
  zh('concept', '黑名单里能看到是什么时候拉黑的吗', [`${CLS}/blackInfo`]),
  zh('concept', '图片消息里有原图 大图 缩略图 列表里该用哪个', [`${MSG}/pictureElem`, `${MSG}/pictureBaseInfo`]),
  zh('concept', '在线状态能看出他是手机在线还是电脑在线吗', [`${CLS}/userStatusInfo`]),
  // Chinese: REST operations.
  zh('concept', '后台查某个群主还有多少入群申请没处理', [`${REST}/groupManagement/getGroupApplicationUnhandledCount`]),
  zh('concept', '服务端批量把几个好友置顶', [`${REST}/friendsManagement/updateFriends`]),
  zh('concept', '后台拿某个群全部成员的userID 不要分页', [`${REST}/groupManagement/getGroupMemberUserIDs`]),
  zh('concept', '客户端日志的问题处理完了 后台把日志删掉', [`${REST}/thirdManagement/deleteLogs`]),
  zh('concept', '服务端让用户自己退出某个群', [`${REST}/groupManagement/quitGroup`]),
  zh('concept', '后台看某个用户发出去的好友申请 对方同意没', [`${REST}/friendsManagement/getSentApplication`]),
  zh('concept', '后台搜一下建过哪些通知账号', [`${REST}/userManagement/searchNotificationAccount`]),
  zh('concept', '服务端拿用户置顶了哪些会话', [`${REST}/conversationManagement/getPinnedConversationIDs`]),
  zh('mixed', '后台给用户签发token时 platformID 填什么', [`${REST}/authenticationManagement/getUserToken`, `${ENUM}/platform`]),
  zh('mixed', '接口分页 pageNumber 从0还是从1开始', ['/restapi/commonFields']),
  // Chinese: webhooks.
  zh('concept', '群里的消息被撤回后 回调通知我们', [`${WH}/msg/groupMsgRevokeAfter`]),
  zh('concept', '后台批量导入好友之前 业务服务器先校验一下', [`${WH}/relationship/importFriendsBefore`]),
  zh('concept', '用户改好友备注之前 审核一下备注内容', [`${WH}/relationship/setFriendRemarkBefore`]),
  zh('concept', '有没有接收回调的 demo 代码', [`${WH}/example`]),
  // Chinese: error codes.
  zh('mixed', '调接口一直返回 1001 errDlt 里写的啥意思', [ERR]),
  zh('mixed', 'sdk 报 10301 这个会话不支持这个操作', [SERR]),
  zh('mixed', '调 sdk 方法报 10003 context deadline', [SERR]),
  // Chinese: guides, deployment, FAQs.
  zh('concept', 'openim-push 挂了 消息还能收到吗 离线推送呢', [`${G}/faultRecovery`]),
  zh('mixed', 'chat 的 10008 和 10009 端口分别是干嘛的', [`${G}/admin`]),
  zh('concept', 'k8s 先用一个镜像跑起来试试 不想配那么多', [`${G}/k8s-deployment`]),
  zh('concept', '压测 单台服务器能扛多少在线', [`${BM}/benchmark_test`]),
  zh('concept', 'userID 能用中文或者带@吗', [`${I}/termDefinition`]),
  zh('concept', '有没有 C# 的 sdk', ['/sdks/introduction', `${QS}/unity`]),
  zh('concept', '华为小米手机 离线推送怎么配', [`${S}/offlinePush`]),
  zh('concept', 'docker compose 起来以后 openim-server 一直在重启', [`${G}/faq`, `${G}/dockerCompose`]),
  zh('concept', 'etcd 挂了 所有服务都启动失败', [`${G}/faq`, `${G}/faultRecovery`]),
  zh('concept', 'flutter sdk 对 dart 版本有要求吗', [`${QS}/flutter`, '/sdks/introduction']),
  zh('concept', '安卓最低支持到哪个版本 minSdk', [`${QS}/android`, '/sdks/introduction']),
  zh('concept', 'k8s 里 mongo redis 用外部的 不用集群里自带的', [`${G}/k8s-deployment`]),
  zh('concept', '服务器重启以后 openim 这些服务按什么顺序起', [`${G}/faultRecovery`]),
  zh('concept', '想封禁某个用户 不让他登录 管理后台能做吗', [`${G}/admin`]),
  zh('mixed', 'app 里 wsAddr 填 ws://ip:10001 还是 10002', [`${G}/dockerCompose`]),
  zh('concept', '聊天消息最后存在哪 mongo 还是 redis', [I, `${G}/faultRecovery`]),
  zh('concept', 'minio 控制台 端口多少 怎么登录', [`${G}/dockerCompose`]),
  zh('concept', 'kafka 里消息堆积 消费跟不上', [`${G}/faultRecovery`]),
];
