/**
 * The client SDK catalogue: the zod schema of the YAML files under `content/sdks/catalogue/` and the types the
 * renderer reads (`useReference<SdkCatalogue>('sdk')`).
 *
 * Source files (each validated by one of the `*FileSchema`s below):
 * - `functions/<group>.yaml`   `{ functions: FunctionSource[] }` — the group is the file name
 * - `functions/platform-only.yaml` `{ extras: PlatformExtra[] }` — platform wrappers / platform-only names
 * - `callbacks.yaml`           `{ events: SdkEvent[] }`
 * - `listeners.yaml`           `{ listeners: SdkListener[] }`
 * - `models/*.yaml`            `{ models: SdkModel[] }`
 * - `enums.yaml`               `{ enums: SdkEnum[] }`
 * - `errors.yaml`              `SdkErrors`
 * - `platforms.yaml`           `{ meta: SdkMeta, platforms: SdkPlatform[] }`
 *
 * Prose fields (`summary`, `description`, `meaning`, `note`, …) are English in our own words; they may contain
 * `inline code` in backticks and nothing else of Markdown. Code fields (`signature`, `example`, `install`) are
 * verbatim code. Every name that points elsewhere (`model`, `enum`, `events`, `listener`, platform keys) is
 * checked by the loader.
 */
import { z } from 'zod';

/** Platform ids, in the order tabs and matrices show them. */
export const PLATFORM_IDS = ['web', 'android', 'ios', 'flutter', 'electron', 'reactNative', 'uniapp', 'uniappx', 'miniProgram', 'dotnet'] as const;
export type PlatformId = (typeof PLATFORM_IDS)[number];
export const platformIdSchema = z.enum(PLATFORM_IDS);

/** Core function groups, in sidebar order (`/sdks/api/<group>/…`). */
export const FUNCTION_GROUPS = ['initialization', 'conversation', 'message', 'group', 'relation', 'user', 'third'] as const;
export type FunctionGroup = (typeof FUNCTION_GROUPS)[number];

/** Event groups that get pages (`/sdks/callback/<group>/<event>`), then the non-page callback interfaces. */
export const EVENT_PAGE_GROUPS = ['connection', 'sync', 'conversation', 'message', 'friend', 'blacklist', 'group', 'user'] as const;
export const EVENT_GROUPS = [...EVENT_PAGE_GROUPS, 'callback', 'third', 'service', 'signaling'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];

const text = z.string().trim().min(1);

/**
 * Availability in the core: `tag` = the documented release (openim-sdk-core v3.8.3-patch.14, see `meta.coreTag`),
 * `main` = the core's main branch (`meta.coreMain`). Omitted: in both.
 */
export const availabilitySchema = z.strictObject({ tag: z.boolean(), main: z.boolean(), note: text.optional() }).default({ tag: true, main: true });
export type Availability = z.output<typeof availabilitySchema>;

/** A link from a parameter, field, result or payload to the model or enum that describes it. */
const typeLink = {
  /** Name of an entry in `models` (the type is that model, or a list of it when `list`). */
  model: z.string().optional(),
  /** Name of an entry in `enums` (the number is one of its values). */
  enum: z.string().optional(),
  /** The value is an array (`T[]`) of the linked model / enum. */
  list: z.boolean().optional(),
  /** The value travels as a JSON string of the linked model (core exports take JSON strings). */
  json: z.boolean().optional(),
};

// ---------------------------------------------------------------------------------------------------------------
// Platform implementations

/** One copied signature; `label` names a variant (e.g. `ConversationManager`), `deprecated` an old alias. */
export const signatureSchema = z.strictObject({
  code: text,
  label: text.optional(),
  deprecated: z.boolean().optional(),
});
export type Signature = z.output<typeof signatureSchema>;

const availableImplSchema = z.strictObject({
  /** The platform's own name when it differs from the core name (`getInputstates`, `hideAllConversation`). */
  name: text.optional(),
  /** Exact signature(s) copied from the platform repository. */
  signatures: z.array(signatureSchema).min(1),
  /** A short, realistic call in the platform's language. */
  example: text.optional(),
  /** Platform-specific behaviour a caller must know (our words). */
  note: text.optional(),
});

const absentImplSchema = z.strictObject({
  /** `missing`: the platform SDK has no such call. `unverified`: its source was not available to us. */
  status: z.enum(['missing', 'unverified']),
  note: text.optional(),
  /** How to get the same result on this platform without the call (an `on(...)` subscription for a listener setter). */
  example: text.optional(),
});

