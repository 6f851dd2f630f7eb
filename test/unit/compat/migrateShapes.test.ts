/**
 * `imdocs migrate` on a Docusaurus site shaped like real ones (test/fixtures/docusaurus-shapes): code outside
 * src/ imported as `@site/core/…`, a site theme component, an absolute sidebarPath, extensionless imports,
 * relative image paths from docs/ and blog/, relative navbar/footer `to` values, Prism options, remark plugins,
 * a doc named after its folder and a `#` line inside a code fence. The result builds with no manual edit.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';
import { loadDocusaurusConfig } from '../../../src/generator/migrate/docusaurusConfig.ts';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const source = path.join(fixturesDir, 'docusaurus-shapes');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-shapes-'));
const site = path.join(root, 'tidepool');
let notes: string[] = [];
after(() => fs.rmSync(root, { recursive: true, force: true }));

const read = (rel: string) => fs.readFileSync(path.join(site, rel), 'utf8');
/** The article of a built page, without the highlighted code's markup. */
const article = (route: string) => /<article[\s\S]*?<\/article>/.exec(read(`build${route}.html`))![0];

before(async () => {
  ({ notCarried: notes } = await migrateSite({ from: source, to: site, engineDir: repoRoot }));
});
/** The migrated site built once, by the tests that read pages (the others check what migrate wrote). */
let building: Promise<unknown> | undefined;
const built = () => (building ??= build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() }));

/** A copy of the fixture with its config replaced, migrated; the new site's config is returned. */
async function migrateVariant(name: string, config: string, extra: Record<string, string> = {}) {
  const from = path.join(root, `${name}-src`);
  fs.cpSync(source, from, { recursive: true });
  fs.writeFileSync(path.join(from, 'docusaurus.config.js'), config);
  for (const [rel, text] of Object.entries(extra)) {
    fs.mkdirSync(path.dirname(path.join(from, rel)), { recursive: true });
    fs.writeFileSync(path.join(from, rel), text);
  }
  const to = path.join(root, name);
  const result = await migrateSite({ from, to, engineDir: repoRoot });
  return { ...result, config: (await loadConfig(to)).config, to };
}

test('files pages reach through @site/… and relative imports are copied, code outside src/ and the site theme included', () => {
  for (const rel of [
    'core/Gauge.jsx',
    'core/scale.js',
    'core/read-gauge.sh',
    'src/theme/Callout.jsx',
    'src/components/Badge.jsx',
    'content/docs/_parts/_Legend.jsx',
  ])
    assert.ok(fs.existsSync(path.join(site, rel)), `${rel} is copied`);
  assert.ok(
    notes.some((n) => /swizzled component src\/theme\/Footer: copied, but not used by the imdocs layout/.test(n)),
    'a swizzled layout part is listed',
  );
  assert.ok(!notes.some((n) => /src\/theme\/Callout/.test(n)), 'a site theme component is not a swizzle');
});

test('relative paths of moved files point at their targets again; code examples keep their text', async () => {
  const guide = read('content/docs/guide.md');
  assert.match(guide, /!\[A tide curve\]\(\.\.\/\.\.\/static\/img\/curve\.svg\)/);
  assert.match(guide, /# not a heading: an example of Markdown/);
  assert.match(read('content/blog/2024-06-01-new-harbours.md'), /\(\.\.\/\.\.\/static\/img\/curve\.svg\)/);
  const gauges = read('content/docs/gauges.mdx');
  assert.match(gauges, /from '\.\.\/\.\.\/src\/components\/Badge'/);
  assert.match(gauges, /from '\.\/_parts\/_Legend'/, 'a path inside the moved folder is left as written');
  assert.match(gauges, /from '@site\/core\/Gauge'/);
  assert.match(gauges, /from '!!raw-loader!\.\.\/\.\.\/core\/read-gauge\.sh'/);
  await built();
  assert.match(article('/docs/guide'), /<img src="\/assets\/img\/curve\.[0-9a-f]+\.svg" alt="A tide curve"/);
});

test('an absolute sidebarPath is carried, whichever way the config wrote it', async () => {
  const { config } = await loadConfig(site);
  assert.equal(config.sections.find((s) => s.id === 'docs')!.sidebarPath, 'sidebars.js', 'require.resolve(...)');
  const json = JSON.stringify({ main: ['guide', 'intro'] });
  const resolved = await migrateVariant(
    'path-resolve',
    "const path = require('path');\nmodule.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: path.resolve(__dirname, 'nav/sidebars.json') } }]] };\n",
    { 'nav/sidebars.json': json },
  );
  assert.equal(resolved.config.sections.find((s) => s.id === 'docs')!.sidebarPath, 'nav/sidebars.json');
  assert.equal(resolved.config.sections.find((s) => s.id === 'docs')!.mainDocId, 'guide', 'the main doc comes from that sidebar');
  const bare = await migrateVariant(
    'extensionless',
    "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars' } }]] };\n",
  );
  assert.equal(bare.config.sections.find((s) => s.id === 'docs')!.sidebarPath, 'sidebars.js');
  const missing = await migrateVariant(
    'missing-sidebar',
    "module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './nowhere.js' } }]] };\n",
  );
  assert.ok(missing.notCarried.some((n) => /sidebarPath nowhere\.js is not a file inside the site/.test(n)));
});

test('the sidebar file shapes the current docs, and a doc named after its folder is that folder’s page', async () => {
  await built();
  const sidebar = fs.readFileSync(path.join(site, 'build/_imdocs/sidebar/en.docs.current.main.html'), 'utf8');
  const order = ['/docs/intro"', '/docs/guide"', '/docs/releases"', '/docs/releases/spring"', '/docs/gauges"'].map((href) => sidebar.indexOf(href));
  assert.ok(
    order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1])),
    `sidebar in the file's order: ${order}`,
  );
  assert.match(article('/docs/releases'), /Every spring Tidepool gets new harbour data/);
  assert.ok(!fs.existsSync(path.join(site, 'build/docs/releases/releases.html')));
});

