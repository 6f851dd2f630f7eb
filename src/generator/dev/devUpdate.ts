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
  /** Stylesheet URLs whose content changed (the site's `customCss`): open pages swap them without a reload. */
  styles?: string[];
  durationMs: number;
}

/** A render of every page (`DevSite.full`): a start, or after a config, messages or theme edit, or a failed load. */
export interface FullRender {
  /** Copy the static files and bundle the client again. */
  rebundle: boolean;
  /** Fresh render workers (a theme edit). */
  restart: boolean;
  reason: 'start' | 'theme' | 'config' | 'retry';
  /** Called once the pages are planned, before any is rendered. */
  onPlanned?: () => void;
}
