/**
 * A model of the OpenIM server's rules that the REST samples run against: the same checks, in the same order,
 * with the same error codes as open-im-server v3.8.3-patch.16, for what the reference pages document.
 *
 * Generic rules come from the data the pages are built from (RestApiData, i.e. the OpenAPI document): the
 * `operationID` and `token` headers, `x-access` (admin / self with `x-access-field`), the request schema's
 * `required` list. Rules a schema cannot express are listed in RULES below, each with the server code it
 * mirrors. State: registered users (the admins exist from start-up, as `openim-rpc-user` creates them), issued
 * tokens, groups.
 *
 * A successful call answers the operation's documented example response, except where the model computes the
 * answer itself (tokens, created groups), so a test can compare the computed answer with the documented one.
 */
import http from 'node:http';
import type { JsonSchema, RestApiData, RestOperation } from '../../../src/shared/restapi/types.ts';

export interface Answer {
  errCode: number;
  errMsg: string;
  errDlt: string;
  data?: unknown;
}

type Body = Record<string, unknown>;
interface Token {
  userID: string;
  platformID: number;
}

const ok = (data?: unknown): Answer => ({ errCode: 0, errMsg: '', errDlt: '', ...(data === undefined ? {} : { data }) });
const NAMES: Record<number, string> = {
  1001: 'ArgsError',
  1002: 'NoPermissionError',
  1004: 'RecordNotFoundError',
  1101: 'UserIDNotFoundError',
  1102: 'RegisteredAlreadyError',
  1202: 'GroupIDExisted',
  1507: 'TokenNotExistError',
};
export const fail = (errCode: number, errDlt: string): Answer => ({ errCode, errMsg: NAMES[errCode] ?? String(errCode), errDlt });

const ADMIN_PLATFORM = 10;
const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const get = (body: Body, dotted: string): unknown => dotted.split('.').reduce<unknown>((o, k) => (o as Body | undefined)?.[k], body);

/**
 * Rules of single operations, beyond what the schema says, in the order the server checks them. Each returns
 * an answer to stop with, or undefined to go on.
 */
type Rule = (m: ServerModel, body: Body, caller: Token | undefined) => Answer | undefined;
const RULES: Record<string, { source: string; check: Rule }[]> = {
  getAdminToken: [
    {
      // internal/rpc/auth/auth.go GetAdminToken: secret first (1002), then the admin list (1001), then CheckUser (1004).
      source: 'internal/rpc/auth/auth.go GetAdminToken',
      check: (m, b) =>
        b.secret !== m.secret
          ? fail(1002, 'secret invalid')
          : !m.admins.includes(String(b.userID))
            ? fail(1001, 'userID is error.')
            : m.unknownUsers([String(b.userID)], 1004),
    },
  ],
  getUserToken: [
    {
      // internal/rpc/auth/auth.go GetUserToken: platform 10 and admin IDs are refused (1002); GetUserInfo of an unknown user → 1004.
      source: 'internal/rpc/auth/auth.go GetUserToken',
      check: (m, b) =>
        b.platformID === ADMIN_PLATFORM
          ? fail(1002, 'platformID invalid. platformID must not be adminPlatformID')
          : m.admins.includes(String(b.userID))
            ? fail(1002, "don't get Admin token")
            : m.unknownUsers([String(b.userID)], 1004),
    },
  ],
  userRegister: [
    {
      // internal/rpc/user/user.go UserRegister: an ID taken (or repeated in the request) → 1102.
      source: 'internal/rpc/user/user.go UserRegister',
      check: (m, b) => {
        const ids = (Array.isArray(b.users) ? b.users : []).map((u) => String((u as Body).userID));
        if (new Set(ids).size !== ids.length) return fail(1001, 'userID repeated');
        const taken = ids.find((id) => m.users.has(id));
        return taken ? fail(1102, `userID registered already: ${taken}`) : undefined;
      },
    },
  ],
  sendMessage: [
    {
      // internal/rpc/msg/send.go sendMsgSingleChat → modifyMessageByUserMessageReceiveOpt reads the receiver's
      // global receive option: an unknown receiver of a one-to-one message is ErrRecordNotFound. The sender is not looked up.
      source: 'internal/rpc/msg/send.go sendMsgSingleChat',
      check: (m, b) => (b.sessionType === 1 ? m.unknownUsers([String(b.recvID)], 1004) : undefined),
    },
  ],
  sendApplication: [
    {
      // internal/rpc/relation/friend.go ApplyToAddFriend: yourself → 1301, then CheckUser of both users → 1004.
      source: 'internal/rpc/relation/friend.go ApplyToAddFriend',
      check: (m, b) => (b.toUserID === b.fromUserID ? fail(1301, 'can not add yourself') : m.unknownUsers([String(b.fromUserID), String(b.toUserID)], 1004)),
    },
  ],
  importFriend: [
    {
      // internal/rpc/relation/friend.go ImportFriends: CheckUser of the owner and the friends → 1004.
      source: 'internal/rpc/relation/friend.go ImportFriends',
      check: (m, b) => m.unknownUsers([String(b.ownerUserID), ...strings(b.friendUserIDs)], 1004),
    },
  ],
  createGroup: [
    {
      // internal/rpc/group/group.go CreateGroup: type 2 only, an owner, then owner + admins + members (+ the caller
      // when in none of them) must be distinct (1001) and all exist (1101).
      source: 'internal/rpc/group/group.go CreateGroup',
      check: (m, b, caller) => {
        const info = (b.groupInfo ?? {}) as Body;
        if (info.groupType !== 2) return fail(1001, 'group type only supports 2');
        const listed = [...strings(b.memberUserIDs), ...strings(b.adminUserIDs), String(b.ownerUserID)];
        const all = caller && !listed.includes(caller.userID) ? [...listed, caller.userID] : listed;
        if (new Set(all).size !== all.length) return fail(1001, 'group member repeated');
        if (all.some((id) => !m.users.has(id))) return fail(1101, 'user not found');
        if (typeof info.groupID === 'string' && info.groupID && m.groups.has(info.groupID)) return fail(1202, 'group id existed');
        return undefined;
      },
    },
  ],
};