test('components importing @site/…, extensionless files, the site theme and Docusaurus client modules render', async () => {
  await built();
  const html = article('/docs/gauges');
  assert.match(html, /<p class="gauge">Gauge (<!-- -->)?level 3 of 5(<!-- -->)? \(docs (<!-- -->)?Next(<!-- -->)?\)<\/p>/);
  assert.match(html, /<p class="legend">Blue marks the flood, grey the ebb\.<\/p>/);
  assert.match(html, /<span class="badge">beta<\/span>/);
  assert.match(html, /<aside class="callout">Gauges read every ten minutes\.<\/aside>/);
  assert.match(html, /<h2 id="live">Live readings<\/h2>/);
  assert.match(html, /Rendered (<!-- -->)?at build time/);
  assert.match(html, /data-lang="bash"[\s\S]*gauge at/, 'a raw-loader import is the file’s text');
});

test('the title is hidden only when the first heading is an h1 outside code', async () => {
  await built();
  const intro = article('/docs/intro');
  assert.match(intro, /<header class="doc-header"><h1>Start here<\/h1>/, 'a # line in a code fence is no h1');
  const guide = article('/docs/guide');
  assert.doesNotMatch(guide, /doc-header"><h1/);
  assert.equal((guide.match(/<h1/g) ?? []).length, 1, 'the page’s own h1 only');
  assert.match(read('build/docs/guide.html'), /<title>Reading a tide table/);
});

test('Prism defaultLanguage becomes the language of fences written without one', async () => {
  const { config } = await loadConfig(site);
  assert.equal(config.markdown.defaultCodeLanguage, 'bash');
  await built();
  assert.match(article('/docs/releases/spring'), /data-lang="bash"[\s\S]*tidepool/);
  assert.doesNotMatch(article('/docs/intro'), /data-lang="text"/);
});

test("the site's Prism magic comments carry over and mark the lines they precede", async () => {
  const { config } = await loadConfig(site);
  assert.deepEqual(config.markdown.magicComments, [{ className: 'code-block-added-line', line: 'added-line' }]);
  await built();
  const html = article('/docs/releases/spring');
  assert.match(html, /<span class="line code-block-added-line">[\s\S]*?Stromness/);
  assert.doesNotMatch(html, /added-line<|\/\/ added-line/, 'the magic comment itself is removed');
  assert.ok(!notes.some((n) => n.includes('magicComments')), notes.join('\n'));
});

test('relative navbar and footer links become absolute; what is not carried is listed', async () => {
  const { config } = await loadConfig(site);
  assert.deepEqual(
    config.navbar.items.filter((i) => i.type === 'default').map((i) => i.to),
    ['/docs/guide', '/blog'],
  );
  assert.equal(config.footer.links[0].items[0].to, '/docs/releases');
  await built();
  assert.match(read('build/docs/intro.html'), /href="\/docs\/guide"/);
  assert.match(read('build/docs/intro.html'), /<a href="\/docs\/releases"[^>]*>Releases<\/a>/, 'a navbar doc item to a folder’s page');
  for (const expected of [/docs plugin "default": remarkPlugins\[0\] \(remarkNoop\): not carried \(written inside the config.*it changes 0 page\(s\)/])
    assert.ok(
      notes.some((n) => expected.test(n)),
      `${expected} in ${notes.join('\n')}`,
    );
});

test('a config importing a TypeScript workspace package loads; a missing package is named with its install command', async () => {
  const dir = path.join(root, 'workspace-site');
  const pkg = path.join(dir, 'node_modules/@tidepool/site-kit');
  fs.mkdirSync(path.join(pkg, 'src'), { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@tidepool/site-kit', main: 'src/index.ts' }));
  fs.writeFileSync(path.join(pkg, 'src/index.ts'), "export const siteTitle: string = 'Kit title';\n");
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    "import { siteTitle } from '@tidepool/site-kit';\nexport default { title: siteTitle, url: 'https://k.example', baseUrl: '/' };\n",
  );
  assert.equal((await loadDocusaurusConfig(dir)).config.title, 'Kit title');

  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    "import yaml from 'tidepool-absent-yaml/loader';\nexport default { title: String(yaml), url: 'https://k.example', baseUrl: '/' };\n",
  );
  const error = await loadDocusaurusConfig(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof UserError);
  assert.match(error.message, /docusaurus\.config\.ts imports the package "tidepool-absent-yaml", which is not installed in /);
  assert.match(error.hint ?? '', /npm install tidepool-absent-yaml/);
});

test('the main doc is the one Docusaurus picks: the root index, else the first of an autogenerated sidebar in its order', async () => {
  const config = (sidebars: string) =>
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './${sidebars}' } }]] };\n`;
  const auto = "module.exports = { all: [{ type: 'autogenerated', dirName: '.' }] };\n";
  const byName = await migrateVariant('auto-by-name', config('auto.js'), { 'auto.js': auto });
  assert.equal(byName.config.sections[0].mainDocId, 'gauges', 'no positions: by file name');
  const positioned = await migrateVariant('auto-positioned', config('auto.js'), { 'auto.js': auto, 'docs/releases/_category_.json': '{ "position": 0 }' });
  assert.equal(positioned.config.sections[0].mainDocId, 'releases/releases', 'a folder placed first leads to its index doc');
  const rooted = await migrateVariant('root-index', config('auto.js'), { 'auto.js': auto, 'docs/index.md': '# Welcome aboard\n' });
  assert.equal(rooted.config.sections[0].mainDocId, 'index');
});

test('a blog the preset turns on, without posts, is carried as Docusaurus 3.10+ builds it (an empty list) and not for an earlier one; blog: false is not', async () => {
  const site = (blog: string) =>
    `module.exports = { title: 'T', url: 'https://t.example', baseUrl: '/', presets: [['classic', { docs: { sidebarPath: './sidebars.js' }${blog} }]] };\n`;
  const docusaurus = (version: string) => ({
    'package.json': JSON.stringify({ name: 'x', dependencies: { '@docusaurus/core': version, '@docusaurus/preset-classic': version } }),
  });
  // A range installs today's newest 3.x; an installed plugin tells the version the site's build ran.
  const ranged = await migrateVariant('blog-without-posts', site(", blog: { path: 'logbook', routeBasePath: 'log' }"), docusaurus('^3.0.0'));
  const blog = ranged.config.sections.find((s) => s.kind === 'blog');
  assert.equal(blog?.routeBasePath, 'log');
  assert.equal(blog?.blog.listPage, true);
  const installed = await migrateVariant('blog-without-posts-3.10', site(", blog: { path: 'logbook' }"), {
    ...docusaurus('^3.0.0'),
    'node_modules/@docusaurus/plugin-content-blog/package.json': JSON.stringify({ name: '@docusaurus/plugin-content-blog', version: '3.10.2' }),
  });
  assert.ok(installed.config.sections.some((s) => s.kind === 'blog'));
  const older = await migrateVariant('blog-without-posts-3.7', site(", blog: { path: 'logbook' }"), {
    ...docusaurus('^3.0.0'),
    'node_modules/@docusaurus/plugin-content-blog/package.json': JSON.stringify({ name: '@docusaurus/plugin-content-blog', version: '3.7.0' }),
  });
  assert.equal(
    older.config.sections.find((s) => s.kind === 'blog'),
    undefined,
  );
  assert.ok(
    older.notCarried.some((n) => n.includes('no posts')),
    older.notCarried.join('\n'),
  );
  const pinned = await migrateVariant('blog-without-posts-pinned', site(", blog: { path: 'logbook' }"), docusaurus('3.9.2'));
  assert.equal(
    pinned.config.sections.find((s) => s.kind === 'blog'),
    undefined,
  );
  const off = await migrateVariant('blog-off', site(', blog: false'));
  assert.equal(
    off.config.sections.find((s) => s.kind === 'blog'),
    undefined,
  );
});
