/**
 * A Docusaurus site with two docs plugin instances (the preset's docs and a `community` instance with its own
 * sidebar file), as sites with a second docs area are written: `imdocs migrate` makes a section of each, with its own
 * sidebars and main doc; navbar items naming an instance (`docsPluginId`) lead to that section; the built site keeps
 * Docusaurus's routes, and each instance's pages show their own sidebar.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { repoRoot, silentLogger } from '../../helpers/site.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-docs-instances-'));
const from = path.join(root, 'harbour-src');
const site = path.join(root, 'harbour');
after(() => fs.rmSync(root, { recursive: true, force: true }));

const FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'harbour', private: true, dependencies: { '@docusaurus/core': '3.7.0', '@docusaurus/preset-classic': '3.7.0' } }),
  'docusaurus.config.js': `module.exports = {
  title: 'Harbour', url: 'https://harbour.example', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'community', path: 'community', routeBasePath: 'community', sidebarPath: './sidebarsCommunity.js' }]],
  themeConfig: { navbar: { items: [
    { type: 'docSidebar', sidebarId: 'main', label: 'Docs' },
    { type: 'docSidebar', sidebarId: 'people', docsPluginId: 'community', label: 'Community' },
    { type: 'doc', docId: 'support', docsPluginId: 'community', label: 'Support' },
  ] } },
};
`,
  'sidebars.js': "module.exports = { main: ['intro', 'moorings'] };\n",
  'sidebarsCommunity.js': "module.exports = { people: ['welcome', { type: 'category', label: 'Help', items: ['help/faq', 'support'] }] };\n",
  'docs/intro.md': '# Intro\n\nSee the [community](/community/welcome) and the [moorings](./moorings.md).\n',
  'docs/moorings.md': '# Moorings\n\nWhere boats tie up.\n',
  'community/welcome.md': '# Welcome aboard\n\nRead the [FAQ](./help/faq.md).\n',
  'community/help/faq.md': '# Questions\n\nAsked often.\n',
  'community/support.md': '# Support\n\nBack to the [intro](/docs/intro).\n',
};

before(async () => {
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(from, rel)), { recursive: true });
    fs.writeFileSync(path.join(from, rel), text);
  }
  await migrateSite({ from, to: site, engineDir: repoRoot });
  await build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
});

const read = (rel: string) => fs.readFileSync(path.join(site, 'build', rel), 'utf8');

test('each docs plugin instance becomes a section with its own sidebar file and main doc', async () => {
  const { config } = await loadConfig(site);
  const sections = config.sections.filter((s) => s.kind !== 'blog').map((s) => [s.id, s.routeBasePath, s.sidebarPath, s.mainDocId]);
  assert.deepEqual(sections, [
    ['docs', 'docs', 'sidebars.js', 'intro'],
    ['community', 'community', 'sidebarsCommunity.js', 'welcome'],
  ]);
});

test("the built site keeps Docusaurus's routes, and navbar items naming an instance lead into it", () => {
  for (const rel of ['docs/intro.html', 'docs/moorings.html', 'community/welcome.html', 'community/help/faq.html', 'community/support.html'])
    assert.ok(fs.existsSync(path.join(site, 'build', rel)), rel);
  const nav = read('docs/intro.html').match(/<a href="[^"]*" class="navbar__item navbar__link[^"]*"[^>]*>[^<]*/g) ?? [];
  assert.deepEqual(
    // The bar and the mobile drawer list the same items.
    [...new Set(nav.map((a) => `${/href="([^"]*)"/.exec(a)![1]} ${a.replace(/.*>/, '')}`))].map((item) => item.split(' ')),
    [
      ['/docs/intro', 'Docs'],
      ['/community/welcome', 'Community'],
      ['/community/support', 'Support'],
    ],
  );
});

test("an instance's pages show its own named sidebar, not the other instance's", () => {
  assert.match(read('community/help/faq.html'), /data-sidebar-src="\/_imdocs\/sidebar\/en\.community\.current\.people\.html"/);
  assert.match(read('docs/moorings.html'), /data-sidebar-src="\/_imdocs\/sidebar\/en\.docs\.current\.main\.html"/);
  const people = read('_imdocs/sidebar/en.community.current.people.html');
  for (const route of ['/community/welcome', '/community/help/faq', '/community/support']) assert.ok(people.includes(`href="${route}"`), route);
  assert.ok(!people.includes('href="/docs/'), 'no page of the other instance');
  assert.match(people, />Help</);
});
