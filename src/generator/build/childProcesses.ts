import fs from 'node:fs';

/**
 * Kills this process's child processes whose command name matches `name` and waits (up to `ms`) until each has
 * stopped, so that nothing they were doing (Pagefind's service writing an index into the temp folder) goes on once
 * this returns. Synchronous: a signal handler calls it right before it removes the temp folder.
 * Linux only (children are found in /proc); elsewhere it does nothing and a folder a child was still writing is
 * swept by the next build.
 */
export function stopChildren(name: RegExp, ms = 2000): void {
  const pids = children().filter((pid) => name.test(read(`/proc/${pid}/comm`)?.trim() ?? ''));
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  const pause = new Int32Array(new SharedArrayBuffer(4));
  // Killed, a child is a zombie (state Z) until Node reaps it, or gone: either way it writes nothing more.
  for (const end = Date.now() + ms; pids.some(running) && Date.now() < end; ) Atomics.wait(pause, 0, 0, 5);
}

function children(): number[] {
  let tasks: string[];
  try {
    tasks = fs.readdirSync('/proc/self/task');
  } catch {
    return [];
  }
  return tasks.flatMap((tid) => (read(`/proc/self/task/${tid}/children`) ?? '').split(/\s+/).filter(Boolean).map(Number));
}

function running(pid: number): boolean {
  const stat = read(`/proc/${pid}/stat`);
  // "pid (comm) S ...": the state follows the last ")".
  return stat !== undefined && !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
}

function read(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
