import path from 'node:path';
import { before, after } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { buildSite } from './site.ts';
import { startStaticServer, type RunningServer } from '../../src/generator/serve/staticServer.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, with the flags this sandbox needs (no background network, no sandbox as root). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/**
 * For one test file: builds the fixture site in `siteDir`, serves its build and launches Chromium before the
 * tests, and closes both after them. The getters are valid inside tests.
 */
export function fixtureInBrowser(siteDir: string): { browser: () => Browser; url: () => string } {
  let browser: Browser | undefined;
  let server: RunningServer | undefined;
  before(async () => {
    await buildSite(siteDir);
    server = await startStaticServer({ dir: path.join(siteDir, 'build') });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return { browser: () => browser!, url: () => server!.url };
}
