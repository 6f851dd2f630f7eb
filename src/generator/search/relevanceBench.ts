import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { engineModuleUrl } from '../engine.ts';
import { openPagefind } from './pagefindNode.ts';
import { createPagefindProvider } from '../../theme/islands/search/providers/pagefind.ts';
import { RANKING } from '../../theme/islands/search/providers/pagefindApi.ts';
import type { SearchClientConfig } from '../../theme/islands/search/searchConfig.ts';
import type { SearchHit } from '../../theme/islands/search/types.ts';

export type QueryKind = 'title' | 'concept' | 'identifier' | 'code' | 'typo' | 'zh-nospace' | 'zh-space' | 'mixed' | 'nonsense';

export interface BenchQuery {
  q: string;
  /** Locale of the page the reader searches from (`en`, `zh-Hans`). */
  locale: string;
  kind: QueryKind;
  /** Routes without the locale prefix; any of them counts as a hit. Empty: the query must find nothing. */
  expect: string[];
  /** About a REST/SDK reference page: pending (not failed) while none of `expect` is in the build. */
  ref?: boolean;
  /**
   * Kept out of the tuning (issue 30): reported on its own, beside the queries tuned on. `true`: the first
   * held-out set; `'v2'`: the second, written before the next round of tuning, once the first had been reported;
   * `'v3'`: the third, written before the round that added the all-words fallback and the page-about ranking;
   * `'v4'`: the fourth, written before the round that tunes on v1-v3; `'v5'`: the fifth, written and committed
   * before any of its results were seen, while v1-v4 are tuning material; `'v6'`: the sixth, likewise written and
   * committed before any of its results were seen, while v1-v5 are tuning material; `'v7'`: the seventh, likewise
   * written and committed before any of its results were seen, while v1-v6 are tuning material; `'v8'`: the eighth,
   * likewise written and committed before any of its results were seen, while v1-v7 are tuning material; `'v9'`: the ninth, likewise
   * written and committed before any of its results were seen, while v1-v8 are tuning material; `'v10'`: the tenth,
   * likewise written and committed before any of its results were seen, while v1-v9 are tuning material; `'v11'`: the
   * eleventh, likewise written and committed before any of its results were seen, while v1-v10 are tuning material;
   * `'v12'`: the twelfth, likewise written and committed before any of its results were seen, while v1-v11 are tuning material;
   * `'v13'`: the thirteenth, likewise written and committed before any of its results were seen, while v1-v12 are tuning material;
   * `'v14'`: the fourteenth, likewise written and committed before any of its results were seen, while v1-v13 are tuning material;
   * `'v15'`: the fifteenth, likewise written and committed before any of its results were seen, while v1-v14 are tuning material;
   * `'v16'`: the sixteenth, likewise written and committed before any of its results were seen, while v1-v15 are tuning material.
   */
  heldOut?: boolean | 'v2' | 'v3' | 'v4' | 'v5' | 'v6' | 'v7' | 'v8' | 'v9' | 'v10' | 'v11' | 'v12' | 'v13' | 'v14' | 'v15' | 'v16';
}

export type OutcomeStatus = 'hit' | 'miss' | 'pending' | 'empty' | 'noise';

export interface QueryOutcome {
  query: BenchQuery;
  /** hit: an expected page in the top 10; empty/noise: a nonsense query with no / some results. */
  status: OutcomeStatus;
  /** 1-based rank of the first expected page. */
  rank?: number;
  /** Result URLs in order (at most 10). */
  urls: string[];
  total: number;
  /** The query Pagefind ran when it differs from the reader's (identifier spellings, corrected typos). */
  ran?: string;
  /** Time to the first results shown (the provider's first answer), index warm, query chunks cold. */
  firstMs: number;
  /** Bytes fetched by the query (index chunks, fragments, vocabulary), uncompressed as served. */
  bytes: number;
}

export interface LocaleSummary {
  locale: string;
  live: number;
  pending: number;
  hit1: number;
  hit5: number;
  mrr: number;
  nonsense: number;
  nonsenseEmpty: number;
  latencyP50: number;
  latencyP95: number;
  bytesP50: number;
  bytesP95: number;
  bytesMax: number;
}

