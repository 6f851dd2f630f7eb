import os from 'node:os';
import path from 'node:path';
import type { Renderer, RenderJob, RenderResult, RenderShared } from '../render/renderJob.tsx';
import { asRenderError } from '../render/renderError.ts';
import type { BatchResult } from '../render/renderWorker.ts';
import { WorkerPool, deserializeError, type TimeLimit } from './workerPool.ts';
import { engineModuleUrl } from '../engine.ts';
import { PageCache } from './pageCache.ts';
import { UserError, UserErrors } from '../errors.ts';
import { pageCompileInput } from '../mdx/compileInput.ts';
import type { CompileInput } from '../mdx/compileMdx.ts';
import { pageSource } from './planPages.ts';
import type { SiteModel } from '../content/siteModel.ts';
import type { Logger } from '../log.ts';

/** Stage "render pages": jobs → HTML files in the output folder, on worker threads or in-process. */

export interface JobOutcome {
  job: RenderJob;
  result?: RenderResult;
  error?: Error;
  /** The page came from the page cache (`renderWithCache`). */
  reused?: boolean;
}

/** Renders one batch of jobs somewhere (a worker of the pool, or this thread). */
export type BatchRunner = (batch: RenderJob[]) => Promise<JobOutcome[]>;

export type RenderPool = WorkerPool<RenderJob[], BatchResult>;

/** A render pool; without `shared`, its workers load their modules now and `start(shared)` gives them the data. */
export function createRenderPool(size: number, shared: RenderShared | undefined, opts: { unref?: boolean; script?: URL; initial?: number } = {}): RenderPool {
  return new WorkerPool<RenderJob[], BatchResult>(
    opts.script ?? engineModuleUrl('../render/renderWorker.ts', import.meta.url),
    size,
    shared,
    opts.unref,
    opts.initial,
    pageTimeLimit(),
  );
}

/**
 * How long one page may take to compile and render on a worker thread before it is stopped and named:
 * `IMDOCS_PAGE_TIMEOUT` seconds, 120 by default (the largest page of this site takes under 2 s).
 */
function pageTimeLimit(): TimeLimit<RenderJob[]> {
  const seconds = Number(process.env.IMDOCS_PAGE_TIMEOUT ?? 120);
  const where = (job: RenderJob) => ({
    route: job.kind === 'sidebar' ? job.outFile : job.page.route,
    location: job.kind === 'mdx' || job.kind === 'tsx' ? { file: job.file } : undefined,
  });
  return {
    ms: (Number.isFinite(seconds) && seconds > 0 ? seconds : 120) * 1000,
    error(batch, part, ms) {
      const { route, location } = where(batch[part]);
      return new UserError(`Rendering ${route} did not finish within ${ms / 1000} s and was stopped (an endless loop in an expression or a component?)`, {
        location,
        hint: 'set IMDOCS_PAGE_TIMEOUT=<seconds> to allow a slower page more time',
      });
    },
    crashed(batch, part, cause) {
      const { route, location } = where(batch[part]);
      if ((cause as NodeJS.ErrnoException).code !== 'ERR_WORKER_OUT_OF_MEMORY') return cause;
      return new UserError(`Rendering ${route} ran out of memory: its thread was stopped`, {
        location,
        hint: 'look for an expression or component that builds ever larger data; NODE_OPTIONS=--max-old-space-size=<MB> raises the limit',
        cause,
      });
    },
  };
}

/** A message of `compileAheadMessages`: pages for one worker to compile into the compile cache before its first job. */
export interface CompileAheadMessage {
  type: 'compile-ahead';
  cacheDir: string;
  inputs: CompileInput[];
}

/**
 * Work for the workers of an early pool while the main thread loads the site's data (the references of this
 * repository's site take seconds): each compiles its share of the MDX pages into the compile cache, the way
 * their render will ask for them, in route order, both locales of a page on one worker (their code blocks are
 * highlighted once). A worker stops at its first job; the render reads what was compiled from the cache.
 */
export function compileAheadMessages(model: SiteModel, siteDir: string, size: number, cacheDir: string): CompileAheadMessage[] {
  const pages = new Map<string, Map<string, CompileInput>>();
  for (const doc of [...model.docs, ...model.pageDocs]) {
    const source = pageSource(doc);
    const forPage = pages.get(doc.baseRoute) ?? new Map<string, CompileInput>();
    forPage.set(`${source.file}\0${source.body}`, pageCompileInput(source, model.config, siteDir));
    pages.set(doc.baseRoute, forPage);
  }
  const shares = Array.from({ length: size }, () => [] as CompileInput[]);
  [...pages.values()].forEach((inputs, i) => shares[i % size].push(...inputs.values()));
  return shares.map((inputs) => ({ type: 'compile-ahead', cacheDir, inputs }));
}

