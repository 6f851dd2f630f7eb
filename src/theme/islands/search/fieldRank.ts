/**
 * The final order of a query's results (issue 30): Pagefind's results and the pages whose fields hold the query
 * (fields.ts), by field coverage, name fit (coverage.ts), Pagefind's own order and where the query points (intent.ts).
 */
import { coverageTerms, fitter } from './coverage.ts';
import { fieldCoverage, fieldTerms, weightedTerms } from './fields.ts';
import { isOverview, queryIntent } from './intent.ts';
import type { PageNames } from './vocabulary.ts';
import type { PagefindData, PagefindResult } from './providers/pagefindApi.ts';

/** Weights of the final order: field coverage, name fit, Pagefind's own order, section intent. */
export const WEIGHTS = { coverage: 1, fit: 0.4, pagefind: 0.4, intent: 0.25, overview: 0.25 };

/** The function (SDK) or operation (REST) a reference page is about, by its URL's last part, lower case (`creategroup`); not an overview. */
function refOf(url: string): { rest: boolean; name: string } | undefined {
  const m = /\/(sdks\/api|restapi\/apis)\/[^/]+\/([^/]+?)(?:\.html)?$/.exec(url);
  return m && !isOverview(url) ? { rest: m[1] === 'restapi/apis', name: m[2].toLowerCase() } : undefined;
}

/** A page may join the results from its fields alone (not returned by Pagefind) when they hold this much of the query. */
export const INJECT_COVERAGE = 0.6;

/**
 * What the pages' fields say about one query, whatever Pagefind finds: each page's coverage of the query (or of a
 * synonym alternative), and its coverage of the words some page knows (a page joining the results when Pagefind found
 * nothing). The work of a query over every page's fields (a few ms in Chromium for a long Chinese question), kept for the
 * query so that it can be done while Pagefind searches (prepareFields) and not again when its answer is ordered.
 */
interface QueryFields {
  /** The query's terms and their alternatives', weighted; none when the query has no term the fields can match. */
  weighted: ReturnType<typeof weightedTerms>[];
  cover: Map<string, number>;
  coverKnown: Map<string, number>;
}

/** Per loaded names, the last few queries' fields (a query is ordered once or twice, just after it is typed). */
const QUERIES = new WeakMap<PageNames, Map<string, QueryFields>>();

function queryFields(names: PageNames, query: string, alternatives: string[]): QueryFields {
  let byQuery = QUERIES.get(names);
  if (!byQuery) QUERIES.set(names, (byQuery = new Map()));
  const key = [query, ...alternatives].join('\u0000');
  let q = byQuery.get(key);
  if (q) return q;
  const termLists = [query, ...alternatives].map(fieldTerms).filter((t) => t.latin.length || t.han.length);
  q = { weighted: termLists.map((t) => weightedTerms(names, t)), cover: new Map(), coverKnown: new Map() };
  if (byQuery.size >= 8) byQuery.delete(byQuery.keys().next().value as string);
  byQuery.set(key, q);
  return q;
}

/** A page's coverage of the query (the best of its alternatives, which count a little less). */
function coverOf(q: QueryFields, names: PageNames, id: string): number {
  let c = q.cover.get(id);
  if (c === undefined) q.cover.set(id, (c = Math.max(...q.weighted.map((t, i) => fieldCoverage(t, id, names[id]) * (i ? 0.99 : 1)))));
  return c;
}

/** A page's coverage of the query's words some page's fields hold (two at least: "qqzz 消息" is not a question about 消息). */
function coverKnownOf(q: QueryFields, names: PageNames, id: string): number {
  let c = q.coverKnown.get(id);
  if (c === undefined) q.coverKnown.set(id, (c = Math.max(...q.weighted.map((t) => fieldCoverage(t, id, names[id], t.filter((x) => x.known).length >= 2)))));
  return c;
}

/**
 * Matches a query against every page's fields ahead of its ordering (rankByFields then reads what this computed): called
 * while Pagefind searches, the main thread's work is off the path from keystroke to results.
 */
export function prepareFields(names: PageNames, query: string, alternatives: string[] = []): void {
  const q = queryFields(names, query, alternatives);
  if (!q.weighted.length) return;
  // Only when Pagefind finds nothing are the pages' coverages of the known words needed (coverKnownOf): left to then.
  for (const id of Object.keys(names)) coverOf(q, names, id);
}

/**
 * The final order of a query's results: Pagefind's results (best first) and the pages whose fields hold most of
 * the query, by coverage + name fit + Pagefind's order (a prior: 1 for its first result, falling to 0) + the section the
 * query points to − an overview the query does not name. `ids`: Pagefind's results in its order, `scores` their
 * scores (the prior is then each one's share of the best). Returns ids.
 */