export interface BenchReport {
  outcomes: QueryOutcome[];
  locales: LocaleSummary[];
  all: LocaleSummary;
  /** Per locale, the queries tuned on and each held-out set apart (splitSummaries), when some are held out. */
  splits: LocaleSummary[];
}

/**
 * Per locale, the tuned queries and each held-out set summarised apart (`<locale> tuned`, `<locale> held-out`,
 * `<locale> held-out v2`); none when no query is held out.
 */
export function splitSummaries(outcomes: QueryOutcome[]): LocaleSummary[] {
  if (!outcomes.some((o) => o.query.heldOut)) return [];
  const sets = [...new Set(outcomes.flatMap((o) => (o.query.heldOut ? [o.query.heldOut] : [])))].sort((a, b) => String(a).localeCompare(String(b)));
  return [...new Set(outcomes.map((o) => o.query.locale))].flatMap((l) => {
    const own = outcomes.filter((o) => o.query.locale === l);
    return [
      summarize(
        own.filter((o) => !o.query.heldOut),
        `${l} tuned`,
      ),
      ...sets.map((set) =>
        summarize(
          own.filter((o) => o.query.heldOut === set),
          `${l} ${heldOutLabel(set)}`,
        ),
      ),
    ];
  });
}

/** How a held-out set is named in the report. */
export function heldOutLabel(set: BenchQuery['heldOut']): string {
  return set === true ? 'held-out' : `held-out ${set}`;
}

/** Hits loaded per query: the search dialog's page (SearchModal's MODAL_PAGE_SIZE). */
export const BENCH_PAGE_SIZE = 8;

/** `<html lang>` of each locale in a build (Pagefind keys its indexes by it). */
export function localeLanguages(buildDir: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (dir: string, depth: number) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (depth < 2 && !['pagefind', 'assets', '_imdocs'].includes(entry.name)) visit(full, depth + 1);
        continue;
      }
      if (!entry.name.endsWith('.html')) continue;
      const head = fs.readFileSync(full, 'utf8').slice(0, 600);
      const tag = /<html\b[^>]*>/.exec(head)?.[0] ?? '';
      const locale = /\bdata-locale="([^"]+)"/.exec(tag)?.[1];
      const lang = /\blang="([^"]+)"/.exec(tag)?.[1];
      if (locale && lang && !out.has(locale)) out.set(locale, lang);
    }
  };
  visit(buildDir, 0);
  return out;
}

export function localizedRoute(route: string, locale: string, defaultLocale: string): string {
  if (locale === defaultLocale) return route;
  return route === '/' ? `/${locale}` : `/${locale}${route}`;
}

