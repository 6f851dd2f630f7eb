/**
 * The REST reference document (content/restapi/openapi.yaml and the files it $refs) against the OpenIM facts
 * inventory (test/facts/restapi.json, webhooks.json, errcodes.json; their source tags are in test/facts/README.md): every route, field,
 * webhook and error code must match, and every example must be valid for its schema.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

type Obj = Record<string, any>;

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DOC = path.join(ROOT, 'content/restapi/openapi.yaml');
const FACTS = path.join(ROOT, 'test/facts');
const facts = (name: string): Obj => JSON.parse(fs.readFileSync(path.join(FACTS, name), 'utf8'));
const R = facts('restapi.json');
const W = facts('webhooks.json');
const E = facts('errcodes.json');

/** Routes deliberately not documented, with the reason (also recorded in the document's root `x-left-out`). */
const LEFT_OUT = {
  prefix: '/prometheus_discovery/',
  reason: 'Prometheus HTTP service-discovery target lists polled by the Prometheus server, not part of the integration API',
};
/**
 * Webhook request fields whose facts entry is a parser artifact: in these four structs `callbackCommand` is the
 * embedded `CallbackCommand` (declared `type CallbackCommand string` in pkg/callbackstruct/group.go at the tag), which
 * Go's encoding/json writes as a string; webhooks.json records it as jsonType "object" with an empty type.
 */
const CALLBACK_COMMAND_AS_STRING = new Set(['beforeSetGroupInfo', 'afterSetGroupInfo', 'beforeSetGroupInfoEx', 'afterSetGroupInfoEx']);
/**
 * Hooks an operation fires beyond its restapi.json `webhooks` list: batch_send_msg calls the same msg RPC SendMsg as
 * send_msg once per recipient (internal/api/msg.go BatchSendMsg), so it fires the same message hooks.
 * send_business_notification also calls SendMsg with sessionType 1 (internal/api/msg.go SendBusinessNotification):
 * its contentType 2001 lies in the notification range, so messageVerification returns before beforeSendSingleMsg and
 * beforeMsgModify only runs for text, but sendMsgSingleChat still calls webhookAfterSendSingleMsg
 * (internal/rpc/msg/send.go), subject only to the hook's attention/allowed/denied filters.
 */
const EXTRA_HOOKS: Record<string, string[]> = {
  '/msg/batch_send_msg': ['beforeSendSingleMsg', 'beforeSendGroupMsg', 'beforeMsgModify', 'afterSendSingleMsg', 'afterSendGroupMsg'],
  '/msg/send_business_notification': ['afterSendSingleMsg'],
};

// ---------- loading with $ref resolution ----------
const files = new Map<string, Obj>();
function loadFile(file: string): Obj {
  let doc = files.get(file);
  if (!doc) {
    doc = YAML.parse(fs.readFileSync(file, 'utf8'));
    files.set(file, doc!);
  }
  return doc!;
}
function pointer(doc: Obj, ptr: string): any {
  if (!ptr || ptr === '/') return doc;
  return ptr
    .slice(1)
    .split('/')
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((o, k) => {
      assert.ok(o && k in o, `unresolvable $ref pointer ${ptr}`);
      return o[k];
    }, doc);
}
interface At {
  node: any;
  file: string;
  ref?: string;
}
/** Follows $refs (relative files and #pointers) until a node without $ref; `ref` is the last target. */
function deref(node: any, file: string): At {
  let ref: string | undefined;
  while (node && typeof node === 'object' && typeof node.$ref === 'string') {
    const [rel, frag = ''] = node.$ref.split('#');
    const target = rel ? path.resolve(path.dirname(file), rel) : file;
    assert.ok(fs.existsSync(target), `$ref to a missing file: ${node.$ref} (from ${path.relative(ROOT, file)})`);
    ref = `${path.relative(ROOT, target)}#${frag}`;
    node = pointer(loadFile(target), frag);
    file = target;
  }
  return { node, file, ref };
}
const root = loadFile(DOC);

