import { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';
import { engineModuleUrl } from '../engine.ts';

/** What the watcher reports, as chokidar names it. */
export type WatchEventName = 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';

/** A message from the watcher's thread. */
export type WatchMessage = { ev: WatchEventName; path: string } | { ev: 'ready'; changed: string[] } | { ev: 'error'; message: string };

/**
 * chokidar on a thread of its own. Its first walk of the watched folders (a `stat` of every file: ~0.4 s for this
 * repository's 2,400 content files, more under load) ran on the main thread while `imdocs dev` started, and held back
 * the config, the content scan and the first page by as much. Events arrive in order, as chokidar emits them
 * (`add`, `change`, `unlink`, `addDir`, `unlinkDir`, `error`); `ready` resolves, once the walk is done, with the files
 * modified at or after `since` (saved before the watcher was there: the caller catches them up).
 */
export class SourceWatcher extends EventEmitter {
  readonly ready: Promise<string[]>;
  private readonly worker: Worker;

  constructor(paths: string[], since: number) {
    super();
    this.worker = new Worker(new URL('../build/tsWorkerEntry.mjs', import.meta.url), {
      workerData: { script: engineModuleUrl('./sourceWatcherThread.ts', import.meta.url).href, paths, since },
    });
    this.ready = new Promise<string[]>((resolve, reject) => {
      this.worker.on('message', (msg: WatchMessage) => {
        if (msg.ev === 'ready') resolve(msg.changed);
        else if (msg.ev === 'error') this.emit('error', new Error(msg.message));
        else this.emit(msg.ev, msg.path);
      });
      this.worker.once('error', (error) => {
        reject(error);
        this.emit('error', error);
      });
      this.worker.once('exit', () => reject(new Error('the file watcher stopped')));
    });
    this.ready.catch(() => undefined);
  }

  /** Watches these files too (they must exist). */
  add(files: string[]): void {
    this.worker.postMessage({ add: files });
  }

  /** Stops watching: the thread ends, and its watches with it. */
  async close(): Promise<void> {
    this.worker.removeAllListeners('message');
    await this.worker.terminate();
  }
}
