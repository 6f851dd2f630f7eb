/**
 * Issue 30, sixteenth held-out set (`heldOut: 'v16'`): written (expectations included, every expected page checked to
 * exist in both locales of the built site) and committed before any of its results were seen, while v1-v15 are tuning
 * material; nothing may be tuned on it. Written blind, from the reader's side: what someone wiring OpenIM into an app
 * or running its server types before knowing the names — tasks, questions, symptoms, error situations, a few words
 * copied from code or logs. The Chinese rows are written on their own, not translated from the English ones. About two
 * thirds ask about the reference sections (SDK functions, callbacks, listeners, classes, enums; REST operations,
 * webhooks, error codes, the REST reference pages), the rest about guides, deployment and the FAQs. Pages were chosen
 * as readers' needs are spread (common integration tasks more often than rare corners), intents of v9-v15 were not
 * repeated, and no query repeats the wording of an earlier set's.
 */
import type { BenchQuery } from '../src/generator/search/relevanceBench.ts';
import { REST, WH, SDK, CB, CLS, MSG, LS, QS, G, S, I, queryMaker } from './search-query-kit.ts';

const en = queryMaker('en', 'v16');
const zh = queryMaker('zh-Hans', 'v16');
const ERR = '/restapi/errCode';
const SERR = '/sdks/errcode';
const SFAQ = '/sdks/faq';
const CONF = '/restapi/commonConfigs';
const CONST = '/restapi/commonChatConfigs';