export function rankByFields(
  names: PageNames,
  ids: string[],
  query: string,
  alternatives: string[] = [],
  opts: { section?: string; maxAdded?: number; scores?: number[] } = {},
): string[] {
  const q = queryFields(names, query, alternatives);
  if (!q.weighted.length) return ids;
  const intent = queryIntent(query);
  // How tightly a name that holds every word fits the query (coverage.ts): "Send a message" before "Send a message to a group".
  const fit = fitter([query, ...alternatives].map(coverageTerms));
  const cover = (id: string) => coverOf(q, names, id);
  const rank = new Map(ids.map((id, i) => [id, i]));
  // Pagefind's confidence: the square root of its score against its best result's (its first result's share, when no scores are given).
  const top = opts.scores?.[0] ?? 0;
  const prior = (r: number) => (opts.scores && top > 0 ? Math.sqrt((opts.scores[r] ?? 0) / top) : 1 - r / Math.max(ids.length, 10));
  const candidates = new Set(ids);
  const extra: { id: string; c: number }[] = [];
  for (const id of Object.keys(names)) {
    if (candidates.has(id) || (opts.section && names[id][3] !== opts.section)) continue;
    // Pagefind found nothing (no page holds every word): a page whose fields hold the words they know may answer.
    const c = ids.length ? cover(id) : coverKnownOf(q, names, id);
    if (c >= INJECT_COVERAGE) extra.push({ id, c });
  }
  extra.sort((a, b) => b.c - a.c || (a.id < b.id ? -1 : 1));
  for (const { id } of extra.slice(0, opts.maxAdded ?? 10)) candidates.add(id);
  const scored = [...candidates].map((id, i) => {
    const page = names[id];
    if (!page) return { id, i, s: -Infinity };
    const r = rank.get(id);
    let s = WEIGHTS.coverage * cover(id) + WEIGHTS.fit * fit(page[0], page[1] || undefined) + (r === undefined ? 0 : WEIGHTS.pagefind * prior(r));
    if (intent.prefer.some((part) => page[2].includes(part))) s += WEIGHTS.intent;
    if (isOverview(page[2])) s += intent.overview ? WEIGHTS.intent : -WEIGHTS.overview;
    return { id, i, s };
  });
  // Most readers integrate an SDK: a query that does not point to the server ("undo a message I sent", "同意好友申请")
  // wants the SDK function just before the REST operation of the same name, wherever that one ranks.
  if (!intent.prefer.includes('/restapi/')) {
    const refs = scored.map((x) => ({ x, ref: names[x.id] ? refOf(names[x.id][2]) : undefined }));
    const rest = new Map(refs.flatMap(({ x, ref }) => (ref?.rest ? [[ref.name, x]] : [])));
    const lifted = new Set<string>();
    for (const { x, ref } of refs.sort((a, b) => b.x.s - a.x.s)) {
      const twin = ref && !ref.rest ? rest.get(ref.name) : undefined;
      if (!ref || !twin || lifted.has(ref.name)) continue;
      lifted.add(ref.name);
      if (twin.s >= x.s) x.s = twin.s + 1e-9;
    }
  }
  scored.sort((a, b) => b.s - a.s || a.i - b.i);
  return scored.map((x) => x.id);
}

/**
 * The results in their final order from the pages' fields (fields.ts): the synonym's pages first, loaded by id
 * even when Pagefind did not return them, then Pagefind's results and the pages whose fields hold the query,
 * by rankByFields. A page Pagefind did not return shows its name (its fragment is Pagefind's to load).
 */
export function rankWithFields<T extends { id: string; score: number }>(
  names: PageNames,
  ranked: T[],
  query: string,
  alternatives: string[],
  pinned: string[],
  section?: string,
): (T | PagefindResult)[] {
  const byId = new Map(ranked.map((r) => [r.id, r] as const));
  const inSection = (id: string) => !!names[id] && (!section || names[id][3] === section);
  // A synonym's pages in its order, those in the part of the reference the query points to first ("REST 创建群组": the
  // REST operation before the SDK function the group lists first).
  const prefer = queryIntent(query).prefer;
  const inIntent = (id: string) => (prefer.some((part) => names[id][2].includes(part)) ? 0 : 1);
  const first = pinned.filter(inSection).sort((a, b) => inIntent(a) - inIntent(b));
  const rest = ranked.filter((r) => !first.includes(r.id));
  const scores = rest.map((r) => r.score);
  const byFields = rankByFields(
    names,
    rest.map((r) => r.id),
    query,
    alternatives,
    { section, scores: scores.every((x) => x > 0) ? scores : undefined },
  );
  const order = [...new Set([...first, ...byFields])];
  return order.map((id) => byId.get(id) ?? fromNames(names, id));
}

/** A result made of a page's name, for a page the search found by its fields rather than through Pagefind. */
export function fromNames(names: PageNames, id: string): PagefindResult {
  const [title, task, url, section] = names[id];
  const data: PagefindData = { url, excerpt: '', meta: { title, ...(task ? { task } : {}) }, filters: section ? { section: [section] } : {}, sub_results: [] };
  return { id, score: 0, words: [], data: () => Promise.resolve(data) };
}
