import fs from 'node:fs';
import path from 'node:path';

/**
 * What `imdocs dev` watches, and how. @parcel/watcher (Parcel's, Nx's and Nuxt's native watcher) watches the site's
 * folders from a thread of its own: ready in ~25 ms on this repository's site, with no work on the main thread. chokidar,
 * on the main thread, took 0.3-0.4 s to walk the same 1,400 files (0.23-0.3 s of it on the main thread, while the
 * content scan and the first page's answer waited). chokidar stays as the fallback for a platform the native watcher
 * has no build for.
 */

export type WatchEventName = 'add' | 'change' | 'unlink' | 'addDir';

export interface SourceWatcherOptions {
  siteDir: string;
  /** Folders (everything below them) and files watched from the start. */
  paths: string[];
  /** Names never reported (editor droppings, dotfiles). */
  ignored: (file: string) => boolean;
  onEvent: (event: WatchEventName, file: string) => void;
  onError: (error: Error) => void;
  /** Which watcher (tests run both); default: the native one when it loads. */
  backend?: 'native' | 'chokidar';
}

export interface SourceWatcher {
  /** Watches these files (or folders) too. */
  add(paths: string[]): void;
  close(): Promise<void>;
  readonly backend: 'native' | 'chokidar';
}

/** Folders never watched, wherever they are: packages and version control. */
const SKIPPED = ['node_modules', '.git'];
/** Folders at the site's root never watched: outputs and caches (a build writes thousands of files there). */
const SKIPPED_AT_ROOT = ['build', '.imdocs-cache', '.docusaurus'];

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/** Starts watching; resolves once changes to what it watches are reported. */
export async function watchSources(opts: SourceWatcherOptions): Promise<SourceWatcher> {
  if (opts.backend !== 'chokidar') {
    let native: typeof import('@parcel/watcher') | undefined;
    try {
      native = (await import('@parcel/watcher')).default;
    } catch {
      /* no build of the native watcher for this platform: chokidar */
    }
    if (native) return watchNative(native, opts);
  }
  return watchChokidar(opts);
}

async function watchNative(native: typeof import('@parcel/watcher'), opts: SourceWatcherOptions): Promise<SourceWatcher> {
  const siteDir = path.resolve(opts.siteDir);
  const watched = new Set<string>();
  /** A watched file, or a file below a watched folder. */
  const wanted = (file: string) => {
    for (let p = file; ; p = path.dirname(p)) {
      if (watched.has(p)) return true;
      if (p === path.dirname(p)) return false;
    }
  };
  const report = (event: WatchEventName, file: string) => {
    if (!opts.ignored(file) && wanted(file) && !file.split(path.sep).some((part) => SKIPPED.includes(part))) opts.onEvent(event, file);
  };
  /** A folder that appeared (made, or moved in): it and every file below it. */
  const reportTree = (dir: string) => {
    report('addDir', dir);
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (opts.ignored(full) || SKIPPED.includes(entry.name)) continue;
      if (entry.isDirectory()) reportTree(full);
      else report('add', full);
    }
  };
  const subscriptions = new Map<string, Promise<import('@parcel/watcher').AsyncSubscription>>();
  const subscribe = (root: string) => {
    if ([...subscriptions.keys()].some((r) => inside(r, root))) return;
    const ignore = [...SKIPPED.map((name) => `**/${name}`), ...(root === siteDir ? SKIPPED_AT_ROOT.map((name) => path.join(siteDir, name)) : [])];
    const sub = native.subscribe(
      root,
      (error, events) => {
        if (error) return opts.onError(error);
        for (const { type, path: file } of events) {
          if (type === 'update') report('change', file);
          else if (type === 'delete') report('unlink', file);
          else if (isDirectory(file)) reportTree(file);
          else report('add', file);
        }
      },
      { ignore },
    );
    subscriptions.set(root, sub);
    sub.catch((error: Error) => opts.onError(error));
  };
  const add = (paths: string[]) => {
    for (const p of paths.map((f) => path.resolve(f))) {
      watched.add(p);
      // The site with one subscription (what pages read lies anywhere in it); what lies outside with one of its own.
      subscribe(inside(siteDir, p) ? siteDir : isDirectory(p) ? p : path.dirname(p));
    }
  };
  add(opts.paths);
  await Promise.all(subscriptions.values());
  return {
    backend: 'native',
    add: (paths) => {
      add(paths);
    },
    close: async () => {
      await Promise.all([...subscriptions.values()].map((s) => s.then((sub) => sub.unsubscribe()).catch(() => undefined)));
    },
  };
}

function isDirectory(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

async function watchChokidar(opts: SourceWatcherOptions): Promise<SourceWatcher> {
  const { watch } = await import('chokidar');
  const w = watch(opts.paths, {
    ignoreInitial: true,
    ignored: (file: string) => opts.ignored(file) || file.includes(`${path.sep}node_modules${path.sep}`),
  });
  for (const event of ['add', 'change', 'unlink', 'addDir'] as const) w.on(event, (file: string) => opts.onEvent(event, path.resolve(file)));
  w.on('unlinkDir', (dir: string) => opts.onEvent('unlink', path.resolve(dir)));
  w.on('error', (error) => opts.onError(error as Error));
  await new Promise<void>((resolve) => w.once('ready', () => resolve()));
  return { backend: 'chokidar', add: (paths) => void w.add(paths), close: () => w.close() };
}
