import path from 'node:path';
import { CacheLookups, createRenderPool, poolRunner, renderWithCache, retargetJob, type JobOutcome, type RenderPool } from '../build/renderPages.ts';
import { PageCache } from '../build/pageCache.ts';
import type { RenderJob, RenderResult, RenderShared } from '../render/renderJob.tsx';
import { currentEngineSrc, engineModuleIn, runningEngine } from '../engine.ts';
import { RenderedPages, jobFile, jobKey } from './renderedPages.ts';
import { PendingPages } from './pendingPages.ts';
import type { Logger } from '../log.ts';

/**
 * How long after the answer to the first request the references start loading (dev after a build, traced on the
 * real site, 2 cores): at once, an edit saved as the page showed waited for them (1.1-1.7 s to reload); 400-700 ms
 * later, 0.8-1.1 s, the first page unchanged (1.7-2.0 s).
 */
const ANSWERED_QUIET_MS = 500;

export interface DevRendererOptions {
  outDir: string;
  workers?: number;
  logger: Logger;
  /** The dev site's current errors: each page's render error is kept there as `render:<out file>`. */
  errors: Map<string, Error>;
}

/**
 * The render side of `imdocs dev`: the render workers (one session long), the page cache shared with `imdocs build`,
 * the current plan's jobs, what each page was rendered from and read (`RenderedPages`) and the pages a background
 * render has still to write (`PendingPages`). Pages render through the build's stage (`renderWithCache` on the
 * render pool); an edit renders ahead of whatever is queued (`renderAhead`).
 */
export class DevRenderer {
  readonly rendered = new RenderedPages();
  readonly pending = new PendingPages();
  /** The current plan's jobs by key: what an edit of a file that pages read renders again. */
  jobs = new Map<string, RenderJob>();
  private pool?: RenderPool;
  private shared?: RenderShared;
  /** The `src/` folder of the engine the render threads run: the running one, or a copy compiled after a theme edit. */
  private renderSrc: string = runningEngine;
  /** The build's page cache, keyed by the current shared data. */
  private cache?: PageCache;
  /** The page-cache lookups of the renders running (a request moves its page to the front). */
  private readonly lookups = new Set<CacheLookups>();
  /** Resolved once a page is rendered, sent to a request that waited for it, or the cache has none left to restore, and once a render begins (see `firstWritten`). */
  private written?: () => void;
  private readonly anyWritten = new Promise<void>((resolve) => (this.written = resolve));
  private begun?: () => void;
  private readonly anyBegun = new Promise<void>((resolve) => (this.begun = resolve));

  /**
   * Resolves once a page a browser waited for (it goes first) has been sent, or a render thread rendered a page, or
   * the page cache has restored what it holds, or `ms` after the first render began at most: a start loads the
   * references after it, so that their seconds of work (~0.25 s on this thread from their cache, which held the
   * answer to the first request 0.6 s) do not delay it.
   */
  firstWritten(ms: number): Promise<void> {
    return Promise.race([this.anyWritten, this.anyBegun.then(() => new Promise<void>((resolve) => setTimeout(resolve, ms).unref()))]);
  }

  /** While the shared data lacks the references (`RenderShared.referencesLoading`): resolved once it has them. */
  private referencesWait?: { promise: Promise<void>; resolve: () => void };

  constructor(private readonly opts: DevRendererOptions) {}

  /**
   * Starts one render worker loading its modules (~1.5 s) as the site starts loading: a first start renders every
   * page, and a start after a build needs a warm worker for the first edit, saved the moment the first page shows.
   * The others start once the first page is written (on two cores, a second worker loading its modules slowed the
   * references and the first page down).
   */
  startEarly(): void {
    this.pool ??= createRenderPool(this.opts.workers ?? 2, undefined, { unref: true, initial: 1 });
  }

