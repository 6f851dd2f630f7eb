/**
 * `imdocs migrate` on the Docusaurus fixture: the command writes an imdocs site, lists what it could not
 * carry over, and the engine builds the result with the URLs, sidebars, versions, blog and translations
 * the Docusaurus site had.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { build } from '../../../src/generator/build/build.ts';
import { loadConfig } from '../../../src/generator/config/loadConfig.ts';
import { loadDocusaurusConfig } from '../../../src/generator/migrate/docusaurusConfig.ts';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { siteConfigFrom } from '../../../src/generator/migrate/migrateConfig.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const source = path.join(fixturesDir, 'docusaurus-site');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-'));
const site = path.join(root, 'lantern-imdocs');
let stdout = '';
let out = '';
after(() => fs.rmSync(root, { recursive: true, force: true }));

const page = (route: string) => fs.readFileSync(path.join(out, `${route.slice(1)}.html`), 'utf8');
const sidebarChunk = (name: string) => fs.readFileSync(path.join(out, '_imdocs/sidebar', name), 'utf8');

before(async () => {
  stdout = execFileSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'migrate', source, '--out', site], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  await build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  out = path.join(site, 'build');
});

test('the command reports what it wrote, what it could not carry over, and how to run the result', () => {
  assert.match(stdout, new RegExp(`wrote an imdocs site with \\d+ files to ${path.relative(repoRoot, site).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  for (const expected of [
    /plugin docusaurus-plugin-sass: not carried/,
    /plugin docusaurus-plugin-sass: not carried, not needed: imdocs compiles \.scss\/\.sass files .* with the site's own sass package/,
    /swizzled component src\/theme\/Footer: copied, but not used by the imdocs layout/,
    /themeConfig\.algolia: carried as search\.provider "algolia"; let the DocSearch crawler re-crawl the new site/,
    /themeConfig\.algolia\.insights: not carried/,
    /current\.json: version\.label, sidebar\.tutorialSidebar\.category\.Guides: not carried \(imdocs translates only the labels of the categories that have a _category_ file in docs\)/,
  ])
    assert.match(stdout, expected);
  assert.doesNotMatch(stdout, /page src\/pages\/index\.js/);
  assert.ok(stdout.includes(`cd ${path.relative(repoRoot, site)} && npm install && npm start`));
  const pkg = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8'));
  assert.equal(pkg.scripts.start, 'imdocs build && imdocs serve');
  // The package by version, not this checkout's path: the site builds on any machine.
  assert.equal(pkg.dependencies.imdocs, `^${JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version}`);
  assert.ok(pkg.dependencies.tsx);
  assert.equal(pkg.dependencies['@docusaurus/core'], undefined);
});

test('site.config.ts carries title, url, i18n, sections with versions and sidebars, navbar, footer and search', async () => {
  const { config } = await loadConfig(site);
  assert.equal(config.title, 'Lantern');
  assert.deepEqual(config.customCss, ['src/css/infima-compat.css', 'src/css/custom.css'], 'the Infima-compatible sheet first, the site’s own after it');
  assert.equal(config.url, 'https://lantern.example.org');
  assert.deepEqual(config.i18n.locales, ['en', 'zh-Hans']);
  assert.equal(config.i18n.localeConfigs['zh-Hans'].label, '简体中文');
  const docs = config.sections.find((s) => s.id === 'docs')!;
  assert.equal(docs.sidebarPath, 'sidebars.js');
  assert.equal(docs.lastVersion, '1.0');
  assert.equal(docs.versions['1.0'].sidebarPath, 'versioned_sidebars/version-1.0-sidebars.json');
  assert.equal(docs.versions.current.label, 'Next 🚧');
  assert.equal(docs.editUrl, 'https://github.com/lantern/lantern-docs/tree/main/docs');
  const blog = config.sections.find((s) => s.kind === 'blog')!;
  assert.deepEqual(blog.blog, { permalinks: 'dated', sidebar: 'recent', listPage: true, postsPerPage: 2 });
  assert.equal(blog.label, 'Lantern blog');
  assert.deepEqual(
    config.navbar.items.map((i) => `${i.type}:${i.label ?? ''}`),
    ['doc:Tutorial', 'doc:API', 'default:Blog', 'docsVersionDropdown:', 'localeDropdown:', 'default:GitHub', 'search:'],
  );
  assert.equal(config.navbar.logo?.src, '/img/logo.svg');
  assert.deepEqual(
    config.footer.links.map((c) => c.title),
    ['Docs', 'More'],
  );
  // The site's DocSearch index: same app, key and index, its query parameters and contextual setting.
  assert.equal(config.search.provider, 'algolia');
  assert.deepEqual(config.search.algolia, {
    appId: 'APPID',
    apiKey: 'search-only-key',
    indexName: 'lantern',
    contextualSearch: false,
    searchParameters: { facetFilters: ['product:lantern'] },
  });
  assert.equal(config.colorMode.defaultMode, 'light');
  assert.deepEqual(config.markdown.additionalLanguages, ['bash', 'toml']);
});

test('the search page credits Algolia, as the Docusaurus search page of a DocSearch site does', () => {
  assert.match(page('/search'), /<a href="https:\/\/www\.algolia\.com\/"[^>]*aria-label="Search by Algolia"/);
});

test('the built site keeps the Docusaurus URLs: the last version at /docs, the current one at /docs/next', () => {
  assert.match(page('/docs/intro'), /Lantern 1\.0 keeps its jobs in memory only/);
  assert.match(page('/docs/next/intro'), /Lantern runs background jobs from a single SQLite file/);
  assert.match(page('/docs/next/intro'), /href="\/docs\/next\/guides\/install"/);
  assert.match(page('/docs/next/category/guides'), /Set Lantern up and tune it\./);
  assert.match(sidebarChunk('en.docs.current.apiSidebar.html'), /Server API/);
  assert.match(sidebarChunk('en.docs.1.0.tutorialSidebar.html'), /href="\/docs\/guides\/install"/);
  assert.ok(fs.existsSync(path.join(out, 'img/logo.svg')), 'static files are copied');
  assert.match(fs.readFileSync(path.join(out, 'index.html'), 'utf8'), /A tiny job queue for small teams/);
});

test('the blog keeps its dated permalinks, list pages, excerpts and authors', () => {
  assert.match(page('/blog'), /How Lantern picks the next job/);
  assert.match(page('/blog/page/2'), /Lantern started as a fifty-line script/);
  assert.doesNotMatch(page('/blog/page/2'), /Why SQLite/);
  assert.match(page('/blog/2024/04/15/release-notes'), /Dev Patel/);
  assert.match(page('/blog/design'), /Mira Okafor/);
});

test('translations land in the imdocs layout: docs, blog, navbar and footer strings', () => {
  assert.match(page('/zh-Hans/docs/next/intro'), /Lantern 用一个 SQLite 文件运行后台任务/);
  assert.match(page('/zh-Hans/blog/2024/03/01/hello-lantern'), /为什么选择 SQLite/);
  const zh = page('/zh-Hans/docs/next/intro');
  assert.match(zh, />教程</);
  assert.match(zh, /版权所有 © 2024 Lantern 贡献者。/);
  assert.match(page('/docs/next/intro'), /Copyright © 2024 Lantern contributors\./);
});

test('a TypeScript config exporting an async function is evaluated', async () => {
  const dir = path.join(root, 'ts-site');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.ts'),
    "import type { Config } from '@docusaurus/types';\nexport default async function createConfig(): Promise<Config> {\n  const title: string = await Promise.resolve('Async site');\n  return { title, url: 'https://a.example', baseUrl: '/' } as Config;\n}\n",
  );
  const { config } = await loadDocusaurusConfig(dir);
  assert.equal(config.title, 'Async site');
});

test('migrate refuses a folder that already holds a site, and a folder without a Docusaurus config', async () => {
  const again = await migrateSite({ from: source, to: site, engineDir: repoRoot }).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(again instanceof UserError);
  assert.match(again.message, /already holds an imdocs site/);
  const cli = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'migrate', root, '--out', path.join(root, 'x')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  assert.equal(cli.status, 1);
  assert.match(cli.stderr, /No Docusaurus config in /);
  assert.doesNotMatch(cli.stderr, /\n\s+at /);
});

test('migrate --imdocs names a local tarball or folder as a file: dependency, a range as given, and refuses a missing file', () => {
  const tarball = path.join(root, 'imdocs-9.9.9.tgz');
  fs.writeFileSync(tarball, '');
  const migrate = (out: string, spec: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts'), 'migrate', source, '--out', path.join(root, out), '--imdocs', spec], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
  const dependency = (out: string) => JSON.parse(fs.readFileSync(path.join(root, out, 'package.json'), 'utf8')).dependencies.imdocs;
  assert.equal(migrate('with-tarball', path.relative(repoRoot, tarball)).status, 0);
  assert.equal(dependency('with-tarball'), `file:${tarball}`);
  assert.equal(migrate('with-range', '~1.20.0').status, 0);
  assert.equal(dependency('with-range'), '~1.20.0');
  const missing = migrate('with-missing', './nowhere.tgz');
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /--imdocs \.\/nowhere\.tgz: no such tarball or folder/);
});

test('the new site builds from its own folder once its dependencies are linked (what npm install sets up)', () => {
  const modules = path.join(site, 'node_modules');
  fs.mkdirSync(path.join(modules, '.bin'), { recursive: true });
  fs.symlinkSync(path.join(repoRoot, 'node_modules/tsx'), path.join(modules, 'tsx'));
  fs.symlinkSync(repoRoot, path.join(modules, 'imdocs'));
  fs.symlinkSync('../imdocs/bin/imdocs.ts', path.join(modules, '.bin/imdocs'));
  const result = spawnSync(path.join(modules, '.bin/imdocs'), ['build', '--no-search', '--out', 'build-own'], { cwd: site, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  assert.match(fs.readFileSync(path.join(site, 'build-own/docs/next/intro.html'), 'utf8'), /Lantern runs background jobs/);
});

test('markdown.format is carried over (how .md files are parsed must not change in the move)', () => {
  const parts = { sections: [], navbarItems: [] };
  const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
  assert.equal(siteConfigFrom({ ...base, markdown: { format: 'detect' } }, parts, []).markdown?.format, 'detect');
  assert.equal(siteConfigFrom(base, parts, []).markdown?.format, undefined, 'absent: the default (mdx), as in Docusaurus');
});

test('the React home page (src/pages/index.js, in @theme/Layout) is carried as content/pages/index.jsx and built at /', () => {
  assert.ok(fs.existsSync(path.join(site, 'content/pages/index.jsx')));
  assert.ok(!fs.existsSync(path.join(site, 'content/pages/index.md')), 'no generated home page beside it');
  const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
  assert.match(home, /<main><h1>Lantern<\/h1><\/main>/);
  assert.match(home, /<title>Lantern \| Lantern<\/title>/);
});

test("onDuplicateRoutes is carried over, and a site that does not set it keeps Docusaurus' default (warn), not imdocs' (throw)", async () => {
  const parts = { sections: [], navbarItems: [] };
  const base = { title: 'T', url: 'https://t.example', baseUrl: '/' };
  assert.equal(siteConfigFrom({ ...base, onDuplicateRoutes: 'throw' }, parts, []).onDuplicateRoutes, 'throw');
  assert.equal(siteConfigFrom({ ...base, onDuplicateRoutes: 'ignore' }, parts, []).onDuplicateRoutes, 'ignore');
  assert.equal(siteConfigFrom(base, parts, []).onDuplicateRoutes, 'warn');
  assert.equal((await loadConfig(site)).config.onDuplicateRoutes, 'warn', 'the migrated fixture site');
});
