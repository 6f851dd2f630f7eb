import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cannotSpawn } from '../esbuildApi.ts';

/**
 * The contained side of `imdocs build --contained` (launch.ts starts it): what the build asks of the trusted
 * process that started it. Two things need a child process of their own: the commit times git knows (written
 * to a file before the build starts) and Pagefind's indexer (asked over the IPC channel). The client bundle,
 * made of the engine's theme alone, is asked for too: esbuild's native binary makes it in ~0.5 s, its
 * WebAssembly build here in ~30 s.
 */

/** The cache of contained builds: apart from the normal builds' one, which a contained build can neither read nor poison. */
export const CONTAINED_CACHE = '.imdocs-cache-contained';

/** Whether this process is a contained build, started by `imdocs build --contained` with a channel to its parent. */
export const isContained = (): boolean => cannotSpawn() && typeof process.send === 'function';

/** Where the parent writes the commit times of the site's files (in the contained build's own temp folder). */
export const gitTimesFile = (tmpDir = os.tmpdir()): string => path.join(tmpDir, 'imdocs-git-times.json');

/** The commit times the parent read from git (absolute path → ms), or undefined outside a contained build. */
export function parentGitTimes(): Map<string, number> | undefined {
  if (!isContained()) return undefined;
  try {
    return new Map(Object.entries(JSON.parse(fs.readFileSync(gitTimesFile(), 'utf8')) as Record<string, number>));
  } catch {
    return new Map();
  }
}

/** The requests to the parent, and its answer. */
export interface PagefindRequest {
  type: 'pagefind';
  id: number;
  key: string;
  files: { url: string; content: string }[];
  target: string;
  chunkSize: number;
}
export interface ClientRequest {
  type: 'client';
  id: number;
  /** The build's temp output folder. */
  outDir: string;
  cacheDir?: string;
}
export type ParentRequest = PagefindRequest | ClientRequest;
export type ParentAnswer = { id: number; value: unknown } | { id: number; error: string };

let nextId = 0;
const waiting = new Map<number, (answer: ParentAnswer) => void>();
let listening = false;

/**
 * Asks the parent to index `files` with Pagefind into `target` (a folder of this build's temp output) and resolves
 * to the number of pages with words; or to bundle the client into the temp output, resolving to its assets. The
 * channel holds the process open only while an answer is awaited.
 */
export function askParent<T>(request: Omit<PagefindRequest, 'id'> | Omit<ClientRequest, 'id'>): Promise<T> {
  if (!listening) {
    listening = true;
    process.on('message', (answer: ParentAnswer) => {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
      if (!waiting.size) process.channel?.unref();
    });
  }
  const id = ++nextId;
  process.channel?.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, (answer) => ('error' in answer ? reject(new Error(answer.error)) : resolve(answer.value as T)));
    process.send!({ ...request, id });
  });
}