  /**
   * New shared data for the workers and the page cache. `restart`: fresh workers on the engine's sources as they are
   * now (a theme edit; compiled again when the compiled engine runs), which may throw the compile error.
   */
  async share(shared: RenderShared, { restart = false } = {}): Promise<void> {
    if (this.shared?.referencesLoading && !restart) {
      // The references have loaded: the jobs not started yet get them, the first render goes on.
      await this.pool?.refresh(shared);
    } else if (restart) {
      this.renderSrc = await currentEngineSrc();
      await this.pool?.restart(shared, this.workerScript());
    } else if (this.pool && !this.pool.started) {
      // The start's early pool: its worker gets the data once it has loaded; pages restored from the cache do not wait.
      this.pool.start(shared);
    } else await this.pool?.update(shared);
    this.shared = shared;
    this.cache = shared.cacheDir ? new PageCache(path.join(shared.cacheDir, 'pages'), shared, this.renderSrc) : undefined;
    if (shared.referencesLoading) {
      if (!this.referencesWait) {
        let resolve = () => {};
        const promise = new Promise<void>((r) => (resolve = r));
        this.referencesWait = { promise, resolve };
      }
    } else {
      this.referencesWait?.resolve();
      this.referencesWait = undefined;
    }
  }

  /** The shared data the workers have. */
  get current(): RenderShared | undefined {
    return this.shared;
  }

  /** A new plan: its jobs, and the pages of the old one that no longer exist deleted with their errors. */
  plan(jobs: RenderJob[]): void {
    this.jobs = new Map(jobs.map((job) => [jobKey(job), job]));
    this.rendered.removeStale(new Set(this.jobs.keys()), this.opts.outDir);
    for (const key of [...this.opts.errors.keys()]) if (key.startsWith('render:') && !this.jobs.has(key.slice('render:'.length))) this.opts.errors.delete(key);
  }

  /**
   * A promise for the file a request path is answered from, when the first render has not written it yet
   * (undefined otherwise). The page's render moves to the front of the queue. A path that names no page, or a
   * page whose render failed, waits for its locale's 404 page if that is still to come (`localeOf`).
   */
  whenWritten(pathname: string, localeOf: (pathname: string) => string | undefined): Promise<void> | undefined {
    const key = this.pending.keyFor(pathname, this.opts.outDir, localeOf);
    if (!key) return undefined;
    for (const lookups of this.lookups) lookups.prefer((job) => jobKey(job) === key);
    this.pool?.promote((batch) => batch.some((job) => jobKey(job) === key));
    // Then again: a page whose render failed is answered with its locale's 404 page (and the error overlay).
    return this.pending.wait(key).then(() => this.whenWritten(pathname, localeOf));
  }

  /** A request that waited for a page of the first render has its answer (the references load `ANSWERED_QUIET_MS` later). */
  answered(): void {
    // A moment later: an edit saved as the page shows (the common case: the reader opened the page to fix it) is
    // then on its way to a render thread before the references hold this thread and the threads' next message.
    setTimeout(() => this.written?.(), ANSWERED_QUIET_MS).unref();
  }

  /** The render workers, now (the server calls this once it is up, so the first edit finds them started). */
  warm(): void {
    if (this.shared) this.startPool();
  }

  async close(): Promise<void> {
    await this.pool?.close();
  }

  private startPool(): RenderPool {
    return (this.pool ??= createRenderPool(this.opts.workers ?? 2, this.shared!, { unref: true, script: this.workerScript() }));
  }

  private workerScript(): URL {
    return engineModuleIn(this.renderSrc, 'generator/render/renderWorker.ts');
  }