/**
 * Render threads for `pending` pages: `workers` when given, else one per core (at most 4) from 60 pages on, and
 * one below. Pages render on a thread even on a small site, so the pool's time limit can stop a page that never
 * finishes and the main thread stays free for Ctrl+C; the thread costs nothing measurable (a 24-page site built
 * in 2.4-3.5 s on one thread, 2.9-3.3 s in-process). `workers: 0` (the engine's own tests) renders in-process,
 * without a time limit.
 */
export function renderThreads(pending: number, workers?: number): number {
  if (workers !== undefined) return workers;
  if (pending === 0) return 0;
  return pending >= 60 ? Math.min(os.availableParallelism(), 4) : 1;
}

/** Runs batches on `pool`; with `front`, ahead of every batch queued before (`imdocs dev`: an edit before the background render). */
export function poolRunner(pool: RenderPool, front = false): BatchRunner {
  return async (batch) => {
    const { outcomes } = await pool.run(batch, front);
    return outcomes.map((o, i) => ('result' in o ? { job: batch[i], result: o.result } : { job: batch[i], error: deserializeError(o.error) }));
  };
}

/**
 * Renders on this thread, one batch after the other (a Renderer renders one page at a time, like a worker). The
 * renderer's modules (theme, React, highlighter) load on the first batch: a build whose pages all come from the
 * page cache never loads them.
 */
export function inProcessRunner(shared: RenderShared): BatchRunner {
  let renderer: Renderer | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  return (batch) => {
    const run = queue.then(async () => {
      renderer ??= new (await import('../render/renderJob.tsx')).Renderer(shared);
      const out: JobOutcome[] = [];
      for (const job of batch) {
        try {
          out.push({ job, result: await renderer.render(job) });
        } catch (error) {
          out.push({ job, error: asRenderError(error, job) });
        }
      }
      return out;
    });
    queue = run.catch(() => undefined);
    return run;
  };
}

/** All locales of one source go to the same worker, one after the other (shared highlighting memo). */
function batchesOf(jobs: RenderJob[]): RenderJob[][] {
  const batches = new Map<string, RenderJob[]>();
  for (const job of jobs) {
    const key = job.kind === 'mdx' ? (job.page.fallbackOf ?? job.page.baseRoute) : `${batches.size}:${job.kind}`;
    const list = batches.get(key) ?? [];
    list.push(job);
    batches.set(key, list);
  }
  return [...batches.values()];
}

/** Renders every job with `run`; a failing page never stops the others. */
export async function renderJobs(jobs: RenderJob[], run: BatchRunner, onOutcome: (o: JobOutcome) => void): Promise<void> {
  await Promise.all(
    batchesOf(jobs).map((batch) =>
      run(batch).then(
        (outcomes) => outcomes.forEach(onOutcome),
        (error: Error) => batch.forEach((job) => onOutcome({ job, error: asRenderError(error, job) })),
      ),
    ),
  );
}

const retargeted = new WeakSet<RenderJob>();

/**
 * Makes a queued `job` the job `next` (same page): the worker that takes it renders `next`, and the page cache files
 * the page under `next`'s key. `imdocs dev` gives a page's queued job its saved text, so the older text is not
 * rendered after the newer.
 */
export function retargetJob(job: RenderJob, next: RenderJob): void {
  for (const field of Object.keys(job)) delete (job as unknown as Record<string, unknown>)[field];
  Object.assign(job, next);
  retargeted.add(job);
}

/**
 * The jobs a render has still to look up in the page cache, in order; `prefer` moves one to the front (`imdocs dev`:
 * a page a browser asks for is restored before the hundreds ahead of it).
 */
export class CacheLookups {
  private readonly jobs: RenderJob[];
  private next = 0;
  /** What `prefer` was asked for: a page looked up already, but not in the cache, renders first. */
  private readonly preferred: ((job: RenderJob) => boolean)[] = [];
  constructor(jobs: RenderJob[]) {
    this.jobs = [...jobs];
  }

  /** Moves the first job still to look up that `match` accepts to the front; whether there was one. */
  prefer(match: (job: RenderJob) => boolean): boolean {
    this.preferred.push(match);
    const i = this.jobs.findIndex((job, index) => index >= this.next && match(job));
    if (i === -1) return false;
    const [job] = this.jobs.splice(i, 1);
    this.jobs.splice(this.next, 0, job);
    return true;
  }

  take(): RenderJob | undefined {
    return this.jobs[this.next++];
  }

