import fs from 'node:fs';
import path from 'node:path';
import { isPublishedPath } from '../../shared/routes.ts';
import { pathInside } from '../containment.ts';
import { resolveInsideSite } from '../content/siteFiles.ts';

/**
 * Copies a changed file of `static/` or `public/` into dev's output (or removes it there when it is gone, is not
 * a file, or resolves outside the site: the error is kept in `errors`, as `static:<file>`, for the overlay). Dotfiles
 * are never published.
 */
export function copyStaticFile(siteDir: string, outDir: string, file: string, errors: Map<string, Error>): void {
  const error = copyStatic(siteDir, outDir, file);
  if (error) errors.set(`static:${file}`, error);
  else errors.delete(`static:${file}`);
}

function copyStatic(siteDir: string, outDir: string, file: string): Error | undefined {
  const rel = path.relative(siteDir, file).split(path.sep).slice(1).join(path.sep);
  if (!rel || rel.startsWith('..') || !isPublishedPath(rel.split(path.sep).join('/'))) return undefined;
  const target = pathInside(outDir, rel);
  let inside: string | undefined;
  try {
    inside = resolveInsideSite(siteDir, file, `The static file ${path.relative(siteDir, file)}`, { file });
  } catch (error) {
    return error as Error;
  }
  if (inside && fs.statSync(file).isFile()) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
  } else {
    fs.rmSync(target, { recursive: true, force: true });
  }
  return undefined;
}

/** Before the first successful build there is nothing to show; a bare page still carries the overlay. */
export function writePlaceholders(outDir: string): void {
  const html =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>imdocs dev</title></head><body><p>The site could not be built yet; see the error.</p></body></html>\n';
  for (const name of ['index.html', '404.html']) {
    const file = path.join(outDir, name);
    if (!fs.existsSync(file)) fs.writeFileSync(file, html);
  }
}
