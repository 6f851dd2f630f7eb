import fs from 'node:fs';
import path from 'node:path';
import type { Hash } from 'node:crypto';

/** A module's imports of other modules by relative path (`import type` and `export type` are left out: no code runs). */
const RUNTIME_IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)[^'";]*?from\s*['"](\.[^'"]+)['"]|(?:^|[\s;(=])import\s*\(\s*['"](\.[^'"]+)['"]\s*\)|^import\s+['"](\.[^'"]+)['"]/gm;

/**
 * `files` (sources of the engine whose `src/` is `src`, relative to it) and every module of `src` they import
 * at run time, directly or not, sorted: the code that goes into what they make, wherever it sits. A cache of
 * that output keys its entries with these files (`hashSources`), so that an edit of any of them invalidates.
 */
export function importClosure(src: string, files: string[]): string[] {
  const found = new Set<string>();
  const visit = (rel: string) => {
    if (found.has(rel) || !fs.existsSync(path.join(src, rel))) return;
    found.add(rel);
    for (const m of fs.readFileSync(path.join(src, rel), 'utf8').matchAll(RUNTIME_IMPORT))
      visit(path.posix.join(path.posix.dirname(rel), m[1] ?? m[2] ?? m[3]));
  };
  for (const file of files) visit(file.split(path.sep).join('/'));
  return [...found].sort();
}

/** Feeds `hash` the name and content of each of `files` (relative to `src`), in order. */
export function hashSources(hash: Hash, src: string, files: string[]): Hash {
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(src, file)));
  return hash;
}
