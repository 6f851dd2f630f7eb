import { parseHighlighted } from '../highlight.ts';
import { toLocalPath } from '../localPath.ts';
import type { SearchClientConfig } from '../searchConfig.ts';
import type { SearchHit, SearchProvider, SearchRequest, SearchResponse } from '../types.ts';

type Levels = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
interface Highlighted {
  value: string;
}
/**
 * A DocSearch-shaped record: what `imdocs index --algolia` writes and what the hosted DocSearch v3 crawler writes
 * when it crawls the built site (no `section`; the `docsearch:*` meta tags become `docusaurus_tag` and `language`,
 * a string or a list; `url` may lack the `anchor`).
 */
export interface AlgoliaHit {
  objectID: string;
  url: string;
  url_without_anchor?: string;
  anchor?: string | null;
  type?: string;
  section?: string;
  docusaurus_tag?: string | string[];
  hierarchy: Partial<Record<Levels, string | null>>;
  content?: string | null;
  _snippetResult?: { content?: Highlighted; hierarchy?: Partial<Record<Levels, Highlighted>> };
  _highlightResult?: { hierarchy?: Partial<Record<Levels, Highlighted>>; content?: Highlighted };
}

const LEVELS: Levels[] = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'];

/** Host option of the lite client from the `host` test hook (`http://127.0.0.1:4000`). */
export function hostsFor(host: string | undefined): { url: string; protocol: 'http' | 'https'; accept: 'read' }[] | undefined {
  if (!host) return undefined;
  const u = new URL(host);
  return [{ url: u.host, protocol: u.protocol === 'http:' ? 'http' : 'https', accept: 'read' }];
}

/** Filters of a query: the page's language and the site's section tags (contextual search), or one section. */
export function facetFiltersFor(config: SearchClientConfig, section?: string): (string | string[])[] {
  const filters: (string | string[])[] = [];
  const contextual = config.algolia?.contextualSearch !== false;
  if (contextual) filters.push(`language:${config.locale}`);
  const chosen = section ? config.sections.filter((s) => s.id === section) : config.sections;
  if (section || contextual) filters.push([...(section ? [] : ['docusaurus_tag:default']), ...chosen.map((s) => `docusaurus_tag:${s.tag}`)]);
  return filters;
}

/**
 * The query parameters of one search: the site's `searchParameters` (DocSearch's), then ours; their
 * `facetFilters` (a string or a list) are added to the contextual ones rather than replacing them.
 */
export function queryParamsFor(config: SearchClientConfig, section?: string): Record<string, unknown> {
  const { facetFilters: siteFilters, ...siteParams } = config.algolia?.searchParameters ?? {};
  const extra = siteFilters === undefined ? [] : Array.isArray(siteFilters) ? siteFilters : [siteFilters];
  return {
    distinct: 3,
    ...siteParams,
    facets: ['docusaurus_tag'],
    facetFilters: [...facetFiltersFor(config, section), ...extra],
    attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type', 'section', 'docusaurus_tag'],
    attributesToSnippet: ['content:20'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

/** The section of a record: its own field (imdocs' records), else the first of its tags that names one. */
function sectionOf(hit: AlgoliaHit, tagToSection: Map<string, string>): string | undefined {
  if (hit.section) return hit.section;
  for (const tag of [hit.docusaurus_tag ?? []].flat()) if (tagToSection.has(tag)) return tagToSection.get(tag);
  return undefined;
}

/** The record's URL with its anchor, which DocSearch keeps apart from `url` in some records. */
function urlOf(hit: AlgoliaHit): string {
  return hit.anchor && !hit.url.includes('#') ? `${hit.url}#${hit.anchor}` : hit.url;
}

/** Records grouped by page, in rank order: the page's title and its matching headings. */
export function groupHits(hits: AlgoliaHit[], tagToSection: Map<string, string>): SearchHit[] {
  const pages = new Map<string, SearchHit>();
  for (const hit of hits) {
    const pageUrl = toLocalPath(hit.url_without_anchor ?? hit.url.replace(/#.*$/, ''));
    const title = hit.hierarchy.lvl1 ?? hit.hierarchy.lvl0 ?? pageUrl;
    let page = pages.get(pageUrl);
    if (!page) {
      page = { url: pageUrl, title, section: sectionOf(hit, tagToSection), snippet: [], groups: [] };
      pages.set(pageUrl, page);
    }
    const level = LEVELS.find((l) => hit.hierarchy[l]);
    const heading = level ? hit.hierarchy[level]! : title;
    const snippetSource = hit._snippetResult?.content?.value ?? (level ? hit._highlightResult?.hierarchy?.[level]?.value : undefined) ?? hit.content ?? '';
    const snippet = parseHighlighted(snippetSource);
    if (!level && !page.snippet.length) page.snippet = snippet;
    if (page.groups.length < 3) page.groups.push({ heading, url: toLocalPath(urlOf(hit)), snippet });
  }
  return [...pages.values()];
}

/** Algolia through the v5 lite client (search only; loaded when the site is configured for it). */
export function createAlgoliaProvider(config: SearchClientConfig): SearchProvider {
  const algolia = config.algolia!;
  let client: Promise<import('algoliasearch/lite').LiteClient> | undefined;
  const getClient = () => {
    client ??= import('algoliasearch/lite').then(({ liteClient }) => liteClient(algolia.appId, algolia.apiKey, { hosts: hostsFor(algolia.host) }));
    client.catch(() => {
      client = undefined;
    });
    return client;
  };
  const tagToSection = new Map(config.sections.map((s) => [s.tag, s.id]));
  return {
    warm() {
      getClient().catch(() => {});
    },
    async search({ query, section, page, pageSize }: SearchRequest): Promise<SearchResponse> {
      const c = await getClient();
      const { results } = await c.search<AlgoliaHit>({
        requests: [
          {
            ...queryParamsFor(config, section),
            indexName: algolia.indexName,
            query,
            page,
            hitsPerPage: pageSize,
          },
        ],
      });
      const r = results[0] as { hits: AlgoliaHit[]; nbHits?: number; facets?: Record<string, Record<string, number>> };
      const sectionCounts: Record<string, number> = {};
      for (const [tag, n] of Object.entries(r.facets?.docusaurus_tag ?? {})) {
        const id = tagToSection.get(tag);
        if (id) sectionCounts[id] = n;
      }
      const hits = groupHits(r.hits, tagToSection);
      return { query, total: Math.max(r.nbHits ?? hits.length, hits.length), hits, sectionCounts };
    },
  };
}
