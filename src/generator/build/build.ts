import fs from 'node:fs';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import { buildSiteModel, sidebarKey, tagSlug, type SiteModel } from '../content/siteModel.ts';
import { localePrefix } from '../content/scanContent.ts';
import { loadMessages } from '../content/loadMessages.ts';
import { readLastUpdated } from '../content/lastUpdated.ts';
import { bundleClient, type ClientAssets } from '../client/bundleClient.ts';
import { Renderer, routeToFile, type RenderJob, type RenderResult, type RenderShared } from '../render/renderJob.tsx';
import { WorkerPool, deserializeError } from './workerPool.ts';
import { PageCache } from './pageCache.ts';
import type { BatchResult } from '../render/renderWorker.ts';
import { renderSitemap, renderRedirect } from './writeSitemap.ts';
import { validateLinks, formatBrokenLinks, type BrokenLink } from './validateLinks.ts';
import { buildSearchIndex, type SearchIndexStats } from './buildSearchIndex.ts';
import { loadReferences } from '../reference/loadReferences.ts';
import { UserError, UserErrors } from '../errors.ts';
import type { Logger } from '../log.ts';
import type { Doc, SiteConfig, Warning } from '../types.ts';
import type { PageInfo, DocInfo } from '../../theme/context.tsx';
import { formatMessage } from '../../theme/messages.ts';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /** Only these locales (default: all). */
  locales?: string[];
  /** Worker threads (0 renders in-process). Default: cores, when the site is large enough. */
  workers?: number;
  cache?: boolean;
  includeDrafts?: boolean;
  search?: boolean;
  /** Overrides the config's onBrokenLinks (`imdocs check` builds with 'warn' so it can report every problem). */
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
  try {
    return await fn();
  } finally {
    timings[name] = performance.now() - start;
    logger.debug(`${name}: ${timings[name].toFixed(0)} ms, rss ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
  }
}

function sectionOf(config: SiteConfig, id: string) {
  return config.sections.find((s) => s.id === id)!;
}

const sidebarHashes = new WeakMap<object, string>();
/** Content hash of one sidebar tree, computed once per tree. */
function sidebarHashOf(model: SiteModel, key: string): string {
  const tree = model.sidebars.get(key)!;
  let hash = sidebarHashes.get(tree);
  if (!hash) {
    hash = crypto.createHash('sha1').update(JSON.stringify(tree)).digest('hex').slice(0, 16);
    sidebarHashes.set(tree, hash);
  }
  return hash;
}

/** PageInfo for a doc (TOC filled in by the renderer from the compiled MDX). */
function docPageInfo(model: SiteModel, doc: Doc, lastUpdated: Map<string, number>): PageInfo {
  const { config } = model;
  const section = sectionOf(config, doc.section);
  const versions = model.versions.get(doc.section) ?? [];
  const version = versions.find((v) => v.name === doc.version);
  const latest = versions.find((v) => v.isLast);
  const alternates = Object.fromEntries(model.alternates.get(doc.baseRoute) ?? []);
  const pagination = model.pagination.get(doc.route) ?? {};
  const key = sidebarKey(doc.locale, doc.section, doc.version);
  const hasSidebar = model.sidebars.has(key);
  const isBlog = section.kind === 'blog';
  const prefix = localePrefix(config, doc.locale);
  const info: DocInfo = {
    section: doc.section,
    sectionLabel: section.label,
    version: doc.version,
    versionBanner: version?.banner ?? 'none',
    versionLabel: version?.label ?? doc.version,
    latestRoute: latest && latest.name !== doc.version ? `${prefix}/${section.routeBasePath}${latest.path ? `/${latest.path}` : ''}/${section.mainDocId}` : undefined,
    toc: [],
    editUrl: section.editUrl ? `${section.editUrl.replace(/\/$/, '')}/${doc.relPath}` : undefined,
    lastUpdated: section.showLastUpdateTime ? lastUpdated.get(doc.file) : undefined,
    prev: doc.frontmatter.pagination_prev === null ? undefined : pagination.prev,
    next: doc.frontmatter.pagination_next === null ? undefined : pagination.next,
    sidebarKey: hasSidebar ? key : undefined,
    sidebarHash: hasSidebar ? sidebarHashOf(model, key) : undefined,
    hideTitle: doc.frontmatter.hide_title || /^#\s/m.test(doc.body),
    hideToc: doc.frontmatter.hide_table_of_contents,
    date: isBlog ? doc.frontmatter.date : undefined,
    authors: isBlog ? doc.frontmatter.authors : undefined,
    tags: isBlog ? (doc.frontmatter.tags ?? []).map((tag) => ({ label: tag, route: `${prefix}/${section.routeBasePath}/tags/${tagSlug(tag)}` })) : undefined,
  };
  // A fallback renders the default-locale file, whose route (no locale prefix) is its base route.
  const fallbackOf = doc.translated ? undefined : doc.baseRoute;
  return {
    kind: 'doc', locale: doc.locale, route: doc.route, baseRoute: doc.baseRoute, title: doc.title, description: doc.description,
    alternates, fallbackOf, doc: info,
  };
}

function mdxJob(page: PageInfo, doc: Doc): RenderJob {
  return {
    kind: 'mdx', page, file: doc.file, body: doc.body, bodyLine: doc.bodyLine,
    tocMin: doc.frontmatter.toc_min_heading_level, tocMax: doc.frontmatter.toc_max_heading_level,
  };
}

/** Every render job of the site, in a stable order. */
export function planJobs(model: SiteModel, lastUpdated: Map<string, number>, messages: Record<string, Record<string, string>>): RenderJob[] {
  const { config } = model;
  const jobs: RenderJob[] = [];
  for (const doc of model.docs) jobs.push(mdxJob(docPageInfo(model, doc, lastUpdated), doc));
  for (const doc of model.pageDocs) {
    const fallbackOf = doc.translated ? undefined : doc.baseRoute;
    const page: PageInfo = {
      kind: 'page', locale: doc.locale, route: doc.route, baseRoute: doc.baseRoute, title: doc.title, description: doc.description,
      alternates: Object.fromEntries(model.alternates.get(doc.baseRoute) ?? []), fallbackOf,
    };
    jobs.push(mdxJob(page, doc));
  }
  const blog = config.sections.find((s) => s.kind === 'blog');
  for (const p of model.pages) {
    const t = (id: Parameters<typeof formatMessage>[1], v?: Record<string, string | number>) => formatMessage(messages[p.locale], id, v);
    const base: PageInfo = {
      kind: p.kind === 'page' ? 'page' : p.kind, locale: p.locale, route: p.route, baseRoute: p.baseRoute, title: p.title, description: p.description,
      alternates: Object.fromEntries(model.alternates.get(p.baseRoute) ?? []), noindex: p.noindex,
    };
    if (p.kind === 'page') jobs.push({ kind: 'tsx', page: { ...base, title: '' }, file: p.file! });
    else if (p.kind === 'search') jobs.push({ kind: 'search', page: { ...base, title: t('theme.search.title') } });
    else if (blog && p.kind === 'blogArchive') {
      const posts = model.docs
        .filter((d) => d.section === blog.id && d.locale === p.locale && d.frontmatter.date)
        .sort((a, b) => (b.frontmatter.date ?? '').localeCompare(a.frontmatter.date ?? ''))
        .map((d) => ({ title: d.title, route: d.route, date: d.frontmatter.date, description: d.description }));
      jobs.push({ kind: 'list', page: { ...base, title: t('theme.blog.archive'), description: t('theme.blog.archiveDescription') }, posts, heading: t('theme.blog.archive') });
    } else if (blog && p.kind === 'blogTags') {
      const tags = [...(model.tags.get(p.locale) ?? new Map())].map(([tag, posts]) => ({ label: tag, route: `${p.route}/${tagSlug(tag)}`, count: posts.length })).sort((a, b) => a.label.localeCompare(b.label));
      jobs.push({ kind: 'list', page: { ...base, title: t('theme.blog.tags') }, tags, heading: t('theme.blog.tags') });
    } else if (blog && p.kind === 'blogTag') {
      const posts = (model.tags.get(p.locale)?.get(p.tag!) ?? []).map((d) => ({ title: d.title, route: d.route, date: d.frontmatter.date, description: d.description }));
      const heading = t('theme.blog.tagTitle', { tag: p.tag! });
      jobs.push({ kind: 'list', page: { ...base, title: heading }, posts, heading });
    }
  }
  for (const locale of model.locales) {
    const prefix = localePrefix(config, locale);
    const t = (id: Parameters<typeof formatMessage>[1]) => formatMessage(messages[locale], id);
    const page: PageInfo = { kind: 'notFound', locale, route: `${prefix}/404`, baseRoute: '/404', title: t('theme.notFound.title'), alternates: {}, noindex: true };
    jobs.push({ kind: 'notFound', page, outFile: prefix ? `${prefix.slice(1)}/404.html` : '404.html' });
  }
  for (const [key, items] of model.sidebars) {
    const [locale, section, version] = key.split(':');
    jobs.push({ kind: 'sidebar', locale, items, outFile: `_imdocs/sidebar/${locale}.${section}.${version}.html` });
  }
  return jobs;
}

function copyDir(from: string, to: string): void {
  if (!fs.existsSync(from)) return;
  fs.cpSync(from, to, { recursive: true });
}

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const full = path.join(dir, d.name);
    return d.isDirectory() ? listFiles(full, base) : [`/${path.relative(base, full).split(path.sep).join('/')}`];
  });
}

/** Moves the finished build into place; the old one is removed only after the new one is there. */
function swapInto(tmpDir: string, outDir: string): void {
  const old = `${outDir}.old-${process.pid}`;
  if (fs.existsSync(outDir)) fs.renameSync(outDir, old);
  fs.renameSync(tmpDir, outDir);
  if (fs.existsSync(old)) fs.rmSync(old, { recursive: true, force: true });
}

export async function build(options: BuildOptions): Promise<BuildStats> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const { siteDir, logger } = options;
  const outDir = path.resolve(siteDir, options.outDir ?? 'build');
  const { config } = await stage('load config', timings, logger, () => loadConfig(siteDir));
  const locales = options.locales ?? config.i18n.locales;
  for (const l of locales) if (!config.i18n.locales.includes(l)) throw new UserError(`Unknown locale "${l}"; configured: ${config.i18n.locales.join(', ')}`);
  const model = await stage('scan content', timings, logger, () => buildSiteModel({ siteDir, config, locales, includeDrafts: options.includeDrafts }));
  const messages = Object.fromEntries(locales.map((l) => [l, loadMessages(siteDir, l)]));
  const references = await stage('load references', timings, logger, () => loadReferences({ siteDir, config, locales, logger, cacheDir: options.cache === false ? undefined : path.join(siteDir, '.imdocs-cache') }));
  const lastUpdated = await stage('read git history', timings, logger, () => readLastUpdated(siteDir, model.docs.map((d) => d.file)));

  const tmpDir = path.join(path.dirname(outDir), `.imdocs-tmp-${path.basename(outDir)}-${process.pid}`);
  fs.rmSync(tmpDir, { recursive: true, force: true });
  fs.mkdirSync(tmpDir, { recursive: true });
  try {
    const assets = await stage('bundle client', timings, logger, async () => {
      copyDir(path.join(siteDir, 'static'), tmpDir);
      return bundleClient(tmpDir);
    });
    const shared: RenderShared = {
      siteDir, outDir: tmpDir,
      cacheDir: options.cache === false ? undefined : path.join(siteDir, '.imdocs-cache'),
      site: {
        config, locales, routes: [...model.routes],
        assets: { css: assets.css, runtime: assets.runtime },
        authors: Object.fromEntries(model.authors),
      },
      messages,
      fileRoutes: fileRouteMap(model),
      defaultLocale: config.i18n.defaultLocale,
      onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
      sidebars: Object.fromEntries(model.sidebars),
      references: references.data,
    };
    const jobs = planJobs(model, lastUpdated, messages);
    const results = await stage('render pages', timings, logger, () => renderAll(jobs, shared, options.workers, logger));

    await stage('write sitemap and redirects', timings, logger, () => {
      fs.writeFileSync(path.join(tmpDir, 'sitemap.xml'), renderSitemap(model));
      for (const [rel, data] of Object.entries(references.files)) {
        fs.mkdirSync(path.dirname(path.join(tmpDir, rel)), { recursive: true });
        fs.writeFileSync(path.join(tmpDir, rel), data);
      }
      for (const [from, to] of model.redirects) {
        const file = path.join(tmpDir, routeToFile(from));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, renderRedirect(to, config.url + to));
      }
      fs.mkdirSync(path.join(tmpDir, '_imdocs'), { recursive: true });
      fs.writeFileSync(path.join(tmpDir, '_imdocs', 'routes.json'), JSON.stringify({
        version: config.version,
        locales,
        routes: [...model.routes].sort(),
        redirects: Object.fromEntries(model.redirects),
      }));
    });

    const pageResults = results.filter((r) => r.route);
    const brokenLinks = await stage('check links', timings, logger, () => {
      const ids = new Map(pageResults.map((r) => [r.route, new Set(r.ids)]));
      const files = new Set(listFiles(tmpDir).filter((f) => !f.endsWith('.html')));
      const sources = new Map<string, string>();
      for (const d of [...model.docs, ...model.pageDocs]) sources.set(d.route, path.relative(siteDir, d.file));
      return validateLinks(pageResults.map((r) => ({ ...r, source: sources.get(r.route) })), {
        routes: new Set([...model.routes, ...pageResults.filter((r) => r.route.endsWith('/404')).map((r) => r.route)]), ids, files, redirects: model.redirects, locales, defaultLocale: config.i18n.defaultLocale,
      });
    });
    const hard = brokenLinks.filter((b) => b.reason !== 'cross-locale');
    const onBrokenLinks = options.onBrokenLinks ?? config.onBrokenLinks;
    if (hard.length && onBrokenLinks === 'throw') {
      throw new UserError(`Broken links found on ${new Set(hard.map((b) => b.from)).size} page(s):\n${formatBrokenLinks(hard, pageResults.length)}`, {
        hint: 'fix the links, or set onBrokenLinks: "warn" in site.config.ts',
      });
    }
    const warnings: Warning[] = [...model.warnings, ...references.warnings];
    const seen = new Set<string>();
    for (const r of results) for (const w of r.warnings) if (!seen.has(w)) { seen.add(w); warnings.push({ code: 'render', message: w }); }
    if (hard.length && onBrokenLinks === 'warn') warnings.push({ code: 'broken-links', message: formatBrokenLinks(hard, pageResults.length) });
    const crossLocale = brokenLinks.filter((b) => b.reason === 'cross-locale');
    if (crossLocale.length) warnings.push({ code: 'cross-locale-links', message: `Links into another locale:\n${formatBrokenLinks(crossLocale, pageResults.length)}` });

    let search: SearchIndexStats | undefined;
    if (options.search !== false) {
      search = await stage('index search', timings, logger, () => buildSearchIndex(tmpDir, model, pageResults.filter((r) => !r.route.endsWith('/404')).map((r) => ({ route: r.route, file: r.file })), shared.cacheDir));
    }
    await stage('swap build', timings, logger, () => swapInto(tmpDir, outDir));
    const pagesPerLocale: Record<string, number> = {};
    for (const r of pageResults) {
      const loc = locales.find((l) => l !== config.i18n.defaultLocale && (r.route === `/${l}` || r.route.startsWith(`/${l}/`))) ?? config.i18n.defaultLocale;
      pagesPerLocale[loc] = (pagesPerLocale[loc] ?? 0) + 1;
    }
    return {
      pages: pageResults.length, pagesPerLocale, fallbacks: [...model.docs, ...model.pageDocs].filter((d) => !d.translated).length,
      warnings, timings, durationMs: performance.now() - started, outDir, assets, search, brokenLinks,
    };
  } catch (error) {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw error;
  }
}

/** locale → `content/…` source path → route, for resolving relative Markdown links. */
function fileRouteMap(model: SiteModel): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const doc of [...model.docs, ...model.pageDocs]) {
    const key = path.relative(model.siteDir, doc.sourceFile).split(path.sep).join('/');
    (out[doc.locale] ??= {})[key] = doc.route;
  }
  return out;
}

async function renderAll(jobs: RenderJob[], shared: RenderShared, workers: number | undefined, logger: Logger): Promise<RenderResult[]> {
  const errors: Error[] = [];
  const results: RenderResult[] = [];
  let done = 0;
  const cache = shared.cacheDir ? new PageCache(path.join(shared.cacheDir, 'pages'), shared) : undefined;
  const keys = new Map<RenderJob, string>();
  const onDone = (r: RenderResult, job?: RenderJob) => {
    results.push(r);
    done++;
    if (done % 50 === 0) logger.progress?.(`render pages ${done}/${jobs.length}`);
    const key = job && keys.get(job);
    if (cache && key) cache.store(key, shared.outDir, r);
  };
  const pending: RenderJob[] = [];
  for (const job of jobs) {
    const key = cache?.key(job);
    const hit = key ? cache!.restore(key, shared.outDir) : undefined;
    if (hit) {
      results.push(hit);
      done++;
    } else {
      if (key) keys.set(job, key);
      pending.push(job);
    }
  }
  jobs = pending;
  logger.debug(`page cache: ${done} reused, ${jobs.length} to render`);
  const size = workers ?? (jobs.length >= 60 ? Math.min(os.availableParallelism(), 4) : 0);
  if (size === 0) {
    const renderer = new Renderer(shared);
    for (const job of jobs) {
      try {
        onDone(await renderer.render(job), job);
      } catch (error) {
        errors.push(error as Error);
      }
    }
  } else {
    // All locales of one source go to the same worker, one after the other.
    const batches = new Map<string, RenderJob[]>();
    for (const job of jobs) {
      const key = job.kind === 'mdx' ? (job.page.fallbackOf ?? job.page.baseRoute) : `${batches.size}:${job.kind}`;
      const list = batches.get(key) ?? [];
      list.push(job);
      batches.set(key, list);
    }
    const pool = new WorkerPool<RenderJob[], BatchResult>(new URL('../render/renderWorker.ts', import.meta.url), size, shared);
    try {
      await pool.whenReady();
      await Promise.all([...batches.values()].map((batch) => pool.run(batch).then((r) => {
        // Results come back in batch order; a failed job has no result, so match them by route.
        for (const result of r.results) onDone(result, batch.find((j) => j.kind !== 'sidebar' ? j.page.route === result.route : j.outFile === result.file));
        errors.push(...r.errors.map(deserializeError));
      }, (error: Error) => { errors.push(error); })));
    } finally {
      await pool.close();
    }
  }
  if (errors.length) {
    const internal = errors.find((e) => !(e instanceof UserError));
    if (internal) throw internal;
    throw new UserErrors(errors as UserError[]);
  }
  return results;
}
