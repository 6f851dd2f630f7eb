import path from 'node:path';
import fs from 'node:fs';
import { bundleClient, stopBundler } from '../client/bundleClient.ts';
import { loadSite } from './loadSite.ts';
import { copyStaticFiles } from './copyStaticFiles.ts';
import { planPages, renderContext } from './planPages.ts';
import { renderPages, renderThreads, createRenderPool, compileAheadMessages, type RenderPool } from './renderPages.ts';
import { hasCachedPages } from './pageCache.ts';
import { writeSiteFiles } from './writeSiteFiles.ts';
import { checkLinks, type BrokenLink } from './validateLinks.ts';
import { SearchIndexer, type SearchIndexStats } from './buildSearchIndex.ts';
import { OutputFolder } from './outputFolder.ts';
import { localeOfRoute } from '../../shared/routes.ts';
import { hasReferenceSources } from '../reference/loadReferences.ts';
import type { ClientAssets } from '../client/bundleClient.ts';
import type { Logger } from '../log.ts';
import { systemError } from '../errors.ts';
import { CONTAINED_CACHE, isContained } from '../contained/host.ts';
import type { Warning } from '../types.ts';
import { customCssFiles } from '../content/siteFiles.ts';
import { atStage } from '../supervisor.ts';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /** Only these locales (default: all). */
  locales?: string[];
  /** Worker threads (0 renders in-process, without a page time limit). Default: one, or cores when the site is large enough. */
  workers?: number;
  cache?: boolean;
  includeDrafts?: boolean;
  search?: boolean;
  /** Overrides the config's onBrokenLinks and onBrokenAnchors (`imdocs check` builds with 'warn' so it can report every problem). */
  onBrokenLinks?: 'throw' | 'warn' | 'ignore';
  logger: Logger;
}

export interface BuildStats {
  pages: number;
  pagesPerLocale: Record<string, number>;
  fallbacks: number;
  warnings: Warning[];
  timings: Record<string, number>;
  durationMs: number;
  outDir: string;
  assets: ClientAssets;
  search?: SearchIndexStats;
  brokenLinks: BrokenLink[];
}

