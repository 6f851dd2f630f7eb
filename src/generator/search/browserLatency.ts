/**
 * First-result latency of the search dialog in real Chromium, the way a reader meets it: the built site
 * served over loopback, the dialog open and warm (one query run), then each query typed into the input.
 * The clock runs in the page, from the input event to the first frame in which the dialog shows the
 * answer to that query (hits, "No results", or the error state), so it holds the whole path: query
 * planning, vocabulary and index chunks, Pagefind's worker, fragments, React's render. `npm run
 * bench:search -- --browser` prints it per locale.
 */
import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { startStaticServer } from '../serve/staticServer.ts';
import { localizedRoute, percentile, type BenchQuery } from './relevanceBench.ts';

export interface BrowserTiming {
  query: BenchQuery;
  ms: number;
  /** Until the whole answer is on screen (every shown fragment loaded, the index's answer in place of the names-first one). */
  completeMs: number;
  state: string;
  bytes: number;
  /** The provider's own steps (User Timing measures `imdocs:search:*`): plan, query, rank, fragments. */
  steps: Record<string, number>;
}
export interface BrowserLatency {
  locale: string;
  timings: BrowserTiming[];
  p50: number;
  p95: number;
  max: number;
  completeP50: number;
  completeP95: number;
  stepsP50: Record<string, number>;
  /**
   * The reader's first query (the warm-up query, typed a second after the dialog opened): what every reader meets once,
   * with the pages' fields prepared in that second or not (fields.ts). One sample: noisy.
   */
  firstQueryMs: number;
}

const STEPS = ['plan', 'query', 'rank', 'fragments'];

/**
 * In-page code, as source text (a function compiled by tsx would carry helpers the page lacks): types a
 * query into the open dialog and resolves with the ms until its answer is on screen.
 */
