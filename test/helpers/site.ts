import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, type BuildStats } from '../../src/generator/build/build.ts';
import { startStaticServer, type RunningServer } from '../../src/generator/serve/staticServer.ts';
import type { Logger } from '../../src/generator/log.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const fixturesDir = path.join(repoRoot, 'test', 'fixtures');

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
 * The real site built once per test process (reused when a build from the current sources exists and
 * IMDOCS_E2E_REUSE=1), served on a free localhost port.
 */
export async function serveRealSite(): Promise<RunningServer & { outDir: string }> {
  let p = shared.get('real');
  if (!p) {
    p = (async () => {
      const outDir = path.join(repoRoot, 'build');
      if (process.env.IMDOCS_E2E_REUSE === '1' && fs.existsSync(path.join(outDir, 'index.html'))) return { outDir };
      const stats = await build({ siteDir: repoRoot, outDir: 'build', logger: silentLogger() });
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
