import path from 'node:path';
import { buildSearchIndex } from '../build/buildSearchIndex.ts';
import type { Logger } from '../log.ts';
import type { DevSite } from './devSite.ts';

/** How long no edit must come before the index is built. */
const QUIET_MS = 3000;

/**
 * Search for `imdocs dev`: Pagefind over the dev output, in the background, never blocking a reload. It waits for a
 * quiet moment: each edit applied while it is due pushes it back, so Pagefind's threads do not slow the edits of a
 * maintainer at work (right after the first render, an edit's p95 was 520-740 ms while the index of 1,202 pages was
 * built).
 */
export class DevSearch {
  private timer: NodeJS.Timeout | undefined;
  /** An index is scheduled and not started yet. */
  due = false;
  private run: Promise<void> = Promise.resolve();

  constructor(
    private readonly site: DevSite,
    private readonly logger: Logger,
    private readonly enabled: boolean,
  ) {}

  /** Builds the index once no edit has come for a moment (again after each call). */
  schedule(): void {
    if (!this.enabled) return;
    clearTimeout(this.timer);
    this.due = true;
    this.timer = setTimeout(() => {
      this.due = false;
      this.run = this.run.then(() => this.build());
    }, QUIET_MS);
    this.timer.unref();
  }

  private async build(): Promise<void> {
    const { site } = this;
    if (!site.model) return;
    const t = performance.now();
    try {
      // Its own cache slot: dev's output holds other pages (drafts, no 404s), and the cache keeps one index per
      // language, so sharing the build's slot would make each replace the other's.
      const stats = await buildSearchIndex(site.outDir, site.model, undefined, site.cacheDir && path.join(site.cacheDir, 'dev'));
      this.logger.debug(`search index: ${stats.pages} pages in ${(performance.now() - t).toFixed(0)} ms`);
    } catch (error) {
      this.logger.warn(`search index not updated: ${(error as Error).message}`);
    }
  }

  /** Cancels a scheduled index and waits for one under way. */
  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.run;
  }
}