  /**
   * Renders `jobs` before anything queued. A page the background render has still to write is not rendered
   * twice: if no worker has taken it yet, its queued job takes the new text and moves to the front; if a worker
   * is rendering it, the new job follows once that is written (else the older text could be written last).
   */
  async renderAhead(jobs: RenderJob[]): Promise<{ routes: string[] }> {
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
      } else later.push(this.pending.wait(key).then(async () => (await this.render([job], { front: true })).routes));
    }
    const routes = await Promise.all([this.render(now, { front: true }).then((r) => r.routes), ...later]);
    return { routes: routes.flat() };
  }

  /**
   * Renders jobs (`front`: ahead of those queued), reusing pages the page cache holds (dev after a build, or a
   * restart, renders only what changed since); records what each page was rendered from and read, and per-page
   * errors. Returns the routes written and how many pages came from the cache.
   */
  async render(
    jobs: RenderJob[],
    { front = false, onOutcome }: { front?: boolean; onOutcome?: (outcome: JobOutcome, done: number) => void } = {},
  ): Promise<{ routes: string[]; reused: number }> {
    if (!jobs.length) return { routes: [], reused: 0 };
    const errorsOf = this.opts.errors;
    const byKey = new Map(jobs.map((j) => [jobKey(j), j]));
    const results: RenderResult[] = [];
    const errors: { job: RenderJob; error: Error }[] = [];
    this.begun?.();
    let done = 0;
    // Pages that read the references before they loaded render again as soon as they have, in batches.
    const later: Promise<{ routes: string[]; reused: number }>[] = [];
    let deferred: RenderJob[] | undefined;
    const defer = (job: RenderJob) => {
      if (deferred) return void deferred.push(job);
      deferred = [job];
      later.push(
        (this.referencesWait?.promise ?? Promise.resolve()).then(() => {
          const again = deferred!;
          deferred = undefined;
          return this.render(again, { front, onOutcome: onOutcome && ((o) => onOutcome(o, ++done)) });
        }),
      );
    };
    const lookups = new CacheLookups(jobs);
    this.lookups.add(lookups);
    let { reused } = await renderWithCache(
      jobs,
      this.cache,
      this.opts.outDir,
      () => poolRunner(this.startPool(), front),
      (outcome) => {
        const { job, result, error } = outcome;
        // The second thread starts once the first has rendered a page (it is warm then): pages restored from the page
        // cache need none (nor those put off until the references load), and a thread loading its modules beside the
        // first would slow the edit that first one is for.
        if (!outcome.reused && !result?.deferred) this.pool?.grow();
        // A page that read the references before they loaded renders again once they have.
        if (result?.deferred) return defer(job);
        // An error shows in the overlay at once (a page asked for during the first render is served as soon as its
        // render fails); the list is settled below, once the batch is done.
        if (error) {
          errors.push({ job, error });
          errorsOf.set(`render:${jobKey(job)}`, error);
        } else results.push(result!);
        onOutcome?.(outcome, ++done);
        this.pending.written(jobKey(job));
        // A page a worker rendered lets the references load; not every page the cache restores (the first of those
        // comes before the request for the page the reader opened): the answer to that request does (`answered`).
        if (!outcome.reused) this.written?.();
      },
      { lookups, sliceMs: 8 },
    ).finally(() => this.lookups.delete(lookups));
    // Every page is written or rendering (the rest were in the cache).
    this.written?.();
    const routes: string[] = [];
    for (const r of results) {
      const job = byKey.get(r.file);
      if (!job) continue;
      this.rendered.record(job, r);
      errorsOf.delete(`render:${r.file}`);
      for (const w of r.warnings) this.opts.logger.warn(w);
      if (r.route) routes.push(r.route);
    }
    for (const { job } of errors) errorsOf.delete(`render:${jobKey(job)}`);
    for (const { job, error } of errors) {
      const key = jobKey(job);
      this.rendered.failed(job);
      // One error per source file is enough (a fallback renders the same file again).
      const file = jobFile(job);
      const dup =
        file &&
        [...errorsOf].some(
          ([k, e]) =>
            k.startsWith('render:') && k !== `render:${key}` && (e as { location?: { file?: string } }).location?.file === file && e.message === error.message,
        );
      if (!dup) errorsOf.set(`render:${key}`, error);
      if (job.kind !== 'sidebar') routes.push(job.page.route);
    }
    for (const again of await Promise.all(later)) {
      routes.push(...again.routes);
      reused += again.reused;
    }
    return { routes, reused };
  }
}
