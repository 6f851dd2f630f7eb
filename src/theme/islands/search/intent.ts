/**
 * Where a query's words point (issue 30): a part of the reference (webhooks, SDK callbacks, REST operations, enums,
 * models), the server or the app, an overview. Used as intent by the final order (fieldRank.ts), not asked of a page's
 * fields.
 */

/** Where a query's words point: a section of the reference (webhooks, REST operations, enums, models, overviews). */
export interface Intent {
  /** URL parts the query prefers (`/webhooks/`, `/restapi/apis/` …). */
  prefer: string[];
  /** Whether the query names an overview (else overviews step back). */
  overview: boolean;
}

/** 回调 said of a webhook: before or after something, its address or service. */
const WEBHOOK_HUIDIAO = '(?:之?[前后]|完|以后)的?回调|回调(?:之?[前后]|地址|服务|接口|url)';

const INTENTS: [RegExp, string[]][] = [
  // 回调 is a webhook, and an SDK callback too ("收到什么回调": in the benchmark's questions each about as often); before
  // and after, an address or a service are the webhooks'.
  [new RegExp(`(?<![a-z])(?:webhooks?|hooks?)(?![a-z])|${WEBHOOK_HUIDIAO}`), ['/webhooks/']],
  [new RegExp(`^(?!.*(?:${WEBHOOK_HUIDIAO})).*回调`, 's'), ['/webhooks/', '/sdks/callback/', '/sdks/listener/']],
  [/(?<![a-z])(?:callbacks?|events?|listeners?|on[a-z]+changed)(?![a-z])|事件|监听/, ['/webhooks/', '/sdks/callback/', '/sdks/listener/']],
  // Something happening to the reader's app, said as an event: "the group was disbanded", "somebody removed me", 有人…, 被…, 收到…
  [
    /(?<![a-z])(?:someone|somebody|(?:was|were|got|gets|get|been) [a-z]+(?:ed|en)|notif(?:y|ied))(?![a-z])|有人|被|收到|通知我|会通知/,
    ['/sdks/callback/', '/sdks/listener/'],
  ],
  // OpenIM's REST paths are snake_case (`/group/create_group`), its SDK functions camelCase: a path or snake_case name is
  // the REST reference's. 后台 is the admin side, but "在后台" / "切到后台" is an app in the background.
  [
    /(?<![a-z])(?:rest|http|endpoints?|server api|admin api|backend|server[- ]side|(?:my|our|app) server)(?![a-z])|接口|服务端|后端|(?<![在到切进入退])后台(?!时|运行|状态)|(?:^|\s)\/?[a-z]+(?:_[a-z]+)+(?=\s|$)|(?:^|\s)\/[a-z_]+\/[a-z_]+/,
    ['/restapi/'],
  ],
  [/(?<![a-z])(?:sdk|client[- ]side|in the app)(?![a-z])|客户端/, ['/sdks/']],
  [/(?<![a-z])enums?(?![a-z])|枚举/, ['/sdks/enum/']],
  [/(?<![a-z])(?:model|struct|class|object|fields?)(?![a-z])|结构|字段|对象/, ['/sdks/class/']],
];

/** Words that name a part of the docs (used as intent, not asked of a page's fields). */
export function sectionWord(w: string): boolean {
  return ['api', 'sdk', 'rest', 'webhook', 'webhooks', 'enum', 'enums', 'overview', 'endpoint'].includes(w);
}

/**
 * A query that names an overview, or asks what a part of the reference holds ("which group webhooks exist", "all user
 * callbacks", "list of endpoints").
 */
const OVERVIEW =
  /(?<![a-z])(?:overview|introduction|intro)(?![a-z])|概览|概述|介绍|总览|一览|有哪些(?:回调|接口|事件)|相关的?(?:回调|接口|事件)|(?<![a-z])(?:which [a-z]+(?: [a-z]+)? (?:exist|are there|are available)|(?:all|list of)(?: the)?(?: [a-z]+)? (?:webhooks|callbacks|hooks|events|endpoints|operations))(?![a-z])/;

export function queryIntent(query: string): Intent {
  const q = query.toLowerCase();
  const prefer = [...new Set(INTENTS.flatMap(([re, parts]) => (re.test(q) ? parts : [])))];
  return { prefer, overview: OVERVIEW.test(q) };
}

/** Whether a page is a section's overview (its URL ends in `overview`, or it is a section's index). */
export function isOverview(url: string): boolean {
  return /\/overview(?:\.html)?$/.test(url);
}
