import { Worker } from 'node:worker_threads';
import { engineModuleUrl } from '../engine.ts';
import { deserializeError, type SerializedError } from './workerPool.ts';

/**
 * One thread beside the main one for a stage's long piece of work that needs nothing of the main thread's
 * state (validating and bundling the REST document): the main thread scans the content meanwhile. Calls go to
 * one worker, which runs them as they come; its result arrives as a structured clone, its error as the error
 * it threw (a `UserError` keeps its location and frame). The thread keeps the process alive only while a call
 * is under way.
 */

let worker: Worker | undefined;
let nextId = 0;
const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void; keep: boolean }>();

function thread(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./tsWorkerEntry.mjs', import.meta.url), {
    workerData: { script: engineModuleUrl('./threadCallWorker.ts', import.meta.url).href },
  });
  w.on('message', (msg: { id: number; result?: unknown; error?: SerializedError }) => {
    const call = calls.get(msg.id);
    if (!call) return;
    calls.delete(msg.id);
    settled(call.keep);
    if (msg.error) call.reject(deserializeError(msg.error));
    else call.resolve(msg.result);
  });
  const fail = (error: Error) => {
    if (worker === w) worker = undefined;
    for (const call of calls.values()) call.reject(error);
    calls.clear();
  };
  w.on('error', fail);
  w.on('exit', (code) => fail(new Error(`the helper thread stopped (exit code ${code})`)));
  worker = w;
  return w;
}

/** After a call: an idle thread no longer holds the process; one not asked to stay is stopped (its memory freed). */
function settled(keep: boolean): void {
  if (calls.size || !worker) return;
  if (keep) worker.unref();
  else stopThread();
}

/**
 * Calls `module`'s export `name` with `args` (structured-cloneable) on the helper thread. `keep` leaves the thread
 * running once idle, its modules loaded, for the next call (`imdocs dev` reloads); otherwise it stops once it has
 * no call left.
 */
export function callOnThread<T>(module: URL, name: string, args: unknown[], opts: { keep?: boolean } = {}): Promise<T> {
  const w = thread();
  w.ref();
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    calls.set(id, { resolve: resolve as (value: unknown) => void, reject, keep: !!opts.keep });
    w.postMessage({ id, module: module.href, name, args });
  });
}

/** Stops the helper thread (a build that failed before it needed the thread's result). Calls under way are rejected. */
export function stopThread(): void {
  const w = worker;
  worker = undefined;
  if (!w) return;
  w.removeAllListeners('exit');
  void w.terminate();
  for (const call of calls.values()) call.reject(new Error('the helper thread was stopped'));
  calls.clear();
}

/** The helper thread's id while it runs (else undefined), and how many calls it has under way: for tests. */
export const helperThread = (): { threadId: number | undefined; calls: number } => ({ threadId: worker?.threadId, calls: calls.size });