export const V16_QUERIES: BenchQuery[] = [
  // English: SDK functions, classes, listeners and enums.
  en('concept', 'read text message content', [`${MSG}/textElem`, `${CLS}/messageInfo`]),
  en('concept', 'accept a friend request and send a short reply with it', [`${CLS}/processFriendApplicationParams`, `${SDK}/relation/acceptFriendApplication`]),
  en('concept', 'render the link and bold ranges of a rich text message I received', [`${MSG}/messageEntity`, `${MSG}/advancedTextElem`]),
  en('concept', 'log upload progress', [`${LS}/UploadLogProgress`, `${SDK}/third/uploadLogs`]),
  en('mixed', 'uploadFile request parameters', [`${CLS}/uploadFileReq`, `${SDK}/third/uploadFile`]),
  en('concept', 'pin a contact to top', [`${SDK}/relation/updateFriends`, `${CLS}/updateFriendsReq`]),
  en('concept', 'store a custom title for each member of a group', [`${SDK}/group/setGroupMemberInfo`, `${CLS}/setGroupMemberInfo`]),
  en('concept', 'does the client sdk reach the server over websocket or http', ['/sdks/introduction']),
  // English: REST operations and the REST reference pages.
  en('concept', 'check from the backend whether a user muted one particular group', [
    `${REST}/conversationManagement/getConversation`,
    `${REST}/conversationManagement/getNotNotifyConversationIDs`,
  ]),
  en('concept', 'legal takedown: erase a message from the server for everyone', [`${REST}/messageManagement/deleteMsgPhysicalBySeq`]),
  en('concept', 'complete a multipart upload', [`${REST}/objectStorage/completeMultipartUpload`]),
  en('concept', "export all of a user's conversation settings", [
    `${REST}/conversationManagement/getAllConversations`,
    `${REST}/conversationManagement/getOwnerConversation`,
  ]),
  en('concept', 'is a friend request pending between two users', [`${REST}/friendsManagement/getDesignatedFriendApply`]),
  en('concept', 'remark, profile and block state for a list of users in one backend call', [`${REST}/friendsManagement/getSpecifiedFriendsInfo`]),
  en('concept', 'has user A blocked user B, checked from the server', [`${REST}/friendsManagement/getSpecifiedBlacks`]),
  en('concept', 'grafana link on api host', [`${REST}/thirdManagement/getPrometheus`]),
  en('concept', 'system message through the rest api that should not raise the unread count or trigger a push', [
    CONST,
    `${REST}/messageManagement/sendMessage`,
  ]),
  en('concept', 'uploaded files auto deleted', [CONF]),
  en('concept', 'rest api base url headers', [`${REST}/introduction`]),
  en('concept', 'shape of every rest response', ['/restapi/commonFields', `${REST}/introduction`]),
  en('concept', 'server-side status subscription returns success but no events ever arrive', [`${REST}/userManagement/subscribeUsersStatus`]),
  en('mixed', 'set_group_info or set_group_info_ex', [`${REST}/groupManagement/setGroupInfoLegacy`, `${REST}/groupManagement/setGroupInfo`]),
  en('concept', 'cannot get a user token for a notification account', [`${REST}/authenticationManagement/getUserToken`, CONST]),
  // English: webhooks.
  en('concept', 'webhook after friend import', [`${WH}/relationship/importFriendAfter`]),
  en('concept', 'which webhooks fire for messages', [`${WH}/msg/overview`]),
  en('identifier', 'callbackAfterSendGroupMsgCommand', [`${WH}/group/sendGroupMsgAfter`]),
  en('concept', 'before hook replied with nextCode 1 but the operation still went through', [`${WH}/introduction`]),
  // English: error codes.
  en('concept', 'api calls return 1506 after the user logged in on another phone', [ERR, `${G}/faq`, SERR]),
  en('identifier', 'TokenNotValidYetError', [ERR, SERR]),
  en('concept', 'error 10101 after logout', [SERR]),
  en('concept', 'marking a chat as read returns 10303', [SERR]),
  // English: guides, deployment, FAQs.
  en('concept', 'deployment troubleshooting first steps', [`${G}/faq`]),
  en('concept', 'expo go cannot load the openim native module', [`${QS}/reactNative`]),
  en('concept', 'unity callbacks never fire', [`${QS}/unity`]),
  en('concept', 'where can I keep my own extra fields on users, groups and messages', [`${I}/termDefinition`]),
  en('concept', 'add another admin account', [`${G}/config-center`, CONF]),
  en('concept', 'openim server on windows', [`${G}/imSourceCodeDeployment`]),
  en('concept', 'what is openim-crontask for', [I]),
  en('concept', 'jpush ios production flag', [`${S}/offlinePush`]),
  en('concept', 'keep the compose data folders on a bigger disk', [`${G}/dockerCompose`]),
  en('concept', 'tear down the dependency containers started for a source build, volumes included', [`${G}/env-comp`]),
  en('identifier', 'msg_insert_mongo_failed_total', [`${G}/faultRecovery`]),
  en('identifier', 'attentionIds', [`${S}/aiRobot`]),
  en('concept', 'regenerate the go code after editing a proto file', [`${S}/developNewFeatures`]),
  en('concept', 'official account style notices', [`${I}/features`]),
  en('concept', 'delete the test users after trying the server', [`${G}/quickTestServer`]),
  en('concept', 'stop people from signing up in the demo app', [`${G}/admin`]),
  en('concept', 'two api instances one host', [`${G}/cluster`]),
  en('concept', 'mongodb replica set', [`${G}/cluster`]),
  en('concept', 'send succeeds but the receiver never gets anything', [`${G}/faq`, `${G}/faultRecovery`]),

  // Chinese: SDK functions, classes, callbacks and listeners.
  zh('concept', '已读回执里能拿到对方啥时候读的吗', [`${CLS}/messageReceipt`, `${CB}/message/onRecvC2CReadReceipt`]),
  zh('concept', '能发markdown消息吗', [`${MSG}/markdownTextElem`]),
  zh('concept', '登录和监听的顺序', ['/sdks/introduction']),
  zh('mixed', 'sdk 每个方法都要传 operationID 随便填吗', [SFAQ, `${I}/termDefinition`]),
  zh('mixed', '输入状态回调里的 platformIDs 是啥', [`${CLS}/inputStatesChangedData`]),
  zh('mixed', 'getUsersInfo 返回哪些字段', [`${CLS}/publicUserInfo`, `${SDK}/user/getUsersInfo`]),
  zh('mixed', '升级sdk后 FullUserInfo 没了', [`${CLS}/fullUserInfo`, `${CLS}/publicUserInfo`]),
  zh('concept', '群列表分页加载', [`${SDK}/group/getJoinedGroupListPage`]),
  zh('concept', '入群申请被删了 管理员那边的列表也要去掉', [`${CB}/group/onGroupApplicationDeleted`]),
  zh('concept', '成员禁言到期时间', [`${CLS}/groupMemberInfo`]),
  zh('mixed', 'addUserCommand 一直报 10006', [`${SDK}/user/addUserCommand`]),
  // Chinese: REST operations and the REST reference pages.
  zh('concept', '后台查用户哪些会话设了免打扰', [`${REST}/conversationManagement/getNotNotifyConversationIDs`]),
  zh('concept', '接口批量清理很久以前的消息', [`${REST}/messageManagement/deleteMsgPhysical`, CONF]),
  zh('concept', '后台查某人对某个群的入群申请状态', [`${REST}/groupManagement/getSpecifiedUserGroupRequestInfo`]),
  zh('concept', '后台代申请入群', [`${REST}/groupManagement/joinGroup`]),
  zh('mixed', 'get_admin_token 要传哪些参数', [`${REST}/authenticationManagement/getAdminToken`]),
  zh('concept', '只查好友ID列表', [`${REST}/friendsManagement/getFriendIDs`]),
  zh('mixed', 'update_user_info 和 update_user_info_ex 有啥区别', [`${REST}/userManagement/updateUserInfoLegacy`, `${REST}/userManagement/updateUserInfo`]),
  zh('mixed', 'OA通知消息 1400 的content怎么写', ['/restapi/contentDescription']),
  zh('concept', '表单方式上传文件 传完以后还要调哪个接口', [`${REST}/objectStorage/completeFormData`]),
  zh('concept', '重连以后查每个会话最新的seq', [`${REST}/messageManagement/getNewestSeq`]),
  zh('concept', '服务端增量同步会话', [`${REST}/conversationManagement/getIncrementalConversations`]),
  zh('concept', '后台给用户加收藏', [`${REST}/userManagement/processUserCommandAdd`]),
  zh('concept', '新进群的人看不到之前的聊天记录', [CONF, `${I}/features`]),
  zh('concept', 'userID 数量上限', [CONST]),
  zh('concept', '消息定时清理时间', [CONF]),
  // Chinese: webhooks.
  zh('concept', '好友回调列表', [`${WH}/relationship/overview`]),
  zh('concept', '群组回调一览', [`${WH}/group/overview`]),
  // Chinese: error codes.
  zh('mixed', 'token 没过期 接口却报 1507', [ERR, SERR]),
  zh('mixed', 'sdk 报 10008 是没初始化吗', [SERR]),
  zh('mixed', '接口报 RecordNotFoundError', [ERR]),
  // Chinese: guides, deployment, FAQs.
  zh('concept', '清空数据重新部署', [`${G}/dockerCompose`]),
  zh('concept', 'minio 备份', [`${G}/faultRecovery`]),
  zh('concept', 'redis 挂了会怎么样', [`${G}/faultRecovery`]),
  zh('concept', '改了 yml 配置 重启以后还是没生效', [`${G}/config-center`, `${G}/dockerCompose`]),
  zh('concept', '老系统里的图片和文件怎么迁到 openim', [`${S}/migrate`]),
  zh('concept', 'ios推送证书', [`${S}/offlinePush`]),
  zh('concept', '离线推送配好了怎么测试', [`${S}/offlinePush`]),
  zh('concept', '源码部署 停止服务', [`${G}/imSourceCodeDeployment`]),
  zh('concept', 'openim-rpc-third 负责什么', [I]),
  zh('concept', '小程序合法域名', [`${QS}/miniProgram`]),
  zh('concept', 'electron 打包以后加载不到 sdk 的动态库', [`${QS}/electron`]),
  zh('concept', 'uni-app x 有没有插件', [`${QS}/uniapp`]),
  zh('concept', 'chat 里的 openIM secret 要跟 im 服务端一样吗', [`${G}/admin`]),
  zh('concept', '机器人只在群里被@的时候才回复', [`${S}/aiRobot`]),
  zh('concept', '建群的时候 groupID 能自己指定吗', [`${I}/termDefinition`]),
  zh('concept', '纯内网部署 客户端和文件地址填什么ip', [`${G}/internalDeployment`]),
  zh('concept', 'k8s 上用 ingress 暴露 10001 和 10002', [`${G}/k8s-deployment`]),
  zh('concept', '升级前备份', [`${S}/migrate`, `${G}/faultRecovery`]),
  zh('concept', '配了 nginx 以后 10001 10002 这些端口还要对外开吗', [`${G}/nginxDomainConfig`]),
];