// ---------- a small JSON Schema (2020-12 subset) validator for the examples ----------
function jsonType(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}
function validate(value: unknown, schemaIn: any, file: string, where: string, errors: string[], partial = false): void {
  const { node: schema, file: f } = deref(schemaIn, file);
  if (!schema || typeof schema !== 'object') return;
  if (schema.allOf) for (const s of schema.allOf) validate(value, s, f, where, errors, true);
  if (schema.anyOf) {
    const ok = schema.anyOf.some((s: any) => {
      const e: string[] = [];
      validate(value, s, f, where, e);
      return e.length === 0;
    });
    if (!ok) errors.push(`${where}: matches none of anyOf`);
  }
  if (schema.type) {
    const types: string[] = Array.isArray(schema.type) ? schema.type : [schema.type];
    const t = jsonType(value);
    if (!types.includes(t) && !(t === 'integer' && types.includes('number'))) {
      errors.push(`${where}: ${JSON.stringify(value)} is ${t}, schema says ${types.join('|')}`);
      return;
    }
  }
  if (schema.enum && !schema.enum.some((e: unknown) => e === value))
    errors.push(`${where}: ${JSON.stringify(value)} not in enum ${JSON.stringify(schema.enum)}`);
  if (typeof value === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) errors.push(`${where}: ${value} < minimum ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) errors.push(`${where}: ${value} > maximum ${schema.maximum}`);
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) errors.push(`${where}: more than ${schema.maxItems} items`);
    if (schema.items) value.forEach((v, i) => validate(v, schema.items, f, `${where}[${i}]`, errors));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const k of schema.required ?? []) if (!(k in (value as Obj))) errors.push(`${where}: required key "${k}" missing`);
    for (const [k, v] of Object.entries(value as Obj)) {
      if (schema.properties?.[k]) validate(v, schema.properties[k], f, `${where}.${k}`, errors);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
        validate(v, schema.additionalProperties, f, `${where}.${k}`, errors);
      else if (schema.properties && !partial && !schema.allOf && !schema.anyOf) errors.push(`${where}: unknown key "${k}"`);
    }
  }
}
function assertValid(value: unknown, schema: any, file: string, where: string) {
  const errors: string[] = [];
  validate(value, schema, file, where, errors);
  assert.deepEqual(errors, [], `invalid example ${where}`);
}

// ---------- facts helpers ----------
const TYPES: Obj = {};
const CONTENT_TYPE: Record<string, number> = {};
for (const [k, v] of Object.entries(R.types as Obj)) {
  const base = k.replace(/ \(contentType (\d+)\)$/, '');
  TYPES[base] = v;
  const m = k.match(/\(contentType (\d+)\)$/);
  if (m) CONTENT_TYPE[base] = Number(m[1]);
}
const protoOf = (t: string) => TYPES[t]?.protoMessage ?? TYPES[t]?.goType ?? t;
const SCALAR: Record<string, string> = {
  string: 'string',
  bytes: 'string',
  bool: 'boolean',
  int32: 'integer',
  int64: 'integer',
  uint32: 'integer',
  uint64: 'integer',
  int: 'integer',
};
const WRAPPER: Record<string, string> = {
  'wrapperspb.StringValue': 'string',
  'wrapperspb.BoolValue': 'boolean',
  'wrapperspb.Int32Value': 'integer',
  'wrapperspb.Int64Value': 'integer',
};

/**
 * Request fields whose restapi.json `required` flag is wrong, keyed by `<path> request`, each with the reason (checked
 * against the source at the tag). `notRequired`: facts say required, the server accepts the request without them;
 * `required`: facts say optional, the server rejects the request without them.
 */
const REQUIRED_FIX: Record<string, { notRequired?: string[]; required?: string[]; reason: string }> = {
  '/msg/mark_conversation_as_read request': {
    notRequired: ['seqs'],
    reason: 'MarkConversationAsReadReq.Check (protocol msg/msg.go) only rejects zero-valued elements of seqs; an empty or missing list passes',
  },
  // internal/api/third.go: setURLPrefix overwrites req.UrlPrefix (a2r BindAfter) before checker.Validate runs, so the
  // `UrlPrefix is empty` check of protocol third/third.go can never fire for a caller.
  '/object/initiate_multipart_upload request': { notRequired: ['urlPrefix'], reason: 'the API fills urlPrefix before the check' },
  '/object/complete_multipart_upload request': { notRequired: ['urlPrefix'], reason: 'the API fills urlPrefix before the check' },
  '/object/complete_form_data request': { notRequired: ['urlPrefix'], reason: 'the API fills urlPrefix before the check' },
  '/statistics/group/active request': {
    required: ['pagination'],
    reason:
      'msgServer.GetActiveGroup (internal/rpc/msg/statistics.go) reads req.Pagination.PageNumber without a nil check, so a request without pagination panics',
  },
  '/statistics/user/active request': {
    required: ['pagination'],
    reason:
      'msgServer.GetActiveUser (internal/rpc/msg/statistics.go) reads req.Pagination.PageNumber without a nil check, so a request without pagination panics',
  },
  '/user/update_notification_account request': {
    notRequired: ['faceURL', 'nickName'],
    reason: 'UpdateNotificationAccountInfoReq.Check (protocol user/user.go) only rejects both empty at once; either one may be left out',
  },
  '/conversation/get_conversation_offline_push_user_ids request': {
    required: ['conversationID'],
    reason:
      'conversationServer.GetConversationOfflinePushUserIDs (internal/rpc/conversation/conversation.go) rejects an empty conversationID with ErrArgs first',
  },
  '/object/initiate_form_data request': {
    required: ['name', 'size'],
    reason: 'thirdServer.InitiateFormData (internal/rpc/third/s3.go) rejects an empty name and a size <= 0 with ErrArgs before anything else',
  },
  '/auth/get_admin_token request': {
    required: ['secret'],
    reason:
      'authServer.GetAdminToken (internal/rpc/auth/auth.go) compares req.Secret with share.yml secret first and answers ErrNoPermission (1002) when it differs, so a request without it always fails',
  },
  '/user/get_users_online_status request': {
    notRequired: ['userIDs'],
    reason:
      'UserApi.GetUsersOnlineStatus (internal/api/user.go) binds the body with c.BindJSON and never calls the protocol Check(); an empty or missing list yields an empty result',
  },
};

/** Checks one documented property against one facts field; returns a list of differences. */
function fieldDiff(prop: any, f: Obj, file: string, where: string): string[] {
  const out: string[] = [];
  let { node: s, file: sf } = deref(prop, file);
  const isArray = String(f.jsonType).startsWith('array');
  if (isArray) {
    if (s.type !== 'array') return [`${where}: expected an array, documented ${JSON.stringify(s.type)}`];
    ({ node: s, file: sf } = { node: s.items, file: sf });
  }
  const t: string = f.type;
  const map = t.match(/^map<string, (.*)>$/);
  const expectScalar = (sch: any, scalar: string, w: string) => {
    const d = deref(sch, sf).node;
    if (d.type !== scalar) out.push(`${w}: expected ${scalar}, documented ${JSON.stringify(d.type)}`);
  };
  if (SCALAR[t] || t === 'sdkws.PullOrder') expectScalar(s, SCALAR[t] ?? 'integer', where);
  else if (WRAPPER[t]) {
    const d = deref(s, sf).node;
    if (!Array.isArray(d.type) || d.type[0] !== WRAPPER[t] || !d.type.includes('null'))
      out.push(`${where}: expected nullable ${WRAPPER[t]}, documented ${JSON.stringify(d.type)}`);
  } else if (t === 'map<string, any>') {
    if (deref(s, sf).node.type !== 'object') out.push(`${where}: expected object`);
  } else if (map) {
    const d = deref(s, sf);
    if (d.node.type !== 'object' || !d.node.additionalProperties) out.push(`${where}: expected a map`);
    else if (SCALAR[map[1]]) expectScalar(d.node.additionalProperties, SCALAR[map[1]], `${where}{}`);
    else {
      const target = deref(d.node.additionalProperties, d.file).node;
      if (target['x-proto'] !== protoOf(map[1])) out.push(`${where}{}: expected ${map[1]}, documented ${target['x-proto']}`);
    }
  } else if (TYPES[t]) {
    const inner = s.anyOf ? s.anyOf.find((x: any) => x.$ref) : s;
    const target = deref(inner, sf).node;
    if (target['x-proto'] !== protoOf(t)) out.push(`${where}: expected a $ref to ${t}, found ${target['x-proto'] ?? JSON.stringify(target.type)}`);
  } else out.push(`${where}: facts type ${t} not understood by the test`);
  return out;
}
/** Compares an object schema with a facts field list (names, types, required). */
function objectDiff(schemaIn: any, file: string, fields: Obj[], where: string, checkRequired = true): string[] {
  const { node: schema, file: f } = deref(schemaIn, file);
  const props = schema.properties ?? {};
  const out: string[] = [];
  const want = fields.map((x) => x.name).sort();
  const have = Object.keys(props).sort();
  if (JSON.stringify(want) !== JSON.stringify(have)) out.push(`${where}: fields ${JSON.stringify(have)} != facts ${JSON.stringify(want)}`);
  for (const fl of fields) if (props[fl.name]) out.push(...fieldDiff(props[fl.name], fl, f, `${where}.${fl.name}`));
  if (checkRequired) {
    const fix = REQUIRED_FIX[where];
    for (const n of fix?.notRequired ?? [])
      if (!fields.some((x) => x.name === n && x.required === true)) out.push(`${where}.${n}: facts no longer mark it required; drop the REQUIRED_FIX entry`);
    for (const n of fix?.required ?? [])
      if (!fields.some((x) => x.name === n && x.required !== true)) out.push(`${where}.${n}: facts already mark it required; drop the REQUIRED_FIX entry`);
    const req = [...fields.filter((x) => x.required === true && !fix?.notRequired?.includes(x.name)).map((x) => x.name), ...(fix?.required ?? [])].sort();
    if (JSON.stringify(req) !== JSON.stringify([...(schema.required ?? [])].sort()))
      out.push(`${where}: required ${JSON.stringify(schema.required ?? [])} != facts ${JSON.stringify(req)}`);
    for (const fl of fields)
      if (typeof fl.required === 'string' && props[fl.name]?.['x-required-when'] !== fl.required.replace(/^when /, ''))
        out.push(`${where}.${fl.name}: x-required-when should say "${fl.required}"`);
  }
  return out;
}

// ---------- collect the document's operations and webhooks ----------
interface Op {
  method: string;
  path: string;
  op: Obj;
  file: string;
}
const ops: Op[] = [];
for (const [p, item] of Object.entries(root.paths as Obj)) {
  const { node, file } = deref(item, DOC);
  for (const [m, op] of Object.entries(node as Obj))
    if (['get', 'post', 'put', 'delete', 'patch'].includes(m)) ops.push({ method: m.toUpperCase(), path: p, op: op as Obj, file });
}
const opByKey = new Map(ops.map((o) => [`${o.method} ${o.path.replace(/\{(\w+)\}/, '*$1')}`, o]));
const hooks = new Map<string, { op: Obj; file: string }>();
for (const [k, item] of Object.entries(root.webhooks as Obj)) {
  const { node, file } = deref(item, DOC);
  hooks.set(k, { op: (node as Obj).post, file });
}
const documentedRoutes = (R.routes as Obj[]).filter((r) => !r.path.startsWith(LEFT_OUT.prefix));

// ---------- tests ----------
test('the document is OpenAPI 3.1 and every $ref resolves', () => {
  assert.equal(root.openapi, '3.1.0');
  const seen = new Set<string>();
  const walk = (node: any, file: string) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') {
      const key = `${file}|${node.$ref}`;
      if (seen.has(key)) return;
      seen.add(key);
      const d = deref(node, file);
      walk(d.node, d.file);
    }
    for (const v of Object.values(node)) walk(v, file);
  };
  walk(root, DOC);
  assert.ok(seen.size > 300, `only ${seen.size} refs followed`);
});

test('every public route of restapi.json is documented with its method and path; only the listed ones are left out', () => {
  assert.equal(R.routes.length, 140);
  const want = documentedRoutes.map((r) => `${r.method} ${r.path}`).sort();
  assert.deepEqual([...opByKey.keys()].sort(), want);
  const left = (R.routes as Obj[]).filter((r) => r.path.startsWith(LEFT_OUT.prefix)).map((r) => `${r.method} ${r.path}`);
  assert.equal(left.length, 11, LEFT_OUT.reason);
  assert.deepEqual(root['x-left-out'][0].paths, left, 'the document names the routes it leaves out');
  assert.ok(root['x-left-out'][0].reason.length > 40);
});

test('operationIds are unique (operations and webhooks) and every operation has tag, summary, description and headers', () => {
  const ids = [...ops.map((o) => o.op.operationId), ...[...hooks.values()].map((h) => h.op.operationId)];
  assert.equal(new Set(ids).size, ids.length, 'duplicate operationId');
  for (const { op, method, path: p, file } of ops) {
    assert.match(op.operationId, /^[a-z][A-Za-z0-9]+$/, `${p}: operationId lowerCamel`);
    assert.equal(op.tags?.length, 1, `${p}: one tag`);
    assert.ok(op.summary && op.description && op.description.length > 60, `${p}: summary and a real description`);
    if (method === 'POST') {
      const params = (op.parameters ?? []).map((x: any) => deref(x, file).node);
      assert.ok(
        params.some((x: Obj) => x.name === 'operationID' && x.in === 'header' && x.required),
        `${p}: operationID header`,
      );
    }
  }
  assert.deepEqual(root.components.securitySchemes.token, { ...root.components.securitySchemes.token, type: 'apiKey', in: 'header', name: 'token' });
});

test('access, webhooks and token requirement of every operation equal the facts', () => {
  for (const r of documentedRoutes) {
    const { op } = opByKey.get(`${r.method} ${r.path}`)!;
    const access: string = r.auth?.access ?? 'public';
    if (access.startsWith('selfOrAdmin:')) {
      assert.equal(op['x-access'], 'self', r.path);
      assert.equal(op['x-access-field'], access.slice('selfOrAdmin:'.length), r.path);
    } else assert.equal(op['x-access'], access, r.path);
    const publicRoute = access === 'public';
    assert.equal(Array.isArray(op.security) && op.security.length === 0, publicRoute, `${r.path}: token header required unless public`);
    if (r.method === 'POST') assert.equal(r.auth.tokenHeaderRequired, !publicRoute);
    assert.deepEqual(op['x-webhooks'] ?? [], [...(r.webhooks ?? []), ...(EXTRA_HOOKS[r.path] ?? [])], `${r.path}: x-webhooks`);
  }
});

test('every request and response field equals restapi.json (names, JSON types, required)', () => {
  for (const k of Object.keys(REQUIRED_FIX)) assert.ok(opByKey.has(`POST ${k.replace(/ request$/, '')}`), `REQUIRED_FIX names an unknown route: ${k}`);
  const diffs: string[] = [];
  for (const r of documentedRoutes) {
    const { op, file, path: p } = opByKey.get(`${r.method} ${r.path}`)!;
    if (r.method === 'GET') {
      assert.equal(op.requestBody, undefined);
      continue;
    }
    const body = op.requestBody.content['application/json'].schema;
    diffs.push(...objectDiff(body, file, r.requestFields ?? [], `${p} request`));
    const resp = deref(op.responses['200'], file);
    const schema = deref(resp.node.content['application/json'].schema, resp.file);
    const parts = schema.node.allOf ?? [schema.node];
    const env = deref(parts[0], schema.file).node;
    assert.deepEqual(Object.keys(env.properties), ['errCode', 'errMsg', 'errDlt'], `${p}: envelope`);
    const data = parts[1]?.properties?.data;
    if (r.responseDataOmitted || !(r.responseFields ?? []).length) {
      assert.equal(data, undefined, `${p}: the facts say data is omitted`);
    } else if (r.responseDataIsArray) {
      assert.equal(data.type, 'array', `${p}: data is an array`);
      diffs.push(...objectDiff(data.items, schema.file, r.responseFields, `${p} data[]`, false));
    } else {
      diffs.push(...objectDiff(data, schema.file, r.responseFields, `${p} data`, false));
    }
  }
  assert.deepEqual(diffs, []);
});

test('every shared component schema equals its facts type; content types carry x-content-type', () => {
  const diffs: string[] = [];
  const byProto = new Map<string, string>();
  for (const t of Object.keys(TYPES)) byProto.set(protoOf(t), t);
  let checked = 0;
  for (const [name, ref] of Object.entries(root.components.schemas as Obj)) {
    const { node, file } = deref(ref, DOC);
    assert.equal(node.title, name, `component ${name}: title`);
    assert.ok(node.description, `component ${name}: description`);
    const t = byProto.get(node['x-proto']);
    if (!t) {
      // not a restapi.json type: the response envelope, or a webhook type of webhooks.json
      if (name === 'ApiResponse') continue;
      const hookType =
        node['x-go-type'] === 'callbackstruct.CommonCallbackResp' ? W.commonEnvelopes['CommonCallbackResp (every response)'] : W.types[node['x-go-type']];
      assert.ok(hookType, `component ${name} matches no facts type`);
      assert.deepEqual(
        Object.keys(node.properties),
        hookType.map((f: Obj) => f.name),
        `${name}: fields of ${node['x-go-type']}`,
      );
      assertValid(node.example, node, file, `components.schemas.${name}.example`);
      continue;
    }
    checked++;
    diffs.push(...objectDiff(node, file, TYPES[t].fields, `schema ${name}`));
    if (CONTENT_TYPE[t] !== undefined) assert.equal(node['x-content-type'], CONTENT_TYPE[t], `${name}: x-content-type`);
    assert.ok(node.example && typeof node.example === 'object', `${name}: example`);
    assertValid(node.example, node, file, `components.schemas.${name}.example`);
  }
  assert.deepEqual(diffs, []);
  assert.ok(checked >= 55, `only ${checked} schemas matched facts types`);
  const contentTypes = Object.values(root.components.schemas as Obj)
    .map((r) => deref(r, DOC).node['x-content-type'])
    .filter((x) => x !== undefined)
    .sort((a, b) => a - b);
  assert.deepEqual(
    contentTypes,
    Object.values(CONTENT_TYPE).sort((a, b) => a - b),
  );
});

test('every webhook key, callbackCommand, kind, config key and field equals webhooks.json', () => {
  assert.equal(W.webhooks.length, 48);
  assert.deepEqual([...hooks.keys()].sort(), (W.webhooks as Obj[]).map((h) => h.configKey).sort());
  const common = W.commonEnvelopes['CommonCallbackResp (every response)'].map((f: Obj) => f.name);
  const diffs: string[] = [];
  for (const h of W.webhooks as Obj[]) {
    const { op, file } = hooks.get(h.configKey)!;
    const k = h.configKey;
    assert.equal(op.operationId, k);
    assert.equal(op['x-config-key'], k);
    assert.equal(op['x-callback-command'], h.callbackCommand, `${k}: callbackCommand`);
    assert.equal(op['x-kind'], h.kind, `${k}: kind`);
    assert.equal(op['x-invoked'] ?? true, h.invokedInCode, `${k}: invoked`);
    assert.ok(op.summary && op.description?.length > 60, `${k}: summary and description`);
    assert.ok(op['x-response-effect'] && Object.keys(op['x-response-effect']).length, `${k}: x-response-effect`);
    assert.equal(typeof op['x-failure'], 'string');
    if (h.kind === 'before') {
      assert.match(op['x-failure'], /failedContinue/, `${k}: the failedContinue quirk`);
      assert.match(op['x-failure'], /90004/);
      assert.match(op['x-response-effect']['actionCode, nextCode'], /`actionCode` 0 together with `nextCode` 1/, `${k}: reject rule`);
    }
    const req = deref(op.requestBody.content['application/json'].schema, file);
    const props = req.node.properties;
    const names = (h.requestFields as Obj[]).map((f) => f.name);
    if (JSON.stringify(Object.keys(props)) !== JSON.stringify(names)) diffs.push(`${k} request: ${Object.keys(props)} != ${names}`);
    for (const f of h.requestFields as Obj[]) {
      const p = deref(props[f.name], req.file).node;
      let want = String(f.jsonType)
        .replace(/ \(.*\)$/, '')
        .replace(/^string \(base64\)$/, 'string');
      if (f.name === 'callbackCommand' && CALLBACK_COMMAND_AS_STRING.has(k)) {
        assert.equal(f.jsonType, 'object', `${k}: the facts artifact is gone; drop the exception`);
        want = 'string';
      }
      const base = want.startsWith('array') ? 'array' : want.startsWith('object') ? 'object' : want;
      const got = Array.isArray(p.type) ? p.type[0] : (p.type ?? (p.$ref || props[f.name].$ref ? 'object' : undefined));
      if (got !== base) diffs.push(`${k}.${f.name}: ${JSON.stringify(p.type)} != ${f.jsonType}`);
      const nullable = f.nullable || String(f.goType ?? '').startsWith('*');
      if (nullable && !(Array.isArray(p.type) && p.type.includes('null')) && !props[f.name]['x-nullable']) diffs.push(`${k}.${f.name}: should be nullable`);
    }
    // answer: the common fields plus the hook's own
    const resp = deref(op.responses['200'], file);
    const rs = deref(resp.node.content['application/json'].schema, resp.file);
    const parts = rs.node.allOf ?? [rs.node];
    const env = deref(parts[0], rs.file).node;
    assert.deepEqual(Object.keys(env.properties), common, `${k}: common answer fields`);
    const own = (h.responseFieldsDeclared as Obj[]).filter((f) => f.from !== 'CommonCallbackResp').map((f) => f.name);
    assert.deepEqual(Object.keys(parts[1]?.properties ?? {}), own, `${k}: answer fields`);
    // examples: request has every field, answers valid
    const ex = resp.node.content['application/json'].examples;
    assertValid(
      req.node && op.requestBody.content['application/json'].example,
      op.requestBody.content['application/json'].schema,
      file,
      `${k} request example`,
    );
    assert.deepEqual(Object.keys(op.requestBody.content['application/json'].example), names, `${k}: example carries every field`);
    if (h.callbackCommand) assert.equal(op.requestBody.content['application/json'].example.callbackCommand, h.callbackCommand);
    for (const [n, e] of Object.entries(ex as Obj)) assertValid(e.value, rs.node, rs.file, `${k} answer ${n}`);
    if (h.kind === 'before') {
      assert.deepEqual([ex.reject.value.actionCode, ex.reject.value.nextCode], [0, 1], `${k}: reject example`);
      assert.ok(ex.allow.value.nextCode !== 1);
      if (own.length && h.responseFieldsRead.length) assert.ok(ex.modify, `${k}: a modify example`);
    }
  }
  assert.deepEqual(diffs, []);
});

test('x-fired-by and x-webhooks agree', () => {
  const fired = new Map<string, string[]>();
  for (const { op } of ops) for (const k of op['x-webhooks'] ?? []) fired.set(k, [...(fired.get(k) ?? []), op.operationId]);
  for (const [k, { op }] of hooks) assert.deepEqual([...op['x-fired-by']].sort(), [...(fired.get(k) ?? [])].sort(), `${k}: x-fired-by`);
});

test('the root x-error-codes equal errcodes.json, and operations name only listed codes', () => {
  const list = root['x-error-codes'] as Obj[];
  assert.equal(list.length, E.codes.length);
  assert.deepEqual(
    list.map((c) => [c.code, c.name, c.message, c.usage]),
    (E.codes as Obj[]).map((c) => [c.code, c.name, c.errMsg ?? '', c.usage]),
  );
  for (const c of list) assert.ok(typeof c.meaning === 'string' && c.meaning.length > 5, `${c.code}: meaning`);
  const codes = new Set(list.map((c) => c.code));
  for (const { op, path: p } of ops) for (const c of op['x-error-codes'] ?? []) assert.ok(codes.has(c), `${p}: code ${c}`);
  // the quirks worth knowing are on the right operations
  const byId = new Map(ops.map((o) => [o.op.operationId, o.op]));
  assert.ok(byId.get('userRegister')!['x-error-codes'].includes(1102));
  assert.ok(byId.get('revokeMessage')!['x-error-codes'].includes(1404));
  assert.ok(byId.get('createGroup')!['x-error-codes'].includes(90004), 'before hooks can abort with 90004');
  assert.match(byId.get('getIncrementalBlacks')!.description, /errCode 12/);
});

test('every operation example is valid for its schema', () => {
  for (const { op, file, path: p } of ops) {
    if (!op.requestBody) continue;
    const req = op.requestBody.content['application/json'];
    assert.ok(req.example && typeof req.example === 'object', `${p}: request example`);
    assertValid(JSON.parse(JSON.stringify(req.example)), req.schema, file, `${p} request example`);
    const resp = deref(op.responses['200'], file);
    const media = resp.node.content['application/json'];
    assert.equal(media.example.errCode, 0);
    assertValid(media.example, media.schema, resp.file, `${p} response example`);
  }
});

test('x-doc-page: unique, the 58 named REST pages and 41 named webhook pages land where restapi.json and webhooks.json say', () => {
  const folder: Record<string, string> = {
    authentication: 'authenticationManagement',
    conversation: 'conversationManagement',
    friends: 'friendsManagement',
    group: 'groupManagement',
    message: 'messageManagement',
    user: 'userManagement',
  };
  const pages = ops.map((o) => o.op['x-doc-page']);
  assert.equal(new Set(pages).size, pages.length, 'duplicate operation x-doc-page');
  for (const pg of pages) assert.match(pg, /^[A-Za-z]+\/[A-Za-z_]+$/);
  assert.equal(Object.keys(R.pageMap).length, 58);
  for (const [page, v] of Object.entries(R.pageMap as Obj))
    assert.equal(opByKey.get(`${v.method} ${v.path}`)!.op['x-doc-page'], `${folder[v.section]}/${page}`, page);
  for (const { op } of ops)
    if (!Object.values(R.pageMap as Obj).some((v: Obj) => opByKey.get(`${v.method} ${v.path}`)?.op === op))
      assert.equal(op['x-doc-page'].split('/')[1], op.operationId, `${op.operationId}: page named after its operationId`);
  const hookFolder: Record<string, string> = { group: 'group', message: 'msg', push: 'push', relationship: 'relationship', user: 'user' };
  const hookPages = [...hooks.values()].map((h) => h.op['x-doc-page']);
  assert.equal(new Set(hookPages).size, 48, 'duplicate webhook x-doc-page');
  for (const pg of hookPages) assert.match(pg, /^(group|msg|push|relationship|user)\/[A-Za-z]+$/);
  assert.equal(Object.keys(W.pageMap).length, 41);
  for (const [page, v] of Object.entries(W.pageMap as Obj)) assert.equal(hooks.get(v.configKey)!.op['x-doc-page'], `${hookFolder[v.section]}/${page}`, page);
});

test('the quirks of the facts README are in the document', () => {
  const byId = new Map(ops.map((o) => [o.op.operationId, o.op]));
  assert.equal(opByKey.get('POST /group/set_group_info_ex')!.op['x-doc-page'], 'groupManagement/setGroupInfo');
  assert.deepEqual(byId.get('setGroupInfo')!['x-webhooks'], ['beforeSetGroupInfoEx', 'afterSetGroupInfoEx']);
  assert.deepEqual(byId.get('updateUserInfo')!['x-webhooks'], ['beforeUpdateUserInfoEx', 'afterUpdateUserInfoEx']);
  assert.match(byId.get('subscribeUsersStatus')!.description, /stub/);
  assert.match(byId.get('getSubscribeUsersStatus')!.description, /stub/);
  assert.equal(hooks.get('afterRevokeMsg')!.op['x-callback-command'], 'callbackBeforeAfterMsgCommand');
  const agree = hooks.get('beforeAddFriendAgree')!;
  assert.deepEqual(Object.keys(agree.op.requestBody.content['application/json'].example), [
    'callbackCommand',
    'fromUserID',
    'blackUserID',
    'HandleResult',
    'HandleMsg',
  ]);
  const recv = byId.get('getRecvApplication')!;
  assert.match(JSON.stringify(recv.responses), /FriendRequests/);
});
