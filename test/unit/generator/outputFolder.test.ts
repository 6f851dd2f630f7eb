import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutputFolder } from '../../../src/generator/build/outputFolder.ts';

const waitUntil = async (what: string, ok: () => boolean, ms = 20_000) => {
  for (const start = Date.now(); !ok(); await new Promise((r) => setTimeout(r, 50)))
    if (Date.now() - start > ms) assert.fail(`timed out waiting until ${what}`);
};
const leftovers = (dir: string) => fs.readdirSync(dir).filter((n) => n !== 'build');

test('a swap puts the new build in place at once and deletes the replaced one in the background', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-out-'));
  const out = path.join(dir, 'build');
  const first = OutputFolder.open(out);
  for (let i = 0; i < 300; i++) fs.writeFileSync(path.join(first.tmpDir, `old-${i}.html`), 'old');
  first.commit();
  const second = OutputFolder.open(out);
  fs.writeFileSync(path.join(second.tmpDir, 'index.html'), 'new');
  second.commit();
  assert.deepEqual(fs.readdirSync(out), ['index.html'], 'only the new build is in place right after the swap');
  assert.ok(
    leftovers(dir).every((n) => n.startsWith('.imdocs-old-build-')),
    `unexpected: ${leftovers(dir)}`,
  );
  await waitUntil('the replaced build is deleted', () => leftovers(dir).length === 0);
});

test('a replaced build a dead process left half-deleted is swept by the next build', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-out-'));
  const out = path.join(dir, 'build');
  const dead = 2 ** 22 + 4321; // above the default pid_max: no such process
  fs.mkdirSync(path.join(dir, `.imdocs-old-build-${dead}-abc`, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, `.imdocs-old-build-${dead}-abc`, 'docs', 'a.html'), 'x');
  fs.mkdirSync(path.join(dir, `.imdocs-old-buildx-${dead}-abc`));
  const folder = OutputFolder.open(out);
  folder.abort();
  assert.deepEqual(fs.readdirSync(dir).sort(), [`.imdocs-old-buildx-${dead}-abc`], "only the other output folder's leftover stays");
});
