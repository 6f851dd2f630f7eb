import fs from 'node:fs';
import path from 'node:path';
import { build } from '../build/build.ts';
import { BUILD_MARKER } from '../build/writeSiteFiles.ts';
import type { Logger } from '../log.ts';

/** Newest modification time among the site's sources and the engine (a build older than this is stale). */
export function newestSource(siteDir: string): number {
  let newest = 0;
  const visit = (p: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    // A folder's mtime moves when a file in it is added, renamed or deleted.
    if (stat.mtimeMs > newest) newest = stat.mtimeMs;
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && !name.startsWith('.')) visit(path.join(p, name));
    }
  };
  for (const p of ['content', 'i18n', 'static', 'public', 'src', 'site.config.ts']) visit(path.join(siteDir, p));
  return newest;
}

export type BuildState = 'fresh' | 'built' | 'missing';

/**
 * Builds when asked to and the output is missing or older than any source; `--no-build` checks whatever is
 * there (and reports `missing` when nothing is).
 */
export async function ensureBuild(opts: { siteDir: string; out: string; locales?: string[]; build: boolean; logger: Logger }): Promise<BuildState> {
  const outDir = path.resolve(opts.siteDir, opts.out);
  const marker = path.join(outDir, BUILD_MARKER);
  const exists = fs.existsSync(marker);
  if (!opts.build) return exists ? 'fresh' : 'missing';
  if (exists && fs.statSync(marker).mtimeMs > newestSource(opts.siteDir)) return 'fresh';
  opts.logger.info(exists ? 'build is older than the sources: building…' : 'no build yet: building…');
  // Broken links are check's own report: the build warns about them instead of stopping.
  const stats = await build({ siteDir: opts.siteDir, outDir: opts.out, locales: opts.locales, logger: opts.logger, onBrokenLinks: 'warn' });
  opts.logger.done?.();
  opts.logger.info(`built ${stats.pages} pages in ${(stats.durationMs / 1000).toFixed(1)}s`);
  return 'built';
}
