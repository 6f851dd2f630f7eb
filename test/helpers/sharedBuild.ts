import path from 'node:path';
import fs from 'node:fs';
import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One build of the real site for every e2e file of a test run (`node --test` runs each file in a process of its
 * own, whose parent is the runner). The build in `<repo>/build` is reused by a later file only when
 * - both files run under the same runner process (so a later `npm test` builds afresh), and
 * - the key is the same: a SHA-256 of the content of every file of the checkout that git does not ignore
 *   (sources, content, translations, config, static files, the lock file), npm's record of node_modules, the
 *   Node version and the build's options, and
 * - `build/` is the very folder that build made (its inode and mtime: any later build swaps in a new folder).
 * The record is written only after a build succeeded and when the sources hashed the same before and after it (an
 * edit during the build is not attributed to it); a failed build leaves the record removed. A lock file keeps two
 * processes from building at the same time: the second waits, then reuses the first one's build when it can.
 */

interface Record_ {
  key: string;
  ino: number;
  mtimeMs: number;
}

/** The runner this process belongs to: its pid and start time (a pid alone is reused), or none outside `node --test`. */
function runnerId(): string | undefined {
  if (!process.env.NODE_TEST_CONTEXT?.startsWith('child')) return undefined;
  let started = '';
  try {
    // Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot (after the command name in parentheses).
    started = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1].split(' ')[19];
  } catch {
    return undefined; // no /proc: no sharing rather than trusting a pid that may have been reused
  }
  return `${process.ppid}@${started}`;
}

/** SHA-256 of what a build of `root` reads, with `extra` (the build's options). */
export function sourcesKey(root: string, extra: string): string {
  const hash = crypto.createHash('sha256').update(`${process.version}\0${extra}\0`);
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean)
    .sort();
  for (const rel of [...files, path.join('node_modules', '.package-lock.json')]) {
    let body: Buffer | string;
    try {
      body = fs.readFileSync(path.join(root, rel));
    } catch {
      body = '\0missing'; // listed by git but deleted in the work tree
    }
    hash.update(`${rel}\0${body.length}\0`).update(body);
  }
  return hash.digest('hex');
}

function stamp(outDir: string): { ino: number; mtimeMs: number } | undefined {
  try {
    const st = fs.statSync(outDir);
    return { ino: st.ino, mtimeMs: st.mtimeMs };
  } catch {
    return undefined;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function withLock<T>(lockFile: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockFile, 'utf8'));
      if (holder && !alive(holder)) fs.rmSync(lockFile, { force: true });
      else await sleep(200);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/**
 * `outDir` (absolute) built by `run` from the sources of `root`, or the build an earlier file of this test run made
 * from the same sources with the same options. Outside a test runner (`run` always builds; nothing is recorded).
 * Returns whether it was reused.
 */
export async function sharedBuild(
  root: string,
  outDir: string,
  options: string,
  run: () => Promise<unknown>,
  recordDir = path.join(root, 'node_modules', '.cache', 'imdocs-e2e'),
): Promise<boolean> {
  const runner = runnerId();
  if (!runner) {
    await run();
    return false;
  }
  fs.mkdirSync(recordDir, { recursive: true });
  const name = crypto.createHash('sha256').update(outDir).digest('hex').slice(0, 16);
  const recordFile = path.join(recordDir, `${name}.json`);
  return withLock(path.join(recordDir, `${name}.lock`), async () => {
    let sources: string;
    try {
      sources = sourcesKey(root, options);
    } catch {
      fs.rmSync(recordFile, { force: true });
      await run(); // not a git checkout: nothing to key a build by
      return false;
    }
    const key = crypto.createHash('sha256').update(`${runner}\0${sources}`).digest('hex');
    let record: Record_ | undefined;
    try {
      record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as Record_;
    } catch {
      record = undefined;
    }
    const now = stamp(outDir);
    if (record && now && record.key === key && record.ino === now.ino && record.mtimeMs === now.mtimeMs) return true;
    fs.rmSync(recordFile, { force: true });
    await run();
    const after = stamp(outDir);
    // Sources edited while it built: this build is not recorded as theirs (nor as the old ones', which it may mix).
    if (after && sourcesKey(root, options) === sources) {
      const tmp = `${recordFile}.${process.pid}`;
      fs.writeFileSync(tmp, JSON.stringify({ key, ...after } satisfies Record_));
      fs.renameSync(tmp, recordFile);
    }
    return false;
  });
}
