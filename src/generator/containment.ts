import path from 'node:path';
import { UserError, type SourceLocation } from './errors.ts';

/**
 * The one place where a path or route that data names (a frontmatter slug, a config's `routeBasePath`, a
 * locale, an OpenAPI `$ref`, a Docusaurus config's `docs.path`) is checked against the folder it must stay in.
 * Every check runs before the read or write it guards, and an error never shows what lies outside.
 */

/** Whether `target` is `dir` itself or below it (both absolute; no symlink resolution here). */
export function isInside(dir: string, target: string): boolean {
  const rel = path.relative(dir, target);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The absolute path of `rel` below `root`, refusing anything that would land outside it (`../`, an absolute
 * path, NUL). The writers of the output folder go through this, so a route that slipped past the route checks
 * still cannot write beside the build.
 */
export function pathInside(root: string, rel: string, what = `The file "${rel}"`, location?: SourceLocation): string {
  const target = path.resolve(root, rel);
  if (rel.includes('\0') || path.isAbsolute(rel) || !isInside(path.resolve(root), target)) {
    throw new UserError(`${what} would be written outside the output folder ${root}`, { location });
  }
  return target;
}

export { badSegment } from '../shared/routes.ts';

/**
 * Resolves the dot segments of `slug` the way Docusaurus does for a relative slug (against `dir`, the page's
 * folder below its section) or an absolute one (against the section root), and refuses a result above the
 * section root. Returns the route part below the section root, without leading or trailing slashes.
 */
export function resolveSlug(slug: string, dir: string): string | undefined {
  const start = slug.startsWith('/') ? [] : dir.split('/').filter((s) => s && s !== '.');
  const out = [...start];
  for (const seg of slug.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (!out.length) return undefined;
      out.pop();
    } else out.push(seg);
  }
  return out.join('/');
}
