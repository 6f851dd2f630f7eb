import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfig } from '../config/loadConfig.ts';
import { loadReferences } from '../reference/loadReferences.ts';
import { buildSiteModel, type SiteModel } from '../content/siteModel.ts';
import { startStaticServer } from '../serve/staticServer.ts';
import { reportError, type Logger } from '../log.ts';
import { UserError } from '../errors.ts';
import { engineModuleUrl } from '../engine.ts';
import { ensureBuild } from './ensureBuild.ts';
import { scanBuild } from './scanBuild.ts';
import { checkLinks, type LinkProblem } from './checkLinks.ts';
import { routeSources } from '../build/validateLinks.ts';
import { auditContent, type LocaleCoverage } from './auditContent.ts';
import { browserSweep, type BrowserPageResult } from './browserSweep.ts';
import { formatReport } from './formatReport.ts';

export interface CheckOptions {
  dir: string;
  out: string;
  locale?: string[];
  verbose?: boolean;
  external?: boolean;
  browser?: boolean;
  json?: boolean;
  /** false with `--no-build`: check the existing build as it is. */
  build?: boolean;
  logger: Logger;
}

export interface CheckReport {
  ok: boolean;
  failures: string[];
  buildDir: string;
  pages: number;
  locales: string[];
  external: boolean;
  links: { checked: number; problems: LinkProblem[] };
  coverage: LocaleCoverage[];
  missingDescription: string[];
  imagesWithoutAlt: { route: string; src: string }[];
  search?: { ok: boolean; summary: string; result: unknown };
  browser?: BrowserPageResult[];
}

/** The search helper's self-test, when that module exists: sample words per locale must be found. */
async function runSearchSelfTest(buildDir: string, model: SiteModel | undefined, logger: Logger): Promise<CheckReport['search']> {
  const file = fileURLToPath(engineModuleUrl('../search/recallSelfTest.ts', import.meta.url));
  if (!fs.existsSync(file)) return undefined;
  if (!fs.existsSync(path.join(buildDir, 'pagefind'))) return { ok: true, summary: 'skipped: the build has no Pagefind index', result: null };
  try {
    const mod = (await import(pathToFileURL(file).href)) as { runRecallSelfTest?: (dir: string, options: object) => Promise<unknown> };
    if (typeof mod.runRecallSelfTest !== 'function') return undefined;
    const result = await mod.runRecallSelfTest(buildDir, { model, locales: model?.locales, logger });
    const r = result as { ok?: boolean; passed?: boolean; summary?: string; failures?: unknown[] } | undefined;
    const ok = r?.ok ?? r?.passed ?? !(r?.failures && r.failures.length);
    return { ok, summary: r?.summary ?? (ok ? 'sample words of every locale are found' : 'some sample words are not found'), result };
  } catch (error) {
    return { ok: false, summary: `self-test failed to run: ${(error as Error).message}`, result: null };
  }
}

/** Sets each problem's `source`: the file the page holding the link was rendered from. */
function nameSources(problems: LinkProblem[], model: SiteModel): void {
  const sources = routeSources(model);
  for (const problem of problems) problem.source = sources.get(problem.from);
}

/** Sitemap URLs → local routes. */
function sitemapRoutes(buildDir: string): string[] {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => {
    const url = new URL(m[1].replace(/&amp;/g, '&'));
    return url.pathname;
  });
}

/**
 * `imdocs check`: builds if needed, serves the build on a private port, checks every link and anchor with
 * linkinator and the built HTML, reports translation coverage, descriptions and alt text, and with
 * `--browser` sweeps the sitemap in Chromium. Returns the exit code: 0 all good, 1 any broken link,
 * anchor, cross-locale link, search recall failure or (with --browser) browser finding.
 */
