import { loadContent, type LoadedContent } from '../build/loadSite.ts';
import type { DevSiteOptions } from './devUpdate.ts';

/**
 * Stage "load site" as `imdocs dev` runs it: every draft, git's dates only at the start, the reference loader's thread
 * kept for the next load. The references are left on their way (`LoadedContent.references`): a start renders the
 * pages that do not read them meanwhile (see `DevSite.full`).
 */
export function loadDevContent(opts: DevSiteOptions, cacheDir: string | undefined, start: boolean): Promise<LoadedContent> {
  return loadContent({
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