export function routeExists(buildDir: string, route: string): boolean {
  const rel = route.replace(/^\//, '');
  return fs.existsSync(path.join(buildDir, `${rel || 'index'}.html`)) || fs.existsSync(path.join(buildDir, rel, 'index.html'));
}

/** The search config the build wrote for a locale (what the browser's provider is created with). */
export function readClientConfig(buildDir: string, locale: string): SearchClientConfig {
  return JSON.parse(fs.readFileSync(path.join(buildDir, '_imdocs', `search.${locale}.json`), 'utf8')) as SearchClientConfig;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export function summarize(outcomes: QueryOutcome[], locale: string): LocaleSummary {
  const live = outcomes.filter((o) => o.status !== 'pending');
  const graded = live.filter((o) => o.query.kind !== 'nonsense');
  const nonsense = live.filter((o) => o.query.kind === 'nonsense');
  const share = (n: number, of: number) => (of ? n / of : 1);
  return {
    locale,
    live: live.length,
    pending: outcomes.length - live.length,
    hit1: share(graded.filter((o) => o.rank === 1).length, graded.length),
    hit5: share(graded.filter((o) => o.rank !== undefined && o.rank <= 5).length, graded.length),
    mrr: share(
      graded.reduce((s, o) => s + (o.rank ? 1 / o.rank : 0), 0),
      graded.length,
    ),
    nonsense: nonsense.length,
    nonsenseEmpty: nonsense.filter((o) => o.status === 'empty').length,
    latencyP50: percentile(
      live.map((o) => o.firstMs),
      50,
    ),
    latencyP95: percentile(
      live.map((o) => o.firstMs),
      95,
    ),
    bytesP50: percentile(
      live.map((o) => o.bytes),
      50,
    ),
    bytesP95: percentile(
      live.map((o) => o.bytes),
      95,
    ),
    bytesMax: Math.max(0, ...live.map((o) => o.bytes)),
  };
}

/**
 * Runs the query set against a build through the browser's code path: the Pagefind provider of the search
 * island over the build's own `pagefind.js` and WebAssembly (served on loopback). Each query gets a fresh
 * Pagefind instance whose index metadata, WebAssembly and the pages' names (what the dialog loads when it
 * opens) are loaded before the clock starts, so latency and bytes are those of a reader's query once the
 * search dialog is warm.
 *
 * `threads` above 1 spreads the queries over that many threads, each with its own loopback server and byte count,
 * so every query's bytes are its own; the outcomes are those of one thread, in the queries' order. Their latencies
 * are measured beside each other: `npm run bench:search` runs on one thread, the test suite (which checks only a
 * pathological slowdown) on three: 86-92 s instead of 190 s for 1,023 queries on two cores, where Pagefind's own
 * decompression in JavaScript and the loopback fetches leave a single thread idle a third of the time.
 */
export async function runRelevanceBench(
  buildDir: string,
  queries: BenchQuery[],
  opts: { defaultLocale?: string; threads?: number } = {},
): Promise<BenchReport> {
  const defaultLocale = opts.defaultLocale ?? 'en';
  const threads = Math.max(1, Math.min(opts.threads ?? 1, queries.length));
  const outcomes = threads > 1 ? await runOnThreads(buildDir, queries, defaultLocale, threads) : await runQueries(buildDir, queries, defaultLocale);
  const locales = [...new Set(queries.map((q) => q.locale))].map((l) =>
    summarize(
      outcomes.filter((o) => o.query.locale === l),
      l,
    ),
  );
  return { outcomes, locales, all: summarize(outcomes, 'all'), splits: splitSummaries(outcomes) };
}

/** Query `i` runs on thread `i % threads`; each outcome gets its caller's query object back. */
async function runOnThreads(buildDir: string, queries: BenchQuery[], defaultLocale: string, threads: number): Promise<QueryOutcome[]> {
  const script = engineModuleUrl('./relevanceBenchThread.ts', import.meta.url).href;
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, t) => {
      const slice = queries.filter((_, i) => i % threads === t);
      return new Promise<QueryOutcome[]>((resolve, reject) => {
        const worker = new Worker(new URL('../build/tsWorkerEntry.mjs', import.meta.url), { workerData: { script, buildDir, queries: slice, defaultLocale } });
        worker.once('message', (msg: { outcomes?: QueryOutcome[]; error?: string }) => {
          void worker.terminate();
          if (msg.outcomes) resolve(msg.outcomes);
          else reject(new Error(msg.error));
        });
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(`a benchmark thread stopped (exit code ${code})`)));
      });
    }),
  );
  return queries.map((query, i) => ({ ...parts[i % threads][Math.floor(i / threads)], query }));
}

