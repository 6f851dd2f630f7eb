import path from 'node:path';
import type { Node as YamlNode } from 'yaml';
import { YamlText } from '../../content/yamlText.ts';
import { query } from 'jsonpath-rfc9535';
import { UserError } from '../../errors.ts';

/**
 * A small applier of OpenAPI Overlay 1.0 documents (`actions: [{ target: <JSONPath>, update | remove }]`),
 * JSONPath by `jsonpath-rfc9535` (RFC 9535). Used for translations, so it also reports actions that no
 * longer fit the English document: a target that matches nothing, or a translated text whose English
 * original was removed.
 */
export interface OverlayResult {
  document: Record<string, unknown>;
  /** One sentence per problem, naming the overlay file:line:col. */
  warnings: string[];
}

/** The texts a translation overlay may carry: anything else in an `update` is structure and stays English. */
export const TRANSLATABLE_KEYS = new Set(['summary', 'description', 'title', 'x-failure', 'x-notes', 'x-response-effect', 'meaning']);

interface Action {
  target: string;
  update?: unknown;
  remove?: boolean;
  /** `file:line:col` of the action in its overlay (worked out on first use). */
  readonly where: string;
}

type Json = Record<string, unknown> | unknown[];

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * The overlay's actions: the data from js-yaml, positions (an error, or a warning naming an action's `where`) from
 * `yaml`'s document, parsed on first use (`YamlText`).
 */
function readActions(source: string, file: string, siteDir: string): Action[] {
  const rel = path.relative(siteDir, file);
  const yaml = new YamlText(source);
  const at = (keyPath: (string | number)[]) => {
    const node = (keyPath.length ? yaml.doc.getIn(keyPath, true) : yaml.doc.contents) as YamlNode | null | undefined;
    const pos = yaml.lines.linePos(node?.range?.[0] ?? 0);
    return { file: rel, line: pos.line, column: pos.col };
  };
  const data = yaml.data;
  if (data === undefined) {
    const error = yaml.syntaxError()!;
    throw new UserError(`The overlay is not valid YAML: ${error.message}`, { location: { file: rel, line: error.line, column: error.column } });
  }
  const fail = (message: string, keyPath: (string | number)[]): never => {
    throw new UserError(message, { location: at(keyPath) });
  };
  if (!isObject(data)) return fail('The overlay must be a mapping with `overlay`, `info` and `actions`.', []);
  const version = data.overlay;
  if (typeof version !== 'string' || !/^1\.[01]\.\d+$/.test(version)) fail('The overlay must declare `overlay: 1.0.0` (or 1.1.x).', []);
  const actions = data.actions;
  if (!Array.isArray(actions)) return fail('The overlay needs an `actions` list.', []);
  return actions.map((item: unknown, i) => {
    if (!isObject(item)) return fail('Each overlay action must be a mapping with `target` and `update` or `remove`.', ['actions', i]);
    const target = item.target;
    if (typeof target !== 'string' || !target.startsWith('$')) return fail('An overlay action needs a `target`: a JSONPath starting with `$`.', ['actions', i]);
    const update = item.update;
    const remove = item.remove === true;
    if (update === undefined && !remove) fail(`The overlay action for ${target} has neither \`update\` nor \`remove: true\`.`, ['actions', i]);
    return {
      target,
      update,
      remove,
      get where() {
        const p = at(['actions', i]);
        return `${p.file}:${p.line}:${p.column}`;
      },
    };
  });
}

function merge(into: Record<string, unknown>, update: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(update)) {
    const cur = into[k];
    if (isObject(cur) && isObject(v)) merge(cur, v);
    else into[k] = structuredClone(v);
  }
}

/** Maps whose keys are names (a property called `title` or `example` is a schema, not a text or data). */
export const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'schemas',
  'paths',
  'webhooks',
  'responses',
  'content',
  'parameters',
  'headers',
  'securitySchemes',
  'examples',
]);

/** Texts that are a map (`x-response-effect`: field → what it means) or a list parallel to `enum` (`x-enum-descriptions`). */
const TEXT_COLLECTIONS = new Set(['x-response-effect', 'x-enum-descriptions']);

/** Whether `translated` holds texts in the shape of `english`: the same keys, or a list of the same length. */
function sameTexts(english: unknown, translated: unknown): boolean {
  const strings = (v: unknown) => Object.values(v as object).every((x) => typeof x === 'string');
  if (Array.isArray(translated)) return Array.isArray(english) && english.length === translated.length && strings(translated);
  if (!isObject(translated) || !strings(translated)) return false;
  return english === undefined || (isObject(english) && Object.keys(translated).every((key) => key in english));
}

/**
 * The first key path of `update` that is not a text (`servers`, `x-access`, a field's `type`, an example's value):
 * a translation overlay may change the words of the document, never the API it describes.
 */
function structureChange(node: Record<string, unknown>, update: Record<string, unknown>, prefix = '', names = false): string | undefined {
  for (const [k, v] of Object.entries(update)) {
    if (!names && TEXT_COLLECTIONS.has(k) && sameTexts(node[k], v)) continue;
    if (!names && (TRANSLATABLE_KEYS.has(k) || k === 'x-display-name')) {
      if (typeof v === 'string' && (node[k] === undefined || typeof node[k] === 'string')) continue;
      return `${prefix}${k}`;
    }
    if (!isObject(v) || !isObject(node[k])) return `${prefix}${k}`;
    const inner = structureChange(node[k] as Record<string, unknown>, v, `${prefix}${k}.`, !names && NAME_MAPS.has(k));
    if (inner) return inner;
  }
  return undefined;
}

