import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DevSite } from '../../../src/generator/dev/devSite.ts';
import { build } from '../../../src/generator/build/build.ts';
import { fixturesDir, silentLogger } from '../../helpers/site.ts';

/** One `imdocs dev` session: starts, runs `body`, closes (its output folder is its own). */
async function session<T>(siteDir: string, body: (site: DevSite, outDir: string) => Promise<T>): Promise<T> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-cache-out-'));
  const site = new DevSite({ siteDir, outDir, logger: silentLogger(), workers: 1 });
  // In \`imdocs dev\` the server holds the process while pages render on its unref'd workers; here nothing else would.
  const alive = setInterval(() => {}, 1000);
  try {
    return await body(site, outDir);
  } finally {
    clearInterval(alive);
    await site.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

const introHtml = (outDir: string) => fs.readFileSync(path.join(outDir, 'guides', 'introduction.html'), 'utf8');

test('a restart of imdocs dev restores unchanged pages from the page cache, renders what changed, and a re-render never edits a cached page', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-cache-'));
  fs.cpSync(path.join(fixturesDir, 'dev-basic'), siteDir, { recursive: true });
  const intro = path.join(siteDir, 'content/guides/introduction.mdx');
  const original = fs.readFileSync(intro, 'utf8');
  try {
    const total = await session(siteDir, async (site) => {
      const first = await site.start();
      assert.equal(first.reused, 0, 'nothing cached yet');
      assert.ok(first.rendered > 5, `rendered ${first.rendered}`);
      return first.rendered;
    });

    await session(siteDir, async (site, outDir) => {
      const again = await site.start();
      assert.deepEqual([again.reused, again.rendered], [total, 0], 'every page restored');
      assert.match(introHtml(outDir), /MARKER-INTRO-0/);
      // An edit while the server runs re-renders the restored page: a new file, the cached one untouched.
      fs.writeFileSync(intro, original.replace('MARKER-INTRO-0', 'MARKER-INTRO-EDITED'));
      const update = await site.update(new Map([[intro, 'page']]));
      assert.equal(update.rendered, 1);
      assert.match(introHtml(outDir), /MARKER-INTRO-EDITED/);
    });

    // The edited page is new to the cache: only it renders, and it shows the edit (no stale hit).
    await session(siteDir, async (site, outDir) => {
      const edited = await site.start();
      assert.deepEqual([edited.reused, edited.rendered], [total - 1, 1]);
      assert.match(introHtml(outDir), /MARKER-INTRO-EDITED/);
    });

    // Back to the original text: its entry is still valid, so it was not edited in place by the re-render.
    fs.writeFileSync(intro, original);
    await session(siteDir, async (site, outDir) => {
      const reverted = await site.start();
      assert.deepEqual([reverted.reused, reverted.rendered], [total, 0]);
      assert.match(introHtml(outDir), /MARKER-INTRO-0/);
      assert.doesNotMatch(introHtml(outDir), /EDITED/);
    });
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
});

test('imdocs dev and imdocs build share cached pages, but a page dev rendered with a broken link never reaches a build that must fail on it', async () => {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-cache-build-'));
  fs.cpSync(path.join(fixturesDir, 'dev-basic'), siteDir, { recursive: true });
  const config = path.join(siteDir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace("onBrokenMarkdownLinks: 'warn'", "onBrokenMarkdownLinks: 'throw'"));
  const setup = path.join(siteDir, 'content/guides/setup.mdx');
  const buildOnce = () => build({ siteDir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  try {
    const built = await buildOnce();
    await session(siteDir, async (site) => {
      const start = await site.start();
      assert.equal(start.rendered, 0, 'every page comes from the build');
      assert.ok(start.reused! >= built.pages, `reused ${start.reused} of ${built.pages}`);
    });
    // Dev renders a broken relative link with a warning instead of failing, and caches that page.
    fs.writeFileSync(setup, `${fs.readFileSync(setup, 'utf8')}\n\nSee [gone](./gone.mdx).\n`);
    await session(siteDir, async (site, outDir) => {
      const start = await site.start();
      assert.equal(start.rendered, 2, 'the page and its zh-Hans fallback');
      assert.equal(site.errors.size, 0);
      assert.match(fs.readFileSync(path.join(outDir, 'guides', 'setup.html'), 'utf8'), /gone/);
    });
    await assert.rejects(buildOnce(), (error: Error) => /gone\.mdx/.test(`${error.message} ${(error as { errors?: Error[] }).errors?.map((e) => e.message)}`));
  } finally {
    fs.rmSync(siteDir, { recursive: true, force: true });
  }
});
