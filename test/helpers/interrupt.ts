import assert from 'node:assert/strict';
import fs from 'node:fs';
import { spawn } from 'node:child_process';

/**
 * A command stopped by a signal while it is stuck: started in a process group of its own (so whatever it started is
 * killed with it if the signal does not reach that), signalled once the site's code says it runs (it writes
 * `marker`; or once `marker()` is true, polled, then at once), and given `ms` to exit.
 */
export async function interrupted(
  args: string[],
  marker: string | (() => boolean),
  signal: NodeJS.Signals,
  opts: { cwd?: string; ms?: number } = {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string; ms: number }> {
  const child = spawn(process.execPath, args, { cwd: opts.cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_OPTIONS: '' }, detached: true });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, sig) => resolve({ code, signal: sig })),
  );
  try {
    const ready = typeof marker === 'string' ? () => fs.existsSync(marker) : marker;
    for (const end = Date.now() + 150_000; !ready(); await new Promise((r) => setTimeout(r, typeof marker === 'string' ? 50 : 5)))
      assert.ok(Date.now() < end && child.exitCode === null, `the site's code never ran: ${output}`);
    if (typeof marker === 'string') await new Promise((r) => setTimeout(r, 300)); // well inside the loop
    const sent = performance.now();
    child.kill(signal);
    const result = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, opts.ms ?? 10_000))]);
    assert.ok(result, `the command ignored ${signal} for ${(opts.ms ?? 10_000) / 1000} s: ${output}`);
    return { ...result, output, ms: performance.now() - sent };
  } finally {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* all gone */
    }
  }
}

/** The exit code of a command that ends on `signal` without dying of it (as a shell reports a death by it). */
export const signalCode = (signal: 'SIGINT' | 'SIGTERM'): number => (signal === 'SIGINT' ? 130 : 143);
