import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';

/**
 * Files shared between the build output and the build cache as hard links: storing a rendered page or a
 * search index in the cache, and restoring it into the next build, costs a link instead of a copy (a warm
 * build restores ~1,700 files at 2 × 400 pages). A link shares the file's content, so an output file edited
 * in place after the build (a deploy script appending to a page) would edit the cached copy too: each
 * cached file's size and modification time are recorded when it is stored, and a restore refuses a file
 * whose stamp changed. Across file systems (an output folder on another disk) the files are copied.
 */

/**
 * Writes `file` as a new file, creating its folder only when the write finds it missing: a cold build writes
 * ~5,000 files into a few hundred folders, and a `mkdirSync` before each write cost more than the failed
 * first writes. An existing file is replaced, never edited in place: it may be a hard link to a cached copy (a
 * page `imdocs dev` restored from the page cache and renders again after an edit). The new file is written
 * beside it and renamed over it, so a reader (dev's server, answering a request as the page is written again)
 * finds the old file or the new one, never none or half of one: removing the old one first crashed `imdocs dev`
 * after a few dozen edits (a file the server had found was gone when it opened it).
 */
export function writeFileInDir(file: string, data: string | NodeJS.ArrayBufferView): void {
  const temp = tempBeside(file);
  try {
    fs.writeFileSync(temp, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temp, data);
  }
  fs.renameSync(temp, file);
}

let temps = 0;
/** A name beside `file` no other thread or process writes (renamed over `file` once written). */
function tempBeside(file: string): string {
  return `${file}.${process.pid}-${threadId}-${++temps}.tmp`;
}

/** Size and modification time of a cached file when it was stored. */
export type FileStamp = [size: number, mtimeMs: number];

/**
 * Links `from` to `to` (replacing `to`, creating its folder when missing), or copies it when a link is
 * impossible.
 */
export function linkFile(from: string, to: string): void {
  // Linked beside `to` and renamed over it, as `writeFileInDir` writes: a reader never finds `to` missing.
  const temp = tempBeside(to);
  try {
    fs.linkSync(from, temp);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      if (!fs.existsSync(from) || fs.existsSync(path.dirname(to))) throw error;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      return linkFile(from, to);
    }
    fs.copyFileSync(from, temp);
  }
  fs.renameSync(temp, to);
}

/** Stores `from` as the cache file `to` and returns its stamp. */
export function storeFile(from: string, to: string): FileStamp {
  linkFile(from, to);
  const stat = fs.statSync(to);
  return [stat.size, stat.mtimeMs];
}

/** Whether the cache file still has the content it was stored with. */
export function unchanged(file: string, stamp: FileStamp): boolean {
  try {
    const stat = fs.statSync(file);
    return stat.size === stamp[0] && stat.mtimeMs === stamp[1];
  } catch {
    return false;
  }
}

/** Every file under `dir`, relative to it, in a stable order. */
export function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Stores the tree `fromDir` as the cache folder `toDir`; returns the stamp of each file. */
export function storeTree(fromDir: string, toDir: string): Record<string, FileStamp> {
  const stamps: Record<string, FileStamp> = {};
  for (const rel of filesUnder(fromDir)) {
    stamps[rel] = storeFile(path.join(fromDir, rel), path.join(toDir, rel));
  }
  return stamps;
}

/** Restores a cache folder stored by storeTree into `toDir`; false (and nothing restored) when a file changed. */
export function restoreTree(fromDir: string, toDir: string, stamps: Record<string, FileStamp>): boolean {
  const files = Object.entries(stamps);
  if (!files.every(([rel, stamp]) => unchanged(path.join(fromDir, rel), stamp))) return false;
  for (const [rel] of files) linkFile(path.join(fromDir, rel), path.join(toDir, rel));
  return true;
}
