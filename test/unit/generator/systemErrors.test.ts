/**
 * A full disk, a read-only output or missing permissions is the machine's fault, not a page's: one sentence that
 * names the path, never "Internal error" with a stack, nor "Rendering /zh-Hans/search failed".
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { build } from '../../../src/generator/build/build.ts';
import { repoRoot, silentLogger } from '../../helpers/site.ts';
import { makeSite, root } from '../../helpers/badSite.ts';
import { systemError, UserError, UserErrors } from '../../../src/generator/errors.ts';
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
  const panic = new Error(
    "Pagefind exited: thread 'main' panicked at src/output/mod.rs:41: called `Result::unwrap()` on an `Err` value: No space left on device (os error 28)",
  );
  assert.equal(systemError(panic)?.message, 'The disk is full (ENOSPC)');
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

/** Mounts a small file system for a test (root only; skipped where mounting is not permitted). */
function mountOrSkip(t: { skip(reason: string): void }, args: string[]): boolean {
  const result = spawnSync('mount', args, { encoding: 'utf8' });
  if (result.status !== 0) {
    t.skip(`mount is not permitted here: ${result.stderr.trim()}`);
    return false;
  }
  return true;
}

test('a build onto a full disk fails with one sentence, and the disk keeps no temp folder', async (t) => {
  const dir = makeSite({});
  const disk = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-full-'));
  if (!mountOrSkip(t, ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', disk])) return;
  try {
    await assert.rejects(
      build({ siteDir: dir, outDir: path.join(disk, 'build'), workers: 0, search: false, cache: false, logger: silentLogger() }),
      (e: unknown) => {
        const error = e instanceof UserErrors ? e.errors[0] : e;
        assert.ok(error instanceof UserError, String((e as Error)?.stack));
        assert.match(error.message, /^Could not \w+ .*: the disk is full \(ENOSPC\)$/);
        return true;
      },
    );
    assert.deepEqual(fs.readdirSync(disk), []);
  } finally {
    spawnSync('umount', [disk]);
    fs.rmSync(disk, { recursive: true, force: true });
  }
});

test('a read-only checkout builds into an output elsewhere (its config is compiled in the temp folder)', async (t) => {
  const dir = makeSite({ 'sidebars.js': "module.exports = { main: ['intro'] };\n" });
  const ro = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-ro-'));
  if (!mountOrSkip(t, ['--bind', dir, ro])) return;
  try {
    if (!mountOrSkip(t, ['-o', 'remount,bind,ro', ro])) return;
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-ro-out-'));
    await build({ siteDir: ro, outDir: path.join(out, 'build'), workers: 0, search: false, cache: false, logger: silentLogger() });
    assert.ok(fs.existsSync(path.join(out, 'build/docs/intro.html')));
    fs.rmSync(out, { recursive: true, force: true });
  } finally {
    spawnSync('umount', [ro]);
    fs.rmSync(ro, { recursive: true, force: true });
  }
});

test('a site.config.ts whose top-level await never settles is named, and leaves no lock, temp folder or compiled file', { timeout: 120_000 }, () => {
  const dir = makeSite({});
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(config, `await new Promise(() => {});\n${fs.readFileSync(config, 'utf8')}`);
  const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'build', '--dir', dir, '--no-search'], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 100_000,
  });
  assert.notEqual(cli.status, 0);
  assert.match(cli.stderr, /site\.config\.ts never finished loading: a top-level await in it \(or in a file it imports\) does not settle/);
  assert.deepEqual(
    fs.readdirSync(dir).filter((n) => n.startsWith('.')),
    [],
    'a lock, temp folder or compiled config was left behind',
  );
});

test('imdocs migrate: a Docusaurus config whose top-level await never settles is named, and leaves no compiled file', { timeout: 120_000 }, () => {
  const site = path.join(root, 'docusaurus-await');
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'docusaurus.config.mjs'),
    "await new Promise(() => {});\nexport default { title: 'D', url: 'https://d.example.com', baseUrl: '/', presets: [['classic', {}]] };\n",
  );
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n');
  const out = path.join(root, 'migrated-await');
  const cli = spawnSync(process.execPath, [path.join(repoRoot, 'bin/imdocs.mjs'), 'migrate', site, '--out', out], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    timeout: 100_000,
    killSignal: 'SIGKILL',
  });
  assert.notEqual(cli.status, 0, cli.stderr);
  assert.match(cli.stderr, /docusaurus\.config\.mjs never finished loading: a top-level await in it \(or in a file it imports\) does not settle/);
  assert.deepEqual(
    fs.readdirSync(site).filter((n) => n.startsWith('.')),
    [],
    'a compiled config was left behind',
  );
});

test('a build into a read-only output folder says so in one sentence, without "Internal error" or a stack', { timeout: 120_000 }, (t) => {
  const dir = makeSite({});
  const ro = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-ro-output-'));
  if (!mountOrSkip(t, ['--bind', ro, ro])) return;
  try {
    if (!mountOrSkip(t, ['-o', 'remount,bind,ro', ro])) return;
    const cli = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'build', '--dir', dir, '--out', path.join(ro, 'build'), '--no-search'],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        timeout: 100_000,
        killSignal: 'SIGKILL',
      },
    );
    assert.equal(cli.status, 1, cli.stderr);
    assert.match(cli.stderr, /Could not \w+ .*imdocs-ro-output-.*: the file system is read-only \(EROFS\)/);
    assert.doesNotMatch(cli.stderr, /Internal error|\n\s+at /);
  } finally {
    spawnSync('umount', [ro]);
    fs.rmSync(ro, { recursive: true, force: true });
  }
});
