import fs from 'node:fs';
import path from 'node:path';
import { isCollection, isMap, isPair, isScalar, type Document, type LineCounter, type Node } from 'yaml';
import { YamlText } from '../../content/yamlText.ts';
import type { z } from 'zod';
import { UserError, codeFrame } from '../../errors.ts';

/** One parsed YAML file that can say where each of its nodes came from, so later checks can point at a key. */
export interface YamlSource {
  /** Path relative to the site folder (as shown in errors). */
  file: string;
  text: string;
  /** The file's data (YAML 1.2 core schema; null for an empty file). */
  data: unknown;
  /** The file as a document whose nodes know their offsets, with the line counter for them: parsed on first use. */
  readonly doc: Document;
  readonly lines: LineCounter;
}

export type KeyPath = readonly (string | number)[];

/**
 * Reads and parses a YAML file (its data from js-yaml, its positions on demand: `YamlText`); a syntax error is a
 * `UserError` at its line and column.
 */
export function readYamlSource(siteDir: string, absFile: string): YamlSource {
  const file = path.relative(siteDir, absFile).split(path.sep).join('/');
  const text = fs.readFileSync(absFile, 'utf8');
  const yaml = new YamlText(text);
  const positioned = () => {
    const error = yaml.syntaxError();
    if (error)
      throw new UserError(`Invalid YAML: ${error.message}.`, {
        location: { file, line: error.line, column: error.column },
        frame: codeFrame(text, error.line, error.column),
      });
    return yaml;
  };
  if (yaml.data === undefined) positioned();
  return {
    file,
    text,
    data: yaml.data,
    get doc() {
      return positioned().doc;
    },
    get lines() {
      return positioned().lines;
    },
  };
}

/** `functions[3].params[0].model` — the form a reader searches for in the file. */
export function formatKeyPath(keyPath: KeyPath): string {
  return keyPath.map((k, i) => (typeof k === 'number' ? `[${k}]` : i === 0 ? k : `.${k}`)).join('') || '(top level)';
}

/**
 * The node at `keyPath` (or, with `key`, the key node of that name inside it), falling back to the deepest
 * existing ancestor so every error has a position.
 */
function nodeAt(source: YamlSource, keyPath: KeyPath, key?: string): Node | undefined {
  let node: unknown = source.doc.contents;
  let found = node as Node | undefined;
  for (const k of keyPath) {
    const next = isCollection(node) ? node.get(k, true) : undefined;
    if (next === undefined || next === null) break;
    node = next;
    found = next as Node;
  }
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
    if (pair && isScalar(pair.key)) return pair.key;
  }
  return found;
}

/** A `UserError` pointing at `keyPath` (or its key `key`) in `source`. */
export function errorAt(source: YamlSource, keyPath: KeyPath, message: string, key?: string, hint?: string): UserError {
  const node = nodeAt(source, keyPath, key);
  const offset = node?.range?.[0] ?? 0;
  const { line, col } = source.lines.linePos(offset);
  return new UserError(message, { location: { file: source.file, line, column: col }, frame: codeFrame(source.text, line, col), hint });
}

/** Describes the first zod issue as one sentence naming the key path. */
function describeIssue(issue: z.core.$ZodIssue, present: (path: KeyPath) => boolean): { path: KeyPath; key?: string; message: string } {
  const at = formatKeyPath(issue.path as KeyPath);
  switch (issue.code) {
    case 'unrecognized_keys': {
      const key = issue.keys[0];
      return { path: issue.path as KeyPath, key, message: `"${key}" is not a known key at ${at}.` };
    }
    case 'invalid_type':
      return present(issue.path as KeyPath)
        ? { path: issue.path as KeyPath, message: `${at} should be ${issue.expected === 'nonoptional' ? 'present' : `a ${issue.expected}`}.` }
        : { path: issue.path as KeyPath, message: `${at} is missing (it should be ${issue.expected === 'nonoptional' ? 'present' : `a ${issue.expected}`}).` };
    case 'invalid_value':
      return { path: issue.path as KeyPath, message: `${at} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}.` };
    case 'invalid_key':
      return { path: issue.path as KeyPath, message: `${at} has an unknown key: ${issue.issues[0]?.message ?? issue.message}.` };
    case 'invalid_union': {
      // Explain the branch that came closest: fewest issues, literal branches ('missing') last; inside it,
      // an unknown key first (a typo shows as an unknown key plus a missing one).
      const branches = issue.errors.filter((b) => b.length > 0 && !(b.length === 1 && b[0].code === 'invalid_value' && b[0].path.length === 0));
      const best = branches.sort((a, b) => a.length - b.length)[0];
      if (best) {
        const first = best.find((i) => i.code === 'unrecognized_keys') ?? best[0];
        return describeIssue({ ...first, path: [...issue.path, ...first.path] } as z.core.$ZodIssue, present);
      }
      return { path: issue.path as KeyPath, message: `${at} has an unexpected shape.` };
    }
    case 'too_small':
      return {
        path: issue.path as KeyPath,
        message:
          issue.origin === 'string'
            ? `${at} must not be empty.`
            : `${at} needs at least ${String(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}.`,
      };
    default:
      return { path: issue.path as KeyPath, message: `${at}: ${issue.message}.` };
  }
}

/** Validates the parsed file against `schema`; the first problem is a `UserError` at its key. */
export function validateYaml<S extends z.ZodType>(source: YamlSource, schema: S, what: string): z.output<S> {
  const result = schema.safeParse(source.data);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const present = (p: KeyPath) => source.doc.hasIn(p);
  const { path: keyPath, key, message } = describeIssue(issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0], present);
  throw errorAt(source, keyPath, `Invalid ${what}: ${message}`, key);
}
