import YAML from 'yaml';
import { z } from 'zod';
import { UserError, codeFrame } from '../errors.ts';
import { aliasBomb, ALIAS_BOMB } from './yamlText.ts';
import { memoGet, memoSet } from './yamlMemo.ts';

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
  const known = memoGet('frontmatter', yamlText) as Frontmatter | undefined;
  if (known) return { frontmatter: known, body, bodyLine };
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
  memoSet('frontmatter', yamlText, result.data);
  return { frontmatter: result.data, body, bodyLine };
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
