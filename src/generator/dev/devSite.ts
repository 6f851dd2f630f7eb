import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { buildSiteModel, type SiteModel } from '../content/siteModel.ts';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { contentTitle } from '../content/contentTitle.ts';
import { bundleClient, type ClientAssets } from '../client/bundleClient.ts';
import { loadSite } from '../build/loadSite.ts';
import { planPages, renderContext } from '../build/planPages.ts';
import { createRenderPool, poolRunner, renderWithCache, retargetJob, type JobOutcome, type RenderPool } from '../build/renderPages.ts';
import { PageCache } from '../build/pageCache.ts';
import { writeSiteFiles } from '../build/writeSiteFiles.ts';
import type { RenderJob, RenderResult, RenderShared } from '../render/renderJob.tsx';
import { copyStaticFiles } from '../build/copyStaticFiles.ts';
import { currentEngineSrc, engineModuleIn, runningEngine } from '../engine.ts';
import type { References } from '../reference/loadReferences.ts';
import { stripLocale } from '../../shared/routes.ts';
import type { ChangeKind } from './classifyChange.ts';
import { RenderedPages, jobFile, jobKey } from './renderedPages.ts';
import { PendingPages } from './pendingPages.ts';
import { copyStaticFile, writePlaceholders } from './devOutput.ts';
import type { Logger } from '../log.ts';
import type { Doc, SiteConfig } from '../types.ts';
import type { Messages } from '../../theme/messages.ts';

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

