/**
 * bin/supervise.mjs: `imdocs build` (as installed, bin/imdocs.mjs) runs the build in a child it watches. What the
 * build's own process cannot report, the command still says in one sentence, leaving nothing behind: out of memory
 * on the main thread (Node's exit 134 with V8's native report), and a Ctrl+C or SIGTERM its main thread cannot
 * answer (an endless loop in site.config.ts).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { interrupted, signalCode } from '../../helpers/interrupt.ts';
import { build } from '../../../src/generator/build/build.ts';
import { repoRoot, silentLogger } from '../../helpers/site.ts';
import { makeSite, root, snapshot } from '../../helpers/badSite.ts';

const cli = path.join(repoRoot, 'bin', 'imdocs.mjs');

/** What a build may leave beside the site: its page cache only (no lock, temp folder or compiled config). */
const leftovers = (dir: string) => fs.readdirSync(dir).filter((n) => n.startsWith('.') && n !== '.imdocs-cache' && !n.startsWith('.imdocs-old-'));

/** A site built once cleanly, then given `config` (a site.config.ts that never finishes loading) in front of its own. */
async function siteWithConfig(prelude: string): Promise<{ dir: string; before: Record<string, string> }> {
  const dir = makeSite({});
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const before = snapshot(path.join(dir, 'build'));
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(config, `${prelude}\n${fs.readFileSync(config, 'utf8')}`);
  return { dir, before };
}

test("out of memory on the main thread is one sentence naming the stage, without V8's report, and leaves nothing behind", { timeout: 180_000 }, async () => {
  const { dir, before } = await siteWithConfig('const hog: number[][] = [];\nfor (;;) hog.push(new Array(1e5).fill(hog.length));');
  const r = spawnSync(process.execPath, ['--max-old-space-size=100', cli, 'build', '--dir', dir, '--no-search'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    timeout: 150_000,
    killSignal: 'SIGKILL',
  });
  assert.equal(r.status, 1, `exit ${r.status} ${r.signal ?? ''}: ${r.stderr.slice(-800)}`);
  assert.match(r.stderr, /✖ imdocs ran out of memory while it was at "load config" and was stopped; nothing was left behind/);
  assert.doesNotMatch(r.stderr, /FATAL ERROR|Last few GCs|node::|Internal error/);
  assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
  assert.deepEqual(leftovers(dir), [], 'a lock, temp folder or compiled config was left behind');
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  test(
    `${signal} stops a build stuck in an endless loop on its main thread (site.config.ts), with one sentence, leaving nothing behind`,
    { timeout: 180_000 },
    async () => {
      const marker = path.join(root, `config-loop-${signal}`);
      const { dir, before } = await siteWithConfig(`import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(marker)}, '');\nwhile (true) {}`);
      const r = await interrupted([cli, 'build', '--dir', dir, '--no-search'], marker, signal);
      assert.equal(r.code, signalCode(signal), r.output);
      assert.match(
        r.output,
        new RegExp(`Stopped by ${signal}: imdocs did not answer within 2 s while it was at "load config" .* and was killed; nothing was left behind\\.\\n$`),
      );
      assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
      assert.deepEqual(leftovers(dir), [], 'a lock, temp folder or compiled config was left behind');
    },
  );
