import type { Logger } from '../log.ts';

/** How `imdocs dev` keeps a site (`DevSite`). */
export interface DevSiteOptions {
  siteDir: string;
  /** Where pages are written and served from (a private temp folder). */
  outDir: string;
  locales?: string[];
  logger: Logger;
  /** Render worker threads (default 2: a warm one is free for the next edit while another renders). */
  workers?: number;
  cache?: boolean;
}

/** What one update changed, for the reload channel and the terminal. */
export interface DevUpdate {
  /** Routes whose HTML changed (empty with `all`). */
  routes: string[];
  all: boolean;
  /** Pages rendered. */
  rendered: number;
  /** Pages restored from the page cache instead (a start or full rebuild whose pages did not change). */
  reused?: number;
  /** The error list changed (appeared, changed or cleared). */
  errorsChanged: boolean;
  /** The model was recomputed (routes, sidebars): the search index is stale. */
  structural: boolean;
  durationMs: number;
}
