import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { enginePackage } from '../engine.ts';
import { isInside } from '../containment.ts';
import { gitCommitTimes } from '../content/lastUpdated.ts';
import { runPagefind } from '../search/pagefindService.ts';
import { bundleClient } from '../client/bundleClient.ts';
import { CONTAINED_CACHE, gitTimesFile, type ParentRequest, type ParentAnswer } from './host.ts';

/**
 * `imdocs build --contained`: the build of a pull request from a stranger, whose pages are code. It runs in a
 * child process under Node's permission model, with an empty environment (no CI secret can be read from it):
 *
 * - it may read the site, the installed packages and its own temp folder, and nothing else;
 * - it may write the output (its temp folder, lock and swap, all named `.imdocs-…` beside it), the cache and its
 *   temp folder, and nothing else;
 * - it may start worker threads (the render pool) but no process, and load no native addon.
 *
 * What needs a process is done here, by this trusted parent: git's commit times (before the build starts) and
 * Pagefind's indexer (when the build asks, over the IPC channel, with the pages' text). esbuild runs inside the
 * contained process as WebAssembly (esbuildApi.ts). Network access is not limited by Node 20's permission model.
 */

export interface ContainedOptions {
  siteDir: string;
  outDir: string;
  /** The `imdocs build` arguments the contained build runs with (without `--contained`). */
  args: string[];
}

/** The folder and the folders above it that hold a `node_modules` (packages a site imports resolve there). */
function packageFolders(from: string): string[] {
  const found: string[] = [];
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules');
    if (fs.existsSync(candidate)) found.push(candidate);
    if (path.dirname(dir) === dir) return found;
  }
}

/** A path as given and as resolved (the permission model compares the paths Node opens). */
const both = (p: string): string[] => {
  try {
    const real = fs.realpathSync(p);
    return real === p ? [p] : [p, real];
  } catch {
    return [p];
  }
};

/**
 * The grants without those inside another (`/site/node_modules` when `/site` is granted). Node 20 keeps grants in a
 * radix tree that refuses the folder itself (its files stay readable) when another grant continues its path:
 * with `/site` and `/site/node_modules` granted, `fs.existsSync('/site')` is refused.
 */
export function prefixFree(paths: string[]): string[] {
  const all = [...new Set(paths.flatMap(both))];
  return all.filter((p) => !all.some((q) => q !== p && !q.endsWith('*') && p.startsWith(`${q}${path.sep}`)));
}

/**
 * Node's permission flags for a contained build of `siteDir` into `outDir`, with `tmpDir` as its temp folder: it
 * may read the site, the engine's package and every `node_modules` above the site, the folder holding the output
 * and the temp folder; it may write the output and what `OutputFolder` keeps beside it (its temp folder, lock
 * and the old build being swapped out), the contained cache and the temp folder.
 */
export function permissionFlags(siteDir: string, outDir: string, tmpDir: string): string[] {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  const read = [siteDir, enginePackage().dir, parent, tmpDir, ...packageFolders(siteDir)];
  // `build*` covers `build` and `build.old-*`: as two grants, the first would be lost (see prefixFree).
  const write = [
    `${outDir}*`,
    path.join(parent, `.imdocs-tmp-${name}-*`),
    path.join(parent, `.imdocs-old-${name}-*`),
    path.join(parent, `.imdocs-lock-${name}`),
    path.join(siteDir, CONTAINED_CACHE),
    tmpDir,
  ];
  return [
    '--experimental-permission',
    ...prefixFree(read).map((p) => `--allow-fs-read=${p}`),
    ...prefixFree(write).map((p) => `--allow-fs-write=${p}`),
    '--allow-worker',
    // Node's notes that the permission model is experimental, and that worker threads are allowed.
    '--disable-warning=ExperimentalWarning',
    '--disable-warning=SecurityWarning',
  ];
}

/**
 * The engine's usual V8 settings (bin/flags.mjs sets them in a normal command), and WebAssembly compiled by V8's
 * baseline compiler only: esbuild's WebAssembly then starts at once instead of waiting for optimized code
 * (a small bundle, first and third of one process: 1.1 and 0.2 s, against 8.5 and 2.9 s on a loaded machine).
 */
const V8_FLAGS = ['--max-semi-space-size=32', '--heap-growing-percent=100', '--liftoff-only'];

