/**
 * Dev render worker: like the build's render worker, but `init` may come again (new routes, messages or
 * assets after a structural change) and simply replaces the Renderer, keeping the loaded modules (shiki,
 * React, the theme) warm. A theme change restarts the worker instead, so edited modules load fresh.
 */
import { parentPort } from 'node:worker_threads';
import { Renderer, type RenderJob, type RenderShared } from '../render/renderJob.tsx';
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