/** Operations whose success the model answers itself rather than with the documented example. */
type Effect = (m: ServerModel, body: Body, caller: Token | undefined, example: Body | undefined) => unknown;
const EFFECTS: Record<string, Effect> = {
  getAdminToken: (m, b, _c, ex) => ({ ...((ex?.data as Body) ?? {}), token: m.issue(String(b.userID), ADMIN_PLATFORM) }),
  getUserToken: (m, b, _c, ex) => ({ ...((ex?.data as Body) ?? {}), token: m.issue(String(b.userID), Number(b.platformID)) }),
  userRegister: (m, b) => {
    for (const u of (b.users ?? []) as Body[]) m.users.add(String(u.userID));
    return undefined;
  },
  createGroup: (m, b, caller, ex) => {
    const req = (b.groupInfo ?? {}) as Body;
    const documented = ((ex?.data as Body)?.groupInfo ?? {}) as Body;
    const groupID = (req.groupID as string) || (documented.groupID as string) || `g${m.groups.size + 1}`;
    const members = [String(b.ownerUserID), ...strings(b.adminUserIDs), ...strings(b.memberUserIDs)];
    m.groups.set(groupID, new Set(members));
    // Db2PbGroupInfo: the request's group fields, the owner, and len(userIDs) as memberCount (the caller included
    // when it is in none of the lists, although it is not stored as a member).
    const counted = caller && !members.includes(caller.userID) ? members.length + 1 : members.length;
    return {
      groupInfo: {
        ...documented,
        groupID,
        groupName: req.groupName ?? '',
        notification: req.notification ?? '',
        introduction: req.introduction ?? '',
        faceURL: req.faceURL ?? '',
        ownerUserID: b.ownerUserID,
        memberCount: counted,
        ex: req.ex ?? '',
        status: req.status ?? 0,
        creatorUserID: req.creatorUserID ?? '',
        groupType: req.groupType,
        needVerification: req.needVerification ?? 0,
        lookMemberInfo: req.lookMemberInfo ?? 0,
        applyMemberFriend: req.applyMemberFriend ?? 0,
        notificationUpdateTime: req.notificationUpdateTime ?? 0,
        notificationUserID: req.notificationUserID ?? '',
      },
    };
  },
};

/**
 * Admin operations whose handler swallows the permission error: internal/api/user.go GetUsersOnlineTokenDetail
 * logs each gateway's error and skips it, so a non-admin gets success with `data: null` (as its page says).
 */
export const SOFT_ADMIN = new Set(['getUserOnlineTokenDetail']);

/** Names of the operations with rules of their own (for the tests that break each rule). */
export const RULE_OPERATIONS = Object.keys(RULES);

