import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * What the caches key their entries with, kept apart from the compiler so that a build whose pages all come
 * from the page cache never loads the compiler, the highlighter or the bundler (~0.6 s of module loading).
 */

/** Part of every cache key, with a hash of the MDX pipeline's own sources (so any change to them invalidates). */
export const ENGINE_VERSION = `imdocs-mdx-6-${pipelineHash()}`;

function pipelineHash(): string {
  const dir = path.dirname(fileURLToPath(import.meta.url));
  const hash = crypto.createHash('sha1');
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort())
    hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  // Compiled pages hold code blocks highlighted by the shared highlighter: its changes invalidate them too.
  hash.update(fs.readFileSync(fileURLToPath(new URL('../../shared/codeHighlighter.ts', import.meta.url))));
  return hash.digest('hex').slice(0, 12);
}

/** A content stamp: a hash for the site's files, size and mtime for installed packages (many, and never edited). */
export function stampOf(file: string): string {
  try {
    if (file.split(path.sep).includes('node_modules')) {
      const st = fs.statSync(file);
      return `${st.size}:${st.mtimeMs}`;
    }
    return crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  } catch {
    return 'missing';
  }
}

/** Whether every file a cached entry depends on still has the stamp it had. */
export function depsUnchanged(deps: Record<string, string>): boolean {
  return Object.entries(deps).every(([file, stamp]) => stampOf(file) === stamp);
}
