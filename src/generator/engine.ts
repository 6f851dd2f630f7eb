import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the running engine is. It runs from its sources through tsx (the tests, `imdocs dev`), or from their copy
 * compiled to JavaScript by bin/engine.mjs (`imdocs build`, `check`, `serve`), which holds the sources too, each
 * beside its `.js`.
 */

/** Whether this engine is the compiled copy (its modules are `.js`). */
const compiled = !/\.tsx?$/.test(fileURLToPath(import.meta.url));
/** The engine's `src/` folder as it runs. */
const runningSrc = fileURLToPath(new URL('../', import.meta.url));
/** The engine's sources: for the compiled engine, the folder it was compiled from (its `engine.json`). */
const sourceSrc = compiled ? (JSON.parse(fs.readFileSync(new URL('../../engine.json', import.meta.url), 'utf8')) as { src: string }).src : runningSrc;

/** The running engine's `src/` folder: part of the key of whatever holds paths to its modules (page bundles). */
export const runningEngine: string = runningSrc;

/**
 * The engine's source folder (`src/`). What it bundles for browsers is read from there, whichever engine runs:
 * esbuild names chunks by a hash that covers their files' paths, and the same sources give the same files.
 */
export const engineSources: string = sourceSrc;

/**
 * The running engine's own module for `file` when it is one of the engine's files (under its sources, or under
 * the compiled copy), else undefined. A site's module that imports the engine by path (`site.config.ts` imports
 * `defineConfig`, a TSX page the theme) must get the instance the engine runs: the theme's React contexts, one
 * copy of the config schema.
 */
export function engineModule(file: string): string | undefined {
  const rel = file.startsWith(sourceSrc) ? file.slice(sourceSrc.length) : file.startsWith(runningSrc) ? file.slice(runningSrc.length) : undefined;
  if (rel === undefined) return undefined;
  const own = path.join(runningSrc, rel);
  return compiled ? own.replace(/\.tsx?$/, '.js') : own;
}

/** The URL of the engine's module `rel` (its source name, `./x.ts`) relative to `base`, as the running engine loads it. */
export const engineModuleUrl = (rel: string, base: string | URL): URL => new URL(compiled ? rel.replace(/\.tsx?$/, '.js') : rel, base);