/** Keys of `update` (recursively) carrying a translation of a text the target node does not have. */
function orphanTexts(node: Record<string, unknown>, update: Record<string, unknown>, prefix = ''): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(update)) {
    if (TRANSLATABLE_KEYS.has(k) && typeof v === 'string' && node[k] === undefined) out.push(`${prefix}${k}`);
    else if (isObject(v)) {
      if (isObject(node[k])) out.push(...orphanTexts(node[k] as Record<string, unknown>, v, `${prefix}${k}.`));
      else if (node[k] === undefined) out.push(`${prefix}${k}`);
    }
  }
  return out;
}

function withoutKeys(update: Record<string, unknown>, drop: string[], prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(update)) {
    const key = `${prefix}${k}`;
    if (drop.includes(key)) continue;
    out[k] = isObject(v) ? withoutKeys(v, drop, `${key}.`) : v;
  }
  return out;
}

/** `<query>..[?@.<member>==<string or integer>]`: one text translated wherever it occurs under `<query>`. */
const REPEATED_TEXT = /^(\$.*)\.\.\[\?@\.([A-Za-z_]\w*)==('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|-?[1-9]\d{0,14}|0)\]$/;

/** The value of a JSONPath string or integer literal the library has already accepted (RFC 9535 escapes). */
function literalValue(literal: string): string | number {
  if (!/^['"]/.test(literal)) return Number(literal);
  const escapes: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
  return literal
    .slice(1, -1)
    .replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, e: string) => (e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : (escapes[e] ?? e)));
}

/** An update that only sets strings (or numbers, booleans, null) on the nodes it targets: it adds and removes no node. */
const setsScalarsOnly = (update: unknown): boolean => isObject(update) && Object.values(update).every((v) => typeof v !== 'object' || v === null);

/**
 * A translation overlay translates a text repeated across the document with one action, such as
 * `$.paths..[?@.description=='Group ID.']`. The library walks the whole subtree for each: ~18 ms on this site's
 * document, half a second for its 26 such actions. Here consecutive actions of that shape share one walk: the
 * library selects the nodes of the subtree that have the member (`$.paths..[?@.description]`: the same walk, so the
 * same nodes in the same order), and each action keeps those whose member now equals its literal. The list stays
 * true while actions only set scalars on nodes; any other action drops it.
 */
class RepeatedTextTargets {
  private walked: { query: string; nodes: Record<string, unknown>[] } | undefined;
  constructor(private readonly document: Json) {}

  /** The nodes `action` targets, or undefined when the library must evaluate it (any other shape). */
  select(action: Action): unknown[] | undefined {
    const shape = action.remove || !setsScalarsOnly(action.update) ? null : REPEATED_TEXT.exec(action.target);
    if (!shape) {
      this.walked = undefined;
      return undefined;
    }
    // Syntax is the library's to judge, with its own error message.
    query({} as never, action.target);
    const [, subtree, member, literal] = shape;
    const all = `${subtree}..[?@.${member}]`;
    if (this.walked?.query !== all) this.walked = { query: all, nodes: query(this.document as never, all) as Record<string, unknown>[] };
    const value = literalValue(literal);
    return this.walked.nodes.filter((node) => node[member] === value);
  }
}

/** Applies the overlay file to a copy of `english`. Bad overlay syntax throws a `UserError`. */
export function applyOverlay(english: Record<string, unknown>, source: string, file: string, siteDir: string): OverlayResult {
  const actions = readActions(source, file, siteDir);
  const document = structuredClone(english);
  const warnings: string[] = [];
  const repeated = new RepeatedTextTargets(document);
  for (const action of actions) {
    let matches: unknown[];
    try {
      matches = repeated.select(action) ?? (query(document as never, action.target) as unknown[]);
    } catch (error) {
      throw new UserError(`The overlay target ${action.target} is not a valid JSONPath: ${(error as Error).message.split('\n')[0]}`, {
        location: parseWhere(action.where),
      });
    }
    if (!matches.length) {
      warnings.push(`${action.where} - unused translation: the overlay target ${action.target} no longer exists in the English document.`);
      continue;
    }
    const textOnly = (detail: string) =>
      new UserError(
        `The overlay action for ${action.target} ${detail}; a translation overlay may change texts only (${[...TRANSLATABLE_KEYS, 'x-display-name', ...TEXT_COLLECTIONS].join(', ')}), not the API it describes.`,
        {
          location: parseWhere(action.where),
        },
      );
    if (action.remove) throw textOnly('removes part of the document');
    for (const node of matches) {
      if (Array.isArray(node)) throw textOnly('adds items to a list');
      else if (isObject(node) && isObject(action.update)) {
        const changed = structureChange(node, action.update);
        if (changed) throw textOnly(`changes "${changed}", which is not a text`);
        const orphans = orphanTexts(node, action.update);
        if (orphans.length) warnings.push(`${action.where} - unused translation: ${action.target} has no English ${orphans.join(', ')} any more.`);
        merge(node, orphans.length ? withoutKeys(action.update, orphans) : action.update);
      } else {
        warnings.push(`${action.where} - the overlay target ${action.target} is not an object or list, so the update cannot apply.`);
      }
    }
  }
  return { document, warnings };
}

function parseWhere(where: string) {
  const m = /^(.*):(\d+):(\d+)$/.exec(where)!;
  return { file: m[1], line: Number(m[2]), column: Number(m[3]) };
}
