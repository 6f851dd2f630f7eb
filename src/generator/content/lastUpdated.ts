import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parentGitTimes } from '../contained/host.ts';

/** Last commit time (ms) of every file git knows under `siteDir`, from one `git log`; empty outside a checkout. */
export function gitCommitTimes(siteDir: string): Map<string, number> {
  const times = new Map<string, number>();
  try {
    const top = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const out = execFileSync('git', ['log', '--format=@%ct', '--name-only', '--no-renames', '--', '.'], {
      cwd: siteDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    let current = 0;
    for (const line of out.split('\n')) {
      if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
      else if (line) {
        const abs = path.join(top, line);
        if (!times.has(abs)) times.set(abs, current);
      }
    }
  } catch {
    // Not a git checkout: mtimes only.
  }
  return times;
}

/**
 * Last commit time (ms) of every file, from one `git log` over the repository; files git does not know
 * fall back to their mtime. A contained build may not start git: its parent ran it (contained/host.ts).
 */
export function readLastUpdated(siteDir: string, files: string[]): Map<string, number> {
  const times = parentGitTimes() ?? gitCommitTimes(siteDir);
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