/**
 * The site as `imdocs dev` keeps it: the model, what each rendered page was rendered from and read
 * (`RenderedPages`), and the current errors. `update()` applies a batch of changed files, rendering again only
 * the pages whose inputs changed. A start, and a change of the config, the UI messages or the theme, render every
 * page in the background: a request for a page still to come, and an edit of a page or of a file pages read, go
 * ahead of it. Calls the build's stages (loadSite, copyStaticFiles, bundleClient, planPages, renderContext, the
 * render pool and worker, the page cache, writeSiteFiles) unchanged; only the choice of what to render, and when,
 * is its own.
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
  private readonly rendered = new RenderedPages();
  private readonly pending = new PendingPages();
  /** The current plan's jobs by key: what an edit of a file that pages read renders again. */
  private jobs = new Map<string, RenderJob>();
  /** The render of every page (a start, or after a config or theme edit) while it runs. */
  private background?: Promise<unknown>;
  /** The last start or update that may change the model (`exclusive`), and how many are running or waiting. */
  private turn: Promise<unknown> = Promise.resolve();
  private holders = 0;

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

  /** The files the rendered pages read besides their sources (partials, components, data): what dev watches too. */
  readFiles(): Set<string> {
    return this.rendered.files();
  }

  /** Whether every page is being rendered in the background (a start, or after a config or theme edit). */
  get rendering(): boolean {
    return this.background !== undefined;
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
   * from then on `whenWritten` knows which files are still to come, and `update` takes edits.
   */
  async start(onPlanned?: () => void): Promise<DevUpdate> {
    fs.mkdirSync(this.opts.outDir, { recursive: true });
    return this.exclusive(() => this.full({ rebundle: true, restart: false, reason: 'start', onPlanned }));
  }

  /**
   * A promise for the file a request path is answered from, when the first render has not written it yet
   * (undefined otherwise). The page's render moves to the front of the queue. A path that names no page, or a
   * page whose render failed, waits for its locale's 404 page if that is still to come.
   */
  whenWritten(pathname: string): Promise<void> | undefined {
    const model = this.model;
    const key = this.pending.keyFor(pathname, this.opts.outDir, (p) =>
      model?.locales.find((l) => l !== model.config.i18n.defaultLocale && (p === `/${l}` || p.startsWith(`/${l}/`))),
    );
    if (!key) return undefined;
    this.pool?.promote((batch) => batch.some((job) => jobKey(job) === key));
    // Then again: a page whose render failed is answered with its locale's 404 page (and the error overlay).
    return this.pending.wait(key).then(() => this.whenWritten(pathname));
  }

  /** Lets every request waiting for the first render go on (the server is closing). */
  stopWaiting(): void {
    this.pending.written();
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  /**
   * Runs `fn` after every update and start before it (one model change at a time). A full render holds the turn
   * until its last page is written: an edit goes ahead of it without waiting (see `update`).
   */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    this.holders++;
    const run = this.turn.then(fn).finally(() => this.holders--);
    this.turn = run.catch(() => undefined);
    return run;
  }

  /**
   * Applies one batch of changes (absolute path → kind). Edits of pages, and of files pages read, are applied at
   * once, even ahead of a background render; any other change waits for the update or render before it.
   */
  async update(changes: Map<string, ChangeKind>): Promise<DevUpdate> {
    const started = performance.now();
    const before = this.errorSignature();
    const finish = (update: Omit<DevUpdate, 'errorsChanged' | 'durationMs'>): DevUpdate => ({
      ...update,
      errorsChanged: before !== this.errorSignature(),
      durationMs: performance.now() - started,
    });
    const kinds = new Set(changes.values());
    const edit = !kinds.has('theme') && !kinds.has('config') && !kinds.has('messages');
    const tryEdit = async (): Promise<DevUpdate | undefined> => {
      if (!this.model || !this.config || ['site', 'theme', 'model'].some((k) => this.errors.has(k))) return undefined;
      for (const [file, kind] of changes) if (kind === 'static') this.copyStatic(file);
      if (kinds.size === 1 && kinds.has('static')) return finish({ routes: [], all: true, rendered: 0, structural: false });
      const fast = await this.tryEdit(changes);
      return fast && finish(fast);
    };
    if (edit && (this.holders === 0 || this.background)) {
      const fast = await tryEdit();
      if (fast) return fast;
    }
    return this.exclusive(async () => {
      if (edit) {
        const fast = await tryEdit();
        if (fast) return fast;
      }
      if (kinds.has('theme')) return this.full({ rebundle: true, restart: true, reason: 'theme' });
      if (kinds.has('config') || kinds.has('messages')) return this.full({ rebundle: false, restart: false, reason: 'config' });
      if (!this.model || !this.config || this.errors.has('site') || this.errors.has('theme'))
        return this.full({ rebundle: !this.assets, restart: false, reason: 'retry' });
      for (const [file, kind] of changes) if (kind === 'static') this.copyStatic(file);
      const others = [...changes].filter(([, k]) => k !== 'static').map(([f]) => f);
      if (!others.length) return finish({ routes: [], all: true, rendered: 0, structural: false });
      return finish(await this.incremental(others));
    });
  }

  /**
   * The common case, kept under the latency budget: existing pages edited without touching anything the model
   * derives from them (frontmatter, title), and files that rendered pages read (a partial, a component, JSON
   * data). Only those pages render again, in every locale that shows them (a default-locale file also renders
   * the other locales' fallbacks), ahead of any background render. Undefined when the model may change.
   */
  private async tryEdit(changes: Map<string, ChangeKind>): Promise<Omit<DevUpdate, 'errorsChanged' | 'durationMs'> | undefined> {
    const model = this.model!;
    const docFiles = new Set([...model.docs, ...model.pageDocs].map((d) => d.file));
    const pages: string[] = [];
    const read: string[] = [];
    for (const [file, kind] of changes) {
      if (kind === 'static') continue;
      if (kind === 'page' && docFiles.has(file)) pages.push(file);
      // (A content file removed, a TSX page among them, changes the model.)
      else if (this.rendered.readers([file]).size && (kind === 'source' || fs.existsSync(file))) read.push(file);
      // A file no page reads, outside the content (the site's scripts, its README): nothing to render.
      else if (kind !== 'source') return undefined;
    }
    const jobs = pages.length ? this.pageEditJobs(pages) : [];
    if (!jobs) return undefined;
    for (const key of this.rendered.readers(read)) {
      const job = this.jobs.get(key);
      if (job && !jobs.some((j) => jobKey(j) === key)) jobs.push(job);
    }
    const { routes } = await this.renderAhead(jobs);
    return { routes, all: false, rendered: jobs.length, structural: false };
  }

  /** The jobs of edited pages, planned again with their new text; undefined when the model may change. */
  private pageEditJobs(files: string[]): RenderJob[] | undefined {
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
    return planPages(subset, this.lastUpdated, this.messages).filter((j) => changed.has(jobFile(j) ?? ''));
  }

  /**
   * Renders `jobs` before anything queued. A page the background render has still to write is not rendered
   * twice: if no worker has taken it yet, its queued job takes the new text and moves to the front; if a worker
   * is rendering it, the new job follows once that is written (else the older text could be written last).
   */
  private async renderAhead(jobs: RenderJob[]): Promise<{ routes: string[] }> {
    const now: RenderJob[] = [];
    const later: Promise<string[]>[] = [];
    for (const job of jobs) {
      const key = jobKey(job);
      this.jobs.set(key, job);
      if (!this.pending.has(key)) {
        now.push(job);
        continue;
      }
      const queued = this.pool?.findQueued((batch) => batch.some((j) => jobKey(j) === key))?.find((j) => jobKey(j) === key);
      if (queued) {
        retargetJob(queued, job);
        this.pool!.promote((batch) => batch.includes(queued));
        later.push(this.pending.wait(key).then(() => (job.kind === 'sidebar' ? [] : [job.page.route])));
      } else later.push(this.pending.wait(key).then(async () => (await this.renderJobs([job], { front: true })).routes));
    }
    const routes = await Promise.all([this.renderJobs(now, { front: true }).then((r) => r.routes), ...later]);
    return { routes: routes.flat() };
  }

  /**
   * Recomputes the model; re-renders the pages whose inputs changed, those that read a changed file, and those
   * linking to added or removed routes.
   */
  private async incremental(changed: string[]): Promise<Omit<DevUpdate, 'errorsChanged' | 'durationMs'>> {
    const config = this.config!;
    let model: SiteModel;
    try {
      model = await buildSiteModel({ siteDir: this.opts.siteDir, config, locales: this.model!.locales, includeDrafts: true });
      this.errors.delete('model');
    } catch (error) {
      this.errors.set('model', error as Error);
      return { routes: [], all: true, rendered: 0, structural: false };
    }
    const changedAssets = changed.filter((f) => /\.(png|jpe?g|gif|svg|webp|avif|ico)$/i.test(f));
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
    this.jobs = new Map(jobs.map((job) => [jobKey(job), job]));
    const normalize = (route: string) => stripLocale(route, model.locales, config.i18n.defaultLocale);
    const touched = new Set([...added, ...removed].map(normalize));
    const readers = this.rendered.readers(changed);
    const assetNames = changedAssets.map((f) => path.basename(f));
    const selected = jobs.filter(
      (job) =>
        this.rendered.changed(job) ||
        readers.has(jobKey(job)) ||
        (touched.size > 0 && this.rendered.linksTo(job, touched, normalize)) ||
        // A relative link to a file that did not exist may resolve now.
        (added.length > 0 && this.rendered.warnedOfMissingFile(job)) ||
        (assetNames.length > 0 && job.kind === 'mdx' && assetNames.some((n) => job.body.includes(n))),
    );
    this.removeStale();
    const { routes } = await this.renderJobs(selected);
    this.writeSiteFiles();
    return { routes: [...routes, ...removed], all: false, rendered: selected.length, structural: true };
  }

  /**
   * Config, messages or theme changed (or the last attempt failed): every page again, in the background (see
   * `update`), each restored from the page cache when it can be.
   */
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
      writePlaceholders(this.opts.outDir);
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
        // The render workers load their modules (~1.5 s) while the site loads: a first start renders every page, and
        // a start after a build must have a warm worker for the first edit, saved the moment the first page shows.
        // (Unlike a cold build, they do not compile pages ahead: that slows the references down, and the server
        // answers only once they are loaded: the real site's first page came at 13.0 s instead of 6.5 s.)
        // One worker loads now, the others once the first page is written (`renderJobs`): on two cores, a second
        // worker loading its modules slowed the references and the first page down.
        onModel: () => {
          if (reason === 'start' && !this.pool) this.pool = createRenderPool(this.opts.workers ?? 2, undefined, { unref: true, initial: 1 });
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
        this.assets = await bundleClient(outDir, {}, this.cacheDir);
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
    } else if (this.pool && !this.pool.started) {
      // The start's early pool: its worker gets the data as soon as it has loaded; pages restored from the page
      // cache do not wait for it.
      this.pool.start(shared);
    } else await this.pool?.update(shared);
    this.shared = shared;
    this.cache = this.pageCache(shared);
    const jobs = planPages(this.model, this.lastUpdated, this.messages);
    this.jobs = new Map(jobs.map((job) => [jobKey(job), job]));
    this.rendered.reset();
    this.removeStale();
    for (const key of [...this.errors.keys()]) if (key.startsWith('render:')) this.errors.delete(key);
    // Before the pages, which do not need them: a first start answers requests while it renders, and the client
    // router reads the route manifest at once.
    this.writeSiteFiles();
    this.pending.begin([...this.jobs.keys()], reason === 'start');
    const logger = this.opts.logger;
    let shown = 0;
    const render = this.renderJobs(jobs, {
      onOutcome: ({ job, reused, error }, done) => {
        if (logger.verbose) logger.debug(`${reused ? 'from the page cache' : error ? 'failed' : 'rendered'}: ${jobKey(job)}`);
        const now = performance.now();
        if (now - shown > 100 || done === jobs.length) {
          shown = now;
          logger.progress?.(`rendering pages ${done}/${jobs.length}`);
        }
      },
    });
    this.background = render;
    onPlanned?.();
    let reused: number;
    try {
      ({ reused } = await render);
    } finally {
      this.pending.written();
      this.background = undefined;
    }
    logger.done?.();
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
   * Renders jobs (`front`: ahead of those queued), reusing pages the page cache holds (dev after a build, or a
   * restart, renders only what changed since); records what each page was rendered from and read, and per-page
   * errors. Returns the routes written and how many pages came from the cache.
   */
  private async renderJobs(
    jobs: RenderJob[],
    { front = false, onOutcome }: { front?: boolean; onOutcome?: (outcome: JobOutcome, done: number) => void } = {},
  ): Promise<{ routes: string[]; reused: number }> {
    if (!jobs.length) return { routes: [], reused: 0 };
    const byKey = new Map(jobs.map((j) => [jobKey(j), j]));
    const results: RenderResult[] = [];
    const errors: { job: RenderJob; error: Error }[] = [];
    let done = 0;
    const { reused } = await renderWithCache(
      jobs,
      this.cache,
      this.opts.outDir,
      () => poolRunner(this.startPool(), front),
      (outcome) => {
        const { job, result, error } = outcome;
        this.pool?.grow();
        // An error shows in the overlay at once (a page asked for during the first render is served as soon as its
        // render fails); the list is settled below, once the batch is done.
        if (error) {
          errors.push({ job, error });
          this.errors.set(`render:${jobKey(job)}`, error);
        } else results.push(result!);
        onOutcome?.(outcome, ++done);
        this.pending.written(jobKey(job));
      },
    );
    const routes: string[] = [];
    for (const r of results) {
      const job = byKey.get(r.file);
      if (!job) continue;
      this.rendered.record(job, r);
      this.errors.delete(`render:${r.file}`);
      for (const w of r.warnings) this.opts.logger.warn(w);
      if (r.route) routes.push(r.route);
    }
    for (const { job } of errors) this.errors.delete(`render:${jobKey(job)}`);
    for (const { job, error } of errors) {
      const key = jobKey(job);
      this.rendered.failed(job);
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

  /** Deletes pages whose route no longer exists, and their errors. */
  private removeStale(): void {
    this.rendered.removeStale(new Set(this.jobs.keys()), this.opts.outDir);
    for (const key of [...this.errors.keys()]) if (key.startsWith('render:') && !this.jobs.has(key.slice('render:'.length))) this.errors.delete(key);
  }

  /** sitemap.xml, section redirects, the route manifest and published reference files: the build's stage. */
  private writeSiteFiles(): void {
    writeSiteFiles(this.opts.outDir, this.model!, this.references?.files);
  }

  private copyStatic(file: string): void {
    const error = copyStaticFile(this.opts.siteDir, this.opts.outDir, file);
    if (error) this.errors.set(`static:${file}`, error);
    else this.errors.delete(`static:${file}`);
  }
}
