import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { copyEngineCheckout, copyFixtureSite } from '../helpers/site.ts';

/**
 * `imdocs dev` runs on the compiled engine (bin/imdocs.mjs). An edit of the theme compiles the engine again and
 * restarts the render threads on that copy; the copy the main thread started on stays while it runs.
 * The engine here is a copy of this repository's `bin/` and `src/` with its own `node_modules/.cache`, so the
 * test edits nothing of the repository.
 */
test('imdocs dev on the compiled engine: a theme edit shows on the next render, a syntax error in the overlay, and the running engine is kept', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-compiled-'));
  const site = copyFixtureSite('dev-basic', 'dev-compiled');
  let child: ReturnType<typeof spawn> | undefined;
  try {
    copyEngineCheckout(tmp);
    const cache = path.join(tmp, 'node_modules', '.cache', 'imdocs');

    child = spawn(process.execPath, [path.join(tmp, 'bin', 'imdocs.mjs'), 'dev', '--dir', site, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (d: Buffer) => (output += d));
    child.stderr!.on('data', (d: Buffer) => (output += d));
    const until = async (what: string, ok: () => boolean | Promise<boolean>, ms = 90_000) => {
      const end = Date.now() + ms;
      while (!(await ok())) {
        if (Date.now() > end) assert.fail(`timed out waiting for ${what}\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await until('ready', () => /dev server ready/.test(output));
    const url = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1];
    const page = async () => (await fetch(`${url}/guides/introduction`)).text();
    assert.match(await page(), /class="footer"/);
    const [started] = fs.readdirSync(cache).filter((f) => f.startsWith('engine-'));
    assert.deepEqual(fs.readdirSync(path.join(cache, started, 'in-use')), [String(child.pid)]);

    // Each edit is a new version of the engine; the running one stays though it is not among the two newest.
    const footer = path.join(tmp, 'src', 'theme', 'components', 'Footer.tsx');
    const original = fs.readFileSync(footer, 'utf8');
    for (const marker of ['footer-edit-one', 'footer-edit-two', 'footer-edit-three']) {
      fs.writeFileSync(footer, original.replace('<footer className="footer">', `<footer className="footer" data-edit="${marker}">`));
      await until(`${marker} in the page`, async () => (await page()).includes(`data-edit="${marker}"`));
    }
    // Marked in use: the engine the server started on (its main thread) and the one its render threads run now.
    // The copies they left are not, and go when newer ones come (the two newest stay).
    const marked = fs
      .readdirSync(cache)
      .filter((f) => f.startsWith('engine-') && fs.existsSync(path.join(cache, f, 'in-use')) && fs.readdirSync(path.join(cache, f, 'in-use')).length)
      .map((f) => (f === started ? 'started' : fs.readFileSync(path.join(cache, f, 'src/theme/components/Footer.tsx'), 'utf8').match(/footer-edit-\w+/)?.[0]));
    assert.deepEqual(marked.sort(), ['footer-edit-three', 'started']);

    // A syntax error in the theme: reported at its file and line, the server keeps answering.
    fs.writeFileSync(footer, original.replace('<footer className="footer">', '<footer className="footer" {'));
    await until('the compile error', () => /could not be compiled/.test(output));
    assert.match(output, /Footer\.tsx:14:7 - The engine could not be compiled: Expected "\.\.\." but found "<"/);
    assert.equal((await fetch(`${url}/guides/introduction`)).status, 200);
    fs.writeFileSync(footer, original);
    await until('the fixed footer', async () => !(await page()).includes('data-edit='));
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGINT');
      await exited;
    }
    const cache = path.join(tmp, 'node_modules', '.cache', 'imdocs');
    if (fs.existsSync(cache))
      for (const f of fs.readdirSync(cache))
        assert.deepEqual(fs.existsSync(path.join(cache, f, 'in-use')) ? fs.readdirSync(path.join(cache, f, 'in-use')) : [], [], `${f}: no marker left`);
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(site, { recursive: true, force: true });
  }
});
