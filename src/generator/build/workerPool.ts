import { Worker } from 'node:worker_threads';
import { UserError, UserErrors } from '../errors.ts';

/** An error as it crosses the worker boundary: its kind, name, location, the whole cause chain and the errors of a `UserErrors` survive. */
export interface SerializedError {
  user: boolean;
  name: string;
  message: string;
  stack?: string;
  location?: UserError['location'];
  frame?: string;
  hint?: string;
  cause?: SerializedError;
  /** The errors of a `UserErrors`. */
  errors?: SerializedError[];
}

export function serializeError(error: unknown): SerializedError {
  const e = error as Error & Partial<UserError>;
  const base: SerializedError = {
    user: error instanceof UserError,
    name: e?.name ?? 'Error',
    message: e?.message ?? String(error),
    stack: e?.stack,
  };
  if (error instanceof UserError) Object.assign(base, { location: error.location, frame: error.frame, hint: error.hint });
  if (e?.cause !== undefined) base.cause = serializeError(e.cause);
  if (error instanceof UserErrors) base.errors = error.errors.map(serializeError);
  return base;
}

export function deserializeError(s: SerializedError): Error {
  if (s.errors) return new UserErrors(s.errors.map(deserializeError) as UserError[]);
  const cause = s.cause ? deserializeError(s.cause) : undefined;
  const error = s.user
    ? new UserError(s.message, { location: s.location, frame: s.frame, hint: s.hint, cause })
    : new Error(s.message, cause === undefined ? undefined : { cause });
  if (!s.user) error.name = s.name;
  error.stack = s.stack;
  return error;
}

interface Slot<J, R> {
  worker: Worker;
  ready: Promise<void>;
  current?: { job: J; resolve: (r: R) => void; reject: (e: Error) => void };
  /** When the worker said it started part `part` of its current job (see `TimeLimit`). */
  started?: { at: number; part: number };
}

/**
 * A time limit on each part of a job (a page of a batch): the worker posts `{ type: 'started', part }` as it
 * begins one, and a part still running after `ms` (an endless loop in a page) has its worker terminated and
 * replaced, and its job rejected with `error(job, part)`. The main thread stays free meanwhile, so Ctrl+C works.
 */
export interface TimeLimit<J> {
  ms: number;
  error(job: J, part: number, ms: number): Error;
  /** The error for a part whose worker died under it (out of memory: `ERR_WORKER_OUT_OF_MEMORY`). */
  crashed?(job: J, part: number, cause: Error): Error;
}

/**
 * A fixed pool of worker threads, each initialised with the same shared data; jobs go to whichever worker
 * is free, so pages stream through and are written as they finish. `update(shared)` re-initialises the
 * workers in place (their loaded modules stay warm); `restart(shared)` replaces them (edited modules must
 * load again). The build uses one pool for one run; `imdocs dev` keeps one for the whole session.
 *
 * A pool created without shared data starts its workers loading their modules at once, and `start(shared)`
 * initialises them when the data exists (the build starts its pool while the site is still loading).
 */
export class WorkerPool<J, R> {
  private slots: Slot<J, R>[] = [];
  private watchdog?: NodeJS.Timeout;
  private readonly queue: { job: J; resolve: (r: R) => void; reject: (e: Error) => void }[] = [];
  private idleWaiters: (() => void)[] = [];

  constructor(
    private script: URL,
    readonly size: number,
    private shared: unknown,
    private readonly unref = false,
    /** Workers started now; `grow` starts the others (`imdocs dev`: the first page does not wait for them all). */
    initial = size,
    private readonly limit?: TimeLimit<J>,
  ) {
    this.spawn(initial);
    if (limit) {
      this.watchdog = setInterval(() => this.stopOverdue(), Math.min(1000, limit.ms / 4));
      this.watchdog.unref();
    }
  }

  /** Terminates and replaces each worker whose current part has run past the time limit (see `TimeLimit`). */
  private stopOverdue(): void {
    const now = performance.now();
    for (const slot of [...this.slots]) {
      if (!slot.current || !slot.started || now - slot.started.at < this.limit!.ms) continue;
      const { job, reject } = slot.current;
      slot.current = undefined;
      this.slots.splice(this.slots.indexOf(slot), 1);
      void slot.worker.terminate();
      this.spawn(1);
      reject(this.limit!.error(job, slot.started.part, this.limit!.ms));
      this.pump();
    }
  }

  /** Starts the workers the pool was created without (see the constructor's `initial`). */
  grow(): void {
    if (this.slots.length >= this.size) return;
    this.spawn(this.size - this.slots.length);
    this.pump();
  }

  /** Whether the workers have their shared data (`start`), or were given it when the pool was created. */
  get started(): boolean {
    return this.shared !== undefined;
  }

  /** Initialises the workers of a pool created without shared data (before its first job). */
  start(shared: unknown): void {
    if (this.shared !== undefined) throw new Error('the worker pool was started already');
    this.shared = shared;
    for (const slot of this.slots) {
      if (!this.unref) slot.worker.ref();
      slot.ready = this.init(slot);
    }
  }

