/** The watcher's thread (see sourceWatcher.ts): chokidar, and the files changed before it was ready. */
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { watch } from 'chokidar';
import { isIgnoredName } from './classifyChange.ts';
import type { WatchEventName, WatchMessage } from './sourceWatcher.ts';

const { paths, since } = workerData as { paths: string[]; since: number };
const port = parentPort!;
const send = (msg: WatchMessage) => port.postMessage(msg);

/** Files under `roots` modified at or after `since` (ms); node_modules and ignored names skipped. */
function changedSince(roots: string[], since: number): string[] {
  const out: string[] = [];
  const visit = (entry: string) => {
    if (isIgnoredName(entry) || path.basename(entry) === 'node_modules') return;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    else if (stat.mtimeMs >= since) out.push(entry);
  };
  for (const root of roots) visit(root);
  return out;
}

const watcher = watch(paths, {
  ignoreInitial: true,
  ignored: (file: string) => isIgnoredName(file) || file.includes(`${path.sep}node_modules${path.sep}`),
});
for (const ev of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as WatchEventName[]) watcher.on(ev, (file: string) => send({ ev, path: file }));
watcher.on('error', (error) => send({ ev: 'error', message: (error as Error).message }));
watcher.once('ready', () => send({ ev: 'ready', changed: changedSince(paths, since) }));
port.on('message', (msg: { add?: string[] }) => {
  if (msg.add) watcher.add(msg.add);
});
