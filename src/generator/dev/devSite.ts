import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { buildSiteModel, type SiteModel } from '../content/siteModel.ts';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { contentTitle } from '../content/contentTitle.ts';
import { bundleClient, type ClientAssets } from '../client/bundleClient.ts';
import { loadSite } from '../build/loadSite.ts';
import { planPages, renderContext } from '../build/planPages.ts';
import { createRenderPool, poolRunner, renderWithCache, type RenderPool } from '../build/renderPages.ts';
import { PageCache, hasCachedPages } from '../build/pageCache.ts';
import { writeSiteFiles } from '../build/writeSiteFiles.ts';
import type { RenderJob, RenderResult, RenderShared } from '../render/renderJob.tsx';
import { isPublishedPath, markdownTwinRoute, routeToFile } from '../../shared/routes.ts';
import { pathInside } from '../containment.ts';
import { copyStaticFiles } from '../build/copyStaticFiles.ts';
import { currentEngineSrc, engineModuleIn, runningEngine } from '../engine.ts';
import { resolveInsideSite } from '../content/siteFiles.ts';
import type { References } from '../reference/loadReferences.ts';
import { stripLocale } from '../../shared/routes.ts';
import type { ChangeKind } from './classifyChange.ts';
import type { Logger } from '../log.ts';
import type { Doc, SiteConfig } from '../types.ts';
import type { Messages } from '../../theme/messages.ts';
import { customCssFiles } from '../content/siteFiles.ts';

export interface DevSiteOptions {
  siteDir: string;
  /** Where pages are written and served from (a private temp folder). */
  outDir: string;
  locales?: string[];
  logger: Logger;
  /** Render worker threads (default 2: a warm one is free for the next edit while another renders). */
  workers?: number;
  cache?: boolean;
}

/** What one update changed, for the reload channel and the terminal. */
export interface DevUpdate {
  /** Routes whose HTML changed (empty with `all`). */
  routes: string[];
  all: boolean;
  /** Pages rendered. */
  rendered: number;
  /** Pages restored from the page cache instead (a start or full rebuild whose pages did not change). */
  reused?: number;
  /** The error list changed (appeared, changed or cleared). */
  errorsChanged: boolean;
  /** The model was recomputed (routes, sidebars): the search index is stale. */
  structural: boolean;
  durationMs: number;
}

/** Stable key of a render job: its output file. */
function jobKey(job: RenderJob): string {
  if (job.kind === 'sidebar' || job.kind === 'notFound') return job.outFile;
  return routeToFile(job.page.route);
}

function jobFile(job: RenderJob): string | undefined {
  return job.kind === 'mdx' || job.kind === 'tsx' ? job.file : undefined;
}

function fingerprint(job: RenderJob): string {
  return crypto.createHash('sha1').update(JSON.stringify(job)).digest('hex');
}