export async function checkCommand(opts: CheckOptions): Promise<number> {
  const { logger } = opts;
  const siteDir = path.resolve(opts.dir);
  const buildDir = path.resolve(siteDir, opts.out);
  try {
    const state = await ensureBuild({ siteDir, out: opts.out, locales: opts.locale, build: opts.build !== false, logger });
    if (state === 'missing') throw new UserError(`No build in ${buildDir}`, { hint: 'run `imdocs build`, or drop --no-build' });
  } catch (error) {
    reportError(logger, error);
    if (opts.json) console.log(JSON.stringify({ ok: false, failures: ['build failed'], error: (error as Error).message }));
    return 1;
  }

  let model: SiteModel | undefined;
  let untranslated: Record<string, Record<string, string[]>> = {};
  try {
    const { config } = await loadConfig(siteDir);
    model = await buildSiteModel({ siteDir, config, locales: opts.locale });
    // The build just loaded the same sources, so this reads their cache.
    untranslated = (await loadReferences({ siteDir, config, locales: model.locales, logger, cacheDir: path.join(siteDir, '.imdocs-cache') })).untranslated;
  } catch (error) {
    logger.warn(`translation coverage unavailable: ${(error as Error).message}`);
  }

  logger.progress?.('scanning the build');
  const pages = scanBuild(buildDir);
  const server = await startStaticServer({ dir: buildDir, port: 0 });
  const report: CheckReport = {
    ok: true,
    failures: [],
    buildDir: path.relative(process.cwd(), buildDir) || '.',
    pages: pages.filter((p) => !p.redirect).length,
    locales: model?.locales ?? [...new Set(pages.map((p) => p.locale).filter((l): l is string => Boolean(l)))],
    external: Boolean(opts.external),
    links: { checked: 0, problems: [] },
    coverage: [],
    missingDescription: [],
    imagesWithoutAlt: [],
  };
  try {
    logger.progress?.('checking links');
    report.links = await checkLinks({
      origin: server.url,
      pages,
      external: Boolean(opts.external),
      onProgress: (n) => logger.progress?.(`checking links: ${n}`),
    });
    if (model) nameSources(report.links.problems, model);
    Object.assign(report, auditContent(model, pages, untranslated));
    report.search = await runSearchSelfTest(buildDir, model, logger);
    if (opts.browser) {
      const routes = sitemapRoutes(buildDir);
      report.browser = await browserSweep({ origin: server.url, routes, onProgress: (d, t) => logger.progress?.(`browser ${d}/${t}`) });
    }
  } finally {
    await server.close();
    logger.done?.();
  }

  const count = (reason: LinkProblem['reason']) => report.links.problems.filter((p) => p.reason === reason).length;
  if (count('missing-page')) report.failures.push(`${count('missing-page')} broken link(s)`);
  if (count('missing-anchor')) report.failures.push(`${count('missing-anchor')} broken anchor(s)`);
  if (count('cross-locale')) report.failures.push(`${count('cross-locale')} cross-locale link(s)`);
  if (count('external')) report.failures.push(`${count('external')} broken external link(s)`);
  const badFallbacks = report.coverage.flatMap((c) => c.fallbacks).filter((f) => !f.noindex || !f.canonicalToSource).length;
  if (badFallbacks) report.failures.push(`${badFallbacks} fallback page(s) without noindex + canonical`);
  if (report.search && !report.search.ok) report.failures.push('search recall self-test failed');
  if (report.browser) {
    const n = (f: (b: BrowserPageResult) => boolean) => report.browser!.filter(f).length;
    if (n((b) => b.consoleErrors.length > 0)) report.failures.push(`${n((b) => b.consoleErrors.length > 0)} page(s) with console errors`);
    if (n((b) => b.axe.length > 0)) report.failures.push(`${n((b) => b.axe.length > 0)} page(s) with serious/critical axe violations`);
    if (n((b) => b.overBudget.length > 0)) report.failures.push(`${n((b) => b.overBudget.length > 0)} page(s) over the weight budget`);
  }
  report.ok = report.failures.length === 0;
  if (opts.json) console.log(JSON.stringify(report, null, 2));
  else logger.info(formatReport(report, Boolean(opts.verbose)));
  return report.ok ? 0 : 1;
}
