import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { isInside, pathInside } from '../containment.ts';

/**
 * The folder `imdocs migrate` may read, besides the Docusaurus site itself. Docusaurus sites often keep their docs
 * beside the website in the same repository (`website/` with `docs.path: '../docs'`), so the folder is:
 *
 * - `--root <dir>` when the maintainer names one (it must hold the site);
 * - else the top folder of the git repository (or worktree) the site is in: the nearest folder, the site's own
 *   included, that holds a `.git` folder or file. The docs beside the website are part of the same project;
 * - else the site folder alone.
 *
 * It is never the file-system root. Paths are compared after resolving symlinks, and a path through a hidden
 * folder (`.git`, `.ssh`…) is never read.
 */
export interface ReadRoot {
  /** The folder, symlinks resolved. */
  dir: string;
  /** How an error names it: "the site /x/website" or "the repository /x (the folder migrate may read…)". */
  described: string;
}

export function readRoot(from: string, explicit?: string): ReadRoot {
  const site = fs.realpathSync(from);
  if (explicit !== undefined) {
    const dir = path.resolve(explicit);
    if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw new UserError(`--root ${explicit} is not a folder`);
    const real = fs.realpathSync(dir);
    if (!isInside(real, site)) throw new UserError(`--root ${explicit} does not hold the Docusaurus site ${from}; name a folder that contains it`);
    if (path.dirname(real) === real) throw new UserError(`--root ${explicit} is the file-system root; name the folder of the project instead`);
    return { dir: real, described: real === site ? `the site ${from}` : `${real}, the folder named by --root` };
  }
  for (let dir = site; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git')))
      return { dir, described: dir === site ? `the site ${from}` : `the git repository ${dir} that holds the site (name another folder with --root)` };
  }
  return { dir: site, described: `the site ${from}` };
}

/** Whether `abs` (absolute, symlinks resolved) may be read: inside `root.dir` and through no hidden folder. */
export function readable(root: ReadRoot, abs: string): boolean {
  if (!isInside(root.dir, abs)) return false;
  return !path
    .relative(root.dir, abs)
    .split(path.sep)
    .some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..');
}

/**
 * The paths a migration may touch: files inside the Docusaurus site or, outside it, inside the folder migrate may
 * read (`readRoot`: the git repository that holds the site, or `--root`), symlinks resolved, and files inside the
 * new site. A config's `docs.path: '../../etc'`, a version named `../x` or a sidebar path outside that folder stops
 * the migration before anything is read or written.
 */
export function containedPaths(from: string, to: string, root: ReadRoot) {
  const realFrom = fs.realpathSync(from);
  const real = (file: string) => {
    try {
      return fs.realpathSync(file);
    } catch {
      return path.resolve(file);
    }
  };
  return {
    /** Whether `rel` stays inside the Docusaurus site, or the folder migrate may read, once symlinks are resolved. */
    isSiteFile(rel: string): boolean {
      const abs = path.resolve(from, rel);
      if (isInside(from, abs) && isInside(realFrom, real(abs))) return true;
      return root.dir !== realFrom && readable(root, real(abs));
    },
    /** The absolute path of `rel`, which must stay inside the Docusaurus site or the folder migrate may read. */
    inSite(rel: string): string {
      if (this.isSiteFile(rel)) return path.resolve(from, rel);
      throw new UserError(`The Docusaurus config names "${rel}", which is outside ${root.described}; imdocs migrate reads only files inside it`);
    },
    outFile: (rel: string) => pathInside(to, rel, `"${rel}"`),
    /** `rel` (site-relative) as a path from the folder migrate may read (`/`-separated). */
    fromRoot: (rel: string) =>
      path
        .relative(root.dir, real(path.resolve(from, rel)))
        .split(path.sep)
        .join('/'),
  };
}