/** Per platform: available (signature + example), or explicitly missing / unverified. */
export const platformImplSchema = z
  .union([z.literal('missing'), z.literal('unverified'), absentImplSchema, availableImplSchema])
  .transform((v): PlatformImpl => {
    if (v === 'missing' || v === 'unverified') return { status: v };
    if ('status' in v) return { status: v.status, note: v.note, example: v.example };
    return { status: v.name ? 'renamed' : 'available', ...v };
  });
export type PlatformImpl =
  | { status: 'available' | 'renamed'; name?: string; signatures: Signature[]; example?: string; note?: string }
  | { status: 'missing' | 'unverified'; note?: string; example?: string };

/** Every platform must be listed, so a missing one is a statement, not an omission. */
export const platformImplsSchema = z.strictObject(
  Object.fromEntries(PLATFORM_IDS.map((id) => [id, platformImplSchema])) as Record<PlatformId, typeof platformImplSchema>,
);

// ---------------------------------------------------------------------------------------------------------------
// Functions

export const paramSchema = z.strictObject({
  name: text,
  /** Type as the core takes it (`string`, `int32`, `ConversationReq`, `string[]`). */
  type: text,
  required: z.boolean().default(true),
  description: text,
  ...typeLink,
});
export type SdkParam = z.output<typeof paramSchema>;

export const resultSchema = z.strictObject({
  /** `callback`: delivered to onSuccess / a resolved promise; `sync`: returned directly; `none`: nothing. */
  kind: z.enum(['callback', 'sync', 'none']),
  /** Type of the data (`ConversationInfo[]`, `int`, `none`). */
  type: text,
  description: text.optional(),
  ...typeLink,
});
export type SdkResult = z.output<typeof resultSchema>;

export const functionErrorSchema = z.strictObject({
  /** An SDK code (10000–10401) or a server code listed in `errors.yaml`. */
  code: z.number().int(),
  /** When this call returns it (our words). */
  when: text,
});

export const functionSourceSchema = z.strictObject({
  /** Core name, lowerCamel (`getOneConversation`); the page slug. */
  name: text,
  /**
   * The task in the reader's words, a short phrase (`Send a message`, `发送消息` in the translation): shown under
   * the identifier, which stays the page's title, and searched like a title.
   */
  task: text,
  /** Exported Go name in `open_im_sdk` (`GetOneConversation`). */
  goName: text,
  /** One line: what it does. */
  summary: text,
  /** What it does in detail, when to call it, pitfalls. */
  description: text.optional(),
  /** Core parameters in core order, without the leading callback. */
  params: z.array(paramSchema).default([]),
  result: resultSchema,
  errors: z.array(functionErrorSchema).default([]),
  /** Ids of events (in `callbacks.yaml`) this call causes on the calling device. */
  events: z.array(z.string()).default([]),
  /** Ids of events it causes on other members' devices (the peer of a chat, the group, the applicant…); an id may be in both lists. */
  peerEvents: z.array(z.string()).default([]),
  availability: availabilitySchema,
  /** The REST operation doing the same on the server (`POST /group/create_group`), if any. */
  rest: z.array(text).optional(),
  platforms: platformImplsSchema,
});
export type FunctionSource = z.output<typeof functionSourceSchema>;
export type SdkFunction = FunctionSource & { group: FunctionGroup };

/** A name some platforms have that the core does not export: a convenience wrapper or a platform-only call. */
export const platformExtraSchema = z.strictObject({
  name: text,
  /** `wrapper`: calls the core function `wraps` with a fixed field; `platformOnly`: no core export behind it. */
  kind: z.enum(['wrapper', 'platformOnly']),
  /** The core function it wraps (wrapper) or is closest to (platformOnly), if any. */
  wraps: z.string().optional(),
  summary: text,
  description: text.optional(),
  /** Only the platforms that have it; every other platform lacks it. */
  platforms: z.partialRecord(platformIdSchema, z.strictObject({ signatures: z.array(signatureSchema).min(1), note: text.optional() })),
});
export type PlatformExtra = z.output<typeof platformExtraSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Events and listeners

export const eventPlatformSchema = z.union([
  z.literal('missing'),
  z.strictObject({
    /** How the platform spells the event (`CbEvents.OnRecvNewMessage`, `onRecvNewMessage:`). */
    name: text,
    /** A second spelling, labelled. */
    variants: z.array(signatureSchema).optional(),
    note: text.optional(),
  }),
]);

