/**
 * A full disk, a read-only output or missing permissions is the machine's fault, not a page's: one sentence that
 * names the path, never "Internal error" with a stack, nor "Rendering /zh-Hans/search failed".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { systemError, UserError } from '../../../src/generator/errors.ts';
import { asRenderError } from '../../../src/generator/render/renderError.ts';
import { reportError } from '../../../src/generator/log.ts';

const errno = (code: string, syscall: string, file: string) =>
  Object.assign(new Error(`${code}: something, ${syscall} '${file}'`), { code, syscall, path: file, errno: -28 });

test('ENOSPC, EROFS and EACCES become one sentence naming the path; other errors are left alone', () => {
  const full = systemError(errno('ENOSPC', 'write', '/site/.imdocs-tmp-build/a.html'));
  assert.ok(full instanceof UserError);
  assert.equal(full.message, 'Could not write /site/.imdocs-tmp-build/a.html: the disk is full (ENOSPC)');
  assert.match(full.hint ?? '', /previous build was left untouched/);
  assert.equal(systemError(errno('EROFS', 'mkdir', '/ro/build'))?.message, 'Could not mkdir /ro/build: the file system is read-only (EROFS)');
  assert.equal(systemError(new Error('wrapped', { cause: errno('EACCES', 'open', '/x') }))?.message, 'Could not write /x: permission denied (EACCES)');
  assert.equal(systemError(new Error('boom')), undefined);
  assert.equal(systemError(errno('ENOENT', 'open', '/x')), undefined);
});

test('a page whose write hit a full disk is not blamed for it', () => {
  const job = { kind: 'mdx', file: '/site/content/search.mdx', page: { route: '/zh-Hans/search' } } as never;
  const error = asRenderError(errno('ENOSPC', 'write', '/site/build/zh-Hans/search.html'), job);
  assert.ok(error instanceof UserError);
  assert.doesNotMatch(error.message, /Rendering/);
  assert.match(error.message, /the disk is full/);
});

test('the top-level report prints the sentence without "Internal error" or a stack', () => {
  const lines: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => lines.push(args.join(' '));
  try {
    const logger = { error: (m: string) => lines.push(m), warn() {}, info() {}, debug() {}, verbose: false } as never;
    reportError(logger, errno('EROFS', 'open', '/ro/build/index.html'));
  } finally {
    console.error = original;
  }
  const text = lines.join('\n');
  assert.match(text, /Could not write \/ro\/build\/index\.html: the file system is read-only \(EROFS\)/);
  assert.doesNotMatch(text, /Internal error|\n\s+at /);
});