/** The queries one after another, on this thread. */
export async function runQueries(buildDir: string, queries: BenchQuery[], defaultLocale: string): Promise<QueryOutcome[]> {
  const langs = localeLanguages(buildDir);
  // Each locale's search config, read once (the build does not change during a run).
  const configs = new Map<string, SearchClientConfig>();
  const configOf = (locale: string) => configs.get(locale) ?? configs.set(locale, readClientConfig(buildDir, locale)).get(locale)!;
  const host = await openPagefind(buildDir);
  const outcomes: QueryOutcome[] = [];
  try {
    for (const query of queries) {
      const expected = query.expect.map((r) => localizedRoute(r, query.locale, defaultLocale));
      const present = expected.filter((r) => routeExists(buildDir, r));
      if (query.expect.length && !present.length) {
        if (!query.ref)
          throw new Error(
            `Benchmark query "${query.q}" (${query.locale}) expects ${expected.join(', ')}, none of which is in the build; only reference queries may wait for their pages.`,
          );
        outcomes.push({ query, status: 'pending', urls: [], total: 0, firstMs: 0, bytes: 0 });
        continue;
      }
      const lang = (langs.get(query.locale) ?? query.locale).toLowerCase();
      const api = await host.fresh(lang, RANKING);
      try {
        const config = configOf(query.locale);
        const provider = createPagefindProvider(
          { basePath: `${host.origin}/pagefind/`, lang: () => lang, open: async () => api },
          config.vocabularies,
          config.shards,
          config.synonyms,
        );
        // What the dialog loads when it opens (the pages' names), before the clock, as the index metadata.
        await provider.warm();
        const before = host.bytesServed();
        const started = performance.now();
        const first = await provider.search({ query: query.q, page: 0, pageSize: BENCH_PAGE_SIZE });
        const firstMs = performance.now() - started;
        const full = first.rest ? await first.rest : first;
        const bytes = host.bytesServed() - before;
        const urls = full.hits.map((h: SearchHit) => h.url.replace(/#.*$/, ''));
        const index = urls.findIndex((u) => expected.includes(u));
        const rank = index === -1 ? undefined : index + 1;
        const status: OutcomeStatus = query.expect.length ? (rank ? 'hit' : 'miss') : full.total === 0 ? 'empty' : 'noise';
        outcomes.push({ query, status, rank, urls, total: full.total, ran: full.ran, firstMs, bytes });
      } finally {
        await api.destroy().catch(() => {});
      }
    }
  } finally {
    await host.close();
  }
  return outcomes;
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;

/** The report as text: a table per locale, then every query that failed (with what came first instead). */
export function formatBenchReport(report: BenchReport, opts: { verbose?: boolean } = {}): string {
  const rows = [...report.splits, ...report.locales, report.all];
  const lines: string[] = [];
  const header = ['locale', 'live', 'pending', 'hit@1', 'hit@5', 'MRR', 'nonsense→none', 'first results p50/p95', 'bytes/query p50/p95/max'];
  const table = rows.map((s) => [
    s.locale,
    String(s.live),
    String(s.pending),
    pct(s.hit1),
    pct(s.hit5),
    s.mrr.toFixed(3),
    `${s.nonsenseEmpty}/${s.nonsense}`,
    `${s.latencyP50.toFixed(0)}/${s.latencyP95.toFixed(0)} ms`,
    `${kib(s.bytesP50)}/${kib(s.bytesP95)}/${kib(s.bytesMax)}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
  const fmt = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  lines.push(fmt(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...table.map(fmt));
  const failing = report.outcomes.filter((o) => o.status === 'miss' || o.status === 'noise' || (o.status === 'hit' && o.rank !== 1));
  if (failing.length) {
    lines.push('', 'Not first (rank, query → what came first):');
    for (const o of failing) {
      const where = o.status === 'noise' ? `${o.total} result(s) for nonsense` : o.rank ? `rank ${o.rank}` : 'missed';
      lines.push(
        `  [${o.query.locale}${o.query.heldOut ? ` ${heldOutLabel(o.query.heldOut)}` : ''}] ${JSON.stringify(o.query.q)}${o.ran && o.ran !== o.query.q ? ` (ran ${JSON.stringify(o.ran)})` : ''}: ${where} → ${o.urls.slice(0, 3).join(', ') || 'no results'}`,
      );
    }
  }
  const pending = report.outcomes.filter((o) => o.status === 'pending');
  if (pending.length)
    lines.push('', `Pending (reference pages not in this build): ${pending.length} — ${pending.map((o) => JSON.stringify(o.query.q)).join(', ')}`);
  if (opts.verbose) {
    lines.push('', 'All live queries:');
    for (const o of report.outcomes.filter((x) => x.status !== 'pending'))
      lines.push(
        `  [${o.query.locale}] ${o.status.padEnd(5)} ${String(o.rank ?? '-').padStart(2)} ${o.firstMs.toFixed(0).padStart(4)} ms ${kib(o.bytes).padStart(9)} ${JSON.stringify(o.query.q)}${o.ran && o.ran !== o.query.q ? ` → ${JSON.stringify(o.ran)}` : ''}`,
      );
  }
  return lines.join('\n');
}
