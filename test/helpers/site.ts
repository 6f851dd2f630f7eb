import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type BuildStats } from '../../src/generator/build/build.ts';
import { startStaticServer, type RunningServer } from '../../src/generator/serve/staticServer.ts';
import type { Logger } from '../../src/generator/log.ts';
import { sharedBuild } from './sharedBuild.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures');

/** Every file of a folder (relative path) with the SHA-1 of its content: two trees compare file for file. */
export function fileTree(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!e.isFile()) continue;
    const file = path.join(e.parentPath, e.name);
    out[path.relative(root, file)] = crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

/**
 * A copy of this checkout's engine (`bin/`, `src/`) in `dir`. Its `node_modules` links this checkout's packages,
 * but for its own `.cache` and the entries named in `own`, which the caller writes. A test may then edit or
 * compile the copy without touching the repository.
 */
export function copyEngineCheckout(dir: string, own: string[] = []): void {
  fs.cpSync(path.join(repoRoot, 'src'), path.join(dir, 'src'), { recursive: true });
  fs.cpSync(path.join(repoRoot, 'bin'), path.join(dir, 'bin'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const name of fs.readdirSync(path.join(repoRoot, 'node_modules')))
    if (name !== '.cache' && !own.includes(name)) fs.symlinkSync(path.join(repoRoot, 'node_modules', name), path.join(dir, 'node_modules', name));
}

export function silentLogger(): Logger & { messages: string[] } {
  const messages: string[] = [];
  const push = (m: string) => {
    messages.push(m);
  };
  return { messages, info: push, warn: push, error: push, debug: () => {} };
}

/** Builds a site folder into a fresh output folder (inside the site, git-ignored) and returns the stats. */
export async function buildSite(
  siteDir: string,
  opts: { outDir?: string; workers?: number; search?: boolean; locales?: string[] } = {},
): Promise<BuildStats & { outDir: string }> {
  const outDir = opts.outDir ?? 'build';
  return build({ siteDir, outDir, workers: opts.workers ?? 0, search: opts.search ?? false, logger: silentLogger(), locales: opts.locales });
}

const shared = new Map<string, Promise<{ outDir: string; stats?: BuildStats }>>();

/**
 * The real site built once per test run (sharedBuild.ts: the first e2e file that needs it builds it, later files of
 * the same `node --test` run reuse it while the sources are the same; IMDOCS_E2E_REUSE=1 takes any existing build),
 * served on a free localhost port.
 */
export async function serveRealSite(): Promise<RunningServer & { outDir: string }> {
  let p = shared.get('real');
  if (!p) {
    p = (async () => {
      const outDir = path.join(repoRoot, 'build');
      if (process.env.IMDOCS_E2E_REUSE === '1' && fs.existsSync(path.join(outDir, 'index.html'))) return { outDir };
      let stats: BuildStats | undefined;
      await sharedBuild(repoRoot, outDir, 'build: default options', async () => {
        stats = await build({ siteDir: repoRoot, outDir: 'build', logger: silentLogger() });
      });
      return { outDir, stats };
    })();
    shared.set('real', p);
  }
  const { outDir } = await p;
  const server = await startStaticServer({ dir: outDir });
  return { ...server, outDir };
}

export async function serveDir(dir: string): Promise<RunningServer> {
  return startStaticServer({ dir });
}

const privateCopies: string[] = [];
// Each test file runs in its own process: its copies go when it exits, pass or fail.
process.once('exit', () => {
  for (const dir of privateCopies) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A private copy of a fixture site that a test may break, without its build and cache. It lives inside the
 * repository (git-ignored `test/fixtures/tmp-runs/`) so the fixture's TSX gets the repository's TypeScript
 * settings, and is removed when the test process exits.
 */
export function copyFixtureSite(name: string, prefix = name): string {
  fs.mkdirSync(path.join(fixturesDir, 'tmp-runs'), { recursive: true });
  const dir = fs.mkdtempSync(path.join(fixturesDir, 'tmp-runs', `${prefix}-`));
  privateCopies.push(dir);
  // Nor the fixture's build being replaced (`.imdocs-old-build-*`), which a background process may be deleting.
  fs.cpSync(path.join(fixturesDir, name), dir, { recursive: true, filter: (src) => !/[/\\](build|\.imdocs-[^/\\]*)([/\\]|$)/.test(src) });
  // One level deeper than the fixture: fix the config's relative import of the schema.
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('../../../src/', '../../../../src/'));
  return dir;
}

/** Replaces `from` by `to` in a file of the copy; fails loudly when the text is not there. */
export function edit(dir: string, rel: string, from: string | RegExp, to: string): void {
  const file = path.join(dir, rel);
  const before = fs.readFileSync(file, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${rel}: ${String(from)} not found`);
  fs.writeFileSync(file, after);
}
