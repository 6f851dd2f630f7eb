/**
 * The reader's experience, in real Chromium against a real build of the fixture site (test/fixtures/basic):
 * colour mode, sidebar, TOC, drawer, client navigation, prefetching, code blocks, tabs, banners, 404.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { fixtureInBrowser } from '../helpers/browser.ts';
import { fixturesDir } from '../helpers/site.ts';
import { startStaticServer } from '../../src/generator/serve/staticServer.ts';

const site = fixtureInBrowser(path.join(fixturesDir, 'basic'));

async function open(
  route: string,
  opts: { width?: number; init?: () => void; reducedMotion?: 'reduce' | 'no-preference'; colorScheme?: 'light' | 'dark'; js?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await site.browser().newContext({
    viewport: { width: opts.width ?? 1280, height: 800 },
    reducedMotion: opts.reducedMotion,
    colorScheme: opts.colorScheme,
    javaScriptEnabled: opts.js ?? true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  if (opts.init) await page.addInitScript(opts.init);
  await page.goto(site.url() + route);
  return { context, page, errors };
}

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

test('colour mode: dark by default, system preference ignored, switch stored under "theme", applied before paint, synced across tabs', async () => {
  const { context, page, errors } = await open('/docs/intro', { colorScheme: 'light' });
  assert.equal(await theme(page), 'dark');
  const toggle = page.locator('.navbar__inner [data-color-toggle]');
  assert.equal(await toggle.getAttribute('aria-label'), 'Switch between dark and light mode (currently dark mode)');
  const other = await context.newPage();
  await other.goto(`${site.url()}/docs/getting-started/install`);
  await toggle.click();
  assert.equal(await theme(page), 'light');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
  assert.equal(await toggle.getAttribute('aria-label'), 'Switch between dark and light mode (currently light mode)');
  await other.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  // Before first paint: the attribute is already set when the body starts parsing.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { seenTheme: string }).seenTheme = document.documentElement.dataset.theme ?? '';
    });
  });
  await page.reload();
  assert.equal(await page.evaluate(() => (window as unknown as { seenTheme: string }).seenTheme), 'light');
  assert.deepEqual(errors, []);
  await context.close();
});

test('sidebar: the active page is highlighted; categories expand (loading the section tree), collapse and remember', async () => {
  const { context, page } = await open('/docs/intro');
  const active = page.locator('.doc-layout .sidebar .menu__link.is-active');
  assert.equal(await active.textContent(), 'Introduction');
  const cat = page.locator('.doc-layout .sidebar [data-cat="getting-started"]');
  assert.match((await cat.getAttribute('class')) ?? '', /is-collapsed/);
  await cat.locator('.menu__caret').click();
  await page.locator('.doc-layout .sidebar a[href="/docs/getting-started/configure"]').waitFor();
  assert.equal(await cat.locator('.menu__caret').getAttribute('aria-expanded'), 'true');
  await page.reload();
  await page.locator('.doc-layout .sidebar a[href="/docs/getting-started/configure"]').waitFor();
  await cat.locator('.menu__caret').click();
  await page.waitForFunction(() => document.querySelector('.doc-layout [data-cat="getting-started"]')?.classList.contains('is-collapsed'));
  await page.reload();
  assert.match((await page.locator('.doc-layout [data-cat="getting-started"]').getAttribute('class')) ?? '', /is-collapsed/);
  // The sidebar can be hidden, and stays hidden.
  await page.locator('[data-sidebar-hide]').click();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('sidebar-hidden')), true);
  await page.reload();
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('sidebar-hidden')), true);
  await context.close();
});

test('category animation follows the height and takes 1 ms with reduced motion', async () => {
  for (const [motion, check] of [
    ['reduce', (ms: number) => ms === 1],
    ['no-preference', (ms: number) => ms >= 120],
  ] as const) {
    const { context, page } = await open('/docs/intro', { reducedMotion: motion });
    await page.evaluate(() => {
      (window as unknown as { durations: string[] }).durations = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const t = (r.target as HTMLElement).style.transition;
          if (t) (window as unknown as { durations: string[] }).durations.push(t);
        }
      }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['style'] });
    });
    await page.locator('.doc-layout [data-cat="getting-started"] .menu__caret').click();
    await page.waitForFunction(() => (window as unknown as { durations: string[] }).durations.length > 0);
    const t = await page.evaluate(() => (window as unknown as { durations: string[] }).durations[0]);
    const ms = Number(/(\d+)ms/.exec(t)?.[1]);
    assert.ok(check(ms), `${motion}: ${t}`);
    await context.close();
  }
});

test('the TOC highlights the section being read', async () => {
  const { context, page } = await open('/docs/intro');
  await page.setViewportSize({ width: 1400, height: 500 });
  await page.evaluate(() => document.getElementById('details')!.scrollIntoView());
  await page.waitForFunction(() => document.querySelector('[data-toc] a.is-active')?.getAttribute('href') === '#details');
  assert.equal(await page.locator('[data-toc] h2').textContent(), 'On this page');
  await context.close();
});

test('mobile drawer: opens on the docs sidebar with "Back to main menu", locks scroll, closes on Escape, navigation and desktop width', async () => {
  const { context, page } = await open('/docs/intro', { width: 500 });
  const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
  await toggle.click();
  const drawer = page.locator('[data-drawer]');
  assert.equal(await drawer.isVisible(), true);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('drawer-open')), true);
  assert.equal(await page.locator('.drawer__pane--secondary').isVisible(), true);
  await page.getByRole('button', { name: 'Back to main menu' }).click();
  assert.equal(await page.locator('.drawer__pane--main').isVisible(), true);
  await page.keyboard.press('Escape');
  assert.equal(await drawer.isVisible(), false);
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('drawer-open')), false);
  await toggle.click();
  await page.setViewportSize({ width: 1200, height: 800 });
  await page.waitForFunction(() => (document.querySelector('[data-drawer]') as HTMLElement).hidden);
  await page.setViewportSize({ width: 500, height: 800 });
  await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
  await page.locator('.drawer__pane--secondary a[href="/docs/getting-started/install"]').click();
  await page.waitForURL(/\/docs\/getting-started\/install$/);
  assert.equal(await page.locator('[data-drawer]').isVisible(), false);
  await context.close();
});

test('client navigation: no reload, title and focus updated, announced, back/forward restore page and scroll', async () => {
  const { context, page, errors } = await open('/docs/intro');
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 42;
  });
  await page.locator('.doc-layout .sidebar a[href="/blog/welcome"], article a[href="/docs/getting-started/install#requirements"]').first().click();
  await page.waitForURL(/\/docs\/getting-started\/install#requirements$/);
  await page.waitForFunction(() => document.title.startsWith('Install'));
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42, 'no full page load');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.route), '/docs/getting-started/install');
  assert.equal(await page.evaluate(() => document.activeElement?.hasAttribute('data-main')), true);
  await page.waitForFunction(() => document.querySelector('[data-route-announcer]')?.textContent === 'Navigated to Install');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator('a[rel="next"]').click();
  await page.waitForURL(/configure$/);
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/getting-started/install');
  await page.goBack();
  await page.waitForFunction(() => document.documentElement.dataset.route === '/docs/intro');
  assert.equal(await page.evaluate(() => (window as unknown as { marker?: number }).marker), 42);
  assert.deepEqual(errors, []);
  await context.close();
});

test('prefetch: on hover; skipped with save-data; at most a few at once', async () => {
  const { context, page } = await open('/docs/intro');
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch') seen.push(new URL(r.url()).pathname);
  });
  await page.locator('.navbar__items a[href="/blog/welcome"]').hover();
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('/blog/welcome')));
  assert.ok(seen.includes('/blog/welcome'));
  await context.close();

  const saver = await open('/docs/intro', { init: () => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }) });
  const fetched: string[] = [];
  saver.page.on('request', (r) => {
    if (r.resourceType() === 'fetch') fetched.push(r.url());
  });
  await saver.page.locator('.navbar__items a[href="/blog/welcome"]').hover();
  await saver.page.waitForTimeout(600);
  assert.deepEqual(fetched, []);
  await saver.context.close();

  // A page with 80 links: the prefetcher never has more than 3 requests in flight.
  const many = await open('/docs/intro');
  let inFlight = 0;
  let maxInFlight = 0;
  let total = 0;
  await many.page.route('**/p/**', async (route) => {
    inFlight++;
    total++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 150));
    inFlight--;
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><body><div data-main-wrapper></div></body></html>' });
  });
  await many.page.evaluate(() => {
    const box = document.querySelector('article')!;
    for (let i = 0; i < 80; i++) {
      const a = document.createElement('a');
      a.href = `/p/${i}`;
      a.textContent = `link ${i}`;
      box.append(a);
    }
    for (const a of box.querySelectorAll<HTMLAnchorElement>('a[href^="/p/"]')) a.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
  });
  await many.page.waitForFunction(() => true);
  await new Promise((r) => setTimeout(r, 2000));
  assert.ok(total >= 10, `prefetched ${total}`);
  assert.ok(maxInFlight <= 3, `max in flight ${maxInFlight}`);
  await many.context.close();
});

test('a slow navigation shows the progress bar; a failing chunk falls back to one full page load', async () => {
  const { context, page } = await open('/docs/intro');
  await page.route('**/docs/getting-started/configure', async (route) => {
    // Long enough that a prefetch started when the branch opened (links in view are prefetched when idle) is still
    // pending at the click, however slow the machine: the navigation reuses that request.
    if (route.request().resourceType() === 'fetch') await new Promise((r) => setTimeout(r, 3000));
    await route.continue();
  });
  const click = page
    .locator('.doc-layout .sidebar [data-cat="getting-started"] .menu__caret')
    .click()
    .then(() => page.locator('.doc-layout .sidebar a[href="/docs/getting-started/configure"]').click());
  await click;
  await page.locator('[role="progressbar"]:not([hidden])').waitFor({ timeout: 2500 });
  await page.waitForURL(/configure$/);
  await page.waitForFunction(() => (document.querySelector('[data-progress]') as HTMLElement).hidden);
  await context.close();

  const broken = await open('/docs/intro');
  let documentLoads = 0;
  broken.page.on('framenavigated', () => {
    documentLoads++;
  });
  await broken.page.route('**/docs/getting-started/configure', (route) =>
    route.request().resourceType() === 'fetch' ? route.fulfill({ status: 500, body: 'gone' }) : route.continue(),
  );
  // A link to a page the prefetcher has not fetched yet (it is not in the page's sidebar branch).
  await broken.page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/getting-started/configure';
    a.textContent = 'Configure';
    a.id = 'stale-link';
    document.querySelector('article')!.prepend(a);
  });
  await broken.page.locator('#stale-link').click();
  await broken.page.waitForURL(/configure$/);
  await broken.page.waitForLoadState('load');
  assert.equal(documentLoads, 1, 'exactly one full page load');
  assert.equal(await broken.page.evaluate(() => document.title), 'Configure | Fixture Docs');
  await broken.context.close();
});

