/** Pagefind's JS API as the search uses it, its ranking weights, and where it runs (the browser; Node in pagefindNode.ts). */

/** The subset of Pagefind's JS API (1.6) the UI uses. */
interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  locations?: number[];
}
export interface PagefindData {
  url: string;
  excerpt: string;
  meta: { title?: string; task?: string };
  filters?: Record<string, string[]>;
  sub_results?: PagefindSubResult[];
}
export interface PagefindResult {
  id: string;
  score: number;
  words: number[];
  matchedMetaFields?: string[];
  data(): Promise<PagefindData>;
}
interface PagefindSearch {
  results: PagefindResult[];
  totalFilters?: Record<string, Record<string, number>>;
  filters?: Record<string, Record<string, number>>;
}
export interface PagefindApi {
  init(): Promise<void>;
  search(term: string, options?: { filters?: Record<string, string> }): Promise<PagefindSearch | null>;
  preload(term: string): Promise<void>;
  /** Adds another index to every search of this instance (its folder URL; it shares this one's WebAssembly). */
  mergeIndex(indexPath: string, options?: { language?: string; ranking?: PagefindOptions['ranking'] }): Promise<void>;
  destroy(): Promise<void>;
}
export interface PagefindOptions {
  basePath: string;
  ranking?: { metaWeights?: Record<string, number> };
}
interface PagefindModule {
  createInstance(options: PagefindOptions): PagefindApi;
}

/**
 * Weights of the metadata Pagefind matches (src/generator/search/searchMeta.ts): the title's words (`ts`,
 * `tm`, `tl` by title length; Chinese segmented; they replace Pagefind's own `title`), what the page is
 * named after (`name`) and the identifiers of its opening (`lead`) rank a page above pages that only
 * mention the words; a reference page's task name (`tk`, issue 30) weighs most, as it is the page's name in the
 * reader's words. A page's keywords (`kw`, pageKeywords.ts) are matched by the search's
 * field pass (fields.ts, from names.json), not weighed here (their words segmented as a field `kt` at 10 measured no better: whole set hit@1 en 71.9
 * against 73.0 %, zh-Hans 74.3 against 73.8 %). The exact-name markers (`nx`, `dx`, `rx`, `lx`, exactNames.ts) weigh nothing: only the
 * exact pass looks for them. Measured with `npm run bench:search`.
 */
export const RANKING: NonNullable<PagefindOptions['ranking']> = {
  metaWeights: { title: 0, ts: 8, tm: 6, tl: 4, name: 4, lead: 2, task: 0, tk: 20, kw: 0, nx: 0, dx: 0, rx: 0, lx: 0 },
};

/**
 * Where the provider runs: the browser (the build's `/pagefind/pagefind.js`, `<html lang>`) or Node (the
 * relevance benchmark and its tests run the very same search code over a loopback server).
 */
export interface PagefindEnv {
  /** URL of the build's `pagefind/` folder (ends with `/`). */
  basePath: string;
  /** Pagefind's language key of the current page (`<html lang>`, lower-cased). */
  lang(): string;
  /**
   * Creates and initialises the Pagefind instance of a language, merged with the language's other indexes
   * (`shards`: their folders, relative to `basePath`) when the build split it.
   */
  open(lang: string, ranking: PagefindOptions['ranking'], shards?: string[]): Promise<PagefindApi>;
}

/** Merges a language's other indexes into its instance: each search then runs over all of them. */
export async function mergeShards(api: PagefindApi, basePath: string, lang: string, ranking: PagefindOptions['ranking'], shards: string[] = []): Promise<void> {
  await Promise.all(shards.map((dir) => api.mergeIndex(`${basePath}${dir}`, { language: lang, ranking })));
}

/** The browser: `pagefind.js` is imported at run time (not bundled: it belongs to the build's index). */
export function browserPagefindEnv(basePath = '/pagefind/'): PagefindEnv {
  let attempt = 0;
  return {
    basePath,
    lang: () => (document.documentElement.lang || 'unknown').toLowerCase(),
    open(lang, ranking, shards) {
      // One module (and worker) per language: pagefind.js keeps its WebAssembly, which carries the
      // language's stemmer, in a module variable, so after a client-side switch from English to Chinese
      // the Chinese index would be searched with the English stemmer. A failed dynamic import is cached
      // by the browser: a retry uses a new URL.
      const url = `${basePath}pagefind.js?lang=${encodeURIComponent(lang)}${attempt ? `&retry=${attempt}` : ''}`;
      const p = (import(/* @vite-ignore */ url) as Promise<PagefindModule>).then(async (mod) => {
        const api = mod.createInstance({ basePath, ranking });
        await api.init();
        await mergeShards(api, basePath, lang, ranking, shards);
        return api;
      });
      p.catch(() => {
        attempt++;
      });
      return p;
    },
  };
}
