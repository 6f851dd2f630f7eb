/**
 * The client bundle (runtime, islands, theme CSS) is restored from the cache while every file esbuild read is
 * unchanged, and bundled again as soon as one changed or a restored file was edited in place.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleClient } from '../../../src/generator/client/bundleClient.ts';

test('the client bundle comes from the cache while its inputs are unchanged, and is bundled again when one changes', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-client-cache-'));
  try {
    const cacheDir = path.join(root, 'cache');
    const out = (name: string) => path.join(root, name);
    const first = await bundleClient(out('a'), {}, cacheDir);
    const [entry] = fs.readdirSync(path.join(cacheDir, 'client'));
    const manifest = path.join(cacheDir, 'client', entry, 'bundle.json');
    const stored = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    assert.ok(
      Object.keys(stored.inputs).some((f) => f.endsWith(path.join('theme', 'client', 'runtime.ts'))),
      'the theme runtime is an input',
    );
    assert.ok(
      Object.keys(stored.inputs).some((f) => f.includes(`${path.sep}node_modules${path.sep}react`)),
      'so is React',
    );

    // A marked manifest: a result that carries the mark came from the cache.
    stored.assets.css = '/marked.css';
    fs.writeFileSync(manifest, JSON.stringify(stored));
    const restored = await bundleClient(out('b'), {}, cacheDir);
    assert.equal(restored.css, '/marked.css', 'nothing changed: restored');
    for (const { url } of first.files) assert.deepEqual(fs.readFileSync(out('b') + url), fs.readFileSync(out('a') + url), url);

    // One input's stamp no longer matches (an edited theme file): bundled again.
    const input = Object.keys(stored.inputs).find((f) => f.endsWith('runtime.ts'))!;
    stored.inputs[input] = 'an older version';
    fs.writeFileSync(manifest, JSON.stringify(stored));
    assert.equal((await bundleClient(out('c'), {}, cacheDir)).css, first.css, 'an input changed: bundled again');

    // A restored file edited in place in the output (it shares its content with the cache) is never restored.
    const marked = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    marked.assets.css = '/marked.css';
    fs.writeFileSync(manifest, JSON.stringify(marked));
    assert.equal((await bundleClient(out('d'), {}, cacheDir)).css, '/marked.css');
    fs.appendFileSync(out('d') + first.runtime, '\n// edited after the build\n');
    assert.equal((await bundleClient(out('e'), {}, cacheDir)).css, first.css, 'an edited output file: bundled again');
    assert.doesNotMatch(fs.readFileSync(out('e') + first.runtime, 'utf8'), /edited after the build/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
