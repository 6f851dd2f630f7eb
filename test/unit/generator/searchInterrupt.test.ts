/**
 * Ctrl+C or SIGTERM while the search index is written (issue 33): Pagefind's service, a child process the signal
 * does not reach under the `imdocs` command, went on writing its index into the temp folder after the build had
 * removed it and died, leaving the temp folder behind (before: an uncaught ENOTEMPTY, and the lock too). Now the
 * build stops its services first: one sentence, the previous build untouched, nothing left beside the site.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { interrupted, signalCode } from '../../helpers/interrupt.ts';
import { bulkName, bulkPage } from '../../helpers/bulkPages.ts';
import { build } from '../../../src/generator/build/build.ts';
import { repoRoot, silentLogger } from '../../helpers/site.ts';
import { makeSite, snapshot } from '../../helpers/badSite.ts';

/** What a build may leave beside the site: its page cache only (no lock, temp folder or compiled config). */
const leftovers = (dir: string) => fs.readdirSync(dir).filter((n) => n.startsWith('.') && n !== '.imdocs-cache' && !n.startsWith('.imdocs-old-'));

/** The index being written: Pagefind's scratch folder of the English index exists in the build's temp folder. */
const writingIndex = (dir: string) => () => fs.readdirSync(dir).some((n) => n.startsWith('.imdocs-tmp-') && fs.existsSync(path.join(dir, n, '.pagefind-en')));

let site: Promise<{ dir: string; before: Record<string, string> }> | undefined;
/**
 * One site for every case: built once small (the previous build), then given 400 pages, which Pagefind takes a few
 * hundred milliseconds to write. The page cache of the first interrupted build makes the others' render quick; the
 * search index is never cached (no build gets to finish it).
 */
const bigSite = () =>
  (site ??= (async () => {
    const dir = makeSite({});
    await build({ siteDir: dir, outDir: 'build', search: false, logger: silentLogger() });
    const before = snapshot(path.join(dir, 'build'));
    for (let i = 0; i < 400; i++) fs.writeFileSync(path.join(dir, 'content/docs', `${bulkName(i)}.mdx`), bulkPage(i));
    return { dir, before };
  })());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  test(
    `imdocs build: ${signal} while the search index is written exits ${signalCode(signal)} with one sentence and leaves nothing behind`,
    { timeout: 300_000 },
    async () => {
      const { dir, before } = await bigSite();
      const r = await interrupted([path.join(repoRoot, 'bin/imdocs.mjs'), 'build', '--dir', dir], writingIndex(dir), signal);
      assert.equal(r.code, signalCode(signal), r.output);
      assert.equal(r.output.trim(), `Stopped by ${signal}: ${path.join(dir, 'build')} was left as it was.`);
      assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
      assert.deepEqual(leftovers(dir), [], 'a lock or temp folder was left behind');
      // Nothing goes on writing once the command has exited.
      await new Promise((r) => setTimeout(r, 1000));
      assert.deepEqual(leftovers(dir), [], 'the temp folder came back after the command exited');
    },
  );

  test(
    `the build's own process: ${signal} while the search index is written stops Pagefind before it removes the temp folder`,
    { timeout: 300_000 },
    async () => {
      const { dir, before } = await bigSite();
      const r = await interrupted(['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'build', '--dir', dir], writingIndex(dir), signal, {
        cwd: repoRoot,
      });
      assert.equal(r.signal, signal, r.output);
      assert.equal(r.output.trim(), `Stopped by ${signal}: ${path.join(dir, 'build')} was left as it was.`);
      assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
      assert.deepEqual(leftovers(dir), [], 'a lock or temp folder was left behind');
      await new Promise((r) => setTimeout(r, 1000));
      assert.deepEqual(leftovers(dir), [], 'the temp folder came back after the build exited');
    },
  );
}
