/**
 * A page that never finishes (an endless loop in an MDX expression) is stopped after the page time limit and
 * named, its worker replaced; the build fails with one located sentence and the previous build stays.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { startDevServer } from '../../../src/generator/dev/devServer.ts';
import { UserError, UserErrors, formatLocation } from '../../../src/generator/errors.ts';
import { spawnSync } from 'node:child_process';
import { interrupted } from '../../helpers/interrupt.ts';
import { repoRoot, silentLogger } from '../../helpers/site.ts';
import { makeSite, root, snapshot } from '../../helpers/badSite.ts';

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

/** The build leaves nothing beside the site: no lock, temp folder or compiled config. */
const leftovers = (dir: string) => fs.readdirSync(dir).filter((n) => n.startsWith('.') && n !== '.imdocs-cache');

const loopPage = (marker?: string) =>
  marker
    ? `---\ntitle: Intro\n---\n\nimport fs from 'node:fs';\n\n{(() => { fs.writeFileSync(${JSON.stringify(marker)}, ''); while (true) {} })()}\n`
    : '---\ntitle: Intro\n---\n\n{(() => { while (true) {} })()}\n';

/** A small site (in-process rendering on the old code) built once cleanly, then given an endless loop. */
async function smallSiteWithLoop(marker?: string): Promise<{ dir: string; before: Record<string, string> }> {
  const dir = makeSite({ 'content/docs/other.mdx': '# Other\n\nFine.\n' });
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const before = snapshot(path.join(dir, 'build'));
  fs.writeFileSync(path.join(dir, 'content/docs/intro.mdx'), loopPage(marker));
  return { dir, before };
}

test('on a small site (one render thread by default) an endless loop is stopped and named, and the command exits 1', { timeout: 120_000 }, async () => {
  const { dir, before } = await smallSiteWithLoop();
  const started = performance.now();
  const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'build', '--dir', dir, '--no-search'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, IMDOCS_PAGE_TIMEOUT: '3' },
    timeout: 90_000,
    // A build stuck on its main thread ignores SIGTERM.
    killSignal: 'SIGKILL',
  });
  assert.equal(cli.status, 1, `exit ${cli.status} ${cli.signal ?? ''}: ${cli.stderr.slice(-500)}`);
  assert.match(cli.stderr, /content\/docs\/intro\.mdx - Rendering \/docs\/intro did not finish within 3 s and was stopped/);
  assert.doesNotMatch(cli.stderr, /Internal error|\n\s+at /);
  assert.ok(performance.now() - started < 60_000, 'the build waited far past the limit');
  assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
  assert.deepEqual(leftovers(dir), []);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  test(`${signal} stops a build whose page is in an endless loop at once, with one sentence, leaving nothing behind`, { timeout: 120_000 }, async () => {
    const marker = path.join(root, `looping-${signal}`);
    const { dir, before } = await smallSiteWithLoop(marker);
    const r = await interrupted(['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'build', '--dir', dir, '--no-search'], marker, signal, {
      cwd: repoRoot,
    });
    // The build removes what it made, then dies of the signal it got.
    assert.equal(r.signal, signal, r.output);
    assert.match(r.output, new RegExp(`Stopped by ${signal}: .*build was left as it was\\.\\n$`));
    assert.doesNotMatch(r.output, /Internal error|\n\s+at /);
    assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
    assert.deepEqual(leftovers(dir), []);
  });

test('imdocs dev: a page in an endless loop is stopped and named, and fixing it (or editing another page) applies', { timeout: 120_000 }, async () => {
  const dir = makeSite({ 'content/docs/other.mdx': '# Other\n\nFine.\n', 'content/docs/intro.mdx': loopPage() });
  process.env.IMDOCS_PAGE_TIMEOUT = '2';
  const logger = silentLogger();
  const dev = await startDevServer({ siteDir: dir, port: 0, logger, watchTheme: false, search: false });
  try {
    const has = (rel: string, text: string) =>
      fs.existsSync(path.join(dev.site.outDir, rel)) && fs.readFileSync(path.join(dev.site.outDir, rel), 'utf8').includes(text);
    const until = async (what: string, ok: () => boolean) => {
      for (const end = Date.now() + 60_000; !ok(); await new Promise((r) => setTimeout(r, 50))) assert.ok(Date.now() < end, `timed out waiting for ${what}`);
    };
    await dev.whenIdle();
    assert.ok(
      logger.messages.some((m) => m.includes('Rendering /docs/intro did not finish within 2 s and was stopped')),
      logger.messages.join('\n'),
    );
    fs.appendFileSync(path.join(dir, 'content/docs/other.mdx'), '\nEdited while the loop was stopped.\n');
    await until('the edit of another page', () => has('docs/other.html', 'Edited while the loop was stopped.'));
    fs.writeFileSync(path.join(dir, 'content/docs/intro.mdx'), '---\ntitle: Intro\n---\n\nFixed at last.\n');
    await until('the fixed page', () => has('docs/intro.html', 'Fixed at last.'));
  } finally {
    delete process.env.IMDOCS_PAGE_TIMEOUT;
    await dev.close();
  }
});
