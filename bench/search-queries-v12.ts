/**
 * Issue 30, twelfth held-out set (`heldOut: 'v12'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed before any of its results were seen, while v1-v11 are tuning
 * material; nothing may be tuned on it. Written blind, from the reader's side: what someone wiring OpenIM into an app
 * or running its server types before knowing the names — tasks, questions, symptoms, error situations, a few words
 * copied from code or logs. The Chinese rows are written on their own, not translated from the English ones. About two
 * thirds ask about the reference sections (SDK functions, callbacks, listeners, classes, enums; REST operations,
 * webhooks, error codes), the rest about guides, deployment and the FAQ. Pages were chosen as readers' needs are
 * spread (common integration tasks more often than rare corners), intents of v9-v11 were not repeated, and queries
 * whose wording matches an earlier set's were left out.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, ENUM, QS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v12');
const zh = queryMaker('zh-Hans', 'v12');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';

export const V12_QUERIES: BenchQuery[] = [
  // English: SDK functions.
  en('concept', 'sign the user back in automatically when the app starts with the token we saved', [
    `${SDK}/initialization/login`,
    `${SDK}/initialization/getLoginStatus`,
  ]),
  en('concept', 'user opened a chat, clear its unread badge', [`${SDK}/conversation/markConversationMessageAsRead`]),
  en('concept', 'user taps "clear history" but the chat should stay in the list', [`${SDK}/conversation/clearConversationAndDeleteAllMsg`]),
  en('concept', 'undo a message I sent to the wrong person', [`${SDK}/message/revokeMessage`]),
  en('concept', 'send a photo the user picked from the gallery', [`${SDK}/message/createImageMessageFromFullPath`, `${SDK}/message/createImageMessage`]),
  en('concept', 'send a clip recorded with the camera', [`${SDK}/message/createVideoMessageFromFullPath`, `${SDK}/message/createVideoMessage`]),
  en('concept', 'forward one message to another chat', [`${SDK}/message/createForwardMessage`]),
  en('concept', 'add people to a group chat I am already in', [`${SDK}/group/inviteUserToGroup`]),
  en('concept', 'rename a group from the group settings screen', [`${SDK}/group/setGroupInfo`]),
  en('concept', 'search older messages for a word inside the current chat', [`${SDK}/message/searchLocalMessages`]),
  en('concept', 'screen with everyone I have blocked', [`${SDK}/relation/getBlackList`]),
  en('concept', 'turn off notifications for a noisy group chat', [`${SDK}/conversation/setConversation`, `${ENUM}/recvMsgOpt`]),
  // English: callbacks and listeners.
  en('concept', 'somebody removed me from their contacts, update my list', [`${CB}/friend/onFriendDeleted`]),
  en('concept', 'tell the user their friend request was declined', [`${CB}/friend/onFriendApplicationRejected`]),
  en('concept', 'the group was disbanded while the chat screen was open', [`${CB}/group/onGroupDismissed`]),
  en('concept', 'hide the "no connection" bar once the socket is back', [`${CB}/connection/onConnectSuccess`]),
  en('concept', 'app jumps back to the login screen by itself when I sign in on my tablet', [`${CB}/connection/onKickedOffline`]),
  en('concept', 'first message from a stranger, add a new row to the chat list', [`${CB}/conversation/onNewConversation`]),
  // English: classes and enums.
  en('concept', 'fields of a group member record, when did they join', [`${CLS}/groupMemberInfo`]),
  en('concept', 'which platformID number is web and which is android', [`${ENUM}/platform`]),
  en('concept', 'content type 101 102 103 meaning', [`${ENUM}/messageContentType`]),
  // English: REST operations.
  en('concept', 'create the im account when someone signs up on our website', [`${REST}/userManagement/userRegister`]),
  en('concept', 'same system notice to a list of user ids in one api call', [`${REST}/messageManagement/batchSendMessage`]),
  en('concept', 'shut down a group for good from our admin system', [`${REST}/groupManagement/dismissGroup`]),
  en('concept', "fetch a user's friends from my server", [`${REST}/friendsManagement/getFriendList`]),
  en('concept', "end two users' friendship from the backend", [`${REST}/friendsManagement/deleteFriend`]),
  en('concept', 'members of a group listed by the backend', [`${REST}/groupManagement/getGroupMemberList`]),
  // English: webhooks.
  en('concept', 'archive every private message in our database after delivery', [`${WH}/msg/sendSingleMsgAfter`]),
  en('concept', 'rewrite the notification text before an offline push goes out', [`${WH}/push/offlinePushBefore`]),
  en('concept', 'send a welcome message when a new account is created', [`${WH}/user/userRegisterAfter`]),
  en('concept', 'our server should know when someone unfriends another user', [`${WH}/relationship/deleteFriendAfter`]),
  // English: error codes.
  en('concept', 'cannot send to a group after being removed from it, which error', [`${ERR}`]),
  en('concept', 'registering a user id that already exists returns an error', [`${ERR}`]),
  // English: SDK quick starts.
  en('concept', 'add the openim sdk to a flutter app', [`${QS}/flutter`]),
  // English: guides, deployment, FAQ.
  en('concept', 'where do I put my public ip so phones can reach the server', [`${G}/dockerCompose`]),
  en('concept', 'files are in minio, moving them to aliyun oss', [`${S}/s3convert`]),
  en('concept', 'serve openim under my existing https domain', [`${G}/nginxDomainConfig`]),
  en('concept', 'what has to be shared between two openim hosts', [`${G}/cluster`]),
  en('concept', 'which secrets and passwords are still defaults, hardening for production', ['/faq', `${G}/dockerCompose`]),
  en('concept', 'kubectl apply manifests instead of docker compose', [`${G}/k8s-deployment`]),
  en('concept', 'cache the admin token rather than requesting one for every call', [`${S}/integrate`, `${REST}/authenticationManagement/getAdminToken`]),
  en('concept', 'android app killed, notifications stop arriving', [`${S}/offlinePush`]),
  en('concept', 'server has no internet access, how to get the images onto it', [`${G}/internalDeployment`]),
  en('concept', 'install on a kunpeng arm server', [`${G}/arm`]),
  en('concept', 'is there a cap on group size', ['/faq']),
  en('concept', 'what happens to messages if my webhook server is down', ['/faq']),
  en('concept', 'find out which openim server release is deployed on the box', [`${G}/faq`, `${I}/version`]),
  en('concept', 'list of everything openim can do', [`${I}/features`]),
  en('concept', 'clients cannot connect at all after deployment', [`${G}/faq`]),
  en('concept', 'does each service read its config from files or from etcd', [`${G}/config-center`]),

  // Chinese: SDK functions.
  zh('concept', '消息发错了 想撤回', [`${SDK}/message/revokeMessage`]),
  zh('concept', '左滑删掉这个会话 消息也不要了', [`${SDK}/conversation/deleteConversationAndDeleteAllMsg`]),
  zh('concept', '点进聊天页面后未读数清零', [`${SDK}/conversation/markConversationMessageAsRead`]),
  zh('concept', '从相册里选张图发出去', [`${SDK}/message/createImageMessageFromFullPath`, `${SDK}/message/createImageMessage`]),
  zh('concept', '拍个小视频发给对方', [`${SDK}/message/createVideoMessageFromFullPath`, `${SDK}/message/createVideoMessage`]),
  zh('concept', '加好友的时候附带一句话', [`${SDK}/relation/addFriend`]),
  zh('concept', '建好群以后再拉几个好友进来', [`${SDK}/group/inviteUserToGroup`]),
  zh('concept', '我自己退出这个群', [`${SDK}/group/quitGroup`]),
  zh('concept', '群主把捣乱的人踢出去', [`${SDK}/group/kickGroupMember`]),
  zh('concept', '通讯录里删掉一个好友', [`${SDK}/relation/deleteFriend`]),
  zh('concept', '这个群消息太多了 设置免打扰', [`${SDK}/conversation/setConversation`, `${ENUM}/recvMsgOpt`]),
  zh('concept', '同意别人的加好友请求', [`${SDK}/relation/acceptFriendApplication`]),
  zh('concept', '获取我加入的所有群', [`${SDK}/group/getJoinedGroupList`, `${SDK}/group/getJoinedGroupListPage`]),
  // Chinese: callbacks and listeners.
  zh('concept', '被对方删好友了 客户端怎么感知', [`${CB}/friend/onFriendDeleted`]),
  zh('concept', '群被群主解散了 收到什么回调', [`${CB}/group/onGroupDismissed`]),
  zh('concept', '账号在别的设备登录 这边被挤掉了', [`${CB}/connection/onKickedOffline`]),
  zh('concept', 'token过期了 sdk会通知吗', [`${CB}/connection/onUserTokenExpired`]),
  zh('concept', '有人给我发了第一条消息 会话列表多出一个会话', [`${CB}/conversation/onNewConversation`]),
  zh('concept', '在另一台设备删了消息 这台也要同步删掉', [`${CB}/message/onMsgDeleted`]),
  // Chinese: classes and enums.
  zh('mixed', 'platformID 5 是哪个端', [`${ENUM}/platform`]),
  zh('mixed', 'contentType 各个数字代表什么消息', [`${ENUM}/messageContentType`]),
  zh('concept', '群资料里有群人数吗 群信息字段', [`${CLS}/groupInfo`]),
  zh('concept', '好友信息里的备注字段叫什么', [`${CLS}/friendInfo`]),
  // Chinese: REST operations.
  zh('concept', '用户在我们app注册后 服务端同步注册到im', [`${REST}/userManagement/userRegister`]),
  zh('concept', '运营后台给一批用户群发系统消息', [`${REST}/messageManagement/batchSendMessage`]),
  zh('concept', '违规群 后台直接解散', [`${REST}/groupManagement/dismissGroup`]),
  zh('concept', '服务端查一批用户现在在不在线', [`${REST}/userManagement/getUsersStatus`, `${REST}/userManagement/getUserOnlineStatus`]),
  zh('concept', '服务端拿到某个用户的好友列表', [`${REST}/friendsManagement/getFriendList`]),
  zh('concept', '后台改群名和群头像', [`${REST}/groupManagement/setGroupInfo`]),
  // Chinese: webhooks.
  zh('concept', '单聊消息发完以后回调 我们自己存一份', [`${WH}/msg/sendSingleMsgAfter`]),
  zh('concept', '离线推送之前改一下推送标题', [`${WH}/push/offlinePushBefore`]),
  zh('concept', '新用户注册完 自动给他发一条欢迎语', [`${WH}/user/userRegisterAfter`]),
  // Chinese: error codes.
  zh('concept', '被禁言了还发消息 返回什么错误码', [`${ERR}`]),
  zh('concept', 'sdk 发文件提示文件不存在', [`${SERR}`]),
  // Chinese: SDK quick starts.
  zh('concept', 'uniapp 里怎么接 openim', [`${QS}/uniapp`]),
  zh('concept', '微信小程序能用openim吗', [`${QS}/miniProgram`]),
  // Chinese: guides, deployment, FAQ.
  zh('concept', '云服务器的公网ip要改在哪个文件', [`${G}/dockerCompose`]),
  zh('concept', 'minio里已经有的文件怎么搬到oss', [`${S}/s3convert`]),
  zh('concept', '已经有域名了 想走https访问im', [`${G}/nginxDomainConfig`]),
  zh('concept', '用户多了一台机器扛不住 怎么加机器', [`${G}/cluster`]),
  zh('concept', '上线前哪些默认配置一定要改', ['/faq', `${G}/dockerCompose`]),
  zh('concept', '国产化环境 鲲鹏服务器上装openim', [`${G}/arm`]),
  zh('concept', '安卓app被杀掉以后收不到推送', [`${S}/offlinePush`]),
  zh('concept', '服务器上不了外网 镜像怎么拷进去', [`${G}/internalDeployment`]),
  zh('concept', '群人数有没有上限 建群一次能拉几个', ['/faq']),
  zh('concept', '我的回调服务挂了会影响发消息吗', ['/faq']),
  zh('concept', '客户端一直连不上服务器', [`${G}/faq`]),
  zh('concept', 'k8s部署 先建哪些secret', [`${G}/k8s-deployment`]),
  zh('concept', '配置是存在etcd里的吗 改完怎么生效', [`${G}/config-center`]),
  zh('concept', 'openim 都支持哪些功能', [`${I}/features`]),
];