test('offline navigation shows the error with a Retry button that loads the page once back online', async () => {
  const { context, page } = await open('/docs/intro');
  await context.setOffline(true);
  // A link to a page nobody prefetched yet (links in view are prefetched when the browser is idle).
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/getting-started/configure';
    a.textContent = 'Configure (offline test)';
    a.id = 'offline-link';
    document.querySelector('article')!.prepend(a);
  });
  await page.locator('#offline-link').click();
  const retry = page.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  assert.match((await page.locator('[data-load-error-box]').textContent()) ?? '', /could not be loaded/);
  await context.setOffline(false);
  await retry.click();
  await page.waitForURL(/configure$/);
  await page.waitForFunction(() => document.title.startsWith('Configure'));
  await context.close();
});

test('code blocks: copy button copies the code without magic comments; wrap toggle', async () => {
  const { context, page } = await open('/docs/intro');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url() });
  await page.locator('[data-value="dart"][role="tab"]').first().click();
  const block = page.locator('.tabs__panel:not([hidden]) [data-code-block]').first();
  await block.hover();
  await block.locator('[data-copy]').click();
  const text = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(text, "void main() {\n  print('hi');\n}");
  await block.locator('[data-wrap]').click();
  assert.equal(await block.locator('[data-wrap]').getAttribute('aria-pressed'), 'true');
  assert.match((await block.locator('pre').getAttribute('class')) ?? '', /is-wrapped/);
  await context.close();
});