/** Build stages, each timed for `--verbose`. */
async function stage<T>(name: string, timings: Record<string, number>, logger: Logger, fn: () => Promise<T> | T): Promise<T> {
  const start = performance.now();
  logger.progress?.(name);
  atStage(name);
  try {
    return await fn();
  } finally {
    timings[name] = performance.now() - start;
    logger.debug(`${name}: ${timings[name].toFixed(0)} ms, rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
  }
}

/**
 * `imdocs build`: a page travels from `content/…mdx` to `build/…html` through these stages, each in a file
 * of its own (and `imdocs dev` calls the same ones): prepare output → load site → copy static files and
 * bundle the client → plan pages → render pages → write site files → check links → index search → swap.
 */
export async function build(options: BuildOptions): Promise<BuildStats> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const { siteDir, logger } = options;
  const time = <T>(name: string, fn: () => Promise<T> | T) => stage(name, timings, logger, fn);
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');

  // A contained build (`--contained`) keeps a cache of its own: its pages may write there, and a normal build runs
  // what its cache holds.
  const cacheDir = options.cache === false ? undefined : path.join(siteDir, isContained() ? CONTAINED_CACHE : '.imdocs-cache');
  // A cold build of a site this size will render on worker threads: they start loading their modules (tsx, the
  // theme, React, the MDX compiler: ~1.3-1.6 s each) now, while the main thread loads the site.
  let early = earlyRenderPool(siteDir, cacheDir, options.workers);
  let output: OutputFolder;
  try {
    output = await time('prepare output', () => OutputFolder.open(outDir));
  } catch (error) {
    await early?.close();
    throw error;
  }
  try {
    const { config, model, messages, references, lastUpdated } = await loadSite({
      siteDir,
      locales: options.locales,
      includeDrafts: options.includeDrafts,
      cacheDir,
      logger,
      time,
      // Else, once the pages are counted, while the main thread loads the reference data and bundles the client.
      onModel: (scanned) => {
        const size = renderThreads(scanned.docs.length, options.workers);
        if (!early && size > 0 && !hasCachedPages(cacheDir)) early = createRenderPool(size, undefined);
        // Its workers compile pages while the references load (seconds), instead of waiting. Without references
        // the render comes too soon for this to pay: on the corpus it cost ~0.4 s (median of five alternated builds).
        if (early && cacheDir && hasReferenceSources(siteDir)) early.tell(compileAheadMessages(scanned, siteDir, early.size, cacheDir));
      },
    });
    const assets = await time('bundle client', async () => {
      copyStaticFiles(siteDir, output.tmpDir);
      const bundled = await bundleClient(output.tmpDir, { customCss: customCssFiles(siteDir, model.config), siteDir }, cacheDir);
      await stopBundler();
      return bundled;
    });
    // Each page is hashed for the search index as it is written (buildSearchIndex.ts); the stage "index search" builds it.
    const search = options.search === false ? undefined : new SearchIndexer(output.tmpDir, model, cacheDir);
    const shared = renderContext({
      siteDir,
      outDir: output.tmpDir,
      cacheDir,
      model,
      messages,
      assets,
      references: references.data,
      indexSearch: search?.enabled,
    });
    const jobs = planPages(model, lastUpdated, messages);
    const results = await time('render pages', () =>
      renderPages(jobs, shared, {
        workers: options.workers,
        early,
        logger,
        onPage: (r) => {
          search?.add({ route: r.route, file: r.file, digest: r.digest, searchableFile: r.searchableFile });
        },
      }),
    );
    await time('write site files', () => writeSiteFiles(output.tmpDir, model, references.files));
    const links = await time('check links', () =>
      checkLinks({
        outDir: output.tmpDir,
        model,
        results,
        onBrokenLinks: options.onBrokenLinks ?? config.onBrokenLinks,
        onBrokenAnchors: options.onBrokenLinks ?? config.onBrokenAnchors ?? config.onBrokenLinks,
      }),
    );
    const pages = results.filter((r) => r.route);
    const searchStats = search && (await time('index search', () => search.finish()));
    await time('swap build', () => output.commit());

    const warnings: Warning[] = [...model.warnings, ...references.warnings];
    const seen = new Set<string>();
    for (const r of results)
      for (const w of r.warnings)
        if (!seen.has(w)) {
          seen.add(w);
          warnings.push({ code: 'render', message: w });
        }
    warnings.push(...links.warnings);
    const pagesPerLocale: Record<string, number> = {};
    for (const r of pages) {
      const loc = localeOfRoute(r.route, model.locales, config.i18n.defaultLocale);
      pagesPerLocale[loc] = (pagesPerLocale[loc] ?? 0) + 1;
    }
    return {
      pages: pages.length,
      pagesPerLocale,
      fallbacks: [...model.docs, ...model.pageDocs].filter((d) => !d.translated).length,
      warnings,
      timings,
      durationMs: performance.now() - started,
      outDir,
      assets,
      search: searchStats,
      brokenLinks: links.brokenLinks,
    };
  } catch (error) {
    output.abort();
    // A build that failed before its render stage still has the early pool's threads running.
    await early?.close();
    // A full disk or a read-only output is said in one sentence, whichever stage hit it.
    throw systemError(error) ?? error;
  }
}

/**
 * The render pool of a cold build, started before the site is loaded when its page sources alone (Markdown
 * and MDX under `content/` and `i18n/`) call for worker threads; undefined otherwise (a warm build, no pages).
 */
function earlyRenderPool(siteDir: string, cacheDir: string | undefined, workers: number | undefined): RenderPool | undefined {
  if (hasCachedPages(cacheDir)) return undefined;
  let sources = 0;
  for (const dir of ['content', 'i18n']) {
    try {
      sources += fs
        .readdirSync(path.join(siteDir, dir), { recursive: true })
        .filter((f) => /\.mdx?$/.test(String(f))).length;
    } catch {
      /* no such folder */
    }
  }
  const size = renderThreads(sources, workers);
  return size > 0 ? createRenderPool(size, undefined) : undefined;
}
