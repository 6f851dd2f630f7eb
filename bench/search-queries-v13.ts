/**
 * Issue 30, thirteenth held-out set (`heldOut: 'v13'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed before any of its results were seen, while v1-v12 are tuning
 * material; nothing may be tuned on it. Written blind, from the reader's side: what someone wiring OpenIM into an app
 * or running its server types before knowing the names — tasks, questions, symptoms, error situations, a few words
 * copied from code or logs. The Chinese rows are written on their own, not translated from the English ones. About two
 * thirds ask about the reference sections (SDK functions, callbacks, listeners, classes, enums; REST operations,
 * webhooks, error codes), the rest about guides, deployment and the FAQs. Pages were chosen as readers' needs are
 * spread (common integration tasks more often than rare corners), intents of v9-v12 were not repeated, and no query
 * repeats the wording of an earlier set's.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, MSG, ENUM, LS, QS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v13');
const zh = queryMaker('zh-Hans', 'v13');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';
const SFAQ = '/sdks/faq';

export const V13_QUERIES: BenchQuery[] = [
  // English: SDK functions.
  en('concept', 'tag a teammate with @ in a group message so they get notified', [`${SDK}/message/createTextAtMessage`]),
  en('concept', 'remove a message from all my own devices but not for the other person', [`${SDK}/message/deleteMessage`]),
  en('concept', 'privacy setting that erases my whole message history everywhere', [`${SDK}/message/deleteAllMsgFromLocalAndSvr`]),
  en('concept', 'profile screen shows add friend or send message depending on whether we are friends already', [`${SDK}/relation/checkFriend`]),
  en('concept', 'silence one spammer in my group for an hour', [`${SDK}/group/changeGroupMemberMute`]),
  en('concept', 'remember that a voice note was played, only on this phone', [`${SDK}/message/setMessageLocalEx`]),
  en('concept', 'message with a clickable link and bold words', [`${SDK}/message/createAdvancedTextMessage`]),
  en('concept', 'new group chat with the contacts I ticked', [`${SDK}/group/createGroup`]),
  en('concept', 'search box on the contacts tab matching nickname or remark', [`${SDK}/relation/searchFriends`]),
  en('concept', 'group admin approves a pending join request', [`${SDK}/group/acceptGroupApplication`]),
  en('concept', 'red dot count of friend requests I have not answered', [`${SDK}/relation/getFriendApplicationUnhandledCount`]),
  en('concept', 'firebase gave the app a new registration token, pass it to openim', [`${SDK}/third/updateFcmToken`, `${S}/offlinePush`]),
  // English: callbacks and listeners.
  en('concept', 'my request to join a group was approved, open the group chat', [`${CB}/group/onGroupApplicationAccepted`]),
  en('concept', 'changed my avatar on the phone, the desktop app should show it too', [`${CB}/user/onSelfInfoUpdated`]),
  en('concept', 'data sync after login failed, show a retry button', [`${CB}/sync/onSyncServerFailed`]),
  en('concept', 'receive in the app the custom notification my backend pushed', [
    `${CB}/message/onRecvCustomBusinessMessage`,
    `${SDK}/message/setCustomBusinessListener`,
    `${LS}/OnCustomBusinessListener`,
  ]),
  // English: classes and enums.
  en('concept', 'name and size of a received file message', [`${MSG}/fileElem`]),
  en('concept', 'length in seconds of a received voice message', [`${MSG}/soundElem`]),
  en('concept', 'disable the input box when the group is muted or dismissed', [`${ENUM}/groupStatus`]),
  // English: REST operations.
  en('concept', 'moderation tool mutes a group member for 24 hours from the backend', [`${REST}/groupManagement/muteGroupMember`]),
  en('concept', 'subscription ended, remove the user from the paid group via the server', [`${REST}/groupManagement/kickGroup`]),
  en('concept', 'which devices is a user connected from, tokens per platform', [`${REST}/userManagement/getUserOnlineTokenDetail`]),
  en('concept', 'account-wide do not disturb set by our backend', [`${REST}/userManagement/updateGlobalRemind`]),
  en('concept', 'user deletes their account, wipe their chat history on the server', [`${REST}/messageManagement/deleteUserAllMessage`]),
  en('concept', 'look up several user profiles by id from my backend', [`${REST}/userManagement/getSpecifiedUser`]),
  en('concept', 'json content for a picture message sent through the rest api', ['/restapi/contentDescription', `${REST}/messageManagement/sendMessage`]),
  // English: webhooks.
  en('concept', 'reject group messages with banned words before they are stored', [`${WH}/group/sendGroupMsgBefore`]),
  en('concept', 'backend analytics: when did the receiver read a private message', [`${WH}/msg/singleMsgRead`]),
  en('concept', 'update our billing contact when someone else becomes group owner', [`${WH}/group/transferGroupOwnerAfter`]),
  en('concept', 'support agent shows as available as soon as their app connects', [`${WH}/user/userOnline`]),
  en('concept', 'one hook that sees every new group member, invited or approved', [`${WH}/group/memberJoinGroupBefore`]),
  // English: error codes.
  en('concept', 'private message fails because the receiver has blocked me', [`${ERR}`]),
  en('concept', 'admin-only endpoint returns a permission error with a user token', [`${ERR}`]),
  en('concept', 'calling login again while already signed in throws an error', [`${SERR}`, `${SFAQ}`]),
  // English: guides, deployment, FAQs.
  en('concept', 'compose fails: Pool overlaps with other one on this address space', [`${G}/faq`]),
  en('concept', 'Kafka check failed when the server starts', [`${G}/faq`]),
  en('concept', 'what does openim-msgtransfer do', [I]),
  en('concept', 'upload succeeds but phones cannot open the images', ['/faq', `${G}/faq`]),
  en('concept', 'is there a health endpoint to check the server is up', [`${G}/quickTestServer`]),
  en('concept', 'how long does a user token stay valid and where to change it', ['/faq', '/restapi/commonConfigs']),
  en('concept', 'difference between an admin token and a user token', ['/faq']),
  en('concept', 'android gradle dependency for the openim sdk', [`${QS}/android`]),
  en('concept', 'chat inside a unity game', [`${QS}/unity`]),
  en('concept', 'can the mobile app call the rest api directly instead of the sdk', [`${SFAQ}`]),
  en('concept', 'enum numbers differ between my android and ios code', [`${SFAQ}`]),
  en('concept', 'rebuild one service after changing its go code', [`${G}/imSourceCodeDeployment`]),
  en('concept', 'start grafana and prometheus with the compose stack', [`${G}/dockerCompose`]),
  en('concept', 'same account on phone, desktop and web at once', ['/faq', `${I}/features`]),
  en('concept', 'which wasm files must my website serve for the browser sdk', ['/faq', `${QS}/browser`]),
  en('concept', 'default login for the admin console', [`${G}/admin`, `${G}/faq`]),

  // Chinese: SDK functions.
  zh('concept', '群里艾特某个人', [`${SDK}/message/createTextAtMessage`]),
  zh('concept', '@所有人 怎么发', [`${SDK}/message/getAtAllTag`, `${SDK}/message/createTextAtMessage`]),
  zh('concept', '打开app首页显示所有聊天会话', [`${SDK}/conversation/getAllConversationList`, `${SDK}/conversation/getConversationListSplit`]),
  zh('concept', '发一条普通文字消息', [`${SDK}/message/createTextMessage`, `${SDK}/message/sendMessage`]),
  zh('concept', '不想加这个人 拒绝他的好友申请', [`${SDK}/relation/refuseFriendApplication`]),
  zh('concept', '把某人从黑名单里放出来', [`${SDK}/relation/removeBlack`]),
  zh('concept', '大群里按昵称搜成员', [`${SDK}/group/searchGroupMembers`]),
  zh('concept', '开启全员禁言 只有群主和管理员能发言', [`${SDK}/group/changeGroupMute`]),
  zh('concept', '清理缓存 只删本机的聊天记录', [`${SDK}/message/deleteAllMsgFromLocal`]),
  zh('concept', '根据userID查别人的昵称头像', [`${SDK}/user/getUsersInfo`]),
  zh('concept', '管理员审核入群申请 列表怎么拿', [`${SDK}/group/getGroupApplicationListAsRecipient`]),
  zh('concept', '发消息时自定义离线推送标题和内容', [`${CLS}/offlinePushInfo`, `${SDK}/message/sendMessage`]),
  // Chinese: callbacks.
  zh('concept', '对方正在输入中 怎么监听', [`${CB}/conversation/onConversationUserInputStatusChanged`, `${SDK}/conversation/getInputStates`]),
  zh('concept', '我申请加群被拒绝了 有回调吗', [`${CB}/group/onGroupApplicationRejected`]),
  zh('concept', '长连接连不上 哪个回调报连接失败', [`${CB}/connection/onConnectFailed`]),
  zh('concept', '在另一台设备拉黑了人 这边黑名单怎么同步', [`${CB}/blacklist/onBlackAdded`]),
  // Chinese: enums and classes.
  zh('concept', '群里有人@我 会话列表显示[有人@我]', [`${ENUM}/groupAtType`]),
  zh('concept', '进群要不要审核 这个设置有几种', [`${ENUM}/groupVerification`]),
  zh('concept', 'sdk日志级别设多少合适', [`${ENUM}/logLevel`]),
  zh('concept', '位置消息里的经纬度字段', [`${MSG}/locationElem`]),
  zh('concept', '群成员之间能不能互相加好友 权限设置', [`${ENUM}/allowType`]),
  // Chinese: REST operations.
  zh('concept', '服务端把用户拉黑', [`${REST}/friendsManagement/addBlackList`]),
  zh('concept', '后台查群资料 群名 群主是谁', [`${REST}/groupManagement/getGroupsInfo`]),
  zh('concept', '后台把某个成员设成群管理员', [`${REST}/groupManagement/setGroupMemberInfo`]),
  zh('concept', '运营后台搜所有的群', [`${REST}/groupManagement/getGroups`]),
  zh('concept', '服务端改好友备注', [`${REST}/friendsManagement/setFriendRemark`]),
  // Chinese: webhooks.
  zh('concept', '用户退群后回调通知业务服务器', [`${WH}/group/quitGroup`]),
  zh('concept', '群被解散后回调我们后台', [`${WH}/group/disMissGroupAfter`]),
  zh('concept', '申请入群之前回调 付费群不让进', [`${WH}/group/applyJoinGroupBefore`]),
  zh('concept', '两人成为好友之后回调', [`${WH}/relationship/addFriendAgreeAfter`]),
  zh('mixed', 'webhooks.yml 里怎么开启回调', [`${WH}/introduction`]),
  // Chinese: error codes.
  zh('concept', '不是好友发不了单聊 报什么错', [`${ERR}`]),
  zh('concept', '普通用户token调管理接口 报1002', [`${ERR}`]),
  zh('concept', '手机上点重发 提示消息重复 10204', [`${SERR}`, `${SFAQ}`]),
  // Chinese: guides, deployment, FAQs.
  zh('concept', '聊天记录在服务器上保存多久 会自动删吗', ['/faq']),
  zh('mixed', '启动报 MongoDB authentication failed', [`${G}/faq`]),
  zh('concept', 'docker部署的日志在哪看', [`${G}/faq`]),
  zh('concept', '改了secret以后所有人都登录不了', [`${G}/faq`]),
  zh('concept', '想在服务端加个新接口 二次开发', [`${S}/developNewFeatures`]),
  zh('concept', '用环境变量覆盖配置文件里的值', [`${G}/config-center`, '/faq']),
  zh('concept', 'ios 用 cocoapods 集成sdk', [`${QS}/ios`]),
  zh('mixed', 'conversationID 是怎么拼出来的', [`${I}/termDefinition`]),
  zh('mixed', '上传文件报 SignatureDoesNotMatch', [`${G}/faq`]),
  zh('concept', '提示内存小于1G 启动不了', [`${G}/faq`]),
  zh('concept', 'openim 要装 mysql 吗', [`${G}/faq`]),
  zh('concept', '只重启某一个服务 不影响别的', [`${G}/faq`]),
  zh('concept', '关掉app期间别人发的消息 打开后看不到', [`${SFAQ}`]),
  zh('concept', 'sdk本地数据存在哪 怎么清掉', [`${SFAQ}`]),
  zh('concept', '服务端和sdk分别是什么开源协议', [`${S}/chooseProject`, I]),
  zh('mixed', '源码部署 mage start 之后怎么确认服务都起来了', [`${G}/imSourceCodeDeployment`, `${G}/quickTestServer`]),
];