test('tabs: the choice syncs by groupId, is remembered, and works with the keyboard', async () => {
  const { context, page } = await open('/docs/intro');
  await page.evaluate(() => {
    // A second Tabs of the same group, as another page section would have.
    const copy = document.querySelector('[data-tabs][data-group="lang"]')!.cloneNode(true) as HTMLElement;
    document.querySelector('article')!.append(copy);
  });
  await page.locator('[data-tabs] [data-value="dart"]').first().click();
  const selected = await page.locator('[data-tabs] [role="tab"][aria-selected="true"]').allTextContents();
  assert.deepEqual(selected, ['Dart', 'Dart']);
  assert.equal(await page.evaluate(() => localStorage.getItem('imdocs.tabs.lang')), 'dart');
  await page.reload();
  assert.equal(await page.locator('[data-tabs] [role="tab"][aria-selected="true"]').first().textContent(), 'Dart');
  await page.locator('[data-tabs] [role="tab"][aria-selected="true"]').first().focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.locator('[data-tabs] [role="tab"][aria-selected="true"]').first().textContent(), 'TypeScript');
  await context.close();
});

test('announcement bar: dismissal is stored per id and a new id shows again', async () => {
  const { context, page } = await open('/docs/intro');
  const bar = page.locator('[data-announcement]');
  assert.equal(await bar.isVisible(), true);
  await bar.getByRole('button', { name: 'Close' }).click();
  assert.equal(await bar.isVisible(), false);
  await page.reload();
  assert.equal(await page.locator('[data-announcement]').isVisible(), false);
  await page.evaluate(() => localStorage.setItem('imdocs.announcement.dismissed', 'release-1'));
  await page.reload();
  assert.equal(await page.locator('[data-announcement]').isVisible(), true);
  await context.close();
});

