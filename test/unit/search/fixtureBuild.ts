import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../../../src/generator/build/build.ts';
import type { Logger } from '../../../src/generator/log.ts';

export const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };
export const searchSiteDir = fileURLToPath(new URL('../../fixtures/search-site/', import.meta.url));

let pending: Promise<{ siteDir: string; buildDir: string }> | undefined;

/** The search fixture built once per test process, with its Pagefind index. */
export function ensureFixtureBuild(): Promise<{ siteDir: string; buildDir: string }> {
  pending ??= build({ siteDir: searchSiteDir, outDir: 'build', workers: 0, search: true, logger: silent }).then(() => ({
    siteDir: searchSiteDir,
    buildDir: path.join(searchSiteDir, 'build'),
  }));
  return pending;
}
