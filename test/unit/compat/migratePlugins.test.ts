/**
 * What a Docusaurus site adds to its pages besides content (test/fixtures/docusaurus-plugins). Site remark and
 * rehype plugins: `imdocs migrate` carries them into site.config.ts as imports (the official npm2yarn plugin with
 * its options, plugins in files of the site), lists the one written inside the config with the page it changes,
 * and the migrated site's build runs them in Docusaurus' order, per content plugin. Site CSS: `theme.customCss`
 * and the CSS (CSS modules included) that a page's components import apply to the built pages.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const source = path.join(fixturesDir, 'docusaurus-plugins');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-plugins-'));
const site = path.join(root, 'lantern');
let notes: string[] = [];
after(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (rel: string) => fs.readFileSync(path.join(site, rel), 'utf8');
const article = (route: string) => /<article[\s\S]*?<\/article>/.exec(read(`build${route}.html`))![0];
/** Text of HTML, tags removed (highlighted code is split into spans). */
const text = (html: string) => html.replace(/<[^>]+>/g, '');

before(async () => {
  ({ notCarried: notes } = await migrateSite({ from: source, to: site, engineDir: repoRoot }));
  // What `npm install` gives the new site: this checkout's packages (npm2yarn among them).
  fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(site, 'node_modules'));
  await build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
});

test('site.config.ts imports each plugin from its package or file and lists it where Docusaurus did', () => {
  const config = read('site.config.ts');
  assert.match(config, /^import remarkPluginNpm2yarn from "@docusaurus\/remark-plugin-npm2yarn";$/m);
  assert.match(config, /^import \{ remarkKbd \} from "\.\/plugins\/remark-kbd\.js";$/m);
  assert.match(config, /^import remarkNoteParagraphs from "\.\/plugins\/remark-note-paragraphs\.js";$/m);
  assert.match(config, /"remarkPlugins": \[\s*\[remarkPluginNpm2yarn, \{"sync":true\}\],\s*remarkKbd\s*\]/);
  assert.match(config, /"beforeDefaultRemarkPlugins": \[\s*remarkNoteParagraphs\s*\]/);
  assert.match(config, /"rehypePlugins": \[\s*rehypeExternalLinks\s*\]/);
  assert.ok(fs.existsSync(path.join(site, 'plugins/remark-kbd.js')), 'a plugin file of the site is copied');
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
  const installed = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/@docusaurus/remark-plugin-npm2yarn/package.json'), 'utf8')).version;
  assert.equal(pkg.dependencies['@docusaurus/remark-plugin-npm2yarn'], installed, "the plugin's package, at the version the site's build ran");
});

test('a plugin written inside the config is listed with the pages it changes, and nothing else is said of plugins', () => {
  const about = notes.filter((n) => /Plugins\[/.test(n));
  assert.equal(about.length, 1, about.join('\n'));
  assert.match(
    about[0],
    /^blog plugin "default": remarkPlugins\[0\] \(remarkStamp\): not carried \(written inside the config.*\); it changes 1 page\(s\): blog\/2024-03-02-winter-hours\.md$/,
  );
});

test("npm2yarn's output renders as synced tabs, one per package manager, with the converted commands", () => {
  const html = article('/docs/install');
  assert.match(html, /<div class="tabs" data-tabs="" data-group="npm2yarn">/);
  const labels = [...html.matchAll(/role="tab"[^>]*data-value="([^"]+)">([^<]+)<\/button>/g)].map((m) => `${m[1]}:${m[2]}`);
  assert.deepEqual(labels, ['npm:npm', 'yarn:Yarn', 'pnpm:pnpm', 'bun:Bun']);
  const panels = [...html.matchAll(/role="tabpanel"[^>]*>([\s\S]*?)<\/code>/g)].map((m) => text(m[1]).trim());
  assert.deepEqual(panels, ['npm install lantern-signals', 'yarn add lantern-signals', 'pnpm add lantern-signals', 'bun add lantern-signals']);
  assert.match(text(html), /lantern watch/, 'a fence without npm2yarn stays one code block');
});

test('plugins run in Docusaurus order: before the default transforms, after them, and rehype ones on the HTML tree', () => {
  const html = article('/docs/intro');
  // beforeDefaultRemarkPlugins make a directive the default admonitions then render.
  assert.match(html, /<aside class="admonition admonition--note"[\s\S]*<p>the night schedule changes in winter\.<\/p>/);
  assert.match(html, /<kbd>Ctrl\+L<\/kbd>/);
  assert.match(html, /<a href="https:\/\/signals\.example\.net\/registry"[^>]*class="external-link"/);
});

test("a section's plugins apply to its pages only", () => {
  const post = article('/blog/2024/04/10/new-lamps');
  assert.match(post, /<code>kbd:Esc<\/code>/);
  assert.doesNotMatch(read('build/about.html'), /external-link|<kbd>/);
});

test('theme.customCss is carried and linked after the theme stylesheet on every page', () => {
  assert.match(read('site.config.ts'), /"customCss": \[\s*"src\/css\/infima-compat\.css",\s*"src\/css\/custom\.css"\s*\]/);
  assert.ok(!notes.some((n) => /custom ?css/i.test(n)), notes.join('\n'));
  for (const page of ['build/docs/intro.html', 'build/about.html']) {
    const links = [...read(page).matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1]);
    assert.match(links[0], /^\/assets\/site\.\w+\.css$/);
    assert.match(links[1], /^\/assets\/custom\.[0-9a-f]+\.css$/, page);
    const css = read(`build${links[1]}`);
    assert.match(css, /--lantern-hull: ?7px/);
    assert.match(css, /url\(\/img\/wave\.svg\)/, 'a static/ path in url() is kept');
    // Infima's class names that pages and components use, drawn before the site's own rules (which win).
    assert.match(css, /\.badge--success\s*\{/);
    assert.ok(css.indexOf('.alert--warning') < css.indexOf('--lantern-hull'), 'the Infima-compatible rules come first');
  }
});

test("the CSS a page's components import is linked by that page, CSS modules scoped, in a layer below the theme's rules", () => {
  const page = article('/docs/signals');
  const href = /<link rel="stylesheet" href="(\/assets\/css\/[0-9a-f]+\.css)"\/>/.exec(page)?.[1];
  assert.ok(href, 'the page links its stylesheet in the article (the router swaps it with the page)');
  const css = read(`build${href}`);
  const badge = /<span class="([^"]+)">green<\/span>/.exec(page)![1];
  assert.notEqual(badge, 'badge', 'a CSS-module class name is made unique');
  assert.match(css, new RegExp(`^@layer site \\{[\\s\\S]*\\.${badge} \\{[^}]*outline: 2px dashed`));
  assert.match(css, /\.signal-list li \{\s*list-style: square;/, 'a plain CSS import is bundled too');
  assert.doesNotMatch(article('/docs/intro'), /\/assets\/css\//, 'a page that imports no CSS links none');
});
