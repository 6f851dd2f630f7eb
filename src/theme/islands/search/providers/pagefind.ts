import { parseHighlighted, stripPrefix } from '../highlight.ts';
import { excerptWithoutAliases, stripAliases } from '../aliasText.ts';
import { toLocalPath } from '../localPath.ts';
import type { SearchGroup, SearchHit, SearchProvider, SearchRequest, SearchResponse } from '../types.ts';
import { fetchVocabulary, hasWord, type PageNames, type Vocabulary } from '../vocabulary.ts';
import { namedHit, namedPages } from '../namesFirst.ts';
import { partialRuns, planQuery, queryWords, withoutUnknown } from '../queryPlan.ts';
import { exactQueryTerms, rankByExactness } from '../exactNames.ts';
import { matchSynonyms, pinFirst, type SynonymGroup, type SynonymMatch } from '../synonyms.ts';
import { namesIdentifiers, rankByName } from '../coverage.ts';
import { rankWithFields } from '../fields.ts';

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

/** How much a page gains when the query's words stand next to each other in it (all of them: ×(1 + PHRASE)). */
export const PHRASE = 1;

/** The longest run of consecutive word positions among a result's matches. */
export function longestRun(positions: number[]): number {
  const sorted = [...positions].sort((a, b) => a - b);
  let best = sorted.length ? 1 : 0;
  let run = 1;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i] === sorted[i - 1]) continue;
    run = sorted[i] === sorted[i - 1] + 1 ? run + 1 : 1;
    if (run > best) best = run;
  }
  return best;
}

/**
 * Pagefind scores each word on its own; a page where the query's words form a phrase ("admin token" in a
 * heading) should beat one that has them apart. Reorders by score × (1 + PHRASE × share of the query
 * covered by the longest run of adjacent matched words), before any fragment is loaded.
 */
export function rankByPhrase<T extends { score: number; words: number[] }>(results: T[], terms: number): T[] {
  if (terms < 2) return results;
  const boosted = results.map((r, i) => ({ r, i, s: phraseScore(r, terms) }));
  boosted.sort((a, b) => b.s - a.s || a.i - b.i);
  return boosted.map((b) => b.r);
}

function phraseScore(r: { score: number; words: number[] }, terms: number): number {
  return terms < 2 ? r.score : r.score * (1 + (PHRASE * (Math.min(longestRun(r.words), terms) - 1)) / (terms - 1));
}

/**
 * The results of the reader's query and of its synonym alternatives (synonyms.ts) as one list: each page once,
 * with the best of its phrase-weighted scores (rankByPhrase), best first; ties keep the order they came in.
 * With one list, the order of rankByPhrase.
 */
export function mergeByPhrase<T extends { id: string; score: number; words: number[] }>(lists: { results: T[]; terms: number }[]): T[] {
  const best = new Map<string, { r: T; s: number; i: number }>();
  let i = 0;
  for (const { results, terms } of lists)
    for (const r of results) {
      const s = phraseScore(r, terms);
      const prev = best.get(r.id);
      if (!prev || s > prev.s) best.set(r.id, { r, s, i: prev?.i ?? i });
      i++;
    }
  return [...best.values()].sort((a, b) => b.s - a.s || a.i - b.i).map((x) => x.r);
}

/** Headings shown under a page: the ones with most matches, best first, at most `max`. */
export function pickGroups(data: PagefindData, max = 3): SearchGroup[] {
  const subs = [...(data.sub_results ?? [])];
  subs.sort((a, b) => (b.locations?.length ?? 0) - (a.locations?.length ?? 0));
  return subs.slice(0, max).map((s) => {
    const heading = stripAliases(s.title);
    return { heading, url: toLocalPath(s.url), snippet: stripPrefix(parseHighlighted(excerptWithoutAliases(s.excerpt)), `${heading}. `) };
  });
}

export function toHit(data: PagefindData): SearchHit {
  const title = data.meta.title ? stripAliases(data.meta.title) : toLocalPath(data.url);
  return {
    url: toLocalPath(data.url),
    title,
    task: data.meta.task && data.meta.task !== title ? data.meta.task : undefined,
    section: data.filters?.section?.[0],
    snippet: stripPrefix(parseHighlighted(excerptWithoutAliases(data.excerpt)), `${title}. `),
    groups: pickGroups(data),
  };
}

/**
 * Records how long a step of a query took as a User Timing measure (`imdocs:search:<step>`; the
 * browser benchmark reads them, browserLatency.ts) and returns the time it ended.
 */
