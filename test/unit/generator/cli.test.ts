import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { copyFixtureSite, fixturesDir, repoRoot } from '../../helpers/site.ts';

function imdocs(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CI: '1' },
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

test('every command has --help with an example; unknown commands and flags exit 2', () => {
  for (const cmd of ['build', 'dev', 'check', 'serve', 'index']) {
    const r = imdocs(cmd, '--help');
    assert.equal(r.code, 0, cmd);
    assert.match(r.out, /--out <path>/);
    assert.match(r.out, /Example:/);
  }
  assert.equal(imdocs('bogus').code, 2);
  assert.equal(imdocs('build', '--bogus').code, 2);
});

test('output read only in part (`imdocs build --help | head -1`) ends the command quietly', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'build', '--help'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The reader is gone before the help is written.
  child.stdout.destroy();
  let errors = '';
  child.stderr.on('data', (d: Buffer) => (errors += d));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  assert.equal(errors, '');
  assert.equal(code, 0);
});

test('a content error exits 1 with file:line:col and a code frame, without a stack trace', () => {
  const dir = copyFixtureSite('basic', 'cli');
  fs.writeFileSync(path.join(dir, 'content/docs/getting-started/configure.mdx'), '---\ntitle: Broken\n---\n\nA <Unclosed tag\n');
  const r = imdocs('build', '--dir', dir, '--no-search');
  assert.equal(r.code, 1);
  assert.match(r.out, /configure\.mdx:5:\d+ - MDX syntax error/);
  assert.match(r.out, />\s+5 \| A <Unclosed tag/);
  assert.doesNotMatch(r.out, /\n\s+at .*\.ts:\d+:\d+/);
});

test('bad flag values and unknown locales are usage errors: exit 2 with a message, never a hang', () => {
  const cases: [string[], RegExp][] = [
    [['build', '--workers', 'abc'], /--workers <n>.*expected a whole number from 1 to 64/],
    // Pages always render on a thread the page time limit can stop: there is no in-process render to ask for.
    [['build', '--workers', '0'], /expected a whole number from 1 to 64/],
    [['build', '--workers', '-1'], /--workers/],
    [['build', '--workers', '1000'], /expected a whole number from 1 to 64/],
    [['build', '--locale', 'fr', '--no-search'], /Unknown locale "fr".*en, zh-Hans/],
    [['dev', '--locale', 'fr'], /Unknown locale "fr"/],
    [['serve', '--port', '99999'], /--port <port>.*from 0 to 65535/],
    [['serve', '--port', 'x'], /--port/],
  ];
  for (const [args, message] of cases) {
    const r = imdocs(...args);
    assert.equal(r.code, 2, `${args.join(' ')} → ${r.code}: ${r.out}`);
    assert.match(r.out, message, args.join(' '));
    assert.doesNotMatch(r.out, /\n\s+at /, 'no stack trace');
  }
});
