/**
 * Issue 30, fourteenth held-out set (`heldOut: 'v14'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed before any of its results were seen, while v1-v13 are tuning
 * material; nothing may be tuned on it. Written blind, from the reader's side: what someone wiring OpenIM into an app
 * or running its server types before knowing the names — tasks, questions, symptoms, error situations, a few words
 * copied from code or logs. The Chinese rows are written on their own, not translated from the English ones. About two
 * thirds ask about the reference sections (SDK functions, callbacks, listeners, classes, enums; REST operations,
 * webhooks, error codes), the rest about guides, deployment and the FAQs. Pages were chosen as readers' needs are
 * spread (common integration tasks more often than rare corners), intents of v9-v13 were not repeated, and no query
 * repeats the wording of an earlier set's.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, MSG, ENUM, LS, QS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v14');
const zh = queryMaker('zh-Hans', 'v14');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';
const SFAQ = '/sdks/faq';

export const V14_QUERIES: BenchQuery[] = [
  // English: SDK functions.
  en('concept', 'user scrolls to the top of the chat, load the page of messages before that', [`${SDK}/message/getAdvancedHistoryMessageList`]),
  en('concept', 'fill the me tab with my own name and avatar after login', [`${SDK}/user/getSelfUserInfo`]),
  en('concept', 'before opening a group chat, check whether the current user is still in that group', [`${SDK}/group/isJoinGroup`]),
  en('concept', 'list the groups I asked to join and whether they said yes', [`${SDK}/group/getGroupApplicationListAsApplicant`]),
  en('concept', 'filter the chat list by a name typed in a search field', [`${SDK}/conversation/searchConversation`]),
  en('concept', 'media files are on our own cdn, send without going through openim storage', [`${SDK}/message/sendMessageNotOss`]),
  en('concept', 'share a pdf that already has a download link', [`${SDK}/message/createFileMessageByURL`]),
  en('concept', 'show group name, notice and member count for a group id I got from a deep link', [`${SDK}/group/getSpecifiedGroupsInfo`]),
  en('concept', 'red badge counting pending group join requests for owners and admins', [`${SDK}/group/getGroupApplicationUnhandledCount`]),
  en('concept', 'invite screen: which of my contacts are already in this group', [`${SDK}/group/getUsersInGroup`]),
  // English: callbacks and listeners.
  en('concept', 'put up a "Receiving…" header as soon as the sdk starts syncing', [`${CB}/sync/onSyncServerStart`]),
  en('concept', 'receive transient messages that are not saved and only delivered while online', [`${CB}/message/onRecvOnlineOnlyMessage`]),
  en('concept', 'update the ui when a subscribed user goes offline', [`${CB}/user/onUserStatusChanged`, `${SDK}/user/subscribeUsersStatus`]),
  en('concept', 'one android interface for all group events: members, info changes, join requests', [`${LS}/OnGroupListener`, `${SDK}/group/setGroupListener`]),
  en('concept', 'how far along is a large uploadFile call, per-part events', [`${LS}/UploadFileCallback`]),
  en('concept', 'can I build video calling on the openim sdk', [`${LS}/OnSignalingListener`]),
  // English: classes and enums.
  en('concept', 'render "Alice joined the group" tips in the chat, where is the text of that system message', [`${MSG}/notificationElem`]),
  en('concept', 'fields of a group join request: applicant, reason, handled result', [`${CLS}/groupApplicationInfo`]),
  en('concept', 'uploaded file link in the result object of uploadFile', [`${CLS}/uploadFileResult`, `${SDK}/third/uploadFile`]),
  en('concept', 'msgFrom field is 200 on some messages', [`${ENUM}/msgFrom`]),
  // English: REST operations.
  en('concept', 'turn the group into announcement-only mode from our backend', [`${REST}/groupManagement/muteGroup`]),
  en('concept', 'server tool deletes a few messages of one chat for a user', [`${REST}/messageManagement/deleteMsgs`]),
  en('concept', 'client clock is wrong, get the time from the im server', [`${REST}/messageManagement/getServerTime`]),
  en('concept', "web console lists a user's chats, pinned first, with unread numbers", [`${REST}/conversationManagement/getSortedConversationList`]),
  en('concept', 'ranking of groups with the most messages last month', [`${REST}/statistics/getActiveGroups`]),
  en('concept', 'signed download link of an uploaded file that expires', [`${REST}/objectStorage/accessURL`, `${REST}/objectStorage/getObject`]),
  en('concept', 'our backend sends a friend request from one user to another', [`${REST}/friendsManagement/sendApplication`]),
  // English: webhooks.
  en('concept', 'block offensive nicknames before profile changes are saved', [`${WH}/user/updateUserInfoExBefore`, `${WH}/user/updateUserInfoBefore`]),
  en('concept', 'moderate group names before a rename is saved', [`${WH}/group/setGroupInfoExBefore`, `${WH}/group/setGroupInfoBefore`]),
  en('concept', 'in a huge group, push online only to the members who are active', [`${WH}/push/groupOnlinePushBefore`]),
  en('concept', 'copy friend remarks into our crm when users change them', [`${WH}/relationship/setFriendRemarkAfter`]),
  // English: error codes.
  en('concept', 'api says the user id is not found, but I thought I created it', [`${ERR}`]),
  en('concept', 'server responds with errCode 500, what now', [`${ERR}`, `${G}/faq`]),
  en('concept', 'friend request fails because we are friends already', [`${ERR}`]),
  // English: guides, deployment, FAQs.
  en('concept', "can our server send chat messages in a user's name", ['/faq', `${REST}/messageManagement/sendMessage`]),
  en('concept', 'wss connection drops behind our reverse proxy, missing upgrade header', [`${G}/nginxDomainConfig`]),
  en('concept', 'kubernetes pods wait forever because the volumes never bind', [`${G}/k8s-deployment`]),
  en('concept', 'which message id should my database key on', [`${I}/termDefinition`]),
  en('concept', 'how does the bot service get the messages users send to it', [`${S}/aiRobot`]),
  en('concept', 'fork the open source demo app for ios and android', [`${I}/product`]),
  en('concept', 'load old conversations from the system we are replacing into openim', [`${S}/migrate`]),
  en('concept', 'method missing from the react native package though the docs list it', [`${SFAQ}`, '/sdks/coverage']),
  en('concept', 'get a token for a test user with curl and log in from a client', [`${G}/quickTestServer`]),
  en('concept', 'which containers does the compose file start', [`${G}/dockerCompose`]),
  en('concept', 'change the port openim-api listens on', [`${G}/config-center`]),
  en('concept', 'pairing client sdk releases with a server release', [`${I}/version`]),
  en('concept', 'phones get a push with placeholder text instead of the message', [`${S}/offlinePush`, `${CLS}/offlinePushInfo`]),
  en('concept', 'management web ui shows errors on every page, network tab all red', [`${G}/admin`]),
  en('concept', 'run mongodb redis and kafka in docker but the openim services from source', [`${G}/env-comp`]),
  en('concept', 'lowest iOS deployment target the sdk supports', [`${QS}/ios`]),

  // Chinese: SDK functions.
  zh('concept', '通讯录页面 拉取全部好友', [`${SDK}/relation/getFriendList`, `${SDK}/relation/getFriendListPage`]),
  zh('concept', '判断消息是不是自己发的 要拿当前登录的userID', [`${SDK}/initialization/getLoginUserID`]),
  zh('concept', '语音文件已经传到自己服务器了 怎么发语音消息', [`${SDK}/message/createSoundMessageByURL`, `${SDK}/message/sendMessageNotOss`]),
  zh('concept', '点推送进来 只拿到几个会话ID 查这几个会话', [`${SDK}/conversation/getMultipleConversation`]),
  zh('concept', '聊天页顶部显示好友备注名 只查这一个人', [`${SDK}/relation/getSpecifiedFriendsInfo`]),
  zh('concept', '改一下我在这个群里的群昵称', [`${SDK}/group/setGroupMemberInfo`]),
  zh('concept', '在所有聊天记录里全局搜关键字', [`${SDK}/message/searchLocalMessages`, `${CLS}/searchLocalMessagesParams`]),
  zh('concept', '一键清空会话列表 但是聊天记录别删', [`${SDK}/conversation/hideAllConversations`]),
  zh('concept', '发一条不存库的消息 对方不在线就算了', [`${SDK}/message/sendMessage`, `${CB}/message/onRecvOnlineOnlyMessage`]),
  zh('concept', '最近一周新进群的成员 按入群时间筛', [`${SDK}/group/getGroupMemberListByJoinTimeFilter`]),
  zh('concept', '创建群时顺便把几个人设成管理员', [`${SDK}/group/createGroup`, `${CLS}/createGroupReq`]),
  // Chinese: callbacks and listeners.
  zh('concept', '在电脑上取消拉黑 手机上的黑名单也要跟着变', [`${CB}/blacklist/onBlackDeleted`]),
  zh('concept', '好友相关的事件都在哪个监听里 黑名单也算吗', [`${LS}/OnFriendshipListener`, `${SDK}/relation/setFriendListener`]),
  zh('concept', '未读总数变了 会话更新了 这些通知注册在哪', [`${LS}/OnConversationListener`, `${SDK}/conversation/setConversationListener`]),
  // Chinese: classes and enums.
  zh('concept', '收到一条聊天记录消息 里面包着好几条 怎么展开', [`${MSG}/mergeElem`]),
  zh('concept', '好友申请里的申请理由是哪个字段', [`${CLS}/friendApplication`]),
  zh('concept', '消息里@了哪些人 从哪拿', [`${MSG}/atElem`, `${MSG}/atInfo`]),
  zh('concept', '登录用户自己的资料 字段说明', [`${CLS}/userInfo`, `${SDK}/user/getSelfUserInfo`]),
  zh('mixed', '建群时 groupType 填几', [`${ENUM}/groupType`, `${CLS}/createGroupReq`]),
  zh('mixed', '搜好友返回的 relationship 是啥意思', [`${ENUM}/relationship`, `${CLS}/searchFriendsInfo`]),
  // Chinese: REST operations.
  zh('concept', '后台查群里某几个成员的信息 看是不是管理员', [`${REST}/groupManagement/getGroupMembersInfo`]),
  zh('concept', '官方号自动通过所有好友申请 服务端来处理', [`${REST}/friendsManagement/processApplication`]),
  zh('concept', '服务端帮用户解除拉黑', [`${REST}/friendsManagement/deleteBlackList`]),
  zh('concept', '付费确认以后 后台同意他的入群申请', [`${REST}/groupManagement/groupApplicationResponse`]),
  zh('concept', '服务端算每个会话还剩多少条未读 发邮件提醒', [`${REST}/messageManagement/getConversationsHasReadAndMaxSeq`]),
  zh('concept', '后台设置ios图标上的角标数', [`${REST}/thirdManagement/setAppBadge`]),
  zh('concept', '通知账号的昵称想换一下 接口', [`${REST}/userManagement/updateNotificationAccount`]),
  // Chinese: webhooks.
  zh('concept', '对方点了同意 但我们后台要决定能不能成为好友', [`${WH}/relationship/addFriendAgreeBefore`]),
  zh('concept', '解除黑名单这个动作 业务服务器能收到回调吗', [`${WH}/relationship/removeBlack`]),
  zh('concept', '群消息已读了回调 我们做已读统计', [`${WH}/group/groupMsgRead`]),
  zh('concept', '改群昵称之前回调审核一下', [`${WH}/group/setMemberInfoBefore`]),
  // Chinese: error codes.
  zh('concept', '重复添加同一个好友 接口返回什么码', [`${ERR}`]),
  zh('concept', '群解散了还往里发消息 返回啥错误码', [`${ERR}`]),
  zh('mixed', 'sdk 报 10001 网络超时', [`${SERR}`]),
  // Chinese: guides, deployment, FAQs.
  zh('concept', '私有化部署 聊天数据会不会传到你们那边', ['/faq']),
  zh('concept', 'http 下能用 换成 https 就连不上了', [`${G}/faq`, `${G}/nginxDomainConfig`]),
  zh('mixed', '报错 only etcd support autoSetPorts', [`${G}/faq`, `${G}/k8s-deployment`]),
  zh('mixed', 'v3.8.3-patch.14 这种版本号怎么看', [`${I}/version`]),
  zh('concept', 'config 目录下那么多yml 分别管什么', [`${G}/config-center`]),
  zh('concept', '运营后台页面能访问 点啥都提示网络错误', [`${G}/admin`]),
  zh('concept', 'iOS 推送的角标和提示音在哪设置', [`${S}/offlinePush`]),
  zh('mixed', 'mongo kafka这些用compose起 服务端自己编译跑', [`${G}/env-comp`]),
  zh('mixed', 'kubernetes 上 pod 都 running 了 调接口却是 errCode 500', [`${G}/k8s-deployment`]),
  zh('concept', '机器人账号怎么注册 是普通用户吗', [`${S}/aiRobot`]),
  zh('concept', '旧im的用户批量导入openim', [`${S}/migrate`]),
  zh('concept', 'seq 是干嘛的 消息为什么要有seq', [`${I}/termDefinition`, '/blog/golang/architectural/3']),
  zh('concept', '必须加了好友才能聊天 怎么开', [`${G}/config-center`]),
  zh('concept', '群聊有没有已读未读功能', [`${I}/features`]),
  zh('concept', 'demo app 注册 短信验证码没发出来', [`${G}/admin`]),
  zh('concept', '新手接入 安卓 sdk 初始化和登录的完整流程', [`${QS}/android`]),
];
