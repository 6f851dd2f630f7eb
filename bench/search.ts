/**
 * `npm run bench:search`: the relevance benchmark. Builds the site (or takes an existing build with
 * `--no-build`), runs bench/search-queries.ts through the search island's Pagefind provider in Node, and
 * prints hit@1, hit@5, MRR, nonsense → "No results" and the first-result latency and bytes per query, per
 * locale, then every query whose expected page was not first.
 *
 * With `--browser`, it also times the search dialog in Chromium (browserLatency.ts): keystroke to first
 * results on screen, dialog warm, per locale.
 *
 * `--threads N` spreads the queries over N threads (faster; the latencies are then measured side by side).
 *
 *   npm run bench:search -- [--no-build] [--dir build] [--locale en] [--threads 3] [--browser] [--verbose] [--json report.json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from '../src/generator/build/build.ts';
import { formatBenchReport, runRelevanceBench } from '../src/generator/search/relevanceBench.ts';
import { formatBrowserLatency, runBrowserLatency } from '../src/generator/search/browserLatency.ts';
import { launchBrowser } from '../test/helpers/browser.ts';
import { SEARCH_QUERIES } from './search-queries.ts';

const repo = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
};
const outDir = path.resolve(repo, opt('dir') ?? 'build');

if (!args.includes('--no-build')) {
  const quiet = { info() {}, warn() {}, error: (m: string) => console.error(m), debug() {} };
  const started = performance.now();
  await build({ siteDir: repo, outDir, search: true, logger: quiet });
  console.log(`built ${path.relative(repo, outDir) || '.'} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
const locale = opt('locale');
const queries = SEARCH_QUERIES.filter((q) => !locale || q.locale === locale);
const threads = Number(opt('threads') ?? 1);
const report = await runRelevanceBench(outDir, queries, { threads });
console.log(
  `${queries.length} queries (${queries.filter((q) => q.locale === 'en').length} en, ${queries.filter((q) => q.locale !== 'en').length} zh-Hans; ${queries.filter((q) => q.heldOut === true).length} + ${queries.filter((q) => q.heldOut === 'v2').length} (v2) + ${queries.filter((q) => q.heldOut === 'v3').length} (v3) + ${queries.filter((q) => q.heldOut === 'v4').length} (v4) held out of the tuning)\n`,
);
console.log(formatBenchReport(report, { verbose: args.includes('--verbose') }));
let browserLatency;
if (args.includes('--browser')) {
  const browser = await launchBrowser();
  try {
    browserLatency = await runBrowserLatency(
      browser,
      outDir,
      queries.filter((q) => report.outcomes.find((o) => o.query === q)?.status !== 'pending'),
    );
  } finally {
    await browser.close();
  }
  console.log(`\n${formatBrowserLatency(browserLatency, { verbose: args.includes('--verbose') })}`);
}
const json = opt('json');
if (json) fs.writeFileSync(json, JSON.stringify({ ...report, browserLatency }, null, 2));
