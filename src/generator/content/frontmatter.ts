import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { z } from 'zod';
import { UserError, codeFrame } from '../errors.ts';
import { aliasBomb, ALIAS_BOMB } from './yamlText.ts';

const scalar = z.union([z.string(), z.number(), z.boolean()]).transform(String);
const stringList = z.union([z.array(scalar), scalar.transform((s) => [s])]);

/** A blog author: a key of `authors.yml`, or written inline (Docusaurus' fields). */
const authorObject = z.looseObject({
  key: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  email: z.string().optional(),
  image_url: z.string().optional(),
  imageURL: z.string().optional(),
});
const authorEntry = z.union([scalar, authorObject]);
/** A blog author written inline in a post's frontmatter. */
export type FrontmatterAuthor = z.output<typeof authorObject>;

const frontmatterSchema = z.looseObject({
  id: z.string().optional(),
  title: z.string().optional(),
  sidebar_label: z.string().optional(),
  sidebar_position: z.number().optional(),
  slug: z.string().optional(),
  description: z.string().optional(),
  keywords: stringList.optional(),
  draft: z.boolean().optional(),
  hide_title: z.boolean().optional(),
  hide_table_of_contents: z.boolean().optional(),
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  tags: stringList.optional(),
  date: z.union([z.string(), z.date().transform((d) => d.toISOString().slice(0, 10))]).optional(),
  authors: z.union([authorEntry, z.array(authorEntry)]).optional(),
  author: z.string().optional(),
  author_title: z.string().optional(),
  author_url: z.string().optional(),
  author_image_url: z.string().optional(),
  image: z.string().optional(),
  pagination_prev: z.string().nullable().optional(),
  pagination_next: z.string().nullable().optional(),
});

/** Frontmatter keys the engine understands (Docusaurus-compatible); unknown keys are kept as they are. */
export type Frontmatter = z.output<typeof frontmatterSchema>;

export interface ParsedSource {
  frontmatter: Frontmatter;
  body: string;
  /** 1-based line of the first body line. */
  bodyLine: number;
}

/** Splits `---` YAML frontmatter from the body and validates known keys, with file:line:col on errors. */
export function parseFrontmatter(source: string, file: string): ParsedSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) return { frontmatter: {}, body: source, bodyLine: 1 };
  const yamlText = match[1];
  const bodyLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
  const body = source.slice(match[0].length);
  const known = memo.get(yamlText);
  if (known) {
    used.add(yamlText);
    return { frontmatter: v8.deserialize(known) as Frontmatter, body, bodyLine };
  }
  const doc = YAML.parseDocument(yamlText, { prettyErrors: false });
  if (doc.errors.length) {
    const err = doc.errors[0];
    // +1: the YAML block starts on the line after the opening `---`.
    const before = yamlText.slice(0, err.pos[0]).split('\n');
    const line = before.length + 1;
    const col = before[before.length - 1].length + 1;
    throw new UserError(`Invalid frontmatter: ${err.message.split('\n')[0]}`, {
      location: { file, line, column: col },
      frame: codeFrame(source, line, col),
    });
  }
  const bomb = aliasBomb(yamlText);
  if (bomb) {
    const line = bomb.line + 1;
    throw new UserError(`Invalid frontmatter: ${ALIAS_BOMB}`, { location: { file, line, column: bomb.column }, frame: codeFrame(source, line, bomb.column) });
  }
  const data = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new UserError('Invalid frontmatter: expected key: value pairs', { location: { file, line: 2, column: 1 }, frame: codeFrame(source, 2, 1) });
  }
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0];
    const key = String(issue.path[0] ?? '');
    const line = findKeyLine(yamlText, key) + 1;
    throw new UserError(`Invalid frontmatter: "${issue.path.join('.')}" ${issue.message.replace(/^Invalid input: /, '')}`, {
      location: { file, line, column: 1 },
      frame: codeFrame(source, line, 1),
    });
  }
  memo.set(yamlText, v8.serialize(result.data));
  used.add(yamlText);
  added = true;
  return { frontmatter: result.data, body, bodyLine };
}

/**
 * Valid frontmatter of earlier builds, serialized, by its YAML text: parsing and validating the frontmatter of
 * every page took ~0.17 s of a warm build of 800 pages (most of the content scan). An entry is a function of its
 * text alone, under the key below, so it cannot go stale; errors are never kept. Values go through V8's
 * serializer, which keeps what JSON would not (Infinity, -0), and each page gets objects of its own.
 */
const memo = new Map<string, Buffer>();
/** Texts this process parsed or looked up: what the cache file keeps. */
const used = new Set<string>();
let added = false;

/** What memo entries depend on besides their text: this file and the versions of the YAML parser and validator. */
function memoKey(): string {
  const hash = crypto.createHash('sha1').update(fs.readFileSync(fileURLToPath(import.meta.url)));
  for (const pkg of ['yaml', 'zod']) hash.update(fs.readFileSync(fileURLToPath(import.meta.resolve(`${pkg}/package.json`))));
  return hash.digest('hex');
}

/** Forgets every entry, as a new process would (tests). */
export function clearFrontmatterMemo(): void {
  memo.clear();
  used.clear();
  added = false;
}

const memoFile = (cacheDir: string) => path.join(cacheDir, 'frontmatter.bin');

/** Loads the frontmatter kept under `cacheDir` by an earlier build (nothing if its key differs). */
export function loadFrontmatterCache(cacheDir: string | undefined): void {
  if (!cacheDir) return;
  try {
    const stored = v8.deserialize(fs.readFileSync(memoFile(cacheDir))) as { key: string; entries: [string, Buffer][] };
    if (stored.key !== memoKey()) return;
    for (const [text, value] of stored.entries) if (!memo.has(text)) memo.set(text, Buffer.from(value));
  } catch {
    /* no cache yet, or an unreadable one: parse */
  }
}

/** Writes the frontmatter this process used under `cacheDir`, when some was parsed anew (stale texts are dropped). */
export function saveFrontmatterCache(cacheDir: string | undefined): void {
  if (!cacheDir || !added) return;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const entries = [...used].map((text) => [text, memo.get(text)!] as const);
    const tmp = `${memoFile(cacheDir)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, v8.serialize({ key: memoKey(), entries }));
    fs.renameSync(tmp, memoFile(cacheDir));
    added = false;
  } catch {
    /* a cache that cannot be written is only slower */
  }
}

/** 1-based line and column of the value of the top-level frontmatter `key` in the whole file (undefined without it). */
export function frontmatterKeyPosition(source: string, key: string): { line: number; column: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) return undefined;
  const lines = match[1].split('\n');
  const i = lines.findIndex((l) => l.startsWith(`${key}:`));
  if (i === -1) return undefined;
  const after = lines[i].slice(key.length + 1);
  return { line: i + 2, column: key.length + 2 + (after.length - after.trimStart().length) };
}

/** 1-based line within the YAML block where `key:` starts. */
function findKeyLine(yamlText: string, key: string): number {
  const i = yamlText.split('\n').findIndex((l) => l.startsWith(`${key}:`));
  return i === -1 ? 1 : i + 1;
}
