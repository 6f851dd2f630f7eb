/**
 * Worker-thread entry: receives the shared site data once, then renders batches of jobs (all locales of
 * one source file together, so code blocks repeated by translations are highlighted once) and writes them.
 */
import { parentPort } from 'node:worker_threads';
import { Renderer, type RenderJob, type RenderShared, type RenderResult } from './renderJob.tsx';
import { serializeError, type SerializedError } from '../build/workerPool.ts';

export interface BatchResult {
  results: RenderResult[];
  errors: SerializedError[];
}

let renderer: Renderer | undefined;

parentPort!.on('message', async (msg: { type: 'init'; shared: RenderShared } | { type: 'job'; id: number; job: RenderJob[] }) => {
  if (msg.type === 'init') {
    renderer = new Renderer(msg.shared);
    parentPort!.postMessage({ type: 'ready' });
    return;
  }
  const batch: BatchResult = { results: [], errors: [] };
  for (const job of msg.job) {
    try {
      batch.results.push(await renderer!.render(job));
    } catch (error) {
      batch.errors.push(serializeError(error));
    }
  }
  parentPort!.postMessage({ type: 'result', id: msg.id, result: batch });
});
