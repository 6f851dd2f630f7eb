import { parseHighlighted, stripPrefix } from '../highlight.ts';
import { toLocalPath } from '../localPath.ts';
import type { SearchGroup, SearchHit, SearchProvider, SearchRequest, SearchResponse } from '../types.ts';

/** The subset of Pagefind's JS API (1.6) the UI uses. */
interface PagefindSubResult { title: string; url: string; excerpt: string; locations?: number[] }
interface PagefindData { url: string; excerpt: string; meta: { title?: string }; filters?: Record<string, string[]>; sub_results?: PagefindSubResult[] }
interface PagefindSearch { results: { id: string; data(): Promise<PagefindData> }[]; totalFilters?: Record<string, Record<string, number>>; filters?: Record<string, Record<string, number>> }
export interface PagefindApi {
  init(): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
  preload(term: string): Promise<void>;
  destroy(): Promise<void>;
}
interface PagefindModule { createInstance(options: { basePath: string }): PagefindApi }

/** Headings shown under a page: the ones with most matches, best first, at most `max`. */
export function pickGroups(data: PagefindData, max = 3): SearchGroup[] {
  const subs = [...(data.sub_results ?? [])];
  subs.sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0));
  return subs.slice(0, max).map((s) => ({
    heading: s.title,
    url: toLocalPath(s.url),
    snippet: stripPrefix(parseHighlighted(s.excerpt), `${s.title}. `),
  }));
}

export function toHit(data: PagefindData): SearchHit {
  const title = data.meta.title ?? toLocalPath(data.url);
  return {
    url: toLocalPath(data.url),
    title,
    section: data.filters?.section?.[0],
    snippet: stripPrefix(parseHighlighted(data.excerpt), `${title}. `),
    groups: pickGroups(data),
  };
}

/**
 * Pagefind in the browser: `/pagefind/pagefind.js` is imported at run time (not bundled: it belongs to
 * the build's index), one instance per `<html lang>` so each locale searches its own index. A query
 * downloads only the index chunks and fragments it needs; data is loaded for the visible page of hits.
 */
export function createPagefindProvider(basePath = '/pagefind/'): SearchProvider {
  const instances = new Map<string, Promise<PagefindApi>>();
  let attempt = 0;
  const instance = (): Promise<PagefindApi> => {
    const lang = (document.documentElement.lang || 'unknown').toLowerCase();
    let p = instances.get(lang);
    if (!p) {
      // A failed dynamic import is cached by the browser: retry under a new URL.
      const url = `${basePath}pagefind.js${attempt ? `?retry=${attempt}` : ''}`;
      p = (import(/* @vite-ignore */ url) as Promise<PagefindModule>).then(async (mod) => {
        const api = mod.createInstance({ basePath });
        await api.init();
        return api;
      });
      p.catch(() => { instances.delete(lang); attempt++; });
      instances.set(lang, p);
    }
    return p;
  };
  return {
    warm() { instance().catch(() => {}); },
    async search({ query, section, page, pageSize }: SearchRequest): Promise<SearchResponse> {
      const api = await instance();
      const result = await api.search(query, { filters: section ? { section } : {} });
      if (!result) throw new Error('search superseded');
      const slice = result.results.slice(page * pageSize, (page + 1) * pageSize);
      const loading = slice.map((r) => r.data());
      const base = { query, total: result.results.length, sectionCounts: { ...(result.totalFilters?.section ?? result.filters?.section ?? {}) } };
      const all = Promise.all(loading).then((data) => ({ ...base, hits: data.map(toHit) }));
      // Show the best hits as soon as their fragments arrive; the rest follow in the same list.
      const FIRST = 3;
      if (slice.length <= FIRST) return all;
      const first = await Promise.all(loading.slice(0, FIRST));
      return { ...base, hits: first.map(toHit), rest: all };
    },
  };
}
