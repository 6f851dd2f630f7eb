import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { buildSiteModel, type SiteModel } from '../content/siteModel.ts';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { contentTitle } from '../content/contentTitle.ts';
import type { ClientAssets } from '../client/bundleClient.ts';
import type { LoadedContent } from '../build/loadSite.ts';
import { loadDevContent, restyleAssets, settledNow, siteAssets } from './devLoad.ts';
import { planPages, renderContext } from '../build/planPages.ts';
import { writeSiteFiles } from '../build/writeSiteFiles.ts';
import type { RenderJob, RenderShared } from '../render/renderJob.tsx';
import type { References } from '../reference/loadReferences.ts';
import { stripLocale } from '../../shared/routes.ts';
import type { ChangeKind } from './classifyChange.ts';
import { jobFile, jobKey } from './renderedPages.ts';
import { DevRenderer } from './devRenderer.ts';
import { copyStaticFile, writePlaceholders } from './devOutput.ts';
import { pageEditJobs } from './pageEdits.ts';
import type { DevSiteOptions, DevUpdate, FullRender } from './devUpdate.ts';
import { UpdateTurn } from './updateTurn.ts';
import type { Doc, SiteConfig } from '../types.ts';
import type { Messages } from '../../theme/messages.ts';

export type { DevSiteOptions, DevUpdate } from './devUpdate.ts';

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
  /** Current errors, keyed by what raised them (`config`, `model`, `messages`, `theme`, `styles`, `render:<out file>`). */
  readonly errors = new Map<string, Error>();
  private references?: References;
  private lastUpdated = new Map<string, number>();
  /** The render workers, the page cache, the plan and what each page read. */
  private readonly renderer: DevRenderer;
  /** One change of the model at a time; edits go ahead of a background render. */
  private readonly turn = new UpdateTurn();

  constructor(private readonly opts: DevSiteOptions) {
    this.renderer = new DevRenderer({ outDir: opts.outDir, workers: opts.workers, logger: opts.logger, errors: this.errors });
  }

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
    return this.renderer.rendered.files();
  }

  /** Whether every page is being rendered in the background (a start, or after a config or theme edit). */
  get rendering(): boolean {
    return this.turn.rendering;
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
    // A render worker loads its modules while the site loads (see `DevRenderer.startEarly`).
    this.renderer.startEarly();
    return this.turn.run(() => this.full({ rebundle: true, restart: false, reason: 'start', onPlanned }));
  }

  /**
   * A promise for the file a request path is answered from, when the first render has not written it yet
   * (undefined otherwise); see `DevRenderer.whenWritten`.
   */
  whenWritten(pathname: string): Promise<void> | undefined {
    const model = this.model;
    return this.renderer.whenWritten(pathname, (p) =>
      model?.locales.find((l) => l !== model.config.i18n.defaultLocale && (p === `/${l}` || p.startsWith(`/${l}/`))),
    );
  }

  /** A request that waited for the first render has its answer (see `DevRenderer.firstWritten`). */
  answered(): void {
    this.renderer.answered();
  }

  /** Lets every request waiting for the first render go on (the server is closing). */
  stopWaiting(): void {
    this.renderer.pending.written();
  }

  /** Starts the render workers (the server is up: the first edit finds them warm). */
  warm(): void {
    this.renderer.warm();
  }

  async close(): Promise<void> {
    await this.renderer.close();
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
    // The site's stylesheet, bundled again and swapped in the open pages: no page renders for it.
    if (kinds.has('styles') && this.assets && this.config) {
      const styles = await this.restyle();
      changes = new Map([...changes].filter(([, kind]) => kind !== 'styles'));
      kinds.delete('styles');
      if (!changes.size) return finish({ routes: [], all: false, rendered: 0, structural: false, styles });
    }
    const edit = !kinds.has('theme') && !kinds.has('config') && !kinds.has('messages');
    const applyEdit = async (): Promise<DevUpdate | undefined> => {
      if (!this.model || !this.config || ['site', 'theme', 'model'].some((k) => this.errors.has(k))) return undefined;
      for (const [file, kind] of changes) if (kind === 'static') copyStaticFile(this.opts.siteDir, this.opts.outDir, file, this.errors);
      if (kinds.size === 1 && kinds.has('static')) return finish({ routes: [], all: true, rendered: 0, structural: false });
      const fast = await this.tryEdit(changes);
      return fast && finish(fast);
    };
    if (edit) {
      // A config or reference file reloading (seconds) is waited for until its pages start rendering, not to the end.
      await this.turn.editable();
      const fast = await applyEdit();
      if (fast) return fast;
    }
    return this.turn.run(async () => {
      if (kinds.has('theme')) return this.full({ rebundle: true, restart: true, reason: 'theme' });
      // (The config may name other stylesheets: the client is bundled again, restored from its cache when they are the same.)
      if (kinds.has('config') || kinds.has('messages')) return this.full({ rebundle: kinds.has('config'), restart: false, reason: 'config' });
      if (!this.model || !this.config || this.errors.has('site') || this.errors.has('theme'))
        return this.full({ rebundle: !this.assets, restart: false, reason: 'retry' });
      for (const [file, kind] of changes) if (kind === 'static') copyStaticFile(this.opts.siteDir, this.opts.outDir, file, this.errors);
      const others = [...changes].filter(([, k]) => k !== 'static').map(([f]) => f);
      if (!others.length) return finish({ routes: [], all: true, rendered: 0, structural: false });
      return finish(await this.incremental(others));
    });
  }

  /** The site's stylesheet bundled again (an edit of one of its files): the stylesheet URLs whose content changed. */
  private async restyle(): Promise<string[]> {
    try {
      this.assets = await restyleAssets(this.opts.siteDir, this.opts.outDir, this.config!, this.assets!, this.cacheDir);
      this.errors.delete('styles');
      return this.assets.customCss ? [this.assets.customCss] : [];
    } catch (error) {
      this.errors.set('styles', error as Error);
      return [];
    }
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
      else if (this.renderer.rendered.readers([file]).size && (kind === 'source' || fs.existsSync(file))) read.push(file);
      // A file no page reads, outside the content (the site's scripts, its README): nothing to render.
      else if (kind !== 'source') return undefined;
    }
    const jobs = pages.length ? pageEditJobs(this.model!, pages, this.lastUpdated, this.messages) : [];
    if (!jobs) return undefined;
    for (const key of this.renderer.rendered.readers(read)) {
      const job = this.renderer.jobs.get(key);
      if (job && !jobs.some((j) => jobKey(j) === key)) jobs.push(job);
    }
    const { routes } = await this.renderer.renderAhead(jobs);
    return { routes, all: false, rendered: jobs.length, structural: false };
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
    const current = this.renderer.current!;
    const sharedChanged =
      JSON.stringify(shared.site.routes) !== JSON.stringify(current.site.routes) ||
      JSON.stringify(shared.fileRoutes) !== JSON.stringify(current.fileRoutes) ||
      changedAssets.length > 0 ||
      JSON.stringify(shared.sidebars) !== JSON.stringify(current.sidebars);
    if (sharedChanged) await this.renderer.share(shared);
    const jobs = planPages(model, this.lastUpdated, this.messages);
    this.renderer.plan(jobs);
    const normalize = (route: string) => stripLocale(route, model.locales, config.i18n.defaultLocale);
    const touched = new Set([...added, ...removed].map(normalize));
    const readers = this.renderer.rendered.readers(changed);
    const assetNames = changedAssets.map((f) => path.basename(f));
    const selected = jobs.filter(
      (job) =>
        this.renderer.rendered.changed(job) ||
        readers.has(jobKey(job)) ||
        (touched.size > 0 && this.renderer.rendered.linksTo(job, touched, normalize)) ||
        // A relative link to a file that did not exist may resolve now.
        (added.length > 0 && this.renderer.rendered.warnedOfMissingFile(job)) ||
        (assetNames.length > 0 && job.kind === 'mdx' && assetNames.some((n) => job.body.includes(n))),
    );
    const { routes } = await this.renderer.render(selected);
    this.writeSiteFiles();
    return { routes: [...routes, ...removed], all: false, rendered: selected.length, structural: true };
  }

  /**
   * Config, messages or theme changed (or the last attempt failed): every page again, in the background (see
   * `update`), each restored from the page cache when it can be.
   */
  private async full({ rebundle, restart, reason, onPlanned }: FullRender): Promise<DevUpdate> {
    const started = performance.now();
    const before = this.errorSignature();
    const fail = (key: string, error: unknown): DevUpdate => {
      this.errors.set(key, error as Error);
      writePlaceholders(this.opts.outDir);
      const errorsChanged = before !== this.errorSignature();
      return { routes: [], all: true, rendered: 0, errorsChanged, structural: false, durationMs: performance.now() - started };
    };
    const { siteDir, outDir } = this.opts;
    let site: LoadedContent;
    let bundling: Promise<ClientAssets> | undefined;
    try {
      site = await loadDevContent(this.opts, this.cacheDir, {
        // The client bundles while the content is scanned (seconds, cold).
        onConfig: (config) => {
          if (rebundle || !this.assets) bundling = siteAssets(siteDir, outDir, config, this.cacheDir);
        },
        referencesAfter: reason === 'start' ? this.renderer.firstWritten(2000) : undefined,
      });
      this.config = site.config;
      this.model = site.model;
      this.messages = site.messages;
      if (reason === 'start') this.lastUpdated = site.lastUpdated;
      this.errors.delete('model');
    } catch (error) {
      return fail('site', error);
    }
    if (bundling) {
      try {
        this.assets = await bundling;
        this.errors.delete('theme');
      } catch (error) {
        return fail('theme', error);
      }
    }
    // The references (the OpenAPI document, the SDK catalogue: seconds on a fresh clone) come when they come: a start
    // renders meanwhile the pages that do not read them (one that does is put off, `RenderShared.referencesLoading`);
    // another full render waits for them (they come from their cache).
    const settled = await settledNow(site.references);
    const loaded = (refs: References | Error) => {
      if (refs instanceof Error) return void this.errors.set('site', refs);
      this.references = refs;
      for (const w of refs.warnings) this.opts.logger.warn(w.message);
      this.errors.delete('site');
    };
    if (settled && 'error' in settled) return fail('site', settled.error);
    const loading = !settled && reason === 'start';
    if (!loading) {
      const refs = settled ? settled.value : await site.references.catch((e: unknown) => e as Error);
      if (refs instanceof Error) return fail('site', refs);
      loaded(refs);
    }
    const shared = this.makeShared(loading);
    try {
      // A theme edit: fresh workers on the theme as it is now (compiled again when the compiled engine runs).
      await this.renderer.share(shared, { restart });
    } catch (error) {
      return fail('theme', error);
    }
    const jobs = planPages(this.model, this.lastUpdated, this.messages);
    this.renderer.plan(jobs);
    this.renderer.rendered.reset();
    for (const key of [...this.errors.keys()]) if (key.startsWith('render:')) this.errors.delete(key);
    // Before the pages, which do not need them: a first start answers requests while it renders, and the client
    // router reads the route manifest at once.
    this.writeSiteFiles();
    this.renderer.pending.begin(jobs.map(jobKey), reason === 'start');
    const logger = this.opts.logger;
    let shown = 0;
    const render = this.renderer.render(jobs, {
      onOutcome: ({ job, reused, error }, done) => {
        if (logger.verbose) logger.debug(`${reused ? 'from the page cache' : error ? 'failed' : 'rendered'}: ${jobKey(job)}`);
        const now = performance.now();
        if (now - shown > 100 || done === jobs.length) {
          shown = now;
          logger.progress?.(`rendering pages ${done}/${jobs.length}`);
        }
      },
    });
    const rendering = this.turn.inBackground(render);
    rendering.catch(() => undefined);
    onPlanned?.();
    if (loading) {
      // Without them, the pages that read them render with none (and the overlay shows why).
      loaded(await site.references.catch((e: unknown) => e as Error));
      await this.renderer.share(this.makeShared());
      this.writeSiteFiles();
    }
    let reused: number;
    try {
      ({ reused } = await rendering);
    } finally {
      this.renderer.pending.written();
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

  /** The render threads' data; `referencesLoading`: without the references, still loading (see `full`). */
  private makeShared(referencesLoading = false): RenderShared {
    const shared = renderContext({
      siteDir: this.opts.siteDir,
      outDir: this.opts.outDir,
      cacheDir: this.cacheDir,
      model: this.model!,
      messages: this.messages,
      assets: this.assets!,
      references: this.references?.data ?? {},
      lenient: true,
    });
    return referencesLoading ? { ...shared, references: undefined, referencesLoading } : shared;
  }

  /** sitemap.xml, section redirects, the route manifest and published reference files: the build's stage. */
  private writeSiteFiles(): void {
    writeSiteFiles(this.opts.outDir, this.model!, this.references?.files);
  }
}
