import fs from 'node:fs';
import path from 'node:path';
import { loadContent, type LoadedContent } from '../build/loadSite.ts';
import type { DevSiteOptions } from './devUpdate.ts';
import type { SiteConfig } from '../types.ts';
import { copyStaticFiles } from '../build/copyStaticFiles.ts';
import { bundleClient, type ClientAssets } from '../client/bundleClient.ts';
import { customCssFiles } from '../content/siteFiles.ts';

/**
 * Stage "load site" as `imdocs dev` runs it: every draft, git's dates only at the start, the reference loader's thread
 * kept for the next load. The references are left on their way (`LoadedContent.references`): a start renders the
 * pages that do not read them meanwhile (see `DevSite.full`), and starts them after `referencesAfter` (its first
 * page). `onConfig` runs as soon as the config is loaded.
 */
export function loadDevContent(
  opts: DevSiteOptions,
  cacheDir: string | undefined,
  { onConfig, referencesAfter }: { onConfig?: (config: SiteConfig) => void; referencesAfter?: Promise<unknown> } = {},
): Promise<LoadedContent> {
  const start = referencesAfter !== undefined;
  return loadContent({
    referencesAfter,
    onConfig,
    siteDir: opts.siteDir,
    locales: opts.locales,
    includeDrafts: true,
    gitDates: start,
    keepThread: true,
    logger: opts.logger,
    cacheDir,
  });
}

/** What `promise` has settled to by the next turn of the event loop; undefined while it has not. */
export function settledNow<T>(promise: Promise<T>): Promise<{ value: T } | { error: Error } | undefined> {
  return Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error: error as Error }),
    ),
    new Promise<undefined>((resolve) => setImmediate(() => resolve(undefined))),
  ]);
}

/**
 * The static files copied and the client bundled (the build's stages), for `outDir`. A failure is the caller's to
 * report when it awaits the promise (a load that failed meanwhile never does).
 */
export function siteAssets(siteDir: string, outDir: string, config: SiteConfig, cacheDir: string | undefined): Promise<ClientAssets> {
  const assets = (async () => {
    copyStaticFiles(siteDir, outDir);
    return bundleClient(outDir, { customCss: customCssFiles(siteDir, config), siteDir }, cacheDir);
  })();
  assets.catch(() => undefined);
  return assets;
}

/**
 * The site's stylesheet bundled again after an edit of one of its files. The new CSS is also written under the name
 * the pages link (`assets.customCss`), so that no page renders again for it: the assets keep that name, with the
 * stylesheet's new inputs. A mistake in the stylesheet is thrown (a `UserError` at its place); the old CSS stays.
 */
export async function restyleAssets(
  siteDir: string,
  outDir: string,
  config: SiteConfig,
  assets: ClientAssets,
  cacheDir: string | undefined,
): Promise<ClientAssets> {
  const fresh = await bundleClient(outDir, { customCss: customCssFiles(siteDir, config), siteDir }, cacheDir);
  const linked = assets.customCss;
  if (!linked || !fresh.customCss) return fresh;
  if (fresh.customCss !== linked) fs.copyFileSync(path.join(outDir, fresh.customCss.slice(1)), path.join(outDir, linked.slice(1)));
  return { ...fresh, customCss: linked };
}
