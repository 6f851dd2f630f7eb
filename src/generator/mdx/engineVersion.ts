import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { enginePackage, runningEngine } from '../engine.ts';
import { hashSources, importClosure } from '../moduleClosure.ts';

/**
 * What the caches key their entries with, kept apart from the compiler so that a build whose pages all come
 * from the page cache never loads the compiler, the highlighter or the bundler (~0.6 s of module loading).
 */

/**
 * A hash of what is installed in the engine checkout's `node_modules`: npm's record of the installed tree
 * (`node_modules/.package-lock.json`), else the lock file; for the package installed in a site
 * (`<site>/node_modules/imdocs`), the record of the `node_modules` it sits in. The MDX compiler, the grammars,
 * React and the rest shape every page, so installing another version of any package must not leave pages
 * compiled or rendered by the old one in the caches (an updated grammar would otherwise colour only the pages
 * edited since).
 */
export function installedPackages(checkout: string = enginePackage().dir): string {
  const records = [path.join(checkout, 'node_modules', '.package-lock.json'), path.join(checkout, 'package-lock.json')];
  if (path.basename(path.dirname(checkout)) === 'node_modules') records.unshift(path.join(path.dirname(checkout), '.package-lock.json'));
  for (const record of records) {
    try {
      return crypto.createHash('sha1').update(fs.readFileSync(record)).digest('hex');
    } catch {
      /* not there: the next */
    }
  }
  return 'unrecorded';
}

/**
 * Part of every cache key of compiled and rendered pages: a hash of the MDX pipeline's sources (with every
 * module they import, wherever it sits) and of the installed packages (so any change to either invalidates).
 */
export const ENGINE_VERSION = `imdocs-mdx-6-${pipelineHash()}`;

function pipelineHash(): string {
  const src = runningEngine;
  // Compiled pages hold code blocks highlighted by the shared highlighter: its changes invalidate them too.
  const own = [
    ...fs
      .readdirSync(path.join(src, 'generator', 'mdx'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `generator/mdx/${f}`),
    'shared/codeHighlighter.ts',
  ];
  const hash = hashSources(crypto.createHash('sha1'), src, importClosure(src, own));
  return hash.update(installedPackages()).digest('hex').slice(0, 12);
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