export const eventSchema = z.strictObject({
  /** Unique id used in links: the doc name for event pages (`onRecvNewMessage`), `<Listener>.<name>` otherwise. */
  id: text,
  /** Method name as documented (lowerCamel). */
  name: text,
  /** Go method of the core callback interface (`OnRecvNewMessage`). */
  method: text,
  /** Name of the listener (in `listeners.yaml`) that declares it. */
  listener: text,
  group: z.enum(EVENT_GROUPS),
  /** What happened, in the reader's words (`New message received`); required for events that have a page (the loader checks). */
  task: text.optional(),
  summary: text,
  /** When it fires (our words). */
  firedWhen: text,
  description: text.optional(),
  /** Go parameter list of the core method (`message string`). */
  params: z.string(),
  payload: z.strictObject({ type: text, description: text.optional(), ...typeLink }),
  availability: availabilitySchema,
  /** openim-sdk-cpp event id name (Electron and .NET receive it). */
  cEvent: text.optional(),
  platforms: z.partialRecord(platformIdSchema, eventPlatformSchema),
  /** Example handlers per platform. */
  examples: z.partialRecord(platformIdSchema, text).default({}),
});
export type SdkEvent = z.output<typeof eventSchema>;

export const listenerSchema = z.strictObject({
  name: text,
  /** What it is for, in the reader's words (`Connection and login state events`): shown under the name, searched like a title. */
  task: text,
  summary: text,
  description: text.optional(),
  /** How the core registers it (`setConversationListener`, or how it is passed). */
  setter: text,
  /** The setter or registration shape per platform. */
  platforms: z.partialRecord(platformIdSchema, text).default({}),
  availability: availabilitySchema,
});
export type SdkListener = z.output<typeof listenerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Models and enums

export const MODEL_KINDS = ['model', 'request', 'result', 'callbackPayload', 'config', 'messageElem', 'messageSubStruct', 'legacyModel'] as const;

export const fieldSchema = z.strictObject({
  /** JSON key on the wire; null for a Go field that is not serialized. */
  key: z.string().min(1).nullable(),
  /** Go field name, given only when `key` is null. */
  goField: text.optional(),
  type: text,
  description: text,
  /** Key omitted from JSON when empty. */
  omitempty: z.boolean().optional(),
  availability: availabilitySchema.optional(),
  ...typeLink,
});
export type SdkField = z.output<typeof fieldSchema>;

export const platformFieldDiffSchema = z.strictObject({
  missing: z.array(text).default([]),
  extra: z.array(text).default([]),
  note: text.optional(),
});

export const modelSchema = z.strictObject({
  name: text,
  /** What it holds, in the reader's words (`Group member fields`): shown under the name, searched like a title. */
  task: text,
  kind: z.enum(MODEL_KINDS),
  summary: text,
  description: text.optional(),
  /** Go struct in the core or protocol (`LocalConversation`); absent for a legacy shape the core no longer has. */
  coreStruct: text.optional(),
  /** Source file it was read from. */
  source: text,
  /** Other names the same shape has (per platform or historical). */
  aliases: z.array(text).default([]),
  /** messageElem: the MessageInfo.contentType value(s) and the MessageInfo key holding the element. */
  contentType: z.union([z.number().int(), text]).optional(),
  messageInfoKey: text.optional(),
  availability: availabilitySchema,
  fields: z.array(fieldSchema),
  /** Class name per platform. */
  platformClasses: z.partialRecord(platformIdSchema, text).default({}),
  /** Keys a platform class lacks / adds compared with the core JSON. */
  platformDiffs: z.partialRecord(platformIdSchema, platformFieldDiffSchema).default({}),
  /** Keys that differ on core main. */
  mainBranchDiff: z.strictObject({ onlyInTag: z.array(text).default([]), onlyInMain: z.array(text).default([]), note: text.optional() }).optional(),
});
export type SdkModel = z.output<typeof modelSchema>;

export const enumValueSchema = z.strictObject({
  name: text,
  value: z.number().int(),
  description: text,
  /** The core's Go constant, where one exists. */
  constant: text.optional(),
  availability: availabilitySchema.optional(),
});

export const enumSchema = z.strictObject({
  name: text,
  /** What the values name, in the reader's words (`Group member roles`). */
  task: text,
  summary: text,
  description: text.optional(),
  source: text,
  values: z.array(enumValueSchema).min(1),
  /** How each platform declares it (type and constant names as written in its source). */
  platformNames: z.partialRecord(platformIdSchema, text).default({}),
  /** Platform declarations that disagree with the core numbers. */
  discrepancies: z.array(text).default([]),
});
export type SdkEnum = z.output<typeof enumSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Errors and platforms

export const errorCodeSchema = z.strictObject({
  code: z.number().int(),
  name: text,
  meaning: text,
  availability: availabilitySchema,
  /** Names of this code in a platform's own table (`SDKErrorCode.parameterError`). */
  platformNames: z.partialRecord(platformIdSchema, text).default({}),
  /** Events the SDK fires when it meets this code (server token codes). */
  events: z.array(z.string()).default([]),
});
export type SdkErrorCode = z.output<typeof errorCodeSchema>;

