/**
 * The e2e files' shared build of the real site (test/helpers/sharedBuild.ts): reused only for the same sources,
 * options and output folder within one test run; never after a failed build or outside a test runner.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { sharedBuild } from '../../helpers/sharedBuild.ts';

function checkout(): { root: string; outDir: string; records: string; builds: () => number; build: () => Promise<void> } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-shared-build-'));
  fs.mkdirSync(path.join(root, 'content'));
  fs.writeFileSync(path.join(root, 'content', 'a.md'), '# A\n');
  fs.writeFileSync(path.join(root, '.gitignore'), '/build/\n/records/\n');
  execFileSync('git', ['init', '-q'], { cwd: root });
  execFileSync('git', ['add', '.'], { cwd: root });
  const outDir = path.join(root, 'build');
  let n = 0;
  return {
    root,
    outDir,
    records: path.join(root, 'records'),
    builds: () => n,
    // As the real build: written beside the output, then swapped in.
    build: async () => {
      n++;
      const tmp = `${outDir}-tmp`;
      fs.mkdirSync(tmp);
      fs.writeFileSync(path.join(tmp, 'index.html'), fs.readFileSync(path.join(root, 'content', 'a.md')));
      fs.rmSync(outDir, { recursive: true, force: true });
      fs.renameSync(tmp, outDir);
    },
  };
}

test('sharedBuild: reused for the same sources and options; built again after an edit, a new file, other options, or another build of the folder', async (t) => {
  const c = checkout();
  t.after(() => fs.rmSync(c.root, { recursive: true, force: true }));
  const shared = (options = 'default') => sharedBuild(c.root, c.outDir, options, c.build, c.records);
  assert.equal(await shared(), false);
  assert.equal(await shared(), true);
  assert.equal(c.builds(), 1);

  fs.writeFileSync(path.join(c.root, 'content', 'a.md'), '# A, edited\n');
  assert.equal(await shared(), false);
  assert.equal(fs.readFileSync(path.join(c.outDir, 'index.html'), 'utf8'), '# A, edited\n');
  assert.equal(await shared(), true);

  fs.writeFileSync(path.join(c.root, 'content', 'b.md'), '# B\n'); // untracked, not ignored: read by a build
  assert.equal(await shared(), false);
  fs.writeFileSync(path.join(c.root, 'build', 'ignored.txt'), ''); // ignored by git, and in the build itself
  assert.equal(await shared(), false, 'the build folder changed');

  assert.equal(await shared('search off'), false);
  assert.equal(await shared('default'), false, 'the folder now holds the other options’ build');
  assert.equal(await shared('default'), true);

  await c.build(); // someone else's build swapped in
  assert.equal(await shared(), false);
  assert.equal(c.builds(), 8);
});

test('sharedBuild: a failed build is never reused; outside a test runner every call builds', async (t) => {
  const c = checkout();
  t.after(() => fs.rmSync(c.root, { recursive: true, force: true }));
  assert.equal(await sharedBuild(c.root, c.outDir, 'x', c.build, c.records), false);
  fs.writeFileSync(path.join(c.root, 'content', 'a.md'), '# B\n');
  await assert.rejects(
    sharedBuild(
      c.root,
      c.outDir,
      'x',
      async () => {
        throw new Error('build failed');
      },
      c.records,
    ),
    /build failed/,
  );
  // Back to the sources of the first build, whose folder the failed build left in place: not trusted after a failure.
  fs.writeFileSync(path.join(c.root, 'content', 'a.md'), '# A\n');
  assert.equal(await sharedBuild(c.root, c.outDir, 'x', c.build, c.records), false);
  assert.equal(await sharedBuild(c.root, c.outDir, 'x', c.build, c.records), true);
  assert.equal(c.builds(), 2);

  const context = process.env.NODE_TEST_CONTEXT;
  delete process.env.NODE_TEST_CONTEXT;
  try {
    assert.equal(await sharedBuild(c.root, c.outDir, 'x', c.build, c.records), false);
    assert.equal(await sharedBuild(c.root, c.outDir, 'x', c.build, c.records), false);
  } finally {
    process.env.NODE_TEST_CONTEXT = context;
  }
  assert.equal(c.builds(), 4);
});

test('sharedBuild: two callers never build at once; the second waits, then reuses the first one’s build', async (t) => {
  const c = checkout();
  t.after(() => fs.rmSync(c.root, { recursive: true, force: true }));
  let running = 0;
  let most = 0;
  const slow = async () => {
    most = Math.max(most, ++running);
    await new Promise((r) => setTimeout(r, 300));
    await c.build();
    running--;
  };
  const reused = await Promise.all([sharedBuild(c.root, c.outDir, 'x', slow, c.records), sharedBuild(c.root, c.outDir, 'x', slow, c.records)]);
  assert.deepEqual(reused.sort(), [false, true]);
  assert.equal(most, 1);
  assert.equal(c.builds(), 1);
});
