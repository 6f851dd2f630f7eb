import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isContained, parentGitTimes } from '../contained/host.ts';

/** Last commit time (ms) of every file git knows under `siteDir`, from one `git log`; empty outside a checkout. */
export function gitCommitTimes(siteDir: string): Map<string, number> {
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return commitTimes(top, execFileSync('git', LOG, { cwd: siteDir, encoding: 'utf8', maxBuffer: MAX_LOG, stdio: ['ignore', 'pipe', 'ignore'] }));
  } catch {
    // Not a git checkout: mtimes only.
    return new Map();
  }
}

/**
 * `gitCommitTimes` without blocking this thread: the build reads git's history while it scans the content. None in
 * a contained build, which may not start git (`readLastUpdated` reads what its parent ran).
 */
export async function gitCommitTimesAsync(siteDir: string): Promise<Map<string, number> | undefined> {
  if (isContained()) return undefined;
  const run = promisify(execFile);
  // git writes its log to a file, not to a pipe this thread would have to drain: the scan that runs meanwhile holds
  // the thread, and git would wait on a full pipe until it is done.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-git-'));
  try {
    // Both at once: the scan holds this thread, so a second command started when the first ended would start only
    // after the scan.
    const out = path.join(dir, 'log');
    const [top] = await Promise.all([
      run('git', ['rev-parse', '--show-toplevel'], { cwd: siteDir, encoding: 'utf8' }).then((r) => r.stdout.trim()),
      run('git', [...LOG.slice(0, -2), `--output=${out}`, ...LOG.slice(-2)], { cwd: siteDir }),
    ]);
    return commitTimes(top, fs.readFileSync(out, 'utf8'));
  } catch {
    return new Map();
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const LOG = ['log', '--format=@%ct', '--name-only', '--no-renames', '--', '.'];
const MAX_LOG = 256 * 1024 * 1024;

/** The newest commit time of each file named in `git log --format=@%ct --name-only` output (paths from `top`). */
function commitTimes(top: string, log: string): Map<string, number> {
  const times = new Map<string, number>();
  let current = 0;
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
    else if (line) {
      const abs = path.join(top, line);
      if (!times.has(abs)) times.set(abs, current);
    }
  }
  return times;
}

/**
 * Last commit time (ms) of every file, from one `git log` over the repository; files git does not know
 * fall back to their mtime. A contained build may not start git: its parent ran it (contained/host.ts).
 */
export function readLastUpdated(siteDir: string, files: string[], gitTimes?: Map<string, number>): Map<string, number> {
  const times = parentGitTimes() ?? gitTimes ?? gitCommitTimes(siteDir);
  const result = new Map<string, number>();
  for (const file of files) {
    const t = times.get(file);
    if (t) result.set(file, t);
    else {
      try {
        result.set(file, fs.statSync(file).mtimeMs);
      } catch {
        /* file vanished */
      }
    }
  }
  return result;
}
