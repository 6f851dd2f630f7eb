import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * Valid YAML of earlier builds, parsed, by its text: the frontmatter of every page (parsing and validating it took
 * ~0.17 s of a warm build of 800 pages, most of the content scan) and the site's YAML files (`readYamlFile`: the
 * synonyms of two locales, 36 KB, took ~0.23 s of `imdocs dev`'s start, the YAML parser still cold). An entry is a
 * function of its kind and text alone, under the key below, so it cannot go stale; errors are never kept. Values go
 * through V8's serializer, which keeps what JSON would not (Infinity, -0, dates), and each reader gets objects of its
 * own.
 */
export type YamlKind = 'frontmatter' | 'file';

const memo = new Map<string, Buffer>();
/** Entries this process parsed or looked up: what the cache file keeps. */
const used = new Set<string>();
let added = false;

const entry = (kind: YamlKind, text: string) => `${kind}\0${text}`;

/** The value kept for this text, if any (a copy of its own). */
export function memoGet(kind: YamlKind, text: string): unknown {
  const key = entry(kind, text);
  const known = memo.get(key);
  if (!known) return undefined;
  used.add(key);
  return v8.deserialize(known);
}

/** Keeps the value of a text that parsed and validated. */
export function memoSet(kind: YamlKind, text: string, value: unknown): void {
  const key = entry(kind, text);
  memo.set(key, v8.serialize(value));
  used.add(key);
  added = true;
}

/** What entries depend on besides their text: the files that parse and check them, and the parser's and validator's versions. */
function memoKey(): string {
  const hash = crypto.createHash('sha1');
  for (const file of ['yamlMemo', 'frontmatter', 'readYamlFile', 'yamlText'])
    hash.update(fs.readFileSync(fileURLToPath(new URL(`./${file}${path.extname(import.meta.url)}`, import.meta.url))));
  for (const pkg of ['yaml', 'zod']) hash.update(fs.readFileSync(fileURLToPath(import.meta.resolve(`${pkg}/package.json`))));
  return hash.digest('hex');
}

/** Forgets every entry, as a new process would (tests). */
export function clearYamlMemo(): void {
  memo.clear();
  used.clear();
  added = false;
}

export const yamlMemoFile = (cacheDir: string) => path.join(cacheDir, 'yaml.bin');

/** Loads the entries kept under `cacheDir` by an earlier build (nothing if its key differs). */
export function loadYamlMemo(cacheDir: string | undefined): void {
  if (!cacheDir) return;
  try {
    const stored = v8.deserialize(fs.readFileSync(yamlMemoFile(cacheDir))) as { key: string; entries: [string, Buffer][] };
    if (stored.key !== memoKey()) return;
    for (const [key, value] of stored.entries) if (!memo.has(key)) memo.set(key, Buffer.from(value));
  } catch {
    /* no cache yet, or an unreadable one: parse */
  }
}

/** Writes the entries this process used under `cacheDir`, when some were parsed anew (stale texts are dropped). */
export function saveYamlMemo(cacheDir: string | undefined): void {
  if (!cacheDir || !added) return;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const entries = [...used].map((key) => [key, memo.get(key)!] as const);
    const tmp = `${yamlMemoFile(cacheDir)}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, v8.serialize({ key: memoKey(), entries }));
    fs.renameSync(tmp, yamlMemoFile(cacheDir));
    added = false;
  } catch {
    /* a cache that cannot be written is only slower */
  }
}
