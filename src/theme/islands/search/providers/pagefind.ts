import { parseHighlighted, stripPrefix } from '../highlight.ts';
import { toLocalPath } from '../localPath.ts';
import type { SearchGroup, SearchHit, SearchProvider, SearchRequest, SearchResponse } from '../types.ts';
import { fetchVocabulary, type Vocabulary } from '../vocabulary.ts';
import { planQuery } from '../queryPlan.ts';

/** The subset of Pagefind's JS API (1.6) the UI uses. */
interface PagefindSubResult { title: string; url: string; excerpt: string; locations?: number[] }
export interface PagefindData { url: string; excerpt: string; meta: { title?: string }; filters?: Record<string, string[]>; sub_results?: PagefindSubResult[] }
export interface PagefindResult { id: string; score: number; words: number[]; data(): Promise<PagefindData> }
interface PagefindSearch { results: PagefindResult[]; totalFilters?: Record<string, Record<string, number>>; filters?: Record<string, Record<string, number>> }
export interface PagefindApi {
  init(): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
  preload(term: string): Promise<void>;
  destroy(): Promise<void>;
}
export interface PagefindOptions { basePath: string; ranking?: { metaWeights?: Record<string, number> } }
interface PagefindModule { createInstance(options: PagefindOptions): PagefindApi }

/**
 * Weights of the metadata Pagefind matches (src/generator/search/searchMeta.ts): the title's words (`tt`,
 * Chinese segmented) and what the page is named after (`name`) rank a page above pages that only mention
 * the words; identifier keys (`ids`) count like a word of the text. Measured with `npm run bench:search`.
 */
export const RANKING: NonNullable<PagefindOptions['ranking']> = { metaWeights: { title: 5, tt: 5, name: 8, ids: 1 } };

/**
 * Where the provider runs: the browser (the build's `/pagefind/pagefind.js`, `<html lang>`) or Node (the
 * benchmark and `imdocs check` run the very same search code over a loopback server).
 */
export interface PagefindEnv {
  /** URL of the build's `pagefind/` folder (ends with `/`). */
  basePath: string;
  /** Pagefind's language key of the current page (`<html lang>`, lower-cased). */
  lang(): string;
  /** Creates and initialises the Pagefind instance of a language. */
  open(lang: string, ranking: PagefindOptions['ranking']): Promise<PagefindApi>;
}

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

/** The browser: `pagefind.js` is imported at run time (not bundled: it belongs to the build's index). */
export function browserPagefindEnv(basePath = '/pagefind/'): PagefindEnv {
  let attempt = 0;
  return {
    basePath,
    lang: () => (document.documentElement.lang || 'unknown').toLowerCase(),
    open(_lang, ranking) {
      // A failed dynamic import is cached by the browser: retry under a new URL.
      const url = `${basePath}pagefind.js${attempt ? `?retry=${attempt}` : ''}`;
      const p = (import(/* @vite-ignore */ url) as Promise<PagefindModule>).then(async (mod) => {
        const api = mod.createInstance({ basePath, ranking });
        await api.init();
        return api;
      });
      p.catch(() => { attempt++; });
      return p;
    },
  };
}

/**
 * Pagefind as a search provider: one instance per language so each locale searches its own index. A query
 * is first planned against the build's vocabulary (queryPlan.ts: identifier spellings, typos, unknown
 * words), then downloads only the index chunks and fragments it needs; data is loaded for the visible page
 * of hits. `vocabularies`: the search config's folders per language (none: queries run as typed).
 */
export function createPagefindProvider(env: PagefindEnv = browserPagefindEnv(), vocabularies: Record<string, string> = {}): SearchProvider {
  const instances = new Map<string, Promise<PagefindApi>>();
  const vocabs = new Map<string, Vocabulary>();
  const instance = (lang: string): Promise<PagefindApi> => {
    let p = instances.get(lang);
    if (!p) {
      p = env.open(lang, RANKING);
      p.catch(() => { instances.delete(lang); });
      instances.set(lang, p);
    }
    return p;
  };
  const vocabulary = (lang: string): Vocabulary | undefined => {
    const dir = vocabularies[lang];
    if (!dir) return undefined;
    let v = vocabs.get(lang);
    if (!v) vocabs.set(lang, (v = fetchVocabulary(`${env.basePath}${dir}`)));
    return v;
  };
  return {
    warm() { instance(env.lang()).catch(() => {}); },
    async search({ query, section, page, pageSize }: SearchRequest): Promise<SearchResponse> {
      const lang = env.lang();
      const [api, plan] = await Promise.all([instance(lang), planQuery(query, lang, vocabulary(lang))]);
      const planned = { query, ran: plan.run !== query ? plan.run : undefined, corrected: plan.corrected };
      if (!plan.run) return { ...planned, total: 0, hits: [], sectionCounts: {}, unknown: plan.unknown };
      const result = await api.search(plan.run, { filters: section ? { section } : {} });
      if (!result) throw new Error('search superseded');
      const slice = result.results.slice(page * pageSize, (page + 1) * pageSize);
      const loading = slice.map((r) => r.data());
      const base = { ...planned, total: result.results.length, sectionCounts: { ...(result.totalFilters?.section ?? result.filters?.section ?? {}) } };
      const all = Promise.all(loading).then((data) => ({ ...base, hits: data.map(toHit) }));
      // Show the best hits as soon as their fragments arrive; the rest follow in the same list.
      const FIRST = 3;
      if (slice.length <= FIRST) return all;
      const first = await Promise.all(loading.slice(0, FIRST));
      return { ...base, hits: first.map(toHit), rest: all };
    },
  };
}
