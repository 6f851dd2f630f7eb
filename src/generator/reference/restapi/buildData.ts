import { requestSamples } from './samples.ts';
import {
  operationRoute,
  webhookRoute,
  DEFAULT_SCHEMA_HOME,
  CONTENT_TYPES_ROUTE,
  type JsonSchema,
  type RestAccess,
  type RestApiData,
  type RestBody,
  type RestErrorCode,
  type RestExample,
  type RestHeader,
  type RestOperation,
  type RestWebhook,
} from '../../../shared/restapi/types.ts';

type Obj = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Resolves an internal `#/components/...` reference of the bundled document. */
function deref<T = Obj>(doc: Obj, node: unknown): T | undefined {
  let cur = node as Obj | undefined;
  for (let hops = 0; cur && typeof cur.$ref === 'string' && hops < 20; hops++) {
    const ref = cur.$ref as string;
    if (!ref.startsWith('#/')) return undefined;
    cur = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((o, k) => (o as Obj | undefined)?.[k], doc) as Obj | undefined;
  }
  return cur as T | undefined;
}

function exampleOf(name: string, value: unknown, summary?: string): RestExample {
  return { name, summary, value };
}

/** The JSON media type of a request body or 200 response: its schema and examples (highlighted). */
async function body(doc: Obj, holder: unknown): Promise<RestBody | undefined> {
  const resolved = deref<Obj>(doc, holder);
  const content = resolved?.content as Obj | undefined;
  if (!content) return undefined;
  const media = (content['application/json'] ?? Object.values(content)[0]) as Obj | undefined;
  if (!media) return undefined;
  const examples: RestExample[] = [];
  if (media.example !== undefined) examples.push(exampleOf('default', media.example));
  for (const [name, ex] of Object.entries((media.examples ?? {}) as Obj)) {
    const e = deref<Obj>(doc, ex);
    if (e && e.value !== undefined) examples.push(exampleOf(name, e.value, e.summary as string | undefined));
  }
  const schema = media.schema as JsonSchema | undefined;
  if (!examples.length && schema) {
    const s = deref<JsonSchema>(doc, schema);
    if (s?.example !== undefined) examples.push(exampleOf('default', s.example));
  }
  return { schema, examples };
}

function successResponse(op: Obj): unknown {
  const responses = (op.responses ?? {}) as Obj;
  return responses['200'] ?? responses['201'] ?? responses.default ?? Object.values(responses)[0];
}

function headersOf(doc: Obj, op: Obj, pathItem: Obj, secured: boolean, tokenDescription?: string): RestHeader[] {
  const out: RestHeader[] = [];
  for (const p of [...((pathItem.parameters ?? []) as unknown[]), ...((op.parameters ?? []) as unknown[])]) {
    const param = deref<Obj>(doc, p);
    if (!param || param.in !== 'header') continue;
    out.push({
      name: String(param.name),
      required: Boolean(param.required),
      description: param.description as string | undefined,
      example: param.example === undefined ? undefined : String(param.example),
    });
  }
  if (secured && !out.some((h) => h.name === 'token')) out.unshift({ name: 'token', required: true, description: tokenDescription });
  return out;
}

function serverUrl(doc: Obj): string {
  const server = ((doc.servers ?? []) as Obj[])[0];
  if (!server) return 'http://your-server-ip:10002';
  let url = String(server.url);
  for (const [name, v] of Object.entries((server.variables ?? {}) as Record<string, Obj>)) url = url.replaceAll(`{${name}}`, String(v.default ?? ''));
  return url.replace(/\/$/, '');
}

