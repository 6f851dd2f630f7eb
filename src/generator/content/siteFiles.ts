import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { UserError, type SourceLocation } from '../errors.ts';
import { isInside, pathInside } from '../containment.ts';
import { oversizedConstruct } from './pageLimits.ts';

/**
 * Every file the build reads or copies on behalf of the site (pages, images, imports, static files, category
 * and author files) must live inside the site folder once symlinks are resolved: a page must not be able to
 * publish `/proc/self/environ` or `/etc/passwd` by naming them.
 */

const realSiteDirs = new Map<string, string>();
function realSiteDir(siteDir: string): string {
  let real = realSiteDirs.get(siteDir);
  if (!real) {
    real = fs.realpathSync(siteDir);
    realSiteDirs.set(siteDir, real);
  }
  return real;
}

/**
 * The real path of `file` if it exists and stays inside the site; undefined if it does not exist.
 * Throws a `UserError` naming `what` and where it was referenced when it leaves the site.
 */
export function resolveInsideSite(siteDir: string, file: string, what: string, location?: SourceLocation): string | undefined {
  const outside = () =>
    new UserError(`${what} resolves outside the site folder; only files inside ${siteDir} can be used`, {
      location,
      hint: 'move the file into the site (for example under static/ or next to the page) and reference it from there',
    });
  if (!isInside(realSiteDir(siteDir), path.resolve(file)) && !isInside(siteDir, path.resolve(file))) throw outside();
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOOP') throw new UserError(`${what} is a symlink loop`, { location });
    return undefined;
  }
  if (!isInside(realSiteDir(siteDir), real)) throw outside();
  return real;
}

/**
 * For a bundler's resolve hook: undefined when `target` (what `spec`, imported by `importer`, resolved to) stays
 * inside the site, else the one error the bundler reports at the import's file:line:col.
 */
export function outsideSiteImport(siteDir: string, target: string, spec: string, importer: string): { errors: { text: string }[] } | undefined {
  try {
    resolveInsideSite(siteDir, target, `The import "${spec}"`, { file: importer });
    return undefined;
  } catch (error) {
    return { errors: [{ text: (error as Error).message }] };
  }
}

/**
 * Files under `dir` matching `pattern` (fast-glob), relative to `dir`, each checked to stay inside the site.
 * A symlinked folder that points back at one of its own ancestors is a loop and fails the build instead of
 * multiplying the pages.
 */
export function globSiteFiles(siteDir: string, dir: string, pattern: string | string[], ignore: string[] = [], dot = false): string[] {
  if (!fs.existsSync(dir)) return [];
  const rels = fg.sync(pattern, { cwd: dir, ignore, followSymbolicLinks: true, dot });
  const checkedDirs = new Set<string>();
  // A file under `dir` reached through no symlink stays where `dir` really is: one `lstat` instead of a `realpath`
  // (a walk of every component of its path: ~0.1 s of the scan of 2,400 pages).
  const dirInside = isInside(realSiteDir(siteDir), fs.realpathSync(dir));
  const linkedDirs = new Set<string>();
  for (const rel of rels) {
    const parts = rel.split('/');
    let current = dir;
    let throughLink = false;
    for (const part of parts.slice(0, -1)) {
      current = path.join(current, part);
      if (linkedDirs.has(current)) throughLink = true;
      if (checkedDirs.has(current)) continue;
      checkedDirs.add(current);
      if (!fs.lstatSync(current).isSymbolicLink()) continue;
      linkedDirs.add(current);
      throughLink = true;
      const target = resolveInsideSite(siteDir, current, `The symlinked folder ${path.relative(siteDir, current)}`, { file: current });
      if (target && isInside(target, fs.realpathSync(path.dirname(current)))) {
        throw new UserError(`The symlinked folder ${path.relative(siteDir, current)} points at one of its own parent folders (a symlink loop)`, {
          location: { file: current },
          hint: 'remove the link or point it at a folder outside its own tree',
        });
      }
    }
    const file = path.join(dir, rel);
    if (dirInside && !throughLink && !fs.lstatSync(file).isSymbolicLink()) continue;
    resolveInsideSite(siteDir, file, `The file ${path.relative(siteDir, file)}`, { file });
  }
  return rels;
}

/** Copies a folder of the site (static files) into the build, following symlinks only when they stay inside the site. */
export function copySiteDir(siteDir: string, from: string, to: string, include: (rel: string) => boolean = () => true): void {
  if (!fs.existsSync(from)) return;
  for (const rel of globSiteFiles(siteDir, from, '**/*', [], true)) {
    if (!include(rel)) continue;
    const target = pathInside(to, rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, rel), target);
  }
}

/** 1-based line and column of the first occurrence of `needle` in `source` (the start of the file when absent). */
export function locate(source: string, needle: string, from = 0): { line: number; column: number } {
  const index = source.indexOf(needle, from);
  if (index < 0) return { line: 1, column: 1 };
  const before = source.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/** A page above this size is slow to compile (MDX parsing grows faster than linearly): warned about. */
export const PAGE_SIZE_WARN = 512 * 1024;
/** A page above this size would take minutes or exhaust memory: refused. */
export const PAGE_SIZE_LIMIT = 2 * 1024 * 1024;

/**
 * Reads a page's source as UTF-8 text. A binary file, text that is not valid UTF-8 or a page past the size
 * limit fails with one sentence naming the file (no control bytes in the message); a large page warns.
 */
export function readPageSource(siteDir: string, file: string, warn: (message: string) => void): string {
  const rel = path.relative(siteDir, file);
  const data = fs.readFileSync(file);
  if (data.length > PAGE_SIZE_LIMIT) {
    throw new UserError(
      `${rel} is ${(data.length / 1048576).toFixed(1)} MiB; pages over ${PAGE_SIZE_LIMIT / 1048576} MiB are refused (they take minutes to compile)`,
      {
        location: { file },
        hint: 'split the page into several pages, or move the bulk into a file the page links to',
      },
    );
  }
  if (data.includes(0)) throw new UserError(`${rel} is not a text file (it contains NUL bytes)`, { location: { file } });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // One lenient decode finds the first bad sequence (it becomes U+FFFD) in linear time.
    const lenient = new TextDecoder('utf-8').decode(data);
    const at = lenient.indexOf('\uFFFD');
    const line = at < 0 ? 1 : lenient.slice(0, at).split('\n').length;
    throw new UserError(`${rel} is not valid UTF-8 text`, { location: { file, line, column: 1 }, hint: 'save the file as UTF-8' });
  }
  const oversized = oversizedConstruct(text);
  if (oversized) {
    throw new UserError(`${rel} ${oversized.message}`, { location: { file, line: oversized.line, column: oversized.column } });
  }
  if (data.length > PAGE_SIZE_WARN) warn(`${rel} is ${Math.round(data.length / 1024)} KiB; pages this large compile slowly (split it if you can)`);
  return text.replace(/^\uFEFF/, '');
}

/** The site's `customCss` files, absolute; each must exist inside the site. */
export function customCssFiles(siteDir: string, config: { customCss?: string[] }): string[] {
  const location = { file: path.join(siteDir, 'site.config.ts') };
  return (config.customCss ?? []).map((rel) => {
    const file = resolveInsideSite(siteDir, path.resolve(siteDir, rel), `customCss "${rel}"`, location);
    if (!file) throw new UserError(`customCss names ${rel}, which does not exist`, { location, hint: 'paths are relative to the site folder' });
    return file;
  });
}
