import { Worker } from 'node:worker_threads';
import { deserializeError, type SerializedError } from '../build/workerPool.ts';
import type { RenderJob, RenderResult, RenderShared } from '../render/renderJob.tsx';

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  busy: boolean;
}

interface Queued { job: RenderJob; resolve: (r: RenderResult) => void; reject: (e: Error) => void }

const ENTRY = new URL('../build/tsWorkerEntry.mjs', import.meta.url);
const SCRIPT = new URL('./devRenderWorker.ts', import.meta.url).href;

/**
 * Long-lived render workers for `imdocs dev`. `update(shared)` re-initialises them in place (fast: modules
 * stay loaded); `restart(shared)` replaces them (a theme file changed, so modules must load again).
 * A job goes to whichever worker is free; a single edited page therefore renders on a warm worker.
 */
export class DevRenderPool {
  private slots: Slot[] = [];
  private queue: Queued[] = [];

  constructor(private readonly size: number, private shared: RenderShared) {
    this.spawn();
  }

  private spawn(): void {
    this.slots = Array.from({ length: this.size }, () => {
      const worker = new Worker(ENTRY, { workerData: { script: SCRIPT } });
      worker.unref();
      const slot: Slot = { worker, busy: false, ready: Promise.resolve() };
      slot.ready = this.init(slot);
      return slot;
    });
  }

  private init(slot: Slot): Promise<void> {
    return new Promise((resolve, reject) => {
      const onMessage = (msg: { type: string }) => {
        if (msg.type !== 'ready') return;
        slot.worker.off('message', onMessage);
        slot.worker.off('error', reject);
        resolve();
      };
      slot.worker.on('message', onMessage);
      slot.worker.once('error', reject);
      slot.worker.postMessage({ type: 'init', shared: this.shared });
    });
  }

  async whenReady(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** New shared data (routes, messages, assets) for the same modules. */
  async update(shared: RenderShared): Promise<void> {
    await this.idle();
    this.shared = shared;
    for (const slot of this.slots) slot.ready = this.init(slot);
    await this.whenReady();
  }

  /** Fresh workers: edited theme or page modules are imported again. */
  async restart(shared: RenderShared): Promise<void> {
    await this.idle();
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.shared = shared;
    this.spawn();
    await this.whenReady();
  }

  private idleWaiters: (() => void)[] = [];

  private idle(): Promise<void> {
    if (!this.queue.length && this.slots.every((s) => !s.busy)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  render(job: RenderJob): Promise<RenderResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /** Renders every job; resolves with the results and the errors (a failing page does not stop the others). */
  async renderAll(jobs: RenderJob[], onProgress?: (done: number) => void): Promise<{ results: RenderResult[]; errors: { job: RenderJob; error: Error }[] }> {
    const results: RenderResult[] = [];
    const errors: { job: RenderJob; error: Error }[] = [];
    let done = 0;
    await Promise.all(jobs.map((job) => this.render(job).then(
      (r) => { results.push(r); },
      (error: Error) => { errors.push({ job, error }); },
    ).finally(() => { done++; onProgress?.(done); })));
    return { results, errors };
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.busy || !this.queue.length) continue;
      const item = this.queue.shift()!;
      slot.busy = true;
      void this.run(slot, item);
    }
    if (!this.queue.length && this.slots.every((s) => !s.busy)) {
      const waiters = this.idleWaiters.splice(0);
      for (const w of waiters) w();
    }
  }

  private async run(slot: Slot, item: Queued): Promise<void> {
    try {
      await slot.ready;
      const result = await new Promise<RenderResult>((resolve, reject) => {
        const onMessage = (msg: { type: string; result?: RenderResult; error?: SerializedError }) => {
          if (msg.type !== 'result') return;
          slot.worker.off('message', onMessage);
          slot.worker.off('error', onError);
          if (msg.error) reject(deserializeError(msg.error));
          else resolve(msg.result!);
        };
        const onError = (error: Error) => {
          slot.worker.off('message', onMessage);
          reject(error);
        };
        slot.worker.on('message', onMessage);
        slot.worker.once('error', onError);
        slot.worker.postMessage({ type: 'job', id: 0, job: item.job });
      });
      item.resolve(result);
    } catch (error) {
      item.reject(error as Error);
    } finally {
      slot.busy = false;
      this.pump();
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
