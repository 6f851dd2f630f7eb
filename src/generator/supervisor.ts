import { isMainThread } from 'node:worker_threads';

/**
 * The child's side of bin/supervise.mjs: under the `imdocs` command, `build`, `check` and `migrate` run in a child
 * process watched by a small parent that cleans up after a death the child cannot report (out of memory on the main
 * thread, a kill after an unanswered Ctrl+C). The child tells it what it creates and which stage it is at; outside
 * the command (the tests' `build()`, a contained build's inner process) nobody listens and nothing is sent.
 */
const parent = process.env.IMDOCS_SUPERVISED && isMainThread && typeof process.send === 'function' ? process.send.bind(process) : undefined;

/** `path` (a file or folder) is to be removed if this process dies before `removed(path)`. */
export function created(path: string): void {
  parent?.({ imdocs: 'created', path });
}

export function removed(path: string): void {
  parent?.({ imdocs: 'removed', path });
}

/** The stage the build is at, for the parent's sentence. */
export function atStage(name: string): void {
  parent?.({ imdocs: 'stage', name });
}

// The parent is gone (killed): stop as on SIGTERM, which removes the lock and the temp folder.
if (parent) {
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel alone must not keep the process running.
  process.channel?.unref();
}