const TYPE_AND_TIME = `(query) => new Promise((resolve, reject) => {
  const input = document.querySelector('.search-modal__input');
  const body = document.querySelector('.search-modal__body');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  performance.clearMeasures();
  const started = performance.now();
  setValue.call(input, query);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (!query) { resolve({ ms: 0, completeMs: 0, state: 'idle' }); return; }
  let ms;
  const check = () => {
    const state = body.getAttribute('data-state');
    const shown = body.querySelector('.search-hit, [data-search-state="empty"], [data-search-state="error"]');
    if (ms === undefined && (state === 'error' || (state === 'done' && shown))) ms = performance.now() - started;
    if (ms !== undefined && (state === 'error' || body.getAttribute('data-complete') !== 'false')) {
      const completeMs = performance.now() - started;
      const steps = {};
      for (const m of performance.getEntriesByType('measure')) if (m.name.startsWith('imdocs:search:')) steps[m.name.slice(14)] = m.duration;
      resolve({ ms, completeMs, state, steps });
      return;
    }
    if (performance.now() - started > 10000) { reject(new Error('no answer for ' + query)); return; }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

const typeAndTime = (query: string) => `(${TYPE_AND_TIME})(${JSON.stringify(query)})`;

/**
 * Runs the queries of each locale in one page of that locale (a fresh browser context per locale, so
 * each starts cold and warms up on its first query, which is not counted).
 */
export async function runBrowserLatency(
  browser: Browser,
  buildDir: string,
  queries: BenchQuery[],
  opts: { defaultLocale?: string; warmQuery?: string } = {},
): Promise<BrowserLatency[]> {
  const server = await startStaticServer({ dir: buildDir });
  const out: BrowserLatency[] = [];
  try {
    for (const locale of [...new Set(queries.map((q) => q.locale))]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let bytes = 0;
      page.on('requestfinished', (req) => {
        req.sizes().then(
          (s) => {
            bytes += s.responseBodySize + s.responseHeadersSize;
          },
          () => {},
        );
      });
      await page.goto(server.url + localizedRoute('/guides/introduction', locale, opts.defaultLocale ?? 'en'), { waitUntil: 'load' });
      await page.keyboard.press('Control+k');
      await page.locator('.search-modal__input').waitFor();
      // A reader reads the dialog for a moment before typing; the first query is timed on its own.
      await page.waitForTimeout(1000);
      const { ms: firstQueryMs } = (await page.evaluate(typeAndTime(opts.warmQuery ?? 'openim'))) as { ms: number };
      const timings: BrowserTiming[] = [];
      for (const query of queries.filter((q) => q.locale === locale)) {
        await page.evaluate(typeAndTime(''));
        await page.waitForTimeout(30);
        const before = bytes;
        const { ms, completeMs, state, steps } = (await page.evaluate(typeAndTime(query.q))) as {
          ms: number;
          completeMs: number;
          state: string;
          steps: Record<string, number>;
        };
        await page.waitForTimeout(120);
        timings.push({ query, ms, completeMs, state, bytes: bytes - before, steps });
      }
      await context.close();
      const ms = timings.map((t) => t.ms);
      const stepsP50 = Object.fromEntries(
        STEPS.map((step) => [
          step,
          percentile(
            timings.flatMap((t) => (t.steps[step] === undefined ? [] : [t.steps[step]])),
            50,
          ),
        ]),
      );
      const complete = timings.map((t) => t.completeMs);
      out.push({
        locale,
        timings,
        p50: percentile(ms, 50),
        p95: percentile(ms, 95),
        max: Math.max(0, ...ms),
        completeP50: percentile(complete, 50),
        completeP95: percentile(complete, 95),
        stepsP50,
        firstQueryMs,
      });
    }
  } finally {
    await server.close();
  }
  return out;
}

/**
 * Whether this machine has no font for Chinese text (fontconfig, Linux; undefined where there is no `fc-list`).
 * Without one, Chromium looks for a fallback glyph by glyph each time the dialog lays out Chinese results: measured on
 * the 2-core Debian machine, 19-23 ms of layout per zh-Hans query against 5-7 with Debian's fonts-noto-cjk (and 5 for
 * English), a cost no Chinese reader's system has.
 */
export function chineseFontMissing(locales: string[]): boolean | undefined {
  if (!locales.some((l) => /^zh\b/i.test(l))) return false;
  const r = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return undefined;
  return !r.stdout.trim();
}

export function formatBrowserLatency(results: BrowserLatency[], opts: { verbose?: boolean } = {}): string {
  const lines = ['Chromium, dialog warm: keystroke → first results on screen', ''];
  if (chineseFontMissing(results.map((r) => r.locale)))
    lines.push(
      '  Note: no Chinese font is installed (fc-list :lang=zh lists none), so Chromium falls back glyph by glyph and the',
      "  zh-Hans times include ~15 ms of layout per query that readers' systems do not pay. Install one (Debian: fonts-noto-cjk).",
      '',
    );
  for (const r of results) {
    const steps = STEPS.map((s) => `${s} ${r.stepsP50[s].toFixed(0)}`).join(', ');
    lines.push(
      `  ${r.locale.padEnd(8)} p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms (${r.timings.length} queries); whole answer p50 ${r.completeP50.toFixed(0)} ms, p95 ${r.completeP95.toFixed(0)} ms; steps p50 (ms): ${steps}; first query after opening ${r.firstQueryMs.toFixed(0)} ms`,
    );
  }
  if (opts.verbose) {
    for (const r of results) {
      const slow = [...r.timings].sort((a, b) => b.ms - a.ms).slice(0, 8);
      lines.push(
        '',
        `  slowest [${r.locale}]: ${slow.map((t) => `${JSON.stringify(t.query.q)} ${t.ms.toFixed(0)} ms (${(t.bytes / 1024).toFixed(0)} KiB)`).join(', ')}`,
      );
    }
  }
  return lines.join('\n');
}
