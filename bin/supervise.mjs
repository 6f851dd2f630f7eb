import fs from 'node:fs';
import os from 'node:os';
import { spawn } from 'node:child_process';

/**
 * The `imdocs` command runs the commands that execute a site's code (`build`, `check`, `migrate`) in a child
 * process and watches it from this small one, which loads nothing of the engine. What the child cannot do for
 * itself, this process does:
 * - Out of memory on the child's main thread (a page's data, a config that allocates without end, the whole site
 *   with a small heap), Node aborts with V8's native report and exit 134: this process keeps that report off the
 *   terminal and says it in one sentence, naming the stage the build was at.
 * - Ctrl+C and SIGTERM reach the child through this process only (the child has a process group of its own, so
 *   it never gets a signal twice). A child whose main thread cannot answer (an endless loop in `site.config.ts`)
 *   is killed after `GRACE_MS`.
 * - Either way, whatever the child said it created and has not removed (the lock, the temp folder, a compiled
 *   `site.config.ts` bundle) is removed here.
 * The child tells its stage and those paths over IPC (src/generator/supervisor.ts).
 */

const COMMANDS = new Set(['build', 'check', 'migrate']);
export const GRACE_MS = 2000;

/** Undefined when this process should run the command itself; else the child's run, resolved when it is over. */
export function supervise(script) {
  if (process.env.IMDOCS_SUPERVISED) return undefined;
  const command = process.argv.slice(2).find((a) => !a.startsWith('-'));
  if (!COMMANDS.has(command)) return undefined;
  const child = spawn(process.execPath, [...process.execArgv, script, ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'pipe', 'ipc'],
    env: { ...process.env, IMDOCS_SUPERVISED: '1', ...(process.stderr.isTTY ? { IMDOCS_STDERR_TTY: '1' } : {}) },
    detached: true,
  });
  const leftovers = new Set();
  let stage;
  child.on('message', (m) => {
    if (m?.imdocs === 'created') leftovers.add(m.path);
    if (m?.imdocs === 'removed') leftovers.delete(m.path);
    if (m?.imdocs === 'stage') stage = m.name;
  });
  // V8's fatal report (out of memory) is held back; everything before it is passed on as it comes.
  let report;
  child.stderr.on('data', (chunk) => {
    if (report !== undefined) return void (report += chunk);
    const text = chunk.toString();
    const at = text.search(/\n?<--- Last few GCs --->|\n?FATAL ERROR: |\n?#\n# Fatal (error|javascript OOM)/);
    if (at < 0) return void process.stderr.write(chunk);
    process.stderr.write(text.slice(0, at));
    report = text.slice(at);
  });
  let stopping;
  const onSignal = (signal) => {
    // The whole group: a contained build's inner process, esbuild and Pagefind go with it.
    stopping ??= { signal, timer: setTimeout(() => ((stopping.killed = true), killGroup(child)), GRACE_MS) };
    child.kill(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return new Promise((resolve) => {
    // 'close': the child has exited and its stderr (the end of its report) has been read.
    child.on('close', (code, signal) => {
      clearTimeout(stopping?.timer);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
      resolve(finish(code, signal));
    });
  });

  function finish(code, signal) {
    for (const file of leftovers) {
      try {
        fs.rmSync(file, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        /* the next build sweeps it */
      }
    }
    const at = stage ? ` while it was at "${stage}"` : '';
    if (report !== undefined && /out of memory|heap limit|OOM/i.test(report)) {
      process.stderr.write(
        `\n✖ imdocs ran out of memory${at} and was stopped; nothing was left behind (NODE_OPTIONS=--max-old-space-size=<MB> raises the heap limit)\n`,
      );
      return 1;
    }
    if (report !== undefined) process.stderr.write(report);
    if (stopping?.killed) {
      process.stderr.write(
        `\nStopped by ${stopping.signal}: imdocs did not answer within ${GRACE_MS / 1000} s${at} (an endless loop in the site's own code?) and was killed; nothing was left behind.\n`,
      );
      return 128 + os.constants.signals[stopping.signal];
    }
    if (signal) return 128 + (os.constants.signals[signal] ?? 0);
    return code ?? 1;
  }
}

function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}