test('language links keep the path, query and hash; untranslated pages say so', async () => {
  const { context, page } = await open('/docs/intro?x=1#details');
  const zh = page.locator('.navbar__inner a[data-locale-link][hreflang="zh-Hans"]');
  assert.equal(await zh.getAttribute('href'), '/zh-Hans/docs/intro?x=1#details');
  await page.goto(`${site.url()}/zh-Hans/docs/getting-started/configure`);
  assert.match((await page.locator('.notice--untranslated').textContent()) ?? '', /简体中文/);
  await context.close();
});

test('served under another base path, the banner says the site did not load properly', async () => {
  const prefixed = await startStaticServer({ dir: path.join(fixturesDir, 'basic') });
  try {
    const context = await site.browser().newContext();
    const page = await context.newPage();
    await page.goto(`${prefixed.url}/build/docs/intro`);
    assert.equal(await page.locator('[data-base-url]').isVisible(), true);
    await context.close();
  } finally {
    await prefixed.close();
  }
  const { context, page } = await open('/docs/intro');
  assert.equal(await page.locator('[data-base-url]').isVisible(), false);
  await context.close();
});

test('not found: status 404 and the two sentences, in Chinese under /zh-Hans', async () => {
  const { context, page } = await open('/docs/intro');
  const res = await page.goto(`${site.url()}/no/such/page`);
  assert.equal(res?.status(), 404);
  assert.match((await page.locator('main').textContent()) ?? '', /We could not find what you were looking for\..*let them know their link is broken\./s);
  await page.goto(`${site.url()}/zh-Hans/no/such/page`);
  assert.match((await page.locator('main h1').textContent()) ?? '', /找不到页面/);
  await context.close();
});

test('without JavaScript the page reads and navigates: content, sidebar branch, TOC and links are in the HTML', async () => {
  const { context, page } = await open('/docs/getting-started/install', { js: false });
  assert.match((await page.locator('article').textContent()) ?? '', /Requirements/);
  assert.equal(await page.locator('.doc-layout .sidebar a[href="/docs/getting-started/configure"]').count(), 1);
  await page.locator('.doc-layout .sidebar a[href="/docs/getting-started/configure"]').click();
  await page.waitForURL(/configure$/);
  assert.equal(await page.locator('[data-search-button]').getAttribute('href'), '/search');
  await context.close();
});
