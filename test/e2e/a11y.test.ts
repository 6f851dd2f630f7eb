/**
 * Accessibility and weight of the real site, in Chromium against a real build: axe-core reports no serious
 * or critical violation on the home page, a guide, an API page, the search page and the 404, in both
 * colour modes; a docs page loads at most 20 KiB of JavaScript and 25 KiB of CSS (gzip) before interaction.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { serveRealSite } from '../helpers/site.ts';
import type { RunningServer } from '../../src/generator/serve/staticServer.ts';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
let browser: Browser;
let server: RunningServer;

before(async () => {
  server = await serveRealSite();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

const pages = [
  '/',
  '/guides/gettingStarted/dockerCompose',
  '/restapi/apis/introduction',
  '/search',
  '/no-such-page',
  '/zh-Hans/guides/introduction',
  '/zh-Hans/faq',
];

for (const mode of ['dark', 'light'] as const) {
  test(`axe: no serious or critical violations in ${mode} mode`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
    const problems: string[] = [];
    for (const route of pages) {
      const page = await context.newPage();
      await page.goto(server.url + route);
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), mode);
      await page.addScriptTag({ content: axeSource });
      const result = await page.evaluate(async () => {
        const r = await (
          window as unknown as {
            axe: { run: (ctx: Document, o: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
          }
        ).axe.run(document, { resultTypes: ['violations'] });
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(', ')}`,
          );
      });
      problems.push(...result.map((p) => `${route}: ${p}`));
      await page.close();
    }
    await context.close();
    assert.deepEqual(problems, []);
  });
}

test('accessible names readers of Docusaurus sites know', async () => {
  const context = await browser.newContext({ viewport: { width: 600, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/guides/introduction`);
  for (const name of ['Switch between dark and light mode (currently dark mode)', 'Search', 'Toggle navigation bar']) {
    // The search control is a link to /search without JavaScript and a button once the runtime runs.
    assert.ok((await page.getByRole('button', { name, exact: true }).count()) >= 1, name);
  }
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  assert.equal(await page.getByRole('button', { name: 'Close navigation bar' }).count(), 1);
  assert.equal(await page.getByRole('button', { name: 'Back to main menu' }).count(), 1);
  await page.setViewportSize({ width: 1400, height: 900 });
  assert.equal(await page.locator('nav[aria-labelledby="toc-title"] h2').textContent(), 'On this page');
  assert.equal(await page.locator('a.skip-link').getAttribute('href'), '#main');
  assert.equal(await page.locator('#main').count(), 1);
  await context.close();
});

test('navbar, footer and GitHub link as specified', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const hrefs = await page.locator('.navbar__items:not(.navbar__items--right) a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.deepEqual(hrefs, [
    ['Guides', '/guides/introduction'],
    ['Client SDKs', '/sdks/introduction'],
    ['Server APIs', '/restapi/apis/introduction'],
    ['Blog', '/blog/introduction'],
  ]);
  const gh = page.locator('.navbar__inner a[href="https://github.com/openimsdk"]');
  assert.equal(await gh.getAttribute('target'), '_blank');
  assert.equal(await gh.getAttribute('rel'), 'noopener noreferrer');
  const logo = page.locator('.navbar__inner img.navbar__logo:visible');
  assert.equal((await logo.boundingBox())?.width, 107.5);
  assert.equal((await page.locator('.footer img.footer__logo:visible').boundingBox())?.height, 38);
  assert.match((await page.locator('.footer').textContent()) ?? '', /Copyright © OpenIM since 2023\. All rights reserved\./);
  assert.equal(await page.locator('.footer a[href^="mailto:"]').textContent(), 'Contact Us');
  assert.equal(await page.locator('.footer a[href="/guides/introduction"]').textContent(), 'Documentation');
  const zh = await context.newPage();
  await zh.goto(`${server.url}/zh-Hans/guides/introduction`);
  assert.equal(await zh.locator('.navbar__items a[href="/zh-Hans/sdks/introduction"]').count(), 1);
  await context.close();
});

test('budget: a docs page loads at most 20 KiB of JS and 25 KiB of CSS (gzip) before interaction, and no React', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: { url: string; type: string; gz: number }[] = [];
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    bodies.push({ url: res.url(), type, gz: zlib.gzipSync(body, { level: 6 }).length });
  });
  await page.goto(`${server.url}/guides/gettingStarted/dockerCompose`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent ?? '').join(''));
  const js = bodies.filter((b) => b.type === 'script').reduce((a, b) => a + b.gz, 0) + zlib.gzipSync(inline).length;
  const css = bodies.filter((b) => b.type === 'stylesheet').reduce((a, b) => a + b.gz, 0);
  console.log(
    `docs page before interaction: JS ${(js / 1024).toFixed(1)} KiB gz, CSS ${(css / 1024).toFixed(1)} KiB gz (${bodies.map((b) => new URL(b.url).pathname).join(', ')})`,
  );
  assert.ok(js <= 20 * 1024, `JS ${js}`);
  assert.ok(css <= 25 * 1024, `CSS ${css}`);
  assert.ok(!bodies.some((b) => /island|react/i.test(b.url)), 'no island or React chunk on first load');
  await context.close();
});
