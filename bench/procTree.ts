/** Peak memory of a whole process tree, sampled from /proc (Linux): the benches' one way to measure a build. */
import fs from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/** Sum of VmRSS (bytes) of the process `pid` and all its descendants, now. */
export function treeRss(pid: number): number {
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop()!;
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      for (const t of fs.readdirSync(`/proc/${p}/task`)) {
        const children = fs.readFileSync(`/proc/${p}/task/${t}/children`, 'utf8').trim();
        if (children) stack.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      /* exited */
    }
  }
  return total;
}

/** Samples the tree of `child` every 100 ms until it exits; resolves with its exit code and the peak RSS seen. */
export function watchPeakRss(child: ChildProcess): Promise<{ code: number; peakRss: number }> {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 100);
  return new Promise((resolve) =>
    child.on('close', (c) => {
      clearInterval(timer);
      resolve({ code: c ?? 1, peakRss: peak });
    }),
  );
}
