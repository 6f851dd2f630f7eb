import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkCommand, type CheckReport } from '../../src/generator/check/checkCommand.ts';
import { build } from '../../src/generator/build/build.ts';
import { fixturesDir, silentLogger } from '../helpers/site.ts';

let site: string;

/** Runs check with --json and returns the exit code and the parsed report. */
async function runCheck(extra: { browser?: boolean; build?: boolean } = {}): Promise<{ code: number; report: CheckReport }> {
  const printed: string[] = [];
  const log = console.log;
  console.log = (s: string) => {
    printed.push(s);
  };
  try {
    const code = await checkCommand({ dir: site, out: 'build', json: true, logger: silentLogger(), ...extra });
    return { code, report: JSON.parse(printed.join('\n')) as CheckReport };
  } finally {
    console.log = log;
  }
}

before(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-check-e2e-'));
  fs.cpSync(path.join(fixturesDir, 'check-basic'), site, { recursive: true, filter: (src) => !/[/\\](build|\.imdocs-cache)$/.test(src) });
});

after(() => fs.rmSync(site, { recursive: true, force: true }));

test('builds when needed, finds every planted problem, exits 1', async () => {
  const { code, report } = await runCheck();
  assert.equal(code, 1);
  assert.ok(fs.existsSync(path.join(site, 'build', 'index.html')), 'built first');
  const find = (reason: string, href: string) => report.links.problems.find((p) => p.reason === reason && p.href === href);
  assert.ok(find('missing-page', '/guides/does-not-exist'), 'missing page');
  assert.ok(find('missing-anchor', '/guides/setup#no-such-heading'), 'missing anchor');
  assert.ok(!report.links.problems.some((p) => p.href.includes('#requirements')), 'a real anchor passes');
  const cross = find('cross-locale', '/zh-Hans/guides/introduction');
  assert.ok(cross && cross.from === '/guides/problems', 'cross-locale link');
  assert.ok(!report.links.problems.some((p) => p.region !== 'body'), 'navbar, sidebar and footer links are fine');
  assert.ok(
    report.links.problems.filter((p) => p.from.endsWith('/guides/problems')).every((p) => p.source === 'content/guides/problems.mdx'),
    'each problem names its source file',
  );
  assert.deepEqual(report.missingDescription, ['/guides/problems']);
  assert.ok(report.imagesWithoutAlt.some((i) => i.route === '/guides/problems' && i.src === '/img/logo.svg'));
  const zh = report.coverage.find((c) => c.locale === 'zh-Hans')!;
  assert.deepEqual(zh.fallbacks.map((f) => f.route).sort(), ['/zh-Hans/guides/advanced/deep', '/zh-Hans/guides/problems', '/zh-Hans/guides/setup']);
  assert.ok(
    zh.fallbacks.every((f) => f.noindex && f.canonicalToSource && f.warned),
    'fallbacks: noindex, canonical to the source, listed in build warnings',
  );
});

test('build and check report the same broken links, page by page (a broken relative .mdx link included)', async () => {
  const stats = await build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const { report } = await runCheck({ build: false });
  const reasons: Record<string, string> = { 'missing-route': 'missing-page', 'missing-anchor': 'missing-anchor', 'cross-locale': 'cross-locale' };
  const fromBuild = stats.brokenLinks.map((b) => `${b.from} ${reasons[b.reason]} ${b.file}`).sort();
  const fromCheck = report.links.problems.map((p) => `${p.from} ${p.reason} ${p.source}`).sort();
  assert.deepEqual(fromCheck, fromBuild);
  assert.equal(
    fromBuild.filter((l) => l.includes('missing-page')).length,
    4,
    'the missing page and the gone .mdx file, each on the page and its zh-Hans fallback',
  );
});

test('a clean site passes with exit 0 (and --no-build reuses the build)', async () => {
  fs.rmSync(path.join(site, 'content', 'guides', 'problems.mdx'));
  const { code, report } = await runCheck();
  assert.deepEqual(report.failures, []);
  assert.equal(code, 0);
  const again = await runCheck({ build: false });
  assert.equal(again.code, 0);
});

test('--browser sweeps the sitemap: console errors, axe, weight budget', async () => {
  fs.writeFileSync(path.join(site, 'content', 'guides', 'noalt.mdx'), '---\ntitle: No alt\ndescription: d\n---\n\n<img src="/img/logo.svg" />\n');
  const { code, report } = await runCheck({ browser: true });
  assert.equal(code, 1);
  const page = report.browser!.find((b) => b.route === '/guides/noalt')!;
  assert.ok(page.axe.some((a) => a.id === 'image-alt'));
  assert.ok(report.browser!.every((b) => b.jsGzipBytes > 0 && b.jsGzipBytes <= 20 * 1024 && b.cssGzipBytes <= 25 * 1024));
  const clean = report.browser!.filter((b) => b.route !== '/guides/noalt');
  assert.ok(
    clean.every((b) => !b.consoleErrors.length && !b.axe.length),
    JSON.stringify(clean.filter((b) => b.consoleErrors.length || b.axe.length)),
  );
});
