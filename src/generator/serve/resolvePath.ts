import fs from 'node:fs';
import path from 'node:path';

export type Resolved =
  | { kind: 'file'; file: string; pathname: string }
  | { kind: 'missing'; pathname: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad' };

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** True when `file` (after following symlinks) lies inside `root` (already a real path). */
function inside(root: string, file: string): boolean {
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    return false;
  }
  return real === root || real.startsWith(root + path.sep);
}

/**
 * Maps a request URL onto a file of `root`, as a static host would: the file itself, `<path>.html` for an
 * extensionless route, `<path>/index.html` for a folder; `/route/` redirects to `/route`.
 *
 * Safety: the path is percent-decoded exactly once (so `%252e%252e` stays the literal name `%2e%2e`), and
 * any `..`/`.` segment, backslash or NUL after decoding is refused before touching the disk; the final file
 * must still resolve inside `root` after symlinks. A request can never read outside the served folder.
 */
export function resolveRequestPath(root: string, url: string): Resolved {
  let pathname: string;
  let search = '';
  try {
    // The URL parser also folds `%2e` dot segments; decoding afterwards catches `%2f`-joined ones.
    const parsed = new URL(url.startsWith('/') ? url : `/${url}`, 'http://localhost');
    search = parsed.search;
    pathname = decodeURIComponent(parsed.pathname);
  } catch {
    return { kind: 'bad' };
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return { kind: 'bad' };
  const segments = pathname.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.' || /^[a-zA-Z]:$/.test(s))) return { kind: 'bad' };
  const clean = `/${segments.join('/')}`;
  const base = path.join(root, ...segments);
  if (!inside(root, root) || !(base === root || base.startsWith(root + path.sep))) return { kind: 'bad' };

  if (pathname.endsWith('/') && clean !== '/') {
    if (isFile(`${base}.html`) && inside(root, `${base}.html`)) return { kind: 'redirect', location: `${encodeURI(clean)}${search}` };
  }
  const candidates = clean === '/' ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) {
    if (isFile(file) && inside(root, file)) return { kind: 'file', file, pathname: clean };
  }
  return { kind: 'missing', pathname: clean };
}