function measure(step: string, since: number): number {
  const now = performance.now();
  try {
    performance.measure(`imdocs:search:${step}`, { start: since, end: now });
  } catch {
    // No User Timing Level 3 (older engines): nothing to record.
  }
  return now;
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

/**
 * Pagefind as a search provider: one instance per language so each locale searches its own index. A query
 * is first planned against the build's vocabulary (queryPlan.ts: identifier spellings, typos, unknown
 * words), then downloads only the index chunks and fragments it needs; data is loaded for the visible page
 * of hits. `vocabularies`: the search config's folders per language (none: queries run as typed);
 * `shards`: its other index folders of each language split into several.
 */
export function createPagefindProvider(
  env: PagefindEnv = browserPagefindEnv(),
  vocabularies: Record<string, string> = {},
  shards: Record<string, string[]> = {},
  synonyms: Record<string, SynonymGroup[]> = {},
): SearchProvider {
  const instances = new Map<string, Promise<PagefindApi>>();
  const vocabs = new Map<string, Vocabulary>();
  const instance = (lang: string): Promise<PagefindApi> => {
    let p = instances.get(lang);
    if (!p) {
      p = env.open(lang, RANKING, shards[lang]);
      p.catch(() => {
        instances.delete(lang);
      });
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
  const namesLoaded = new Map<string, PageNames>();
  const loadNames = (lang: string): Promise<PageNames | undefined> => {
    const v = vocabulary(lang);
    if (!v) return Promise.resolve(undefined);
    return v.names().then(
      (n) => {
        if (n) namesLoaded.set(lang, n);
        return n;
      },
      () => undefined,
    );
  };
  const searchIndex = async ({ query, section, page, pageSize }: SearchRequest, lang: string, synonym: SynonymMatch): Promise<SearchResponse> => {
    const started = performance.now();
    const loading = instance(lang);
    const filters: { filters: Record<string, string> } = { filters: section ? { section } : {} };
    const vocab = vocabulary(lang);
    const pageNames = loadNames(lang);
    // The exact pass (exactNames.ts) looks up the query's exact words: only those the index holds.
    const exactPass = (text: string) => {
      const terms = exactQueryTerms(text);
      return {
        terms,
        found: Promise.all(
          terms.map(async ({ word }) => {
            const chunk = await vocab?.chunk(word).catch(() => undefined);
            if (!chunk || !hasWord(chunk, word)) return [];
            const r = await (await loading).search(word).catch(() => null);
            return (r?.results ?? []).map((x) => ({ id: x.id, fields: x.matchedMetaFields ?? [] }));
          }),
        ),
      };
    };
    // While the vocabulary answers, run the query as it will most often be planned (every word known)
    // and its exact pass, so the round trips overlap instead of adding up; a plan that differs (a typo
    // corrected, an unknown word) runs its own.
    const guess = queryWords(query, lang)
      .flatMap((w) => w.terms)
      .join(' ');
    // Chinese too, though its plan most often differs (a word the index holds whole is searched by its first piece):
    // the guess starts fetching the index chunks the plan's run mostly shares (measured in Chromium, zh-Hans, 969
    // queries: without the guess p50 63 ms, p95 151 ms; with it 57 and 123).
    const speculative = guess ? loading.then((api) => api.search(guess, filters)) : undefined;
    speculative?.catch(() => {});
    const guessedExact = exactPass(query);
    guessedExact.found.catch(() => {});
    // The readers' synonyms: the query with a known synonym replaced runs beside it (at most two more lookups).
    const alternatives = synonym.alternatives.map((alt) => {
      const run = queryWords(alt, lang)
        .flatMap((w) => w.terms)
        .join(' ');
      const found = run ? loading.then((api) => api.search(run, filters)) : Promise.resolve(null);
      found.catch(() => {});
      return { run, found };
    });
    const [api, plan] = await Promise.all([loading, planQuery(query, lang, vocabulary(lang))]);
    const plannedAt = measure('plan', started);
    const ran = plan.run || alternatives[0]?.run;
    const planned = { query, ran: ran !== query ? ran : undefined, corrected: plan.corrected };
    if (!plan.run && !alternatives.length && !plan.known) return { ...planned, total: 0, hits: [], sectionCounts: {}, unknown: plan.unknown };
    const exact = plan.corrected ? exactPass(plan.corrected) : guessedExact;
    const main = plan.run ? (speculative && plan.run === guess ? speculative : api.search(plan.run, filters)) : Promise.resolve(null);
    const [result, exactFound, ...others] = await Promise.all([main, exact.found, ...alternatives.map((a) => a.found)]);
    if (plan.run && !result) throw new Error('search superseded');
    let lists = [
      ...(result ? [{ results: result.results, terms: plan.run.split(' ').length }] : []),
      ...others.flatMap((r, i) => (r ? [{ results: r.results, terms: alternatives[i].run.split(' ').length }] : [])),
    ];
    let counted = result ?? others.find((r) => r);
    // No page holds every word (Pagefind's rule): the query without its least informative word(s), said so.
    let partial: string | undefined;
    if (!lists.some((l) => l.results.length)) {
      // All fallbacks at once (each is one more lookup; in sequence their round trips added up), the first that finds pages wins.
      // Words the index does not know ("swear"): the query without them, then without its least informative known word(s).
      const fallbacks = plan.known ? [withoutUnknown(plan.known), ...partialRuns(plan.known)] : partialRuns(plan.terms ?? []);
      // Awaited in order, so the answer does not wait for the shorter (broader, slower) runs after the first that finds
      // pages: a long Chinese question has up to eight.
      const founds = fallbacks.map((f) => api.search(f.run, filters));
      for (const f of founds) f.catch(() => {});
      for (const [i, pending] of founds.entries()) {
        const found = await pending;
        if (!found) throw new Error('search superseded');
        if (!found.results.length) continue;
        lists = [{ results: found.results, terms: fallbacks[i].run.split(' ').length }];
        counted = found;
        partial = fallbacks[i].shown;
        break;
      }
    }
    const searchedAt = measure('query', plannedAt);
    const ranked = pinFirst(rankByExactness(mergeByPhrase(lists), plan.run && !partial ? exactFound : [], exact.terms), synonym.ids);
    const rankedAt = measure('rank', searchedAt);
    const base = {
      ...planned,
      ...(partial ? { corrected: partial, partial: true } : {}),
      total: ranked.length,
      sectionCounts: { ...(counted?.totalFilters?.section ?? counted?.filters?.section ?? {}) },
      unknown: ranked.length ? undefined : plan.unknown,
    };
    // The page about the query's words before pages that mention them (coverage.ts), the pinned synonyms
    // staying first, a name holding a synonym alternative's words counting too. With the pages' names
    // (vocabulary.ts) the results are ordered before any fragment loads (a page named by the query comes
    // forward from however far down Pagefind put it, and every page of results follows the same order), and
    // the best one is on screen as soon as its own fragment arrives; the rest follow in the same list. Without
    // them (an older build), the shown page is reordered once all its fragments are in.
    const names = await pageNames;
    // Ordered by the reader's whole query, not by the words Pagefind could find together (partial): the fields weigh
    // each word on its own, and the partial run may keep a rare word and drop the ones the page is about ("lands
    // block" of "event when a user lands on my block list").
    if (names && ranked.every((r) => names[r.id])) {
      // One identifier or code (`getSelfUserInfo`, `10002`): the exact pass has ordered the pages that name it. With
      // other words beside it ("报错 1002 没有权限", "contentType 101 mean"), the pages' fields order them too.
      const soleName = namesIdentifiers(query) && !/\s/.test(query.trim());
      const byName = soleName ? ranked : rankWithFields(names, ranked, query, synonym.alternatives, partial ? [] : synonym.ids, section);
      base.total = byName.length;
      if (byName.length) base.unknown = undefined;
      const ordered = byName.slice(page * pageSize, (page + 1) * pageSize);
      const fragments = ordered.map((r) => r.data());
      const all = Promise.all(fragments).then((data) => ({ ...base, hits: data.map(toHit) }));
      if (ordered.length <= 1) {
        const whole = await all;
        measure('fragments', rankedAt);
        return whole;
      }
      const first = await fragments[0];
      measure('fragments', rankedAt);
      return { ...base, hits: [toHit(first)], rest: all };
    }
    const slice = ranked.slice(page * pageSize, (page + 1) * pageSize);
    const pinned = page === 0 ? slice.filter((r) => synonym.ids.includes(r.id)).length : 0;
    const data = await Promise.all(slice.map((r) => r.data()));
    measure('fragments', rankedAt);
    const hits = rankByName(data.map(toHit), query, (h) => h, pinned, synonym.alternatives);
    return { ...base, hits };
  };
  return {
    warm() {
      const lang = env.lang();
      // Every word list loads when the dialog opens, in one file (vocabulary.ts, ALL_BUCKETS), rather than bucket by
      // bucket on a query's path.
      const words = vocabulary(lang)
        ?.all()
        .catch(() => undefined);
      return Promise.all([instance(lang), loadNames(lang), words]).then(
        () => {},
        () => {},
      );
    },
    search(request: SearchRequest): Promise<SearchResponse> {
      const { query, section, page, pageSize } = request;
      const lang = env.lang();
      const synonym = matchSynonyms(query, synonyms[lang]);
      // Pagefind logs an index chunk it cannot fetch and answers without it, and the pages' names (loaded with the
      // word lists when the dialog opened) still answer: offline, that answer would pass for the search's. Say so.
      const full = searchIndex(request, lang, synonym).then((r) => {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('search: offline');
        return r;
      });
      // Warm (the names are in): the pages the query names are on screen at once, Pagefind's answer follows.
      const names = namesLoaded.get(lang);
      const ids = names && page === 0 ? namedPages(names, query, { alternatives: synonym.alternatives, pinned: synonym.ids, section, max: pageSize }) : [];
      if (!names || !ids.length) return full;
      full.catch(() => {});
      return Promise.resolve({
        query,
        total: ids.length,
        hits: ids.map((id) => namedHit(names, id)),
        sectionCounts: {},
        preliminary: true,
        rest: full.then((r) => r.rest ?? r),
      });
    },
  };
}