/** Builds the data the components of one locale read from a bundled (and possibly translated) document. */
export async function buildRestApiData(doc: Obj, documentUrl: string): Promise<RestApiData> {
  const base = serverUrl(doc);
  const schemes = ((doc.components as Obj | undefined)?.securitySchemes ?? {}) as Record<string, Obj>;
  const rootSecured = Array.isArray(doc.security) && (doc.security as Obj[]).some((s) => Object.keys(s).length > 0);
  const operations: Record<string, RestOperation> = {};
  for (const [p, rawItem] of Object.entries((doc.paths ?? {}) as Obj)) {
    const pathItem = deref<Obj>(doc, rawItem) ?? {};
    for (const method of METHODS) {
      const op = pathItem[method] as Obj | undefined;
      if (!op || typeof op.operationId !== 'string') continue;
      const security = (op.security ?? doc.security ?? []) as Obj[];
      const secured = Array.isArray(op.security) ? security.some((s) => Object.keys(s).length > 0) : rootSecured;
      const schemeName = Object.keys(security.find((s) => Object.keys(s).length) ?? {})[0];
      const headers = headersOf(doc, op, pathItem, secured, schemeName ? (schemes[schemeName]?.description as string | undefined) : undefined);
      const request = await body(doc, op.requestBody);
      const response = await body(doc, successResponse(op));
      const operationID = headers.find((h) => h.name === 'operationID')?.example ?? '1700000000000';
      const sample = { method: method.toUpperCase(), url: `${base}${p}`, operationID, token: secured, body: request?.examples[0]?.value };
      const samples = requestSamples(sample);
      operations[op.operationId] = {
        id: op.operationId,
        method: method.toUpperCase(),
        path: p,
        tags: (op.tags ?? []) as string[],
        summary: op.summary as string | undefined,
        description: op.description as string | undefined,
        access: op['x-access'] as RestAccess | undefined,
        accessField: typeof op['x-access-field'] === 'string' ? op['x-access-field'] : undefined,
        route: typeof op['x-doc-page'] === 'string' ? operationRoute(op['x-doc-page']) : undefined,
        headers,
        request,
        response,
        webhooks: (op['x-webhooks'] ?? []) as string[],
        errorCodes: (op['x-error-codes'] ?? []) as number[],
        notes: op['x-notes'] as string | undefined,
        samples,
      };
    }
  }
  const webhooks: Record<string, RestWebhook> = {};
  for (const [key, rawItem] of Object.entries((doc.webhooks ?? {}) as Obj)) {
    const item = deref<Obj>(doc, rawItem) ?? {};
    const op = (item.post ?? METHODS.map((m) => item[m]).find(Boolean)) as Obj | undefined;
    if (!op) continue;
    const page = typeof op['x-doc-page'] === 'string' ? op['x-doc-page'] : undefined;
    webhooks[key] = {
      id: key,
      callbackCommand: String(op['x-callback-command'] ?? ''),
      invoked: op['x-invoked'] !== false && Boolean(op['x-callback-command']),
      configKey: String(op['x-config-key'] ?? key),
      kind: op['x-kind'] === 'after' ? 'after' : 'before',
      summary: op.summary as string | undefined,
      description: op.description as string | undefined,
      route: page ? webhookRoute(page) : undefined,
      group: page?.split('/')[0],
      request: await body(doc, op.requestBody),
      response: await body(doc, successResponse(op)),
      responseEffect: (op['x-response-effect'] ?? {}) as Record<string, string>,
      failure: op['x-failure'] as string | undefined,
      firedBy: (op['x-fired-by'] ?? []) as string[],
    };
  }
  const schemas = ((doc.components as Obj | undefined)?.schemas ?? {}) as Record<string, JsonSchema>;
  const schemaHome: Record<string, string> = {};
  for (const [name, schema] of Object.entries(schemas)) {
    const page = schema['x-doc-page'];
    const home = typeof page === 'string' ? `/restapi/${page}` : schema['x-content-type'] !== undefined ? CONTENT_TYPES_ROUTE : DEFAULT_SCHEMA_HOME;
    schemaHome[name] = `${home}#${name}`;
  }
  return {
    serverUrl: base,
    tags: ((doc.tags ?? []) as Obj[]).map((t) => ({ name: String(t.name), description: t.description as string | undefined })),
    operations,
    webhooks,
    schemas,
    schemaHome,
    errorCodes: (deref<RestErrorCode[]>(doc, doc['x-error-codes']) ?? []) as RestErrorCode[],
    documentUrl,
  };
}
