import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSite } from '../../../src/generator/build/loadSite.ts';
import { compileAheadMessages, createRenderPool } from '../../../src/generator/build/renderPages.ts';
import { buildSite, copyFixtureSite, silentLogger } from '../../helpers/site.ts';

test('workers compile pages ahead into the cache entries their render asks for, both locales of a page on one worker', async () => {
  const site = copyFixtureSite('dev-basic', 'imdocs-compile-ahead-');
  const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-compile-ahead-cache-'));
  const { model } = await loadSite({ siteDir: site, logger: silentLogger() });
  const messagesOf = compileAheadMessages(model, site, 2, cacheDir);

  // Each page's locales go to one worker, and every MDX page is somewhere.
  const owner = new Map<string, number>();
  messagesOf.forEach((m, worker) => {
    for (const input of m.inputs) {
      const page = [...model.docs, ...model.pageDocs].find((d) => d.file === input.file)!.baseRoute;
      assert.ok(!owner.has(page) || owner.get(page) === worker, `${page} is split between workers`);
      owner.set(page, worker);
    }
  });
  // The entries a build's render writes (renderJob.tsx compiles each MDX page into the site's compile cache).
  await buildSite(site);
  const entries = (dir: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.json'))
          .sort()
      : [];
  const rendered = entries(path.join(site, '.imdocs-cache', 'mdx'));
  assert.ok(rendered.length >= 4);
  assert.deepEqual(entries(path.join(cacheDir, 'mdx')), []);

  const pool = createRenderPool(2, undefined);
  try {
    pool.tell(messagesOf);
    const deadline = Date.now() + 120_000;
    while (entries(path.join(cacheDir, 'mdx')).length < rendered.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    // The same entries: every page compiled ahead under the key its render asks for, and nothing else.
    assert.deepEqual(entries(path.join(cacheDir, 'mdx')), rendered);
  } finally {
    await pool.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(site, { recursive: true, force: true });
  }
});
