/**
 * A page that never finishes (an endless loop in an MDX expression) is stopped after the page time limit and
 * named, its worker replaced; the build fails with one located sentence and the previous build stays.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { UserError, UserErrors, formatLocation } from '../../../src/generator/errors.ts';
import { spawnSync } from 'node:child_process';
import { repoRoot, silentLogger } from '../../helpers/site.ts';
import { makeSite, snapshot } from '../../helpers/badSite.ts';

test('an endless loop in a page is stopped after IMDOCS_PAGE_TIMEOUT and named, and its build fails fast', { timeout: 120_000 }, async () => {
  const dir = makeSite({ 'content/docs/other.mdx': '# Other\n\nFine.\n' });
  await build({ siteDir: dir, outDir: 'build', workers: 1, search: false, logger: silentLogger() });
  const before = snapshot(path.join(dir, 'build'));
  fs.writeFileSync(path.join(dir, 'content/docs/intro.mdx'), '---\ntitle: Intro\n---\n\n{(() => { while (true) {} })()}\n');
  process.env.IMDOCS_PAGE_TIMEOUT = '3';
  const started = performance.now();
  try {
    await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 1, search: false, logger: silentLogger() }), (e: unknown) => {
      const error = e instanceof UserErrors ? e.errors[0] : e;
      assert.ok(error instanceof UserError, String((e as Error)?.stack));
      assert.equal(error.message, 'Rendering /docs/intro did not finish within 3 s and was stopped (an endless loop in an expression or a component?)');
      assert.equal(formatLocation(error.location).replace(`${dir}/`, ''), 'content/docs/intro.mdx');
      return true;
    });
  } finally {
    delete process.env.IMDOCS_PAGE_TIMEOUT;
  }
  assert.ok(performance.now() - started < 60_000, 'the build waited far past the limit');
  assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
});

test('a page that runs out of memory on its thread is named, and the build says so in one sentence', { timeout: 120_000 }, () => {
  const dir = makeSite({
    'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\n{(() => { const all = []; for (;;) all.push(new Array(1e5).fill(all.length)); })()}\n',
  });
  const cli = spawnSync(
    process.execPath,
    ['--max-old-space-size=300', '--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'build', '--dir', dir, '--no-search', '--workers', '1'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 100_000,
    },
  );
  assert.equal(cli.status, 1, cli.stderr.slice(-500));
  assert.match(cli.stderr, /content\/docs\/intro\.mdx - Rendering \/docs\/intro ran out of memory: its thread was stopped/);
  assert.doesNotMatch(cli.stderr, /Internal error|FATAL ERROR/);
});