function linkTarget(href: string): string | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const p = href.split(/[?#]/)[0];
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/**
 * The site as `imdocs dev` keeps it: the model, the rendered pages' fingerprints and links, and the current
 * errors. `update()` applies a batch of changed files, re-rendering only the pages whose inputs changed.
 * Calls the build's stages (loadSite, copyStaticFiles, bundleClient, planPages, renderContext, the render
 * pool and worker, writeSiteFiles) unchanged; only the choice of what to re-render is its own.
 */
export class DevSite {
  config?: SiteConfig;
  model?: SiteModel;
  messages: Record<string, Messages> = {};
  assets?: ClientAssets;
  /** Current errors, keyed by what raised them (`config`, `model`, `messages`, `theme`, `render:<out file>`). */
  readonly errors = new Map<string, Error>();
  private shared?: RenderShared;
  private references?: References;
  private pool?: RenderPool;
  /** The `src/` folder of the engine the render threads run: the running one, or a copy compiled after a theme edit. */
  private renderSrc: string = runningEngine;
  /** The build's page cache, keyed by the current shared data (shared with `imdocs build`). */
  private cache?: PageCache;
  private lastUpdated = new Map<string, number>();
  private readonly fingerprints = new Map<string, string>();
  private readonly links = new Map<string, string[]>();
  private readonly warned = new Map<string, string[]>();
  private readonly keyRoutes = new Map<string, string>();
  /**
   * During the first render: the output files not written yet (by job key), each with the requests waiting
   * for it. The server answers as soon as the site is planned, and a request for a page still to be rendered
   * moves that page to the front of the queue and waits for it (`whenWritten`).
   */
  private unwritten?: Map<string, (() => void)[]>;

  constructor(private readonly opts: DevSiteOptions) {}

  get outDir(): string {
    return this.opts.outDir;
  }

  /** The build cache folder this site shares with `imdocs build` (undefined: caching is off). */
  get cacheDir(): string | undefined {
    return this.opts.cache === false ? undefined : path.join(this.opts.siteDir, '.imdocs-cache');
  }

  /** Routes that currently exist (after the last successful model). */
  get routes(): Set<string> {
    return this.model?.routes ?? new Set();
  }

  errorSignature(): string {
    return [...this.errors]
      .map(([k, e]) => `${k}:${e.message}`)
      .sort()
      .join('\n');
  }

  /**
   * The first full build. Errors are recorded (and shown in the overlay), never thrown. `onPlanned` is called
   * once the site is loaded, its assets are bundled and its pages are planned, before any page is rendered:
   * from then on `whenWritten` knows which files are still to come.
   */
  async start(onPlanned?: () => void): Promise<DevUpdate> {
    fs.mkdirSync(this.opts.outDir, { recursive: true });
    return this.full({ rebundle: true, restart: false, reason: 'start', onPlanned });
  }

  /**
   * A promise for the file a request path is answered from, when the first render has not written it yet
   * (undefined otherwise). The page's render moves to the front of the queue. A path that names no page, or a
   * page whose render failed, waits for its locale's 404 page if that is still to come.
   */
  whenWritten(pathname: string): Promise<void> | undefined {
    const unwritten = this.unwritten;
    if (!unwritten) return undefined;
    const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const twinOf = markdownTwinRoute(p);
    const candidates = [p.slice(1), routeToFile(p), ...(twinOf ? [routeToFile(twinOf)] : [])];
    let key = candidates.find((c) => unwritten.has(c));
    if (!key && !candidates.some((c) => fs.existsSync(path.join(this.opts.outDir, c)))) {
      const locale = this.model?.locales.find((l) => l !== this.model!.config.i18n.defaultLocale && (p === `/${l}` || p.startsWith(`/${l}/`)));
      key = [locale ? `${locale}/404.html` : '404.html'].find((c) => unwritten.has(c));
    }
    const waiters = key ? unwritten.get(key) : undefined;
    if (!key || !waiters) return undefined;
    this.pool?.promote((batch) => batch.some((job) => jobKey(job) === key));
    // Then again: a page whose render failed is answered with its locale's 404 page (and the error overlay).
    return new Promise<void>((resolve) => waiters.push(resolve)).then(() => this.whenWritten(pathname));
  }

  /** Lets every request waiting for the first render go on (the server is closing). */
  stopWaiting(): void {
    this.written();
  }

  /** The first render wrote `key` (or failed to): the requests waiting for it go on. */
  private written(key?: string): void {
    const unwritten = this.unwritten;
    if (!unwritten) return;
    for (const k of key === undefined ? [...unwritten.keys()] : [key]) {
      for (const resolve of unwritten.get(k) ?? []) resolve();
      unwritten.delete(k);
    }
    if (key === undefined) this.unwritten = undefined;
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  /** Applies one batch of changes (absolute path → kind). */
  async update(changes: Map<string, ChangeKind>): Promise<DevUpdate> {
    const kinds = new Set(changes.values());
    if (kinds.has('theme')) return this.full({ rebundle: true, restart: true, reason: 'theme' });
    if (kinds.has('config') || kinds.has('messages')) return this.full({ rebundle: false, restart: false, reason: 'config' });
    if (!this.model || !this.config || this.errors.has('site') || this.errors.has('theme'))
      return this.full({ rebundle: !this.assets, restart: false, reason: 'retry' });
    const started = performance.now();
    const before = this.errorSignature();
    let staticOnly = true;
    for (const [file, kind] of changes) {
      if (kind === 'static') this.copyStatic(file);
      else staticOnly = false;
    }
    if (staticOnly) return { routes: [], all: true, rendered: 0, errorsChanged: false, structural: false, durationMs: performance.now() - started };
    const pages = [...changes].filter(([, k]) => k === 'page').map(([f]) => f);
    const others = [...changes].filter(([, k]) => k === 'content');
    if (!others.length && !this.errors.has('model') && !this.errors.has('site')) {
      const fast = await this.tryPageEdit(pages);
      if (fast) return { ...fast, errorsChanged: before !== this.errorSignature(), durationMs: performance.now() - started };
    }
    const images = others.map(([f]) => f).filter((f) => /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i.test(f));
    const result = await this.incremental(images);
    return { ...result, errorsChanged: before !== this.errorSignature(), durationMs: performance.now() - started };
  }

  /**
   * The common case, kept under the latency budget: existing pages edited without touching anything the
   * model derives from them (frontmatter, title). Only those files' jobs are re-planned and re-rendered, in
   * every locale that shows them (a default-locale file also renders the other locales' fallbacks).
   */
  private async tryPageEdit(files: string[]): Promise<Omit<DevUpdate, 'errorsChanged' | 'durationMs'> | undefined> {
    const model = this.model!;
    const byFile = new Map<string, Doc[]>();
    for (const doc of [...model.docs, ...model.pageDocs]) {
      if (!files.includes(doc.file)) continue;
      byFile.set(doc.file, [...(byFile.get(doc.file) ?? []), doc]);
    }
    const updates: { docs: Doc[]; source: string; body: string; bodyLine: number }[] = [];
    for (const file of files) {
      const docs = byFile.get(file);
      if (!docs || !fs.existsSync(file)) return undefined;
      const source = fs.readFileSync(file, 'utf8');
      let parsed;
      try {
        parsed = parseFrontmatter(source, file);
      } catch {
        return undefined; // the full model path reports the error with its location
      }
      const old = docs[0];
      if (JSON.stringify(parsed.frontmatter) !== JSON.stringify(old.frontmatter)) return undefined;
      if ((parsed.frontmatter.title ?? contentTitle(parsed.body) ?? old.title) !== old.title) return undefined;
      if (/^#\s/m.test(parsed.body) !== /^#\s/m.test(old.body)) return undefined;
      updates.push({ docs, source, body: parsed.body, bodyLine: parsed.bodyLine });
    }
    const changed = new Set<string>();
    for (const u of updates) {
      for (const doc of u.docs) {
        doc.body = u.body;
        doc.bodyLine = u.bodyLine;
        doc.hash = crypto.createHash('sha1').update(u.source).digest('hex').slice(0, 16);
        changed.add(doc.file);
      }
    }
    const docs = model.docs.filter((d) => changed.has(d.file));
    const pageDocs = model.pageDocs.filter((d) => changed.has(d.file));
    const subset: SiteModel = { ...model, docs, pageDocs, pages: [], sidebars: new Map() };
    // planJobs looks fallbacks up in model.docs: a fallback shares its file with its source, so both are here.
    const jobs = planPages(subset, this.lastUpdated, this.messages).filter((j) => changed.has(jobFile(j) ?? ''));
    const { routes } = await this.renderJobs(jobs);
    return { routes, all: false, rendered: jobs.length, structural: false };
  }

  /** Recomputes the model; re-renders the pages whose inputs changed and those linking to added/removed routes. */
  private async incremental(changedAssets: string[]): Promise<Omit<DevUpdate, 'errorsChanged' | 'durationMs'>> {
    const config = this.config!;
    let model: SiteModel;
    try {
      model = await buildSiteModel({ siteDir: this.opts.siteDir, config, locales: this.model!.locales, includeDrafts: true });
      this.errors.delete('model');
    } catch (error) {
      this.errors.set('model', error as Error);
      return { routes: [], all: true, rendered: 0, structural: false };
    }
    const oldRoutes = this.model!.routes;
    this.model = model;
    const added = [...model.routes].filter((r) => !oldRoutes.has(r));
    const removed = [...oldRoutes].filter((r) => !model.routes.has(r));
    const shared = this.makeShared();
    const sharedChanged =
      JSON.stringify(shared.site.routes) !== JSON.stringify(this.shared!.site.routes) ||
      JSON.stringify(shared.fileRoutes) !== JSON.stringify(this.shared!.fileRoutes) ||
      changedAssets.length > 0 ||
      JSON.stringify(shared.sidebars) !== JSON.stringify(this.shared!.sidebars);
    if (sharedChanged) {
      await this.pool?.update(shared);
      this.cache = this.pageCache(shared);
    }
    this.shared = shared;
    const jobs = planPages(model, this.lastUpdated, this.messages);
    const touched = new Set([...added, ...removed].map((r) => stripLocale(r, model.locales, config.i18n.defaultLocale)));
    const assetNames = changedAssets.map((f) => path.basename(f));
    const selected = jobs.filter((job) => {
      const key = jobKey(job);
      if (this.fingerprints.get(key) !== fingerprint(job)) return true;
      if (
        touched.size &&
        (this.links.get(key) ?? []).some((href) => {
          const t = linkTarget(href);
          return t !== undefined && touched.has(stripLocale(t, model.locales, config.i18n.defaultLocale));
        })
      )
        return true;
      // A relative link to a file that did not exist may resolve now.
      if (added.length && (this.warned.get(key) ?? []).some((w) => w.includes('missing file'))) return true;
      if (assetNames.length && job.kind === 'mdx' && assetNames.some((n) => job.body.includes(n))) return true;
      return false;
    });
    this.removeStale(jobs);
    const { routes } = await this.renderJobs(selected);
    this.writeSiteFiles();
    return { routes: [...routes, ...removed], all: false, rendered: selected.length, structural: true };
  }

  /** Config, messages or theme changed (or the last attempt failed): everything again, fingerprints reset. */
  private async full({
    rebundle,
    restart,
    reason,
    onPlanned,
  }: {
    rebundle: boolean;
    restart: boolean;
    reason: string;
    onPlanned?: () => void;
  }): Promise<DevUpdate> {
    const started = performance.now();
    const before = this.errorSignature();
    const fail = (key: string, error: unknown): DevUpdate => {
      this.errors.set(key, error as Error);
      this.writePlaceholders();
      return {
        routes: [],
        all: true,
        rendered: 0,
        errorsChanged: before !== this.errorSignature(),
        structural: false,
        durationMs: performance.now() - started,
      };
    };
    const { siteDir, outDir } = this.opts;
    try {
      const site = await loadSite({
        siteDir,
        locales: this.opts.locales,
        includeDrafts: true,
        gitDates: reason === 'start',
        keepThread: true,
        logger: this.opts.logger,
        cacheDir: this.cacheDir,
        // A first start with no rendered pages in the cache renders every page: the workers load their modules
        // while the references load (as in a cold build); the data reaches them below.
        // (Unlike a cold build, they do not compile pages ahead: that slows the references down, and the server
        // answers only once they are loaded: the real site's first page came at 13.0 s instead of 6.5 s.)
        // One worker loads now, the others once the first page is written (`renderJobs`): on two cores, a second
        // worker loading its modules slowed the references and the first page down.
        onModel: () => {
          if (reason === 'start' && !this.pool && !hasCachedPages(this.cacheDir))
            this.pool = createRenderPool(this.opts.workers ?? 2, undefined, { unref: true, initial: 1 });
        },
      });
      this.config = site.config;
      this.model = site.model;
      this.messages = site.messages;
      this.references = site.references;
      if (reason === 'start') this.lastUpdated = site.lastUpdated;
      for (const w of site.references.warnings) this.opts.logger.warn(w.message);
      this.errors.delete('site');
      this.errors.delete('model');
    } catch (error) {
      return fail('site', error);
    }
    if (rebundle || !this.assets) {
      try {
        copyStaticFiles(siteDir, outDir);
        this.assets = await bundleClient(outDir, { customCss: customCssFiles(siteDir, this.config!) }, this.cacheDir);
        this.errors.delete('theme');
      } catch (error) {
        return fail('theme', error);
      }
    }
    const shared = this.makeShared();
    if (restart) {
      // The edited theme, compiled again when the compiled engine runs (the main thread keeps its modules).
      try {
        this.renderSrc = await currentEngineSrc();
      } catch (error) {
        return fail('theme', error);
      }
      await this.pool?.restart(shared, this.workerScript());
    } else await this.pool?.update(shared);
    this.shared = shared;
    this.cache = this.pageCache(shared);
    const jobs = planPages(this.model, this.lastUpdated, this.messages);
    this.fingerprints.clear();
    this.removeStale(jobs);
    for (const key of [...this.errors.keys()]) if (key.startsWith('render:')) this.errors.delete(key);
    // Before the pages, which do not need them: a first start answers requests while it renders, and the client
    // router reads the route manifest at once.
    this.writeSiteFiles();
    if (onPlanned) {
      this.unwritten = new Map(jobs.map((job) => [jobKey(job), []]));
      onPlanned();
    }
    let reused: number;
    try {
      ({ reused } = await this.renderJobs(jobs, (done) => {
        if (done % 25 === 0) this.opts.logger.progress?.(`rendering ${done}/${jobs.length}`);
      }));
    } finally {
      this.written();
    }
    this.opts.logger.done?.();
    return {
      routes: [],
      all: true,
      rendered: jobs.length - reused,
      reused,
      errorsChanged: before !== this.errorSignature(),
      structural: true,
      durationMs: performance.now() - started,
    };
  }

  private makeShared(): RenderShared {
    return renderContext({
      siteDir: this.opts.siteDir,
      outDir: this.opts.outDir,
      cacheDir: this.cacheDir,
      model: this.model!,
      messages: this.messages,
      assets: this.assets!,
      references: this.references?.data ?? {},
      lenient: true,
    });
  }

  /**
   * The render workers, started on first need: a start whose pages all come from the page cache does not wait
   * for them. The server calls `warm` once it is up, so the first edit finds them started.
   */
  private startPool(): RenderPool {
    return (this.pool ??= createRenderPool(this.opts.workers ?? 2, this.shared!, { unref: true, script: this.workerScript() }));
  }

  private workerScript(): URL {
    return engineModuleIn(this.renderSrc, 'generator/render/renderWorker.ts');
  }

  warm(): void {
    if (this.shared) this.startPool();
  }

  private pageCache(shared: RenderShared): PageCache | undefined {
    return shared.cacheDir ? new PageCache(path.join(shared.cacheDir, 'pages'), shared, this.renderSrc) : undefined;
  }

  /**
   * Renders jobs, reusing pages the page cache holds (a restart of `imdocs dev` renders only what changed
   * since the last one); records fingerprints, links and per-page errors. Returns the routes written.
   */
  private async renderJobs(jobs: RenderJob[], onProgress?: (done: number) => void): Promise<{ routes: string[]; reused: number }> {
    if (!jobs.length) return { routes: [], reused: 0 };
    const byKey = new Map(jobs.map((j) => [jobKey(j), j]));
    const results: RenderResult[] = [];
    const errors: { job: RenderJob; error: Error }[] = [];
    let done = 0;
    const { reused } = await renderWithCache(
      jobs,
      this.cache,
      this.opts.outDir,
      () => poolRunner(this.startPool()),
      ({ job, result, error }) => {
        this.pool?.grow();
        // An error shows in the overlay at once (a page asked for during the first render is served as soon as its
        // render fails); the list is settled below, once the batch is done.
        if (error) {
          errors.push({ job, error });
          this.errors.set(`render:${jobKey(job)}`, error);
        } else results.push(result!);
        onProgress?.(++done);
        this.written(jobKey(job));
      },
    );
    const routes: string[] = [];
    const resultKey = (r: RenderResult) => r.file;
    for (const r of results) {
      const key = resultKey(r);
      const job = byKey.get(key);
      if (!job) continue;
      this.fingerprints.set(key, fingerprint(job));
      this.links.set(key, r.links);
      this.warned.set(key, r.warnings);
      if (r.route) this.keyRoutes.set(key, r.route);
      this.errors.delete(`render:${key}`);
      for (const w of r.warnings) this.opts.logger.warn(w);
      if (r.route) routes.push(r.route);
    }
    for (const { job } of errors) this.errors.delete(`render:${jobKey(job)}`);
    for (const { job, error } of errors) {
      const key = jobKey(job);
      this.fingerprints.delete(key);
      // One error per source file is enough (a fallback renders the same file again).
      const file = jobFile(job);
      const dup =
        file &&
        [...this.errors].some(
          ([k, e]) =>
            k.startsWith('render:') && k !== `render:${key}` && (e as { location?: { file?: string } }).location?.file === file && e.message === error.message,
        );
      if (!dup) this.errors.set(`render:${key}`, error);
      if (job.kind !== 'sidebar') routes.push(job.page.route);
    }
    return { routes, reused };
  }

  /** Deletes pages whose route no longer exists. */
  private removeStale(jobs: RenderJob[]): void {
    const keep = new Set(jobs.map(jobKey));
    for (const key of [...this.fingerprints.keys(), ...this.links.keys()]) {
      if (keep.has(key)) continue;
      fs.rmSync(path.join(this.opts.outDir, key), { force: true });
      this.fingerprints.delete(key);
      this.links.delete(key);
      this.warned.delete(key);
      this.keyRoutes.delete(key);
    }
    for (const key of [...this.errors.keys()]) if (key.startsWith('render:') && !keep.has(key.slice('render:'.length))) this.errors.delete(key);
  }

  /** sitemap.xml, section redirects, the route manifest and published reference files: the build's stage. */
  private writeSiteFiles(): void {
    writeSiteFiles(this.opts.outDir, this.model!, this.references?.files);
  }

  /** Before the first successful build there is nothing to show; a bare page still carries the overlay. */
  private writePlaceholders(): void {
    const html =
      '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>imdocs dev</title></head><body><p>The site could not be built yet; see the error.</p></body></html>\n';
    for (const name of ['index.html', '404.html']) {
      const file = path.join(this.opts.outDir, name);
      if (!fs.existsSync(file)) fs.writeFileSync(file, html);
    }
  }

  private copyStatic(file: string): void {
    const { siteDir, outDir } = this.opts;
    const rel = path.relative(siteDir, file).split(path.sep).slice(1).join(path.sep);
    if (!rel || rel.startsWith('..') || !isPublishedPath(rel.split(path.sep).join('/'))) return;
    const target = pathInside(outDir, rel);
    let inside: string | undefined;
    try {
      inside = resolveInsideSite(siteDir, file, `The static file ${path.relative(siteDir, file)}`, { file });
      this.errors.delete(`static:${file}`);
    } catch (error) {
      this.errors.set(`static:${file}`, error as Error);
      return;
    }
    if (inside && fs.statSync(file).isFile()) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(file, target);
    } else {
      fs.rmSync(target, { recursive: true, force: true });
    }
  }
}
