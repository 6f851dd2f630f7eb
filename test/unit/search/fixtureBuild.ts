import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import type { Logger } from '../../../src/generator/log.ts';
import { copyFixtureSite } from '../../helpers/site.ts';

export const silent: Logger = { info() {}, warn() {}, error() {}, debug() {} };

let pending: Promise<{ siteDir: string; buildDir: string }> | undefined;

/**
 * The search fixture built once per test process, with its Pagefind index, in a private copy: several test files
 * build it, and they may run at the same time.
 */
export function ensureFixtureBuild(): Promise<{ siteDir: string; buildDir: string }> {
  pending ??= (async () => {
    const siteDir = copyFixtureSite('search-site', 'search-fixture');
    await build({ siteDir, outDir: 'build', workers: 0, search: true, logger: silent });
    return { siteDir, buildDir: path.join(siteDir, 'build') };
  })();
  return pending;
}