export class ServerModel {
  readonly secret = 'openIM123';
  readonly admins = ['imAdmin'];
  readonly users = new Set<string>(this.admins);
  readonly groups = new Map<string, Set<string>>();
  private readonly tokens = new Map<string, Token>();
  private readonly byPath = new Map<string, RestOperation>();
  /** Every call the model answered, with the operation and the code (for counting and for failure messages). */
  readonly log: { op: string; errCode: number; errDlt: string }[] = [];

  constructor(private readonly data: RestApiData) {
    for (const op of Object.values(data.operations)) this.byPath.set(`${op.method} ${op.path}`, op);
  }

  /** A token the model accepts, as get_admin_token / get_user_token would issue it. */
  issue(userID: string, platformID: number): string {
    const token = `model.${userID}.${platformID}.${this.tokens.size + 1}`;
    this.tokens.set(token, { userID, platformID });
    return token;
  }

  unknownUsers(ids: string[], code: number): Answer | undefined {
    const unknown = ids.find((id) => !this.users.has(id));
    return unknown === undefined ? undefined : fail(code, `user not found: ${unknown}`);
  }

  operation(method: string, path: string): RestOperation | undefined {
    const exact = this.byPath.get(`${method} ${path}`);
    if (exact) return exact;
    // A templated path (`/object/{name}`) matches one segment per parameter.
    for (const op of this.byPath.values()) {
      if (op.method !== method || !op.path.includes('{')) continue;
      const pattern = new RegExp(`^${op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      if (pattern.test(path)) return op;
    }
    return undefined;
  }

  /** One request, checked as the server checks it. */
  handle(method: string, path: string, headers: Record<string, string | undefined>, raw: string): Answer {
    const op = this.operation(method, path);
    if (!op) return fail(404, `no route ${method} ${path}`);
    const answer = this.answer(op, headers, raw);
    this.log.push({ op: op.id, errCode: answer.errCode, errDlt: answer.errDlt });
    return answer;
  }

  private answer(op: RestOperation, headers: Record<string, string | undefined>, raw: string): Answer {
    // internal/api/router.go GinParseOperationID, then GinParseToken (routes other than the public ones).
    if (!headers.operationid) return fail(1001, 'header must have operationID');
    let caller: Token | undefined;
    if (op.headers.some((h) => h.name === 'token')) {
      if (!headers.token) return fail(1001, 'header must have token');
      caller = this.tokens.get(headers.token);
      if (!caller) return fail(1507, 'token not exist');
    }
    let body: Body;
    try {
      body = raw ? (JSON.parse(raw) as Body) : {};
    } catch {
      return fail(1001, 'body is not JSON');
    }
    // The request's Check(): required fields of the documented schema.
    const schema = this.resolve(op.request?.schema);
    for (const name of schema?.required ?? []) if (isEmpty(body[name])) return fail(1001, `${name} is empty`);
    const admin = caller !== undefined && this.admins.includes(caller.userID);
    if (op.access === 'admin' && caller && !admin) return SOFT_ADMIN.has(op.id) ? ok(null) : fail(1002, 'only app manager');
    if (op.access === 'self' && caller && !admin && op.accessField) {
      const owner = get(body, op.accessField);
      if (owner !== caller.userID) return fail(1002, `${op.accessField} is not the token's user`);
    }
    for (const rule of RULES[op.id] ?? []) {
      const stop = rule.check(this, body, caller);
      if (stop) return stop;
    }
    const example = op.response?.examples[0]?.value as Body | undefined;
    const effect = EFFECTS[op.id];
    if (effect) return ok(effect(this, body, caller, example));
    return ok(example?.data);
  }

  private resolve(schema: JsonSchema | undefined): JsonSchema | undefined {
    let s = schema;
    for (let i = 0; s?.$ref && i < 10; i++) s = this.data.schemas[s.$ref.replace('#/components/schemas/', '')];
    return s;
  }
}

/** The model (the one `model()` returns at each request) behind an HTTP server on 127.0.0.1, as samples reach the real one. */
export async function serveModel(model: () => ServerModel): Promise<{ base: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      const answer = model().handle(req.method!, req.url!.split('?')[0], headers, raw);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { base, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** User IDs an example body names (the users a reader registered before trying it). */
export function userIDsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return /(^|[a-z])(userID|UserID|sendID|recvID)s?$/.test(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => userIDsOf(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => userIDsOf(v, k));
  return [];
}
