import type { SynonymGroup } from './synonyms.ts';

/**
 * What the search UI needs to know about the site, per locale. Written by the build to
 * `/_imdocs/search.<locale>.json` (src/generator/search/clientConfig.ts) and fetched by the island when
 * it first opens, so pages carry none of it.
 */
export interface SearchClientConfig {
  locale: string;
  /** '' for the default locale, else `/<locale>`. */
  localePrefix: string;
  provider: 'local' | 'algolia';
  algolia?: {
    appId: string;
    apiKey: string;
    indexName: string;
    contextualSearch: boolean;
    searchParameters?: Record<string, unknown>;
    host?: string;
  };
  /** Route of the search page in this locale, e.g. `/zh-Hans/search`. */
  searchRoute: string;
  /** Where "Let us know." points (the docs repository's new-issue page), if configured. */
  issuesUrl?: string;
  /** Filterable sections (id + label), in configured order. */
  sections: { id: string; label: string; tag: string }[];
  /** Queries offered when nothing matched. */
  suggestions: string[];
  /**
   * Vocabulary folder of each Pagefind language (its `<html lang>`, lower case), relative to `/pagefind/`;
   * absent for Algolia and for builds without the local index.
   */
  vocabularies?: Record<string, string>;
  /**
   * Per Pagefind language split into several indexes (a large site), the folders of the indexes besides the
   * one in `/pagefind/` itself, relative to `/pagefind/`; each search merges them all.
   */
  shards?: Record<string, string[]>;
  /**
   * Per Pagefind language (as `vocabularies`), the synonyms readers use (src/theme/islands/search/synonyms.ts);
   * absent for Algolia and without the local index.
   */
  synonyms?: Record<string, SynonymGroup[]>;
  /** The UI strings of this locale (theme.search.*, theme.crash.*). */
  messages: Record<string, string>;
}

export const SEARCH_CONFIG_DIR = '/_imdocs';

export function searchConfigUrl(locale: string): string {
  return `${SEARCH_CONFIG_DIR}/search.${locale}.json`;
}
