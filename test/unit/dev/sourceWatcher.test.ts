import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { SourceWatcher } from '../../../src/generator/dev/sourceWatcher.ts';

test('the watcher thread reports files saved before it was ready, then each change, and files added to it later', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-watch-'));
  const content = path.join(dir, 'content');
  fs.mkdirSync(path.join(content, 'docs'), { recursive: true });
  const old = path.join(content, 'docs', 'old.md');
  fs.writeFileSync(old, '# Old');
  fs.utimesSync(old, new Date(2020, 0, 1), new Date(2020, 0, 1));
  const since = Date.now() - 1000;
  const saved = path.join(content, 'docs', 'saved.md');
  fs.writeFileSync(saved, '# Saved before the watcher');
  fs.writeFileSync(path.join(content, 'docs', '.#saved.md'), 'an editor lock file');
  fs.mkdirSync(path.join(content, 'node_modules'));
  fs.writeFileSync(path.join(content, 'node_modules', 'x.js'), '');
  const outside = path.join(dir, 'data.json');
  fs.writeFileSync(outside, '{}');
  fs.utimesSync(outside, new Date(2020, 0, 1), new Date(2020, 0, 1));

  const watcher = new SourceWatcher([content], since);
  try {
    assert.deepEqual(await watcher.ready, [saved], 'only the file saved since, not the old one, the lock file or node_modules');
    const changed = once(watcher, 'change');
    fs.writeFileSync(old, '# Edited');
    assert.deepEqual(await changed, [old]);
    const added = once(watcher, 'add');
    fs.writeFileSync(path.join(content, 'docs', 'new.md'), '# New');
    assert.deepEqual(await added, [path.join(content, 'docs', 'new.md')]);

    watcher.add([outside]);
    // chokidar has no event for "now watching": write until the change is seen.
    const seen = once(watcher, 'change');
    let n = 0;
    const writer = setInterval(() => fs.writeFileSync(outside, `{"n": ${++n}}`), 100);
    try {
      assert.deepEqual(await seen, [outside]);
    } finally {
      clearInterval(writer);
    }
  } finally {
    await watcher.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
