import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

export interface BrowserPageResult {
  route: string;
  consoleErrors: string[];
  axe: { id: string; impact: string; help: string; nodes: number; target?: string }[];
  /** Gzipped bytes of the JS and CSS the page downloaded before any interaction. */
  jsGzipBytes: number;
  cssGzipBytes: number;
  overBudget: string[];
}

export interface BrowserSweepOptions {
  origin: string;
  routes: string[];
  budgets?: { jsGzip: number; cssGzip: number };
  executablePath?: string;
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_BUDGETS = { jsGzip: 20 * 1024, cssGzip: 25 * 1024 };

/**
 * Opens every sitemap URL in Chromium (playwright-core): console errors and uncaught exceptions after load
 * and hydration, axe-core violations of serious or critical impact, and the JS/CSS weight (gzip) the page
 * downloads before any interaction, against the budgets.
 */
export async function browserSweep({
  origin,
  routes,
  budgets = DEFAULT_BUDGETS,
  executablePath,
  onProgress,
}: BrowserSweepOptions): Promise<BrowserPageResult[]> {
  const { chromium } = await import('playwright-core');
  const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  const browser = await chromium.launch({
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const results: BrowserPageResult[] = [];
  try {
    const context = await browser.newContext();
    let done = 0;
    for (const route of routes) {
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      // Chromium's "Failed to load resource" line names no URL; the response listener below does.
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) consoleErrors.push(msg.text());
      });
      page.on('response', (response) => {
        if (response.status() >= 400) consoleErrors.push(`HTTP ${response.status()} ${response.url().replace(origin, '')}`);
      });
      page.on('requestfailed', (request) =>
        consoleErrors.push(`request failed: ${request.url().replace(origin, '')} (${request.failure()?.errorText ?? 'unknown'})`),
      );
      page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
      const weights = { js: 0, css: 0 };
      const pending: Promise<void>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type !== 'script' && type !== 'stylesheet') return;
        pending.push(
          response.body().then(
            (body) => {
              const gz = zlib.gzipSync(body, { level: 9 }).length;
              if (type === 'script') weights.js += gz;
              else weights.css += gz;
            },
            () => {},
          ),
        );
      });
      try {
        await page.goto(origin + route, { waitUntil: 'load', timeout: 30_000 });
        // Idle-time work (islands hydrating, prefetch) runs now; errors it logs count.
        await page.waitForTimeout(300);
        await Promise.all(pending);
        await page.addScriptTag({ content: axeSource });
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {
              axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: unknown[] }[] }> };
            }
          ).axe;
          const r = await axe.run(document, { resultTypes: ['violations'] });
          return r.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            nodes: v.nodes.length,
            target: String((v.nodes[0] as { target?: unknown[] } | undefined)?.target?.[0] ?? ''),
          }));
        });
        const axe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        const overBudget: string[] = [];
        if (weights.js > budgets.jsGzip) overBudget.push(`JS ${(weights.js / 1024).toFixed(1)} KiB gzip > ${(budgets.jsGzip / 1024).toFixed(0)} KiB`);
        if (weights.css > budgets.cssGzip) overBudget.push(`CSS ${(weights.css / 1024).toFixed(1)} KiB gzip > ${(budgets.cssGzip / 1024).toFixed(0)} KiB`);
        results.push({ route, consoleErrors, axe, jsGzipBytes: weights.js, cssGzipBytes: weights.css, overBudget });
      } catch (error) {
        results.push({
          route,
          consoleErrors: [...consoleErrors, `could not load: ${(error as Error).message.split('\n')[0]}`],
          axe: [],
          jsGzipBytes: weights.js,
          cssGzipBytes: weights.css,
          overBudget: [],
        });
      } finally {
        await page.close();
      }
      onProgress?.(++done, routes.length);
    }
  } finally {
    await browser.close();
  }
  return results;
}
