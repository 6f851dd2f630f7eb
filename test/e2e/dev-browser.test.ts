import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/generator/dev/devServer.ts';
import { fixturesDir, silentLogger } from '../helpers/site.ts';
import { launchBrowser } from '../helpers/browser.ts';

let site: string;
let dev: DevServer;
let browser: Browser;

before(async () => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-browser-'));
  fs.cpSync(path.join(fixturesDir, 'dev-basic'), site, { recursive: true });
  // A long page, so there is a scroll position to keep.
  const file = path.join(site, 'content/guides/setup.mdx');
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n${Array.from({ length: 120 }, (_, i) => `Paragraph ${i} of filler text.\n`).join('\n')}`);
  // The site's own stylesheet, importing a partial (the shape of a Docusaurus site's custom.css).
  fs.mkdirSync(path.join(site, 'src/css'), { recursive: true });
  fs.writeFileSync(path.join(site, 'src/css/custom.css'), "@import './colors.css';\n.markdown h1 { letter-spacing: 1px; }\n");
  fs.writeFileSync(path.join(site, 'src/css/colors.css'), '.markdown h1 { color: rgb(10, 20, 30); }\n');
  edit('site.config.ts', (s) => s.replace("title: 'Dev Fixture',", "title: 'Dev Fixture',\n  customCss: ['./src/css/custom.css'],"));
  dev = await startDevServer({ siteDir: site, port: 0, logger: silentLogger(), watchTheme: false, search: false });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await dev?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

function edit(rel: string, fn: (s: string) => string): void {
  const file = path.join(site, rel);
  fs.writeFileSync(file, fn(fs.readFileSync(file, 'utf8')));
}

test('an edit of the open page reloads it in place, keeping the scroll position', async () => {
  const page = await browser.newPage();
  await page.goto(`${dev.url}/guides/setup`);
  await page.evaluate(() => scrollTo(0, 1500));
  await page.waitForTimeout(100);
  const reloaded = page.waitForEvent('load');
  edit('content/guides/setup.mdx', (s) => s.replace('MARKER-SETUP-0', 'MARKER-SETUP-LIVE'));
  await reloaded;
  await page.waitForFunction(() => document.body.textContent!.includes('MARKER-SETUP-LIVE'));
  await page.waitForTimeout(100);
  const y = await page.evaluate(() => scrollY);
  assert.ok(Math.abs(y - 1500) < 5, `scroll kept (was 1500, now ${y})`);
  await page.close();
});

test('a syntax error shows the overlay; fixing the file clears it', async () => {
  const page = await browser.newPage();
  await page.goto(`${dev.url}/guides/introduction`);
  const original = fs.readFileSync(path.join(site, 'content/guides/introduction.mdx'), 'utf8');
  edit('content/guides/introduction.mdx', (s) => s.replace('Welcome to the fixture.', 'Welcome <span> {broken'));
  await page.waitForFunction(() => Boolean(document.getElementById('imdocs-dev-overlay')), undefined, { timeout: 10_000 });
  const text = await page.evaluate(() => document.getElementById('imdocs-dev-overlay')!.shadowRoot!.textContent);
  assert.match(text!, /content\/guides\/introduction\.mdx:\d+:\d+/);
  assert.match(text!, /\|/, 'code frame');
  fs.writeFileSync(path.join(site, 'content/guides/introduction.mdx'), original);
  await page.waitForFunction(() => !document.getElementById('imdocs-dev-overlay'), undefined, { timeout: 10_000 });
  await page.close();
});

test('the other locale is served by the same dev server', async () => {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${dev.url}/zh-Hans/guides/introduction`);
  assert.match((await page.textContent('body')) ?? '', /MARKER-ZH-INTRO-0/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('an edit of the site stylesheet or a file it imports restyles the open page without reloading it; a mistake shows in the overlay', async () => {
  const page = await browser.newPage();
  await page.goto(`${dev.url}/guides/introduction`);
  const style = (prop: 'color' | 'letterSpacing') => page.evaluate((p) => getComputedStyle(document.querySelector('.markdown h1')!)[p], prop);
  assert.equal(await style('color'), 'rgb(10, 20, 30)');
  // A reload would lose this.
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 1));
  edit('src/css/colors.css', (s) => s.replace('rgb(10, 20, 30)', 'rgb(200, 0, 0)'));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.markdown h1')!).color === 'rgb(200, 0, 0)', undefined, { timeout: 10_000 });
  edit('src/css/custom.css', (s) => s.replace('letter-spacing: 1px', 'letter-spacing: 3px'));
  await page.waitForFunction(() => getComputedStyle(document.querySelector('.markdown h1')!).letterSpacing === '3px', undefined, { timeout: 10_000 });
  assert.equal(await page.evaluate(() => (window as unknown as { kept?: number }).kept), 1, 'the page was not reloaded');
  assert.equal(await page.locator('link[rel="stylesheet"][href*="/assets/custom."]').count(), 1, 'the old stylesheet went');
  // A mistake: named at its place in the overlay; the page keeps the last good stylesheet; fixing it clears the overlay.
  edit('src/css/custom.css', (s) => `@import './missing.css';\n${s}`);
  await page.waitForFunction(() => Boolean(document.getElementById('imdocs-dev-overlay')), undefined, { timeout: 10_000 });
  const text = await page.evaluate(() => document.getElementById('imdocs-dev-overlay')!.shadowRoot!.textContent);
  assert.match(text!, /src\/css\/custom\.css:\d+:\d+/);
  assert.equal(await style('letterSpacing'), '3px');
  edit('src/css/custom.css', (s) => s.replace("@import './missing.css';\n", ''));
  await page.waitForFunction(() => !document.getElementById('imdocs-dev-overlay'), undefined, { timeout: 10_000 });
  assert.equal(await style('color'), 'rgb(200, 0, 0)');
  await page.close();
});
