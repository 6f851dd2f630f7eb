import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UserError, codeFrame, refusedByContainment, systemError } from '../errors.ts';
import { locate } from '../content/siteFiles.ts';
import type { RenderJob } from './renderJob.tsx';

function readSource(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Whether `file` exists and may be read (under Node 20's permission model, `existsSync` throws when it may not). */
function readable(file: string): boolean {
  try {
    return fs.existsSync(file);
  } catch {
    return false;
  }
}

const engineSrc = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Where in the site's own code an error was thrown: the first stack frame in a file of the site (bundled modules
 * carry source maps), skipping the engine, installed packages, Node internals and the cache.
 */
export function thrownAt(error: unknown, siteFile: string): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const m of stack.matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?$/gm)) {
    const file = m[1].startsWith('file:') ? fileURLToPath(m[1]) : m[1];
    // MDX files run compiled: their frames' lines are not the file's.
    if (file.startsWith(engineSrc) || /[\\/](node_modules|\.imdocs-cache[\w-]*|imdocs-bundles-\d+)[\\/]|\.mdx?$/i.test(file)) continue;
    // Node's own modules, as a bundle's source map names them (`node:child_process` → `/child_process`).
    if (!readable(file)) continue;
    const rel = path.relative(path.dirname(siteFile), file);
    return `${rel.startsWith('.') ? rel : `./${rel}`}:${m[2]}:${m[3]}`;
  }
  return undefined;
}

/**
 * Turns whatever a page threw while rendering into a content error that names the page's source file (and
 * the line where the message lets us find it): an unknown component, an expression that throws, a TSX
 * page that crashes. The original error stays as the cause (printed with --verbose).
 */
export function asRenderError(error: unknown, job: RenderJob): Error {
  // A full disk or a read-only output is the machine's, not the page's: never "Rendering /x failed".
  const system = systemError(error);
  if (system) return system;
  const file = job.kind === 'mdx' || job.kind === 'tsx' ? job.file : undefined;
  const route = job.kind === 'sidebar' ? job.outFile : job.page.route;
  if (error instanceof UserError) {
    if (error.location || !file) return error;
    return new UserError(error.message, { location: { file }, frame: error.frame, hint: error.hint, cause: error.cause });
  }
  // A contained build refused what the page did: said as such (not "Access to this API has been restricted").
  const message = refusedByContainment(error) ?? (error instanceof Error ? error.message : String(error));
  const component = /Expected (component|object) `([^`]+)` to be defined/.exec(message);
  if (component && file) {
    const source = readSource(file);
    const name = component[2];
    const at = locate(source, `<${name}`);
    return new UserError(`Unknown ${component[1]} <${name}> on ${route}: it is not a built-in component and the page does not import it`, {
      location: { file, ...at },
      frame: codeFrame(source, at.line, at.column),
      hint: "import it at the top of the page, register it in the site's src/mdx-components.tsx, or fix the name's spelling",
      cause: error,
    });
  }
  const at = file ? thrownAt(error, file) : undefined;
  // "x is not defined" in the page itself: the first use of the name.
  const name = /^(\w+) is not defined/.exec(message)?.[1];
  const source = file && name ? readSource(file) : '';
  const use = name && source.includes(name) ? locate(source, name, source.search(/^---[\s\S]*?^---/m) >= 0 ? source.indexOf('---', 3) : 0) : undefined;
  return new UserError(`Rendering ${route} failed: ${message.split('\n')[0]}${at ? ` (thrown at ${at})` : ''}`, {
    location: file ? { file, ...use } : undefined,
    frame: use ? codeFrame(source, use.line, use.column) : undefined,
    hint: 'run with --verbose to see where the error was thrown',
    cause: error,
  });
}
