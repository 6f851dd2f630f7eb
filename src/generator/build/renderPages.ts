import os from 'node:os';
import path from 'node:path';
import { Renderer, type RenderJob, type RenderResult, type RenderShared } from '../render/renderJob.tsx';
import { asRenderError } from '../render/renderError.ts';
import type { BatchResult } from '../render/renderWorker.ts';
import { WorkerPool, deserializeError } from './workerPool.ts';
import { PageCache } from './pageCache.ts';
import { UserError, UserErrors } from '../errors.ts';
import type { Logger } from '../log.ts';

/** Stage "render pages": jobs → HTML files in the output folder, on worker threads or in-process. */

export interface JobOutcome {
  job: RenderJob;
  result?: RenderResult;
  error?: Error;
}

/** Renders one batch of jobs somewhere (a worker of the pool, or this thread). */
export type BatchRunner = (batch: RenderJob[]) => Promise<JobOutcome[]>;

export type RenderPool = WorkerPool<RenderJob[], BatchResult>;

export function createRenderPool(size: number, shared: RenderShared, opts: { unref?: boolean } = {}): RenderPool {
  return new WorkerPool<RenderJob[], BatchResult>(new URL('../render/renderWorker.ts', import.meta.url), size, shared, opts.unref);
}

export function poolRunner(pool: RenderPool): BatchRunner {
  return async (batch) => {
    const { outcomes } = await pool.run(batch);
    return outcomes.map((o, i) => ('result' in o ? { job: batch[i], result: o.result } : { job: batch[i], error: deserializeError(o.error) }));
  };
}

/** Renders on this thread, one batch after the other (a Renderer renders one page at a time, like a worker). */
export function inProcessRunner(shared: RenderShared): BatchRunner {
  const renderer = new Renderer(shared);
  let queue: Promise<unknown> = Promise.resolve();
  return (batch) => {
    const run = queue.then(async () => {
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

/**
 * The build's render stage: reuses pages of earlier builds from the page cache, renders the rest on a pool
 * sized to the machine (in-process for small sites), and reports every failing page at once.
 */
export async function renderPages(
  jobs: RenderJob[],
  shared: RenderShared,
  opts: {
    workers?: number;
    logger: Logger;
    /** Each page as it is written. */
    onPage?: (result: RenderResult) => void;
  },
): Promise<RenderResult[]> {
  const results: RenderResult[] = [];
  const errors: Error[] = [];
  const cache = shared.cacheDir ? new PageCache(path.join(shared.cacheDir, 'pages'), shared) : undefined;
  const keys = new Map<RenderJob, string>();
  const pending: RenderJob[] = [];
  for (const job of jobs) {
    const key = cache?.key(job);
    const hit = key ? cache!.restore(key, shared.outDir) : undefined;
    if (hit) results.push(hit);
    else {
      if (key) keys.set(job, key);
      pending.push(job);
    }
  }
  results.forEach((r) => opts.onPage?.(r));
  opts.logger.debug(`page cache: ${results.length} reused, ${pending.length} to render`);
  const size = opts.workers ?? (pending.length >= 60 ? Math.min(os.availableParallelism(), 4) : 0);
  const pool = size > 0 ? createRenderPool(size, shared) : undefined;
  try {
    const run = pool ? poolRunner(pool) : inProcessRunner(shared);
    await renderJobs(pending, run, ({ job, result, error }) => {
      if (error) return void errors.push(error);
      results.push(result!);
      opts.onPage?.(result!);
      if (results.length % 50 === 0) opts.logger.progress?.(`render pages ${results.length}/${jobs.length}`);
      const key = keys.get(job);
      if (cache && key) cache.store(key, shared.outDir, result!);
    });
  } finally {
    await pool?.close();
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
