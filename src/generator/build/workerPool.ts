import { Worker } from 'node:worker_threads';
import { UserError } from '../errors.ts';

export interface SerializedError {
  user: boolean;
  message: string;
  stack?: string;
  location?: UserError['location'];
  frame?: string;
  hint?: string;
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof UserError) return { user: true, message: error.message, location: error.location, frame: error.frame, hint: error.hint };
  const e = error as Error;
  return { user: false, message: e?.message ?? String(error), stack: e?.stack };
}

export function deserializeError(s: SerializedError): Error {
  if (s.user) return new UserError(s.message, { location: s.location, frame: s.frame, hint: s.hint });
  const e = new Error(s.message);
  e.stack = s.stack;
  return e;
}

interface Pending<R> { resolve: (r: R) => void; reject: (e: Error) => void }

/**
 * A fixed pool of worker threads, each initialised once with the same shared data; jobs go to whichever
 * worker is free, so pages stream through and are written as they finish.
 */
export class WorkerPool<J, R> {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: { id: number; job: J }[] = [];
  private readonly pending = new Map<number, Pending<R>>();
  private readonly busy = new Map<Worker, number>();
  private nextId = 0;
  private ready: Promise<void>;

  constructor(script: URL, size: number, shared: unknown) {
    const inits: Promise<void>[] = [];
    for (let i = 0; i < size; i++) {
      const worker = new Worker(new URL('./tsWorkerEntry.mjs', import.meta.url), { workerData: { script: script.href } });
      this.workers.push(worker);
      inits.push(new Promise((resolve, reject) => {
        const onReady = (msg: { type: string }) => {
          if (msg.type === 'ready') {
            worker.off('message', onReady);
            resolve();
          }
        };
        worker.on('message', onReady);
        worker.once('error', reject);
      }));
      worker.on('message', (msg: { type: string; id: number; result?: R; error?: SerializedError }) => {
        if (msg.type !== 'result') return;
        const p = this.pending.get(msg.id);
        this.pending.delete(msg.id);
        this.busy.delete(worker);
        this.idle.push(worker);
        this.pump();
        if (!p) return;
        if (msg.error) p.reject(deserializeError(msg.error));
        else p.resolve(msg.result as R);
      });
      worker.on('error', (error) => {
        const id = this.busy.get(worker);
        if (id !== undefined) this.pending.get(id)?.reject(error);
      });
      worker.postMessage({ type: 'init', shared });
    }
    this.ready = Promise.all(inits).then(() => {
      this.idle.push(...this.workers);
      this.pump();
    });
  }

  run(job: J): Promise<R> {
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.queue.push({ id, job });
      this.pump();
    });
  }

  private pump(): void {
    while (this.idle.length && this.queue.length) {
      const worker = this.idle.pop()!;
      const { id, job } = this.queue.shift()!;
      this.busy.set(worker, id);
      worker.postMessage({ type: 'job', id, job });
    }
  }

  async whenReady(): Promise<void> {
    await this.ready;
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
