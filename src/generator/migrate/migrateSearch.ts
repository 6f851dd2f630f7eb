import type { SiteConfigInput } from '../../shared/siteConfig.ts';

/** DocSearch options (`themeConfig.algolia`) that have an imdocs counterpart; the others are listed as not carried. */
const MAPPED = new Set(['appId', 'apiKey', 'indexName', 'contextualSearch', 'searchParameters', 'searchPagePath']);

const isPlainData = (v: unknown): boolean =>
  v === null ||
  ['string', 'number', 'boolean'].includes(typeof v) ||
  (Array.isArray(v) ? v.every(isPlainData) : typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v!).every(isPlainData));

/**
 * The imdocs search block of a Docusaurus site: its DocSearch settings (`themeConfig.algolia`) become the Algolia
 * provider, so the site keeps searching the same index; without them (or without an app id, key and index name)
 * the built-in local search. Each DocSearch option without a counterpart is named in `notes`.
 */
export function migrateSearch(algolia: unknown, notes: string[]): SiteConfigInput['search'] {
  if (!algolia || typeof algolia !== 'object') return { provider: 'local', searchPagePath: 'search' };
  const a = algolia as Record<string, unknown>;
  const missing = ['appId', 'apiKey', 'indexName'].filter((k) => typeof a[k] !== 'string' || !a[k]);
  if (missing.length) {
    notes.push(`themeConfig.algolia: no ${missing.join(', ')}; replaced by the built-in local search`);
    return { provider: 'local', searchPagePath: 'search' };
  }
  let searchPagePath = 'search';
  if (typeof a.searchPagePath === 'string' && a.searchPagePath.replace(/^\/+|\/+$/g, '')) searchPagePath = a.searchPagePath.replace(/^\/+|\/+$/g, '');
  else if (a.searchPagePath === false) notes.push('themeConfig.algolia.searchPagePath: false: not carried (imdocs always builds a search page, at /search)');
  let searchParameters: Record<string, unknown> | undefined;
  if (a.searchParameters && typeof a.searchParameters === 'object') {
    if (isPlainData(a.searchParameters)) searchParameters = a.searchParameters as Record<string, unknown>;
    else notes.push('themeConfig.algolia.searchParameters: not carried (it holds values that are not plain data)');
  }
  for (const key of Object.keys(a)) if (!MAPPED.has(key)) notes.push(`themeConfig.algolia.${key}: not carried`);
  notes.push(
    'themeConfig.algolia: carried as search.provider "algolia"; let the DocSearch crawler re-crawl the new site, whose pages tag themselves docs-<section>-<version> for contextual search',
  );
  return {
    provider: 'algolia',
    algolia: {
      appId: a.appId as string,
      apiKey: a.apiKey as string,
      indexName: a.indexName as string,
      contextualSearch: a.contextualSearch !== false,
      ...(searchParameters ? { searchParameters } : {}),
    },
    searchPagePath,
  };
}
