/**
 * The engine on Docusaurus-shaped content, without `imdocs migrate`: the blog and docs of the Docusaurus
 * fixture copied into an imdocs layout next to a hand-written site.config.ts, built, and read page by page.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const source = path.join(fixturesDir, 'docusaurus-site');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-compat-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

let count = 0;
/** An imdocs site holding the fixture's docs, blog, sidebars.js and Chinese translations; `edit` changes files before the build. */
function makeSite(edit: Record<string, string> = {}): string {
  const dir = path.join(root, `site-${++count}`);
  const copy = (from: string, to: string) => fs.cpSync(path.join(source, from), path.join(dir, to), { recursive: true });
  copy('docs', 'content/docs');
  copy('blog', 'content/blog');
  copy('sidebars.js', 'sidebars.js');
  copy('package.json', 'package.json');
  copy('i18n/zh-Hans/docusaurus-plugin-content-docs/current', 'i18n/zh-Hans/docs');
  copy('i18n/zh-Hans/docusaurus-plugin-content-blog', 'i18n/zh-Hans/blog');
  const schema = path.join(repoRoot, 'src/generator/config/schema.ts');
  fs.writeFileSync(
    path.join(dir, 'site.config.ts'),
    `import { defineConfig } from ${JSON.stringify(schema)};
export default defineConfig({
  title: 'Lantern', url: 'https://lantern.example.org',
  i18n: { defaultLocale: 'en', locales: ['en', 'zh-Hans'], localeConfigs: { en: { label: 'English', htmlLang: 'en' }, 'zh-Hans': { label: '简体中文', htmlLang: 'zh-Hans' } } },
  sections: [
    { id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro', sidebarPath: 'sidebars.js', showLastUpdateTime: false },
    { id: 'blog', path: 'blog', routeBasePath: 'blog', label: 'Lantern blog', mainDocId: 'design-notes', kind: 'blog', blog: { postsPerPage: 2 }, showLastUpdateTime: false },
  ],
  navbar: { title: 'Lantern', items: [] },
});
`,
  );
  fs.mkdirSync(path.join(dir, 'content/pages'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'content/pages/index.md'), '---\ntitle: Lantern\n---\n\nA tiny job queue.\n');
  for (const [rel, text] of Object.entries(edit)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

let out = '';
const page = (route: string) => fs.readFileSync(path.join(out, `${route.slice(1)}.html`), 'utf8');
const sidebarOf = (html: string) => /<nav class="sidebar__nav menu"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';

before(async () => {
  const dir = makeSite();
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  out = path.join(dir, 'build');
});

test('posts get Docusaurus permalinks from file names, folders, nesting and frontmatter slug', () => {
  for (const route of [
    '/blog/2024/03/01/hello-lantern',
    '/blog/2024/04/15/release-notes',
    '/blog/2024/05/20/scheduling',
    '/blog/design',
    '/zh-Hans/blog/2024/03/01/hello-lantern',
  ]) {
    assert.ok(fs.existsSync(path.join(out, `${route.slice(1)}.html`)), `${route} was not written`);
  }
  // Frontmatter date wins over the folder's date; the file name gives the others.
  assert.match(page('/blog/2024/04/15/release-notes'), /<time dateTime="2024-04-16">/);
  assert.match(page('/blog/2024/03/01/hello-lantern'), /<time dateTime="2024-03-01">/);
  // The marker is not part of the post.
  assert.doesNotMatch(page('/blog/2024/03/01/hello-lantern'), /truncate/);
  assert.match(page('/blog/2024/03/01/hello-lantern'), /Why SQLite/);
});

test('the list page is paginated, newest first, with excerpts up to the truncate marker', () => {
  const first = page('/blog');
  // Each post's title is a heading linking the post, as in Docusaurus's list.
  const postTitles = (html: string) => [...html.matchAll(/<h2 class="post-item__title"><a href="[^"]*">([^<]*)</g)].map((m) => m[1]);
  const titles = postTitles(first);
  assert.deepEqual(titles, ['How Lantern picks the next job', 'Lantern 1.1 release notes']);
  assert.match(first, /post-item__excerpt markdown"><p>Jobs can now be delayed with <code>runAt<\/code>/);
  assert.doesNotMatch(first, /no migration is needed/);
  assert.match(first, /href="\/blog\/page\/2" rel="next"/);
  const second = page('/blog/page/2');
  assert.deepEqual(postTitles(second), ['Hello, Lantern', 'Design notes']);
  assert.match(second, /Lantern started as a fifty-line script/);
  assert.doesNotMatch(second, /Why SQLite/);
  assert.match(second, /href="\/blog" rel="prev"/);
  const zh = page('/zh-Hans/blog/page/2');
  assert.match(zh, /Lantern 最初是一个五十行的脚本/);
  assert.match(second, /class="post-item__more" href="\/blog\/2024\/03\/01\/hello-lantern"[^>]*><b>Read more</);
});

test('authors from authors.yml, inline objects and author_* keys are shown on the posts', () => {
  assert.match(page('/blog/2024/03/01/hello-lantern'), /Mira Okafor/);
  assert.match(page('/blog/2024/04/15/release-notes'), /Dev Patel/);
  assert.match(page('/blog/2024/05/20/scheduling'), /Mira Okafor/);
});

test('the blog sidebar lists the posts newest first; archive and tags work', () => {
  const links = [...sidebarOf(page('/blog/design')).matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
  assert.deepEqual(links, ['/blog/2024/05/20/scheduling', '/blog/2024/04/15/release-notes', '/blog/2024/03/01/hello-lantern', '/blog/design']);
  assert.match(page('/blog/archive'), /Design notes/);
  assert.match(page('/blog/tags/release'), /Hello, Lantern/);
});

test('a Docusaurus sidebars.js: each doc shows the sidebar that places it; generated-index, html and link items render', () => {
  const intro = sidebarOf(page('/docs/intro'));
  assert.match(intro, /href="\/docs\/category\/guides"/);
  assert.match(intro, /<hr class="sidebar-rule"\/>/);
  assert.match(intro, /Issue tracker/);
  assert.doesNotMatch(intro, /Server API/);
  const api = sidebarOf(page('/docs/api/client'));
  assert.match(api, /Server API/);
  assert.match(fs.readFileSync(path.join(out, '_imdocs/sidebar/en.docs.current.apiSidebar.html'), 'utf8'), /href="\/docs\/intro">Back to the tutorial</);
  assert.doesNotMatch(api, /Issue tracker/);
  const index = page('/docs/category/guides');
  assert.match(index, /Set Lantern up and tune it\./);
  assert.deepEqual(
    [...index.matchAll(/class="post-list__title">([^<]*)</g)].map((m) => m[1]),
    ['Install Lantern', 'Configure workers'],
  );
  assert.ok(fs.existsSync(path.join(out, '_imdocs/sidebar/en.docs.current.tutorialSidebar.html')));
  assert.ok(fs.existsSync(path.join(out, '_imdocs/sidebar/zh-Hans.docs.current.apiSidebar.html')));
});

async function buildError(edit: Record<string, string>): Promise<UserError> {
  const dir = makeSite(edit);
  const error = await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }).then(
    () => undefined,
    (e: unknown) => e,
  );
  assert.ok(error instanceof UserError, `expected a UserError, got ${String(error)}`);
  assert.ok(!error.message.includes('\n    at '), 'no stack in the message');
  return error;
}

test('a post with no date at all fails the build, naming the file', async () => {
  const error = await buildError({ 'content/blog/undated.md': '---\ntitle: Undated\n---\n\nNo date anywhere.\n' });
  assert.match(error.message, /^The blog post content\/blog\/undated\.md has no date: /);
  assert.match(error.location!.file, /content\/blog\/undated\.md$/);
});

test('a sidebar with an unknown id, or an item of unknown type, fails the build naming sidebars.js', async () => {
  const badId = await buildError({ 'sidebars.js': "module.exports = { main: ['intro', 'guides/instal'] };\n" });
  assert.match(badId.message, /^Unknown doc id "guides\/instal" in sidebar "main" at \[1\]\. Available ids:\n  - api\/client\n/);
  assert.match(badId.location!.file, /sidebars\.js$/);
  const badType = await buildError({ 'sidebars.js': "module.exports = { main: [{ type: 'docs', id: 'intro' }] };\n" });
  assert.equal(badType.message, 'Unknown sidebar item type "docs" in sidebar "main" at [0]; expected doc, ref, link, category, autogenerated or html');
  assert.match(badType.location!.file, /sidebars\.js$/);
});
