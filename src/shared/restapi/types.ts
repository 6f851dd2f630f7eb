/**
 * The REST API reference data one locale's MDX components read (`useReference<RestApiData>('restapi')`),
 * built from the bundled OpenAPI document (with the locale's overlay applied). Schemas stay JSON Schema
 * with internal `$ref`s (`#/components/schemas/<Name>`), so a shared schema is described once.
 */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  example?: unknown;
  examples?: unknown[];
  deprecated?: boolean;
  [extension: `x-${string}`]: unknown;
};

export type RestAccess = 'admin' | 'self' | 'groupRole' | 'anyToken' | 'public';
export const REST_ACCESS_VALUES: readonly RestAccess[] = ['admin', 'self', 'groupRole', 'anyToken', 'public'];

/** A request sample generated at build time (highlighted when rendered). */
export interface RestSample {
  /** Tab value, stable across the site (`curl`, `go`, `typescript`, `python`, `java`, `kotlin`). */
  id: string;
  label: string;
  lang: string;
  code: string;
}

export interface RestHeader {
  name: string;
  required: boolean;
  description?: string;
  example?: string;
}

export interface RestExample {
  /** Key in `examples` (`allow`, `reject`, `modify`…), or `default` for a single `example`. */
  name: string;
  summary?: string;
  value: unknown;
}

export interface RestBody {
  schema?: JsonSchema;
  examples: RestExample[];
}

export interface RestOperation {
  id: string;
  method: string;
  path: string;
  tags: string[];
  summary?: string;
  description?: string;
  access?: RestAccess;
  /** With `self` access: the request field that must name the token's own user unless the token is an admin's. */
  accessField?: string;
  /** Route of the operation's page (`/restapi/apis/<x-doc-page>`), when it has one. */
  route?: string;
  headers: RestHeader[];
  request?: RestBody;
  response?: RestBody;
  /** webhooks.yml keys of the hooks it may fire. */
  webhooks: string[];
  errorCodes: number[];
  notes?: string;
  samples: RestSample[];
}

export interface RestWebhook {
  id: string;
  /** Empty for a hook whose command the server never defined. */
  callbackCommand: string;
  /** False for a hook the configuration declares but the server never calls (`x-invoked: false`). */
  invoked: boolean;
  configKey: string;
  kind: 'before' | 'after';
  summary?: string;
  description?: string;
  route?: string;
  /** Tag-like group of the page (`group` of `group/createBefore`). */
  group?: string;
  request?: RestBody;
  response?: RestBody;
  /** Answer field → what the server does with it. */
  responseEffect: Record<string, string>;
  failure?: string;
  firedBy: string[];
}

export interface RestErrorCode {
  code: number;
  name: string;
  message: string;
  meaning: string;
}

export interface RestTag {
  name: string;
  description?: string;
}

export interface RestApiData {
  /** The server address samples use (first `servers` entry). */
  serverUrl: string;
  tags: RestTag[];
  operations: Record<string, RestOperation>;
  webhooks: Record<string, RestWebhook>;
  schemas: Record<string, JsonSchema>;
  /** Schema name → the page and anchor that describe it (`/restapi/commonFields#UserInfo`). */
  schemaHome: Record<string, string>;
  errorCodes: RestErrorCode[];
  /** Route of the published document for this locale (`/restapi/openapi.json`). */
  documentUrl: string;
}

/** The route of a REST reference page from an `x-doc-page` value. */
export function operationRoute(docPage: string): string {
  return `/restapi/apis/${docPage}`;
}

export function webhookRoute(docPage: string): string {
  return `/restapi/webhooks/${docPage}`;
}

/** Anchor id of an error code on `/restapi/errCode`. */
export const ERROR_CODES_ROUTE = '/restapi/errCode';
export const DEFAULT_SCHEMA_HOME = '/restapi/commonFields';
/** Message content schemas (`x-content-type`) are described on this page. */
export const CONTENT_TYPES_ROUTE = '/restapi/contentDescription';
