import { parentPort } from 'node:worker_threads';
import { serializeError } from './workerPool.ts';

/** The helper thread of `threadCall.ts`: runs each call it is sent and posts back its result or its error. */
parentPort!.on('message', async (msg: { id: number; module: string; name: string; args: unknown[] }) => {
  try {
    const mod = (await import(msg.module)) as Record<string, (...args: unknown[]) => unknown>;
    const result = await mod[msg.name](...msg.args);
    parentPort!.postMessage({ id: msg.id, result });
  } catch (error) {
    parentPort!.postMessage({ id: msg.id, error: serializeError(error) });
  }
});
