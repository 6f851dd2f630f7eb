/** Worker-thread entry: receives the shared site data once, then renders jobs and writes their files. */
import { parentPort } from 'node:worker_threads';
import { Renderer, type RenderJob, type RenderShared } from './renderJob.tsx';
import { serializeError } from '../build/workerPool.ts';

let renderer: Renderer | undefined;

parentPort!.on('message', async (msg: { type: 'init'; shared: RenderShared } | { type: 'job'; id: number; job: RenderJob }) => {
  if (msg.type === 'init') {
    renderer = new Renderer(msg.shared);
    parentPort!.postMessage({ type: 'ready' });
    return;
  }
  try {
    const result = await renderer!.render(msg.job);
    parentPort!.postMessage({ type: 'result', id: msg.id, result });
  } catch (error) {
    parentPort!.postMessage({ type: 'result', id: msg.id, error: serializeError(error) });
  }
});
