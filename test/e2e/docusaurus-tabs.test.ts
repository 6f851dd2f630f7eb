/**
 * Docusaurus Tabs behaviour in real Chromium against a build of test/fixtures/docusaurus-compat: `defaultValue`
 * is shown first, `queryString` selects the tab from the address (`?pm=pnpm`) and a click writes the choice back
 * into it, the tabs of an unwrapped `mdx-code-block` switch like any other, and a component listed in
 * `markdown.islands` is mounted with React and responds to clicks.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fixtureInBrowser } from '../helpers/browser.ts';
import { fixturesDir } from '../helpers/site.ts';

const site = fixtureInBrowser(path.join(fixturesDir, 'docusaurus-compat'));

const visiblePanel = (page: Page, scope: string) => page.locator(`${scope} > [role="tabpanel"]:not([hidden])`).first().textContent();

test('queryString Tabs: the address selects the tab, a click updates the address', async () => {
  const context = await site.browser().newContext();
  const page = await context.newPage();
  await page.goto(`${site.url()}/docs/tabs`);
  assert.equal(await visiblePanel(page, '[data-query="pm"]'), 'yarn', 'defaultValue is shown first');

  await page.goto(`${site.url()}/docs/tabs?pm=pnpm`);
  await page.waitForFunction(
    () => document.querySelector('[data-query="pm"] [role="tab"][aria-selected="true"]')?.getAttribute('data-value') === 'pnpm',
    undefined,
    { timeout: 5000 },
  );
  assert.equal(await visiblePanel(page, '[data-query="pm"]'), 'pnpm install');

  await page.click('[data-query="pm"] [role="tab"][data-value="npm"]');
  assert.equal(await visiblePanel(page, '[data-query="pm"]'), 'npm install');
  assert.equal(new URL(page.url()).searchParams.get('pm'), 'npm');
  await context.close();
});

test('the Tabs of an mdx-code-block switch their Markdown panels', async () => {
  const context = await site.browser().newContext();
  const page = await context.newPage();
  await page.goto(`${site.url()}/docs/tabs`);
  const scope = '[data-tabs]:not([data-group])';
  assert.match((await visiblePanel(page, scope)) ?? '', /Alpha content/);
  await page.click(`${scope} [role="tab"][data-value="b"]`);
  assert.match((await visiblePanel(page, scope)) ?? '', /Beta content/);
  await context.close();
});

test('an island is mounted in the browser: its button counts clicks', async () => {
  const context = await site.browser().newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${site.url()}/docs/islands`);
  const button = page.locator('[data-island] button.counter');
  assert.equal(await button.textContent(), 'Clicked 2 times', 'server-rendered text');
  // Clicks before the island is mounted change nothing; wait until React handles them.
  await page.waitForFunction(
    () => {
      const b = document.querySelector<HTMLButtonElement>('[data-island] button.counter');
      b?.click();
      return b && b.textContent !== 'Clicked 2 times';
    },
    undefined,
    { timeout: 10000, polling: 200 },
  );
  const before = Number(/\d+/.exec((await button.textContent())!)![0]);
  await button.click();
  assert.equal(await button.textContent(), `Clicked ${before + 1} times`);
  assert.deepEqual(errors, []);
  await context.close();
});
