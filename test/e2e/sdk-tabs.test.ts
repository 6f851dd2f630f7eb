/**
 * SDK reference in real Chromium against a build of test/fixtures/sdk-site: the components render the catalogue
 * (every platform tab with its signature, explicit "not available", links to models, enums, events, errors),
 * `?platform=` selects the platform tab, the choice is remembered across pages and client-side navigation,
 * and it syncs live with another window of the site.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { fixtureInBrowser } from '../helpers/browser.ts';
import { fixturesDir } from '../helpers/site.ts';

const siteDir = path.join(fixturesDir, 'sdk-site');
const site = fixtureInBrowser(siteDir);

const html = (route: string) => fs.readFileSync(path.join(siteDir, 'build', `${route}.html`), 'utf8');
const selected = (page: Page, scope = '[data-group="sdk-platform"]') =>
  page.locator(`${scope} [role="tab"][aria-selected="true"]`).first().getAttribute('data-value');
/** Waits until the first platform tab group shows `value` (the runtime applies remembered choices after load). */
const waitSelected = (page: Page, value: string) =>
  page.waitForFunction(
    (v) => document.querySelector('[data-group="sdk-platform"] [role="tab"][aria-selected="true"]')?.getAttribute('data-value') === v,
    value,
    { timeout: 5000 },
  );
const visiblePanel = (page: Page) => page.locator('[data-group="sdk-platform"] > [role="tabpanel"]:not([hidden])').first().getAttribute('data-value');

test('a function page has one tab per platform, each with its signature or an explicit "not available"', () => {
  const page = html('sdks/api/initialization/getLoginStatus');
  const tabs = [...page.matchAll(/role="tab"[^>]*data-value="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(tabs, ['web', 'android', 'ios', 'flutter', 'electron', 'reactNative', 'uniapp', 'uniappx', 'miniProgram', 'dotnet']);
  const panel = (id: string) => page.match(new RegExp(`data-value="${id}"( hidden="")?><div[^>]*data-status="([^"]+)"`))?.[2];
  assert.equal(panel('android'), 'available');
  assert.equal(panel('dotnet'), 'renamed');
  assert.equal(panel('electron'), 'missing');
  assert.equal(panel('miniProgram'), 'unverified');
  assert.match(page, /Not available on Electron\./);
  assert.match(page, /On Unity \/ \.NET this function is called GetLoginStatus\./);
  // The signature is there as highlighted code, and the result links to its enum.
  assert.match(page.replace(/<[^>]+>/g, ''), /public int getLoginStatus\(\)/);
  assert.match(page, /href="\/sdks\/enum\/loginStatus"/);
});

test('links: models, enums, events (page or listener anchor), error rows and fired-by lists', () => {
  const login = html('sdks/api/initialization/login');
  assert.match(login, /href="\/sdks\/callback\/connection\/onConnectSuccess"/);
  assert.match(login, /href="\/sdks\/errcode#code-10102"/);
  assert.match(login, /href="\/restapi\/apis\/authenticationManagement\/getUserToken"/, 'REST page in the build: linked');
  const status = html('sdks/api/initialization/getLoginStatus');
  assert.match(status, /<code>POST \/auth\/force_logout<\/code>/);
  assert.doesNotMatch(status, /href="\/restapi\/apis\/authenticationManagement\/forceLogout"/, 'REST page not in the build: shown, not linked');
  const event = html('sdks/callback/connection/onConnectSuccess');
  assert.match(event, /href="\/sdks\/api\/initialization\/login"/, 'the event page lists the function that fires it');
  assert.match(event, /href="\/sdks\/listener\/OnConnListener"/);
  assert.match(event, /uni-app does not deliver this event\./);
  const model = html('sdks/class/messageInfo');
  assert.match(model, /href="\/sdks\/class\/message\/textElem"/);
  assert.match(model, /href="\/sdks\/enum\/messageStatus"/);
  assert.match(model, /href="\/sdks\/api\/message\/createTextMessage"/, 'used by');
  const listener = html('sdks/listener/OnConnListener');
  assert.match(listener, /id="event-onProgress"/, 'an event without a page is described on its listener page');
  const errors = html('sdks/errcode');
  for (const code of [10002, 10102, 1506]) assert.match(errors, new RegExp(`id="code-${code}"`));
  const coverage = html('sdks/coverage');
  assert.match(coverage, /data-platform="electron" data-status="missing"/);
  assert.match(coverage.replace(/<[^>]+>/g, ''), /Available \(any name\)3 \/ 3/);
});

test('?platform=flutter selects Flutter, is remembered on the next page and survives client-side navigation', async () => {
  const context = await site.browser().newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${site.url()}/sdks/api/initialization/login?platform=flutter`);
  await page.waitForFunction(
    () => document.querySelector('[data-group="sdk-platform"] [role="tab"][aria-selected="true"]')?.getAttribute('data-value') === 'flutter',
  );
  assert.equal(await visiblePanel(page), 'flutter');
  // Client-side navigation (the router swaps the content) keeps the choice.
  await page.goto(`${site.url()}/sdks/introduction`);
  await waitSelected(page, 'flutter');
  await page.click('a[href="/sdks/api/initialization/login"]');
  await page.waitForURL(/\/sdks\/api\/initialization\/login$/);
  assert.equal(await page.evaluate(() => (window as Window & { __imdocs?: boolean }).__imdocs), true, 'the client router is active');
  await waitSelected(page, 'flutter');
  assert.equal(await visiblePanel(page), 'flutter');
  // A value the page does not have leaves its tabs as they were.
  await page.goto(`${site.url()}/sdks/api/initialization/login?platform=nonsense`);
  await waitSelected(page, 'flutter');
  assert.deepEqual(errors, []);
  await context.close();
});

test('tabs sync across pages: a click on one page selects the platform on every other page, and in another open window', async () => {
  const context = await site.browser().newContext();
  const a = await context.newPage();
  const b = await context.newPage();
  await a.goto(`${site.url()}/sdks/api/initialization/login`);
  await b.goto(`${site.url()}/sdks/introduction`);
  await a.waitForLoadState('networkidle');
  assert.equal(await selected(a), 'web');
  await a.click('[data-group="sdk-platform"] [role="tab"][data-value="flutter"]');
  assert.equal(await visiblePanel(a), 'flutter');
  // The other window follows at once (storage event), and a fresh page opens on the same platform.
  await b.waitForFunction(
    () => document.querySelector('[data-group="sdk-platform"] [role="tab"][aria-selected="true"]')?.getAttribute('data-value') === 'flutter',
  );
  const c = await context.newPage();
  await c.goto(`${site.url()}/sdks/api/message/createTextMessage`);
  await waitSelected(c, 'flutter');
  // With ?platform= in the address, a click keeps the address in step, so it can be shared.
  await c.goto(`${site.url()}/sdks/api/message/createTextMessage?platform=flutter`);
  await c.click('[data-group="sdk-platform"] [role="tab"][data-value="ios"]');
  assert.match(c.url(), /\?platform=ios$/);
  await context.close();
});
