import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { startDevServer } from '../../src/generator/dev/devServer.ts';
import { copyFixtureSite, silentLogger } from '../helpers/site.ts';
import { bulkName, bulkPage } from '../helpers/bulkPages.ts';

const PAGES = 120;
const name = bulkName;

test('imdocs dev answers before its first render is over: a page asked for renders next, the rest behind it', async () => {
  const site = copyFixtureSite('dev-basic', 'imdocs-dev-first-');
  const bulk = path.join(site, 'content', 'guides', 'bulk');
  fs.mkdirSync(bulk, { recursive: true });
  for (let i = 0; i < PAGES; i++) fs.writeFileSync(path.join(bulk, `${name(i)}.mdx`), bulkPage(i));
  // Last in route order, so its render fails long before the render is over.
  fs.writeFileSync(path.join(bulk, 'zz-broken.mdx'), '---\ntitle: Broken\n---\n\nAn {unclosed expression\n');
  const dev = await startDevServer({ siteDir: site, port: 0, logger: silentLogger(), watchTheme: false, search: false, workers: 1 });
  try {
    const written = () => fs.readdirSync(path.join(dev.site.outDir, 'guides', 'bulk')).filter((f) => f.endsWith('.html')).length;
    const fetchText = async (route: string) => {
      const res = await fetch(dev.url + route);
      return { status: res.status, text: await res.text() };
    };

    // The files besides the pages are there from the start: the client router reads the route manifest at once.
    const manifest = await fetch(`${dev.url}/_imdocs/routes.json`);
    assert.equal(manifest.status, 200);
    assert.ok(((await manifest.json()) as { routes: string[] }).routes.includes(`/guides/bulk/${name(PAGES - 1)}`));
    assert.equal((await fetch(`${dev.url}/sitemap.xml`)).status, 200);

    // The last page in route order comes back at once, rendered, while most of the others are still to come.
    const last = await fetchText(`/guides/bulk/${name(PAGES - 1)}`);
    assert.equal(last.status, 200);
    assert.match(last.text, new RegExp(`<h1[^>]*>Bulk page ${PAGES - 1}</h1>`));
    const soFar = written();
    assert.ok(soFar < PAGES / 2, `${soFar} of ${PAGES} pages were written before the one asked for`);

    // Its Markdown twin, the other locale's fallback of another page, and a route that does not exist (its
    // locale's 404 page, with status 404) are waited for the same way.
    const twin = await fetchText(`/guides/bulk/${name(PAGES - 2)}.md`);
    assert.equal(twin.status, 200);
    assert.match(twin.text, new RegExp(`^# Bulk page ${PAGES - 2}`, 'm'));
    const zh = await fetchText(`/zh-Hans/guides/bulk/${name(PAGES - 3)}`);
    assert.equal(zh.status, 200);
    assert.match(zh.text, new RegExp(`Bulk page ${PAGES - 3}`));
    const missing = await fetchText('/zh-Hans/guides/bulk/none-such');
    assert.equal(missing.status, 404);
    assert.match(missing.text, /<html[^>]*lang="zh-Hans"/);

    // A page whose render fails is answered once it has failed, with the error in the overlay.
    const broken = await fetchText('/guides/bulk/zz-broken');
    assert.match(broken.text, /__imdocs_dev_errors/);
    assert.match(broken.text, /content\/guides\/bulk\/zz-broken\.mdx:\d+:\d+/);
    assert.ok(written() < PAGES, 'the render was over before the broken page was asked for');

    // The render goes on behind them and finishes.
    await dev.whenIdle();
    assert.equal(written(), PAGES);
    assert.equal(dev.site.whenWritten(`/guides/bulk/${name(0)}`), undefined);
  } finally {
    await dev.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('imdocs dev on a port in use fails before it loads the site', async () => {
  const site = copyFixtureSite('dev-basic', 'imdocs-dev-port-');
  const busy = http.createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  try {
    const port = (busy.address() as { port: number }).port;
    await assert.rejects(startDevServer({ siteDir: site, port, logger: silentLogger(), watchTheme: false, search: false }), { code: 'EADDRINUSE' });
    // Nothing was loaded or rendered: the site's cache folder was never made.
    assert.equal(fs.existsSync(path.join(site, '.imdocs-cache')), false);
  } finally {
    busy.close();
    fs.rmSync(site, { recursive: true, force: true });
  }
});
