import type { SearchProvider, SearchRequest, SearchResponse } from '../types.ts';
import { browserPagefindEnv, RANKING, type PagefindApi, type PagefindEnv } from './pagefindApi.ts';
import { mergeAnyWord, mergeByPhrase } from './phrase.ts';
import { toHit } from './pagefindHits.ts';
import { fetchVocabulary, hasWord, type PageNames, type Vocabulary } from '../vocabulary.ts';
import { namedHit, namedPages } from '../namesFirst.ts';
import { partialRuns, planQuery, queryWords, segmentsWords, withoutUnknown } from '../queryPlan.ts';
import { exactQueryTerms, rankByExactness } from '../exactNames.ts';
import { matchSynonyms, pinFirst, type SynonymGroup, type SynonymMatch } from '../synonyms.ts';
import { namesIdentifiers, rankByName } from '../coverage.ts';
import { prepareFields, rankWithFields } from '../fieldRank.ts';
import { preparePagesWhenIdle } from '../fields.ts';
import { withWholePrefixes } from './wholePrefixes.ts';
import { firstFoundRun } from './fallbackRuns.ts';

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
      // Every chunk that may hold a word extending the query's is searched (wholePrefixes.ts); English words are stemmed.
      const chunks = () => vocabulary(lang)?.indexChunks() ?? Promise.resolve(undefined);
      p = env.open(lang, RANKING, shards[lang]).then((api) => withWholePrefixes(api, chunks, lang.split('-')[0] === 'en'));
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
  /** The latest query's number: a query typed over by the next one does not match the pages' fields ahead (below). */
  let latest = 0;
  const searchIndex = async ({ query, section, page, pageSize }: SearchRequest, lang: string, synonym: SynonymMatch): Promise<SearchResponse> => {
    const started = performance.now();
    const seq = ++latest;
    const loading = instance(lang);
    const filters: { filters: Record<string, string> } = { filters: section ? { section } : {} };
    // Each run of words is searched once per query: a synonym's alternative may read as the query's own run ("部署后怎么验证"),
    // a fallback as an alternative's.
    const searched = new Map<string, ReturnType<PagefindApi['search']>>();
    const search = (run: string) => {
      let found = searched.get(run);
      if (!found) {
        searched.set(run, (found = loading.then((api) => api.search(run, filters))));
        found.catch(() => {});
      }
      return found;
    };
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
    // Chinese, whose plan most often differs (a word the index holds whole is searched by its first piece), only
    // fetches the guess's index chunks, which the plan's run mostly shares: a search of the guess would hold Pagefind's
    // worker while the plan's own waits (measured in Chromium, zh-Hans: no guess p50 63 ms, p95 151 ms; the guess searched
    // 57 and 123 (969 queries); preloaded …).
    if (guess && !segmentsWords(lang)) search(guess);
    else if (guess) loading.then((api) => api.preload(guess)).catch(() => {});
    const guessedExact = exactPass(query);
    guessedExact.found.catch(() => {});
    // The readers' synonyms: the query with a known synonym replaced runs beside it (at most two more lookups).
    const alternatives = synonym.alternatives.map((alt) => {
      const run = queryWords(alt, lang)
        .flatMap((w) => w.terms)
        .join(' ');
      const found = run ? search(run) : Promise.resolve(null);
      return { run, found };
    });
    const [api, plan] = await Promise.all([loading, planQuery(query, lang, vocabulary(lang))]);
    const plannedAt = measure('plan', started);
    const ran = plan.run || alternatives[0]?.run;
    const planned = { query, ran: ran !== query ? ran : undefined, corrected: plan.corrected };
    if (!plan.run && !alternatives.length && !plan.known) return { ...planned, total: 0, hits: [], sectionCounts: {}, unknown: plan.unknown };
    const exact = plan.corrected ? exactPass(plan.corrected) : guessedExact;
    const main = plan.run ? search(plan.run) : Promise.resolve(null);
    // While Pagefind's worker searches, this thread matches the query against every page's fields, which the answer's
    // ordering then reads (rankWithFields): a few ms for a long Chinese question in Chromium, off the path to the results.
    // After the search messages are posted (a task, not a microtask).
    const loadedNames = namesLoaded.get(lang);
    // A query the reader has already typed over is left alone (its ordering, if it ever comes, matches them on demand).
    if (loadedNames) setTimeout(() => seq === latest && prepareFields(loadedNames, query, synonym.alternatives), 0);
    const [result, exactFound, ...others] = await Promise.all([main, exact.found, ...alternatives.map((a) => a.found)]);
    if (plan.run && !result) throw new Error('search superseded');
    let lists = [
      ...(result ? [{ results: result.results, terms: plan.run.split(' ').length }] : []),
      ...others.flatMap((r, i) => (r ? [{ results: r.results, terms: alternatives[i].run.split(' ').length }] : [])),
    ];
    let counted = result ?? others.find((r) => r);
    // No page holds every word (Pagefind's rule): the query without its least informative word(s), said so.
    let partial: string | undefined;
    let someWords = false;
    if (!lists.some((l) => l.results.length)) {
      // Words the index does not know ("swear"): the query without them, then without its least informative known word(s).
      const fallbacks = plan.known ? [withoutUnknown(plan.known), ...partialRuns(plan.known)] : partialRuns(plan.terms ?? []);
      // The first that finds pages, by bisection (fallbackRuns.ts): each search holds Pagefind's worker, which the
      // answer's fragments wait for too. Measured in Chromium, zh-Hans, 1,169 queries in one session: the query step's
      // p95 111-130 ms (runs in turn) → 65-69 ms; keystroke → results p95 124-151 → 86-91 ms.
      const first = await firstFoundRun(
        fallbacks.map((f) => f.run),
        search,
      );
      if (!first) throw new Error('search superseded');
      if (first.found) {
        lists = [{ results: first.found.results, terms: fallbacks[first.at].run.split(' ').length }];
        counted = first.found;
        partial = fallbacks[first.at].shown;
      }
      // Still nothing, not even a page whose name or keywords hold most of the question (rankWithFields, which then
      // answers alone: its pages need no fragment) nor a synonym's page ("群主把捣乱的人踢出去": no page holds 踢出 and 去
      // together): the pages holding any of the words, a page with more of them first, for the pages' fields to order
      // by the whole question. A real question is not left without an answer; a made-up word beside one known word
      // still is (no `known`). Measured on the whole set (1,933 questions): the 5 that found nothing are answered, the
      // right page first for each. Run whenever the fallbacks found nothing, it also reordered 14 answers the fields had
      // given (4 more right first, 2 fewer) and cost them 30-40 KiB of fragments each (whole-set bytes p95 97.4 → 101.9 KiB).
      const fieldsAnswer = async () => {
        const n = await pageNames;
        return !!n && rankWithFields(n, [], query, synonym.alternatives, synonym.ids, section).length > 0;
      };
      const words = (plan.known ?? plan.terms ?? []).map((t) => t.term);
      if (!lists.some((l) => l.results.length) && words.length >= 2 && !(await fieldsAnswer())) {
        const each = await Promise.all(words.map(search));
        if (each.some((r) => !r)) throw new Error('search superseded');
        const any = mergeAnyWord(each.map((r) => r?.results ?? []));
        if (any.length) {
          lists = [{ results: any, terms: words.length }];
          counted = undefined;
          // The reader's words as typed: the index's pieces of them ("群 人 踢出 去") read as nothing anyone wrote.
          partial = query.trim();
          someWords = true;
        }
      }
    }
    const searchedAt = measure('query', plannedAt);
    const ranked = pinFirst(rankByExactness(mergeByPhrase(lists), plan.run && !partial ? exactFound : [], exact.terms), synonym.ids);
    const rankedAt = measure('rank', searchedAt);
    const base = {
      ...planned,
      ...(partial ? { corrected: partial, partial: true, ...(someWords ? { someWords } : {}) } : {}),
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
      // Pages found word by word (any word, above) come without Pagefind's counts per section: counted from their names.
      if (!counted) for (const r of byName) if (names[r.id]?.[3]) base.sectionCounts[names[r.id][3]] = (base.sectionCounts[names[r.id][3]] ?? 0) + 1;
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
      const names = loadNames(lang);
      // The pages' fields are prepared while the reader has not typed yet (fields.ts), not by the first query.
      names.then(
        (n) => n && preparePagesWhenIdle(n),
        () => {},
      );
      return Promise.all([instance(lang), names, words]).then(
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
