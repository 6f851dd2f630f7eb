import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { locate } from '../content/siteFiles.ts';
import { UserError, codeFrame } from '../errors.ts';

/** The first esbuild error as a content error naming the importing file and line. */
export function asBundleError(error: unknown, page: string, siteDir: string): Error {
  const errors = (error as { errors?: esbuild.Message[] }).errors;
  if (!errors?.length) return error as Error;
  const first = errors[0];
  if (first.detail instanceof UserError) return first.detail;
  const loc = first.location;
  const file = loc && loc.file !== '<stdin>' ? path.resolve(siteDir, loc.file.replace(/^[a-z-]+:/, '')) : page;
  let source = '';
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    source = '';
  }
  // MDX files are bundled compiled: their positions are found again in the source, by the import's specifier.
  const spec = /"([^"]+)"/.exec(first.text)?.[1];
  const at = /\.mdx?$/i.test(file)
    ? spec && source.includes(spec)
      ? locate(source, spec)
      : undefined
    : loc
      ? { line: loc.line, column: loc.column + 1 }
      : undefined;
  const location = { file, ...at };
  const frame = at && source ? codeFrame(source, at.line, at.column) : undefined;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more import error${errors.length > 2 ? 's' : ''})` : '';
  return new UserError(`${first.text.replace(/\.$/, '')}${more}`, {
    location,
    frame,
    hint: /Could not resolve/.test(first.text)
      ? 'check the path; imports may name files inside the site, "@site/…" and packages installed in node_modules'
      : undefined,
    cause: error,
  });
}