/**
 * The contained process's entry: beside this module in the compiled engine. On the engine's sources (through tsx,
 * as the tests run), the compiled engine of those sources (bin/engine.mjs): tsx compiles with esbuild's native
 * binary, which the contained process may not start.
 */
async function childEntry(): Promise<string> {
  const own = fileURLToPath(import.meta.url);
  if (!own.endsWith('.ts')) return path.join(path.dirname(own), 'child.js');
  const compiler = pathToFileURL(path.join(enginePackage().dir, 'bin', 'engine.mjs')).href;
  const { compiledEngine } = (await import(compiler)) as { compiledEngine(): Promise<string> };
  return path.join(await compiledEngine(), 'src', 'generator', 'contained', 'child.js');
}

/** Runs the build contained; resolves to its exit code. */
export async function containedBuild({ siteDir, outDir, args }: ContainedOptions): Promise<number> {
  const tmpDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-contained-')));
  try {
    fs.writeFileSync(gitTimesFile(tmpDir), JSON.stringify(Object.fromEntries(gitCommitTimes(siteDir))));
    // Node 20 grants a folder's contents only if the folder exists when the process starts.
    fs.mkdirSync(path.join(siteDir, CONTAINED_CACHE), { recursive: true });
    const child = await childEntry();
    const proc = spawn(
      process.execPath,
      [...permissionFlags(siteDir, outDir, tmpDir), ...V8_FLAGS, child, 'build', ...args],
      // The environment is empty but for the contained build's own temp folder and React's production build.
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { TMPDIR: tmpDir, NODE_ENV: 'production' }, cwd: siteDir, serialization: 'advanced' },
    );
    proc.on('message', (request: ParentRequest) => void answer(request, siteDir, outDir).then((a) => proc.send(a)));
    // Ctrl+C in a terminal reaches both processes (one process group): the contained build cleans up and exits,
    // then this one. Under bin/supervise.mjs (a process group of our own) only this process gets it: pass it on.
    const forward = (signal: NodeJS.Signals) => proc.kill(signal);
    const ignore = () => {};
    const onInterrupt = process.env.IMDOCS_SUPERVISED ? forward : ignore;
    process.on('SIGINT', onInterrupt);
    process.on('SIGTERM', forward);
    try {
      return await new Promise<number>((resolve, reject) => {
        proc.on('error', reject);
        proc.on('exit', (code, signal) => resolve(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1)));
      });
    } finally {
      process.off('SIGINT', onInterrupt);
      process.off('SIGTERM', forward);
    }
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }
}

/** Whether `dir` is one of the temp outputs of a build of `outDir` (`.imdocs-tmp-<name>-…` beside it). */
const tempOutput = (dir: string, outDir: string): boolean =>
  path.dirname(dir) === path.dirname(outDir) && path.basename(dir).startsWith(`.imdocs-tmp-${path.basename(outDir)}-`) && isInside(path.dirname(outDir), dir);

/**
 * Does what the contained build asked, only inside one of its temp outputs beside `outDir` and its cache,
 * whatever the request names: indexes the pages' text into `.imdocs-tmp-…/.pagefind-…`, or bundles the client.
 */
async function answer(request: ParentRequest, siteDir: string, outDir: string): Promise<ParentAnswer> {
  const { id } = request;
  try {
    if (request.type === 'pagefind') {
      const { key, files, target, chunkSize } = request;
      if (!tempOutput(path.dirname(target), outDir) || !/^\.pagefind-[\w-]+$/.test(path.basename(target)))
        throw new Error(`The contained build asked to index search into ${target}, outside its output`);
      const content = files.map((f) => ({ url: f.url, content: () => f.content }));
      return { id, value: await runPagefind(key, content, target, chunkSize) };
    }
    if (request.type === 'client') {
      const cacheDir = path.join(siteDir, CONTAINED_CACHE);
      if (!tempOutput(request.outDir, outDir) || (request.cacheDir !== undefined && request.cacheDir !== cacheDir))
        throw new Error(`The contained build asked to bundle the client into ${request.outDir}, outside its output`);
      return { id, value: await bundleClient(request.outDir, {}, request.cacheDir) };
    }
    throw new Error('The contained build asked for something unknown');
  } catch (error) {
    return { id, error: (error as Error).message };
  }
}