export const errorsFileSchema = z.strictObject({
  sdk: z.array(errorCodeSchema),
  server: z.array(errorCodeSchema),
  platformTables: z
    .array(
      z.strictObject({
        platform: platformIdSchema,
        name: text,
        note: text,
        codes: z.array(z.strictObject({ code: z.number().int(), name: text, meaning: text })).default([]),
      }),
    )
    .default([]),
  discrepancies: z.array(text).default([]),
});
export type SdkErrors = z.output<typeof errorsFileSchema>;

export const platformSchema = z.strictObject({
  id: platformIdSchema,
  /** Display name (`Android`, `Unity / .NET`). */
  label: text,
  /** Language of its signatures and examples, as a code-block language (`ts`, `java`, `objectivec`, `dart`, `csharp`). */
  language: text,
  repository: text,
  /** Ref and commit the signatures were read from. */
  inspected: z.strictObject({ ref: text, commit: text }).optional(),
  package: z.strictObject({
    ecosystem: text,
    coordinates: z.array(text).min(1),
    version: text.optional(),
    coreDependency: text.optional(),
  }),
  /** Install line(s), as code. */
  install: text,
  installLanguage: text.default('bash'),
  minPlatform: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
  entryPoint: text.optional(),
  /**
   * Code every example of this platform assumes (imports, the SDK instance, declared sample variables such as
   * `message`). Examples are snippets: for Web they run inside an `async` function placed after this prelude,
   * which is how the type-check of the Web examples compiles them.
   */
  examplePrelude: text.optional(),
  notes: z.array(text).default([]),
});
export type SdkPlatform = z.output<typeof platformSchema>;

export const metaSchema = z.strictObject({
  /** The documented core release and its commit. */
  coreTag: text,
  coreTagCommit: text,
  /** The compared core main commit. */
  coreMain: text,
});
export type SdkMeta = z.output<typeof metaSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Source files

export const functionsFileSchema = z.strictObject({ functions: z.array(functionSourceSchema) });
export const extrasFileSchema = z.strictObject({ extras: z.array(platformExtraSchema) });
export const eventsFileSchema = z.strictObject({ events: z.array(eventSchema) });
export const listenersFileSchema = z.strictObject({ listeners: z.array(listenerSchema) });
export const modelsFileSchema = z.strictObject({ models: z.array(modelSchema) });
export const enumsFileSchema = z.strictObject({ enums: z.array(enumSchema) });
export const platformsFileSchema = z.strictObject({ meta: metaSchema, platforms: z.array(platformSchema) });

// ---------------------------------------------------------------------------------------------------------------
// The resolved catalogue (what components receive, per locale)

/** A place that uses a model or enum: a function parameter/result, an event payload or a model field. */
export type UsageRef =
  { kind: 'function'; name: string; via: 'param' | 'result'; param?: string } | { kind: 'event'; id: string } | { kind: 'field'; model: string; field: string };

export interface SdkCatalogue {
  meta: SdkMeta;
  /** In `PLATFORM_IDS` order. */
  platforms: SdkPlatform[];
  /** Core functions by name; `index.functionsByGroup` gives the order. */
  functions: Record<string, SdkFunction>;
  /** Platform wrappers and platform-only names, in file order. */
  extras: PlatformExtra[];
  events: Record<string, SdkEvent>;
  listeners: Record<string, SdkListener>;
  models: Record<string, SdkModel>;
  enums: Record<string, SdkEnum>;
  errors: SdkErrors;
  index: SdkIndex;
}

export interface SdkIndex {
  functionsByGroup: Record<FunctionGroup, string[]>;
  /** Event ids per event group, in file order. */
  eventsByGroup: Record<EventGroup, string[]>;
  /** Event id → core functions that list it in `events`. */
  eventFiredBy: Record<string, string[]>;
  /** Listener name → its event ids, in file order. */
  listenerEvents: Record<string, string[]>;
  /** Model name → where it is used. */
  modelUsedBy: Record<string, UsageRef[]>;
  /** Enum name → where it is used. */
  enumUsedBy: Record<string, UsageRef[]>;
  /** Core function → its platform wrappers / platform-only relatives (`extras` names). */
  extrasOf: Record<string, string[]>;
  /** Error code → core functions that list it. */
  errorRaisedBy: Record<number, string[]>;
  /** Error code → events the SDK fires on it. */
  errorEvents: Record<number, string[]>;
}
