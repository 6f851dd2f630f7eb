import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UserError, codeFrame } from './errors.ts';

/**
 * Where the running engine is. It runs from its sources through tsx (the tests, bin/imdocs.ts), or from their copy
 * compiled to JavaScript by bin/engine.mjs (every command of bin/imdocs.mjs), which holds the sources too, each
 * beside its `.js`: in a checkout, compiled from `src/` when it changed; in the npm package, compiled before
 * packing (`dist/`), its own sources.
 */

/** Whether this engine is the compiled copy (its modules are `.js`). */
const compiled = !/\.tsx?$/.test(fileURLToPath(import.meta.url));
/** The engine's `src/` folder as it runs. */
const runningSrc = fileURLToPath(new URL('../', import.meta.url));
/**
 * The compiled engine's record of its sources and of its compiler (bin/engine.mjs); the package's engine names
 * neither (`packaged`: its version), and is never compiled again.
 */
const record = compiled
  ? (JSON.parse(fs.readFileSync(new URL('../../engine.json', import.meta.url), 'utf8')) as
      { src: string; compiler: string } | { packaged: string; src?: undefined; compiler?: undefined })
  : undefined;
/** The engine's sources: for the compiled engine of a checkout, the folder it was compiled from. */
const sourceSrc = record?.src ?? runningSrc;

/** The running engine's `src/` folder: part of the key of whatever holds paths to its modules (page bundles). */
export const runningEngine: string = runningSrc;

/**
 * The engine's source folder (`src/`). What it bundles for browsers is read from there, whichever engine runs:
 * esbuild names chunks by a hash that covers their files' paths, and the same sources give the same files.
 */
export const engineSources: string = sourceSrc;

/** A module's source name (or path) as the running engine loads it: its `.js` on the compiled engine. */
const asRun = (rel: string): string => (compiled ? rel.replace(/\.tsx?$/, '.js') : rel);

/**
 * The running engine's own module for `file` when it is one of the engine's files (under its sources, or under
 * the compiled copy), else undefined. A site's module that imports the engine by path (`site.config.ts` imports
 * `defineConfig`, a TSX page the theme) must get the instance the engine runs: the theme's React contexts, one
 * copy of the config schema.
 */
export function engineModule(file: string): string | undefined {
  const rel = file.startsWith(sourceSrc) ? file.slice(sourceSrc.length) : file.startsWith(runningSrc) ? file.slice(runningSrc.length) : undefined;
  if (rel === undefined) return undefined;
  return asRun(path.join(runningSrc, rel));
}

/** The URL of the engine's module `rel` (its source name, `./x.ts`) relative to `base`, as the running engine loads it. */
export const engineModuleUrl = (rel: string, base: string | URL): URL => new URL(asRun(rel), base);

/** The compiled copy the render threads last moved to, and how to release it (see `currentEngineSrc`). */
let moved: { dir: string; release: () => void } | undefined;

/**
 * The `src/` folder of an engine for the sources as they are now, for render threads to start from. On the sources
 * (tsx), the sources. On the compiled engine, sources edited since the command started (`imdocs dev`, an edit of
 * the theme) are compiled again first: the new copy's folder, kept while this process runs on it (the one the
 * render threads leave is released). A syntax error is a `UserError` at its line and column.
 */
export async function currentEngineSrc(): Promise<string> {
  if (!record?.compiler) return sourceSrc;
  const compiler = (await import(pathToFileURL(record.compiler).href)) as {
    compiledEngine(opts: { srcDir: string; cacheDir: string }): Promise<string>;
    markInUse(dir: string): () => void;
  };
  let dir: string;
  try {
    dir = await compiler.compiledEngine({ srcDir: sourceSrc.slice(0, -1), cacheDir: path.dirname(path.dirname(runningSrc)) });
  } catch (error) {
    // esbuild's first error, at the file, line and column it names (relative to the working folder).
    const first = (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] }).errors?.[0];
    if (!first?.location) throw error;
    const { file, line, column } = first.location;
    let frame: string | undefined;
    try {
      frame = codeFrame(fs.readFileSync(path.resolve(file), 'utf8'), line, column + 1);
    } catch {
      frame = undefined;
    }
    throw new UserError(`The engine could not be compiled: ${first.text}`, { location: { file: path.resolve(file), line, column: column + 1 }, frame });
  }
  const src = path.join(dir, 'src') + path.sep;
  if (moved?.dir !== dir) {
    moved?.release();
    // The main thread's own engine is marked for as long as the process runs (bin/imdocs.mjs).
    moved = { dir, release: src === runningSrc ? () => {} : compiler.markInUse(dir) };
  }
  return src;
}

/** The URL of the module `rel` (its source path, such as `generator/render/renderWorker.ts`) of the engine whose `src/` is `src`. */
export const engineModuleIn = (src: string, rel: string): URL => pathToFileURL(path.join(src, asRun(rel)));

/**
 * The imdocs package the engine belongs to: its folder (the checkout that holds `src/`, or `node_modules/imdocs`
 * of an install, which holds `dist/src/`) and version. A copy of the engine without its package.json (a test's)
 * is its own folder, of no version.
 */
export function enginePackage(): { dir: string; version: string } {
  const checkout = path.dirname(path.resolve(sourceSrc));
  for (const dir of [checkout, path.dirname(checkout)]) {
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'imdocs' && pkg.version) return { dir, version: pkg.version };
    } catch {
      /* none here: the folder above */
    }
  }
  return { dir: checkout, version: '0.0.0' };
}
