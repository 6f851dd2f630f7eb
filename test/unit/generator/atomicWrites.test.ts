import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { linkFile, writeFileInDir } from '../../../src/generator/build/linkedFiles.ts';

/**
 * `imdocs dev` writes a page again while its server may be reading it: the server must find the old page or the
 * new one, whole, never none (it crashed on a page that vanished between finding and opening it, after a few dozen
 * edits) and never half of one. Another process reads the file in a loop while this one replaces it.
 */
test('a page written again, or restored from the cache over itself, is never missing nor partial for a reader', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-atomic-'));
  const file = path.join(dir, 'page.html');
  const cached = path.join(dir, 'cached.html');
  const page = (n: number) => `<!doctype html>${String(n).repeat(20_000)}</html>`;
  fs.writeFileSync(file, page(0));
  fs.writeFileSync(cached, page(9));
  const reader = spawn(
    process.execPath,
    [
      '-e',
      `const fs = require('fs'); let missing = 0, partial = 0, reads = 0;
       const stop = Date.now() + 4000;
       while (Date.now() < stop) {
         try { const s = fs.readFileSync(${JSON.stringify(file)}, 'utf8'); reads++; if (!s.endsWith('</html>')) partial++; }
         catch (e) { if (e.code === 'ENOENT') missing++; else throw e; }
       }
       console.log(JSON.stringify({ missing, partial, reads }));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  reader.stdout.on('data', (d) => (out += d));
  const exited = new Promise((resolve) => reader.once('exit', resolve));
  let writes = 0;
  const until = Date.now() + 3500;
  while (Date.now() < until) {
    writeFileInDir(file, page(writes % 8));
    linkFile(cached, file);
    writes++;
    if (writes % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await exited;
  const seen = JSON.parse(out) as { missing: number; partial: number; reads: number };
  assert.ok(seen.reads > 100, `the reader read ${seen.reads} times`);
  assert.deepEqual({ missing: seen.missing, partial: seen.partial }, { missing: 0, partial: 0 }, `${writes} writes, ${seen.reads} reads`);
  assert.equal(fs.readFileSync(cached, 'utf8'), page(9), 'the cached copy was never written through the link');
  assert.deepEqual(fs.readdirSync(dir).sort(), ['cached.html', 'page.html'], 'no temporary file left');
  fs.rmSync(dir, { recursive: true, force: true });
});
