/**
 * Inputs that used to be accepted without a word and published wrongly: a heading id written twice, a date that
 * is not on the calendar, a translation of a page that does not exist, one file name in NFC and NFD.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { silentLogger } from '../../helpers/site.ts';
import { makeSite, failingBuild, where } from '../../helpers/badSite.ts';

const TWO_LOCALES = `export default {
  title: 'Q', url: 'https://q.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'], localeConfigs: { en: { label: 'English', htmlLang: 'en' }, 'zh-Hans': { label: '中文', htmlLang: 'zh-Hans' } } },
  sections: [
    { id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro' },
    { id: 'blog', path: 'blog', routeBasePath: 'blog', label: 'Blog', mainDocId: 'welcome', kind: 'blog' },
  ],
  navbar: { title: 'Q', items: [] },
};
`;

test('a heading id written twice on a page fails at the second heading', async () => {
  const { error, dir } = await failingBuild({
    'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\n## Ports {#ports}\n\nA.\n\n## More ports {#ports}\n\nB.\n',
  });
  assert.equal(error.message, 'The heading id {#ports} is already used on this page; each heading needs an id of its own');
  assert.equal(where(error, dir), 'content/docs/intro.mdx:9:1');
  const auto = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\n## Setup\n\nA.\n\n## Other {#setup}\n\nB.\n' });
  assert.match(auto.error.message, /\{#setup\} is already used/);
});

test('a blog date that is not on the calendar fails instead of becoming another day', async () => {
  const { error } = await failingBuild({ 'site.config.ts': TWO_LOCALES, 'content/blog/welcome.mdx': '---\ntitle: W\ndate: 2024-02-31\n---\n\nHi.\n' });
  assert.match(error.message, /has an invalid date "2024-02-31"/);
});

test('a translation whose English page does not exist is not published, and says so', async () => {
  const dir = makeSite({
    'site.config.ts': TWO_LOCALES,
    'content/blog/2024-05-01-welcome.mdx': '# W\n',
    'i18n/zh-Hans/docs/gone.mdx': '# 已删除\n\n旧页面。\n',
  });
  const stats = await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  assert.ok(!fs.existsSync(path.join(dir, 'build/zh-Hans/docs/gone.html')), 'the orphan translation was published');
  assert.ok(
    stats.warnings.some((w) => w.code === 'orphan-translation' && /i18n\/zh-Hans\/docs\/gone\.mdx translates a page that does not exist/.test(w.message)),
  );
});

test('one file name in NFC and in NFD is one route, reported as a duplicate, not two pages', async () => {
  const nfc = 'café'.normalize('NFC');
  const nfd = 'café'.normalize('NFD');
  const dir = makeSite({ [`content/docs/${nfc}.mdx`]: '# One\n', [`content/docs/${nfd}.mdx`]: '# Two\n' });
  const stats = await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const written = fs.readdirSync(path.join(dir, 'build/docs')).filter((f) => f.normalize('NFC') === `${nfc}.html`);
  assert.equal(written.length, 1, `two pages for one route: ${written.join(', ')}`);
  assert.ok(stats.warnings.some((w) => w.code === 'duplicate-route'));
});

test('constructs no parser handles in linear time fail fast, naming the construct and its line', { timeout: 60_000 }, async () => {
  const started = performance.now();
  const lists = await failingBuild({ 'content/docs/intro.mdx': `---\ntitle: Intro\n---\n\nText.\n\n${'- '.repeat(10_000)}x\n` });
  assert.match(lists.error.message, /content\/docs\/intro\.mdx opens more than 100 nested lists or block quotes on one line/);
  assert.equal(where(lists.error, lists.dir), 'content/docs/intro.mdx:7:1');
  const quotes = await failingBuild({ 'content/docs/intro.mdx': `# Intro\n\n${'>'.repeat(10_000)} deep\n` });
  assert.match(quotes.error.message, /nested lists or block quotes/);
  const table = await failingBuild({ 'content/docs/intro.mdx': `# Intro\n\n| a | b |\n| - | - |\n${'| 1 | 2 |\n'.repeat(50_000)}` });
  assert.match(table.error.message, /holds a table of 50000 rows; tables of more than 5000 rows are refused/);
  assert.equal(where(table.error, table.dir), 'content/docs/intro.mdx:3:1');
  assert.ok(performance.now() - started < 30_000, 'refusing took as long as parsing');
  // Inside a code fence nothing is parsed: no limit.
  const dir = makeSite({ 'content/docs/code.mdx': `# Code\n\n\`\`\`text\n${'- '.repeat(500)}x\n\`\`\`\n` });
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  assert.ok(fs.existsSync(path.join(dir, 'build/docs/code.html')));
});
