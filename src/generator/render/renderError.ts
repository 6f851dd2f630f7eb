import fs from 'node:fs';
import { UserError, codeFrame } from '../errors.ts';
import { locate } from '../content/siteFiles.ts';
import type { RenderJob } from './renderJob.tsx';

function readSource(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/**
 * Turns whatever a page threw while rendering into a content error that names the page's source file (and
 * the line where the message lets us find it): an unknown component, an expression that throws, a TSX
 * page that crashes. The original error stays as the cause (printed with --verbose).
 */
export function asRenderError(error: unknown, job: RenderJob): Error {
  const file = job.kind === 'mdx' || job.kind === 'tsx' ? job.file : undefined;
  const route = job.kind === 'sidebar' ? job.outFile : job.page.route;
  if (error instanceof UserError) {
    if (error.location || !file) return error;
    return new UserError(error.message, { location: { file }, frame: error.frame, hint: error.hint, cause: error.cause });
  }
  const message = error instanceof Error ? error.message : String(error);
  const component = /Expected (component|object) `([^`]+)` to be defined/.exec(message);
  if (component && file) {
    const source = readSource(file);
    const name = component[2];
    const at = locate(source, `<${name}`);
    return new UserError(`Unknown ${component[1]} <${name}> on ${route}: it is not a built-in component and the page does not import it`, {
      location: { file, ...at }, frame: codeFrame(source, at.line, at.column),
      hint: 'import it at the top of the page, register it in the site\'s MDX components, or fix the name\'s spelling',
      cause: error,
    });
  }
  return new UserError(`Rendering ${route} failed: ${message.split('\n')[0]}`, {
    location: file ? { file } : undefined,
    hint: 'run with --verbose to see where the error was thrown',
    cause: error,
  });
}