  private spawn(count: number): void {
    const added = Array.from({ length: count }, () => {
      const worker = new Worker(new URL('./tsWorkerEntry.mjs', import.meta.url), { workerData: { script: this.script.href, early: this.shared === undefined } });
      const slot: Slot<J, R> = { worker, ready: Promise.resolve() };
      worker.on('message', (msg: { type: string; result?: R; error?: SerializedError; part?: number }) => {
        if (msg.type === 'started') slot.started = { at: performance.now(), part: msg.part ?? 0 };
        if (msg.type !== 'result' || !slot.current) return;
        slot.started = undefined;
        const { resolve, reject } = slot.current;
        slot.current = undefined;
        if (msg.error) reject(deserializeError(msg.error));
        else resolve(msg.result as R);
        this.pump();
      });
      worker.on('error', (error) => {
        const current = slot.current;
        const part = slot.started?.part ?? 0;
        slot.current = undefined;
        // A worker that ran out of memory is gone: a fresh one takes its place for the jobs still queued.
        if ((error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY' && this.slots.includes(slot)) {
          this.slots.splice(this.slots.indexOf(slot), 1);
          this.spawn(1);
          this.pump();
        }
        current?.reject(current && this.limit?.crashed ? this.limit.crashed(current.job, part, error) : error);
      });
      // A pool waiting for its data does not keep the process alive: a site.config.ts whose top-level await never
      // settles must still end the process (exit 13, named by loadSiteModule.ts). After the listeners: adding a
      // 'message' listener refs the worker again.
      if (this.unref || this.shared === undefined) worker.unref();
      if (this.shared !== undefined) slot.ready = this.init(slot);
      return slot;
    });
    this.slots.push(...added);
  }

  private init(slot: Slot<J, R>): Promise<void> {
    return new Promise((resolve, reject) => {
      const done = () => {
        slot.worker.off('message', onMessage);
        slot.worker.off('error', reject);
        slot.worker.off('exit', done);
        resolve();
      };
      const onMessage = (msg: { type: string }) => {
        if (msg.type === 'ready') done();
      };
      slot.worker.on('message', onMessage);
      slot.worker.once('error', reject);
      // A worker stopped before it took the data (its page ran past the time limit, `stopOverdue`) is out of the
      // pool: nobody waits for it (`refresh` sends new data to a worker that may be in such a page).
      slot.worker.once('exit', done);
      slot.worker.postMessage({ type: 'init', shared: this.shared });
    });
  }

  async whenReady(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.ready));
  }

  /** Queues `job` (at the front with `front`: the next free worker takes it before any job queued earlier). */
  run(job: J, front = false): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      if (front) this.queue.unshift({ job, resolve, reject });
      else this.queue.push({ job, resolve, reject });
      this.pump();
    });
  }

  /** The first queued job (not yet given to a worker) that `match`es, as queued: a change to it is what the worker will get. */
  findQueued(match: (job: J) => boolean): J | undefined {
    return this.queue.find((item) => match(item.job))?.job;
  }

  /** Posts each worker its own message (`messages[i]` to worker i, none where undefined), outside the job queue. */
  tell(messages: unknown[]): void {
    this.slots.forEach((slot, i) => {
      if (messages[i] !== undefined) slot.worker.postMessage(messages[i]);
    });
  }

  /** Moves the queued jobs that `match` to the front of the queue (in their order): the next free worker takes them. */
  promote(match: (job: J) => boolean): void {
    const first = this.queue.filter((item) => match(item.job));
    if (!first.length) return;
    const rest = this.queue.filter((item) => !match(item.job));
    this.queue.splice(0, this.queue.length, ...first, ...rest);
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.current || !this.queue.length) continue;
      const item = this.queue.shift()!;
      slot.current = { job: item.job, resolve: item.resolve, reject: item.reject };
      void slot.ready.then(
        () => slot.worker.postMessage({ type: 'job', job: item.job }),
        (error: Error) => {
          slot.current = undefined;
          item.reject(error);
        },
      );
    }
    if (!this.queue.length && this.slots.every((s) => !s.current)) for (const w of this.idleWaiters.splice(0)) w();
  }

  private idle(): Promise<void> {
    if (!this.queue.length && this.slots.every((s) => !s.current)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** New shared data for the same modules (after the jobs in flight finish). */
  async update(shared: unknown): Promise<void> {
    await this.idle();
    this.shared = shared;
    for (const slot of this.slots) slot.ready = this.init(slot);
    await this.whenReady();
  }

  /**
   * New shared data for the jobs not started yet, without waiting for those in flight (which finish on the data they
   * started with): `imdocs dev` adds the reference data once it has loaded, while the first render goes on.
   */
  refresh(shared: unknown): Promise<void> {
    if (this.shared === undefined) {
      this.start(shared);
      return this.whenReady();
    }
    this.shared = shared;
    for (const slot of this.slots) slot.ready = slot.ready.then(() => this.init(slot));
    return this.whenReady();
  }

  /** Fresh workers, so edited modules load again (from `script`, when given: the engine compiled again). */
  async restart(shared: unknown, script?: URL): Promise<void> {
    await this.idle();
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.shared = shared;
    if (script) this.script = script;
    this.slots = [];
    this.spawn(this.size);
    await this.whenReady();
  }

  async close(): Promise<void> {
    clearInterval(this.watchdog);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