  /** `jobs` (those the cache did not have), the ones `prefer` asked for first. */
  ordered(jobs: RenderJob[]): RenderJob[] {
    const first = jobs.filter((job) => this.preferred.some((match) => match(job)));
    return first.length ? [...first, ...jobs.filter((job) => !first.includes(job))] : jobs;
  }
}

/**
 * Renders `jobs`, reusing the pages of earlier builds from `cache` (restored into `outDir`) and storing the
 * pages it renders. `runner` is asked for a runner only when some page must be rendered, with their number.
 * Shared by the build's render stage and `imdocs dev`, whose lookups (`opts.lookups`, over the same jobs) yield
 * to the event loop every `sliceMs`: restoring 1,200 pages takes most of a second, during which a request for
 * one of them is answered as soon as it is restored (and is restored first, `CacheLookups.prefer`).
 */
export async function renderWithCache(
  jobs: RenderJob[],
  cache: PageCache | undefined,
  outDir: string,
  runner: (pending: number) => BatchRunner,
  onOutcome: (o: JobOutcome) => void,
  opts: { lookups?: CacheLookups; sliceMs?: number } = {},
): Promise<{ reused: number; rendered: number }> {
  const keys = new Map<RenderJob, string>();
  const pending: RenderJob[] = [];
  const lookups = opts.lookups ?? new CacheLookups(jobs);
  let reused = 0;
  let slice = performance.now();
  for (let job = lookups.take(); job; job = lookups.take()) {
    const key = cache?.key(job);
    const hit = key ? cache!.restore(key, outDir) : undefined;
    if (hit?.deferred) onOutcome({ job, result: hit });
    else if (hit) {
      reused++;
      onOutcome({ job, result: hit, reused: true });
    } else {
      if (key) keys.set(job, key);
      pending.push(job);
    }
    if (opts.sliceMs !== undefined && performance.now() - slice > opts.sliceMs) {
      await new Promise((resolve) => setImmediate(resolve));
      slice = performance.now();
    }
  }
  if (pending.length)
    await renderJobs(lookups.ordered(pending), runner(pending.length), (outcome) => {
      // A job `retargetJob` changed after it was queued is keyed as rendered.
      const key = retargeted.has(outcome.job) ? cache?.key(outcome.job) : keys.get(outcome.job);
      if (outcome.result && cache && key) cache.store(key, outDir, outcome.result, outcome.job);
      onOutcome(outcome);
    });
  return { reused, rendered: pending.length };
}

/**
 * The build's render stage: reuses pages of earlier builds from the page cache, renders the rest on a pool
 * sized to the machine (one thread for small sites), and reports every failing page at once.
 */
export async function renderPages(
  jobs: RenderJob[],
  shared: RenderShared,
  opts: {
    workers?: number;
    /** A pool started without data while the site loaded (a cold build), used if its size is the one needed. */
    early?: RenderPool;
    logger: Logger;
    /** Each page as it is written. */
    onPage?: (result: RenderResult) => void;
  },
): Promise<RenderResult[]> {
  const results: RenderResult[] = [];
  const errors: Error[] = [];
  const cache = shared.cacheDir ? new PageCache(path.join(shared.cacheDir, 'pages'), shared) : undefined;
  let pool: RenderPool | undefined;
  try {
    const counts = await renderWithCache(
      jobs,
      cache,
      shared.outDir,
      (pending) => {
        const size = renderThreads(pending, opts.workers);
        if (size > 0 && opts.early?.size === size) (pool = opts.early).start(shared);
        else pool = size > 0 ? createRenderPool(size, shared) : undefined;
        return pool ? poolRunner(pool) : inProcessRunner(shared);
      },
      ({ result, error }) => {
        if (error) return void errors.push(error);
        results.push(result!);
        opts.onPage?.(result!);
        if (results.length % 50 === 0) opts.logger.progress?.(`render pages ${results.length}/${jobs.length}`);
      },
    );
    opts.logger.debug(`page cache: ${counts.reused} reused, ${counts.rendered} to render`);
  } finally {
    await (pool as RenderPool | undefined)?.close();
    if (opts.early !== pool) await opts.early?.close();
  }
  if (errors.length) {
    const internal = errors.find((e) => !(e instanceof UserError));
    if (internal) throw internal;
    // One report per source file and message: a fallback renders the same file again.
    const seen = new Set<string>();
    const unique = (errors as UserError[]).filter((e) => {
      const key = `${e.location?.file}\0${e.cause instanceof Error ? e.cause.message : e.message}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
    throw new UserErrors(unique);
  }
  return results;
}
