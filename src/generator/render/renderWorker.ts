/**
 * Worker-thread entry, for `imdocs build` and `imdocs dev` alike: receives the shared site data (again
 * whenever it changes), then renders batches of jobs (all locales of one source file together, so code
 * blocks repeated by translations are highlighted once) and writes them. A failing job does not stop the
 * batch; its error comes back with the page's route and source file.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { Renderer, type RenderJob, type RenderShared, type RenderResult } from './renderJob.tsx';
import { asRenderError } from './renderError.ts';
import path from 'node:path';
import { preloadCompiler, compileCached, CompileCache } from '../mdx/compileMdx.ts';
import type { CompileAheadMessage } from '../build/renderPages.ts';
import { serializeError, type SerializedError } from '../build/workerPool.ts';

export interface BatchResult {
  /** One entry per job, in batch order. */
  outcomes: ({ result: RenderResult } | { error: SerializedError })[];
}

let renderer: Renderer | undefined;
/** Pages being compiled ahead of the render (see compileAheadMessages): stopped at the first job. */
let ahead: { stop: boolean; done: Promise<void> } | undefined;

// Started before the site finished loading (a cold build): the MDX compiler loads while the data is on its way.
if ((workerData as { early?: boolean } | undefined)?.early) preloadCompiler();

parentPort!.on('message', async (msg: { type: 'init'; shared: RenderShared } | { type: 'job'; job: RenderJob[] } | CompileAheadMessage) => {
  if (msg.type === 'compile-ahead') {
    const cache = new CompileCache(path.join(msg.cacheDir, 'mdx'));
    const state = { stop: false, done: Promise.resolve() };
    state.done = (async () => {
      for (const input of msg.inputs) {
        if (state.stop) return;
        // A page that fails is left to its render, which reports it (failures are never cached).
        await compileCached(input, cache).catch(() => undefined);
      }
    })();
    ahead = state;
    return;
  }
  if (msg.type === 'init') {
    renderer = new Renderer(msg.shared);
    parentPort!.postMessage({ type: 'ready' });
    // A worker exists because pages are to be rendered (a build or `imdocs dev`'s next edit).
    preloadCompiler();
    return;
  }
  // One page at a time on this thread: the page being compiled ahead finishes first.
  if (ahead) {
    ahead.stop = true;
    await ahead.done;
    ahead = undefined;
  }
  const batch: BatchResult = { outcomes: [] };
  for (const [part, job] of msg.job.entries()) {
    // The pool's watchdog times each page from here (an endless loop in a page is stopped and named).
    parentPort!.postMessage({ type: 'started', part });
    try {
      batch.outcomes.push({ result: await renderer!.render(job) });
    } catch (error) {
      batch.outcomes.push({ error: serializeError(asRenderError(error, job)) });
    }
  }
  parentPort!.postMessage({ type: 'result', result: batch });
});
