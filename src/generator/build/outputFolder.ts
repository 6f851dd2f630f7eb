import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { UserError } from '../errors.ts';
import { created, removed } from '../supervisor.ts';
import { stopChildren } from './childProcesses.ts';

/**
 * Stages "prepare output" and "swap build": a build writes into a temp folder beside the output and moves
 * it into place only when everything succeeded, so a failed or interrupted build never touches the previous
 * one. Around that:
 * - a lock file (`.imdocs-lock-<name>`) stops a second build writing the same output at the same time;
 * - Ctrl+C and SIGTERM remove the temp folder and the lock before exiting;
 * - what a killed build (kill -9, power loss) leaves is swept by the next one: temp folders of dead
 *   processes are deleted, and a swap cut short between its two renames is completed or rolled back.
 * The replaced build is deleted in the background (see `discard`), so a warm build does not wait seconds
 * for thousands of files to be unlinked.
 */

const TMP_PREFIX = '.imdocs-tmp-';
/** A replaced build on its way out (deleted by a detached process; what that leaves, the next build sweeps). */
const OLD_PREFIX = '.imdocs-old-';

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const heldHere = new Set<string>();

export class OutputFolder {
  readonly tmpDir: string;
  private readonly lockFile: string;
  private readonly onSignal: (signal: NodeJS.Signals) => void;
  private closed = false;

  private constructor(readonly outDir: string) {
    const parent = path.dirname(outDir);
    const name = path.basename(outDir);
    this.lockFile = path.join(parent, `.imdocs-lock-${name}`);
    this.tmpDir = path.join(parent, `${TMP_PREFIX}${name}-${process.pid}-${Date.now().toString(36)}`);
    this.onSignal = (signal) => {
      // Pagefind's services (child processes, which the signal may not reach) may be writing an index into the temp
      // folder: they would go on after it is removed, and after this process has died. They are stopped first.
      if (!this.closed) stopChildren(/^pagefind/);
      this.abort();
      process.stderr.write(`\nStopped by ${signal}: ${outDir} was left as it was.\n`);
      process.kill(process.pid, signal);
    };
    // An exit with the build still open (a config whose top-level await never settles: exit 13) leaves nothing.
    this.onExit = () => this.abort();
  }

  private readonly onExit: () => void;

  /** Takes the lock, recovers from earlier crashes and creates an empty temp folder. */
  static open(outDir: string): OutputFolder {
    const folder = new OutputFolder(outDir);
    // Only when missing: a contained build may not write the folder that holds the output, only inside it.
    if (!fs.existsSync(path.dirname(outDir))) fs.mkdirSync(path.dirname(outDir), { recursive: true });
    folder.lock();
    try {
      sweep(outDir);
      created(folder.tmpDir);
      fs.mkdirSync(folder.tmpDir, { recursive: true });
    } catch (error) {
      folder.unlock();
      throw error;
    }
    process.once('SIGINT', folder.onSignal);
    process.once('SIGTERM', folder.onSignal);
    process.once('exit', folder.onExit);
    return folder;
  }

  private lock(): void {
    if (heldHere.has(this.lockFile)) throw busy(this.outDir, process.pid);
    try {
      fs.writeFileSync(this.lockFile, String(process.pid), { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(this.lockFile, 'utf8'));
      if (holder && holder !== process.pid && alive(holder)) throw busy(this.outDir, holder);
      fs.writeFileSync(this.lockFile, String(process.pid)); // a dead build's lock
    }
    heldHere.add(this.lockFile);
    created(this.lockFile);
  }

  private unlock(): void {
    heldHere.delete(this.lockFile);
    try {
      if (Number(fs.readFileSync(this.lockFile, 'utf8')) === process.pid) fs.rmSync(this.lockFile, { force: true });
    } catch {
      // already gone
    }
    removed(this.lockFile);
  }

  private release(): void {
    this.closed = true;
    process.off('SIGINT', this.onSignal);
    process.off('SIGTERM', this.onSignal);
    process.off('exit', this.onExit);
    this.unlock();
  }

  /** Moves the finished build into place; the old one is removed only after the new one is there. */
  commit(): void {
    const old = `${this.outDir}.old-${process.pid}`;
    const replacing = fs.existsSync(this.outDir);
    if (replacing) fs.renameSync(this.outDir, old);
    fs.renameSync(this.tmpDir, this.outDir);
    removed(this.tmpDir);
    if (replacing) discard(old, path.join(path.dirname(this.outDir), `${OLD_PREFIX}${path.basename(this.outDir)}-${process.pid}-${Date.now().toString(36)}`));
    this.release();
  }

  /** Drops the temp folder; the previous build stays as it was. */
  abort(): void {
    if (this.closed) return;
    try {
      fs.rmSync(this.tmpDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
      removed(this.tmpDir);
    } catch {
      /* what is left, the next build sweeps (its process is dead by then) */
    } finally {
      this.release();
    }
  }
}

/**
 * Deletes a folder without waiting for it: renamed out of the way at once, then removed by a detached Node
 * process that outlives this one. If that process cannot start, the folder is deleted here after all.
 */
function discard(dir: string, as: string): void {
  fs.renameSync(dir, as);
  const here = () => fs.rmSync(as, { recursive: true, force: true });
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  try {
    const child = spawn(process.execPath, ['-e', 'require("node:fs").rmSync(process.argv[1], { recursive: true, force: true, maxRetries: 3 })', as], {
      detached: true,
      stdio: 'ignore',
      env,
    });
    child.on('error', here);
    child.unref();
  } catch {
    here();
  }
}

function busy(outDir: string, pid: number): UserError {
  return new UserError(`Another imdocs build (process ${pid}) is writing ${outDir} right now`, {
    hint: 'wait for it to finish, or build into another folder with --out',
  });
}

/** Leftovers of builds that were killed: temp folders and half-done swaps of processes no longer running. */
function sweep(outDir: string): void {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  for (const entry of fs.readdirSync(parent)) {
    const tmp = new RegExp(`^${escape(TMP_PREFIX + name)}-(\\d+)(?:-[a-z0-9]+)?$`).exec(entry);
    if (tmp && !alive(Number(tmp[1]))) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    const discarded = new RegExp(`^${escape(OLD_PREFIX + name)}-(\\d+)-[a-z0-9]+$`).exec(entry);
    if (discarded && !alive(Number(discarded[1]))) {
      // Its deleting process may still be at work: whatever is left now goes next time.
      try {
        fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
      } catch {
        /* swept next time */
      }
    }
    const old = new RegExp(`^${escape(name)}\\.old-(\\d+)$`).exec(entry);
    if (old && !alive(Number(old[1]))) {
      // Killed between "build → build.old" and "tmp → build": the old build is the last good one.
      if (!fs.existsSync(outDir)) fs.renameSync(path.join(parent, entry), outDir);
      else fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
  }
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
