/**
 * Typed errors. A `UserError` is a content or configuration mistake: printed without a stack, with its
 * location and a code frame. Anything else is an internal error and printed with its stack.
 */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export class UserError extends Error {
  override name = 'UserError';
  readonly location?: SourceLocation;
  readonly frame?: string;
  readonly hint?: string;
  constructor(message: string, opts: { location?: SourceLocation; frame?: string; hint?: string; cause?: unknown } = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.location = opts.location;
    this.frame = opts.frame;
    this.hint = opts.hint;
  }
}

/** A command-line mistake found after parsing (a locale the site does not have): exit code 2, like a bad flag. */
export class UsageError extends UserError {
  override name = 'UsageError';
}

/** Several user errors collected during one stage, reported together. */
export class UserErrors extends Error {
  override name = 'UserErrors';
  constructor(readonly errors: UserError[]) {
    super(`${errors.length} error${errors.length === 1 ? '' : 's'}`);
  }
}

/** What the machine said no to, in words: the disk, the file system or the permissions, never the content. */
const SYSTEM_ERRORS: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'the operation is not permitted',
  EMFILE: 'too many files are open at once',
  ENFILE: 'too many files are open on this machine',
};

/** Tools that report a write error as text (esbuild: `write /x/a.js: no space left on device`): its code and path. */
function fromText(error: Error): Partial<NodeJS.ErrnoException> {
  const texts = [error.message, ...((error as { errors?: { text?: string }[] }).errors ?? []).map((m) => m.text ?? '')];
  for (const text of texts) {
    const m = /\b(write|open|mkdir) (\S+): (no space left on device|read-only file system|permission denied)/i.exec(text);
    if (m) return { code: { n: 'ENOSPC', r: 'EROFS', p: 'EACCES' }[m[3][0].toLowerCase() as 'n' | 'r' | 'p'], syscall: m[1], path: m[2] };
    // Pagefind (Rust) panics with the OS error alone: `No space left on device (os error 28)`.
    const os = /(No space left on device|Read-only file system|Permission denied) \(os error \d+\)/i.exec(text);
    if (os) return { code: { n: 'ENOSPC', r: 'EROFS', p: 'EACCES' }[os[1][0].toLowerCase() as 'n' | 'r' | 'p'] };
  }
  return {};
}

/**
 * An error of the machine rather than of the site (a full disk, a read-only folder, missing permissions),
 * anywhere in `error`'s cause chain, as one sentence naming the path; undefined for any other error.
 */
export function systemError(error: unknown): UserError | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, path: file, syscall } = { ...(e as NodeJS.ErrnoException), ...fromText(e) };
    if (!code || !SYSTEM_ERRORS[code]) continue;
    const what = `${SYSTEM_ERRORS[code]} (${code})`;
    return new UserError(
      file
        ? `Could not ${syscall === 'open' || syscall === 'write' ? 'write' : (syscall ?? 'use')} ${file}: ${what}`
        : `${what[0].toUpperCase()}${what.slice(1)}`,
      {
        hint: code === 'ENOSPC' || code === 'EDQUOT' ? 'free some space and build again; the previous build was left untouched' : undefined,
      },
    );
  }
  return undefined;
}

/**
 * What Node's permission model refused a contained build (`imdocs build --contained`), in words; undefined for
 * any other error. Looks anywhere in the cause chain.
 */
export function refusedByContainment(error: unknown): string | undefined {
  for (let e = error; e instanceof Error; e = e.cause) {
    const { code, permission, resource } = e as Error & { code?: string; permission?: string; resource?: string };
    if (code !== 'ERR_ACCESS_DENIED') continue;
    if (permission === 'ChildProcess') return 'a contained build may not start a process';
    if (permission === 'FileSystemWrite') return `a contained build may not write ${resource || 'there'}: only the output and the cache`;
    if (permission === 'FileSystemRead') return `a contained build may not read ${resource || 'that file'}: only the site and its packages`;
    return `a contained build does not allow it (${permission ?? code})`;
  }
  return undefined;
}

export function formatLocation(loc?: SourceLocation): string {
  if (!loc) return '';
  return loc.line ? `${loc.file}:${loc.line}:${loc.column ?? 1}` : loc.file;
}

/** Lines around `line` (1-based) with a caret under `column`. */
export function codeFrame(source: string, line: number, column = 1, context = 2): string {
  const lines = source.split('\n');
  const start = Math.max(1, line - context);
  const end = Math.min(lines.length, line + context);
  const width = String(end).length;
  const out: string[] = [];
  for (let n = start; n <= end; n++) {
    const mark = n === line ? '>' : ' ';
    out.push(`${mark} ${String(n).padStart(width)} | ${lines[n - 1] ?? ''}`);
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

export { causeChain } from '../shared/errors.ts';

export function formatUserError(error: UserError): string {
  const where = formatLocation(error.location);
  const parts = [`${where ? `${where} - ` : ''}${error.message}`];
  if (error.frame) parts.push(error.frame);
  if (error.hint) parts.push(`Hint: ${error.hint}`);
  return parts.join('\n');
}
