import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { build, type BuildStats } from '../../../src/generator/build/build.ts';
import { UserError, UserErrors } from '../../../src/generator/errors.ts';
import { copyFixtureSite, silentLogger } from '../../helpers/site.ts';

// A private copy: other test files build the same fixture, and may run at the same time.
const siteDir = copyFixtureSite('basic', 'build-basic');
const out = path.join(siteDir, 'build');
let stats: BuildStats;
const read = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');

before(async () => {
  stats = await build({ siteDir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
});

test('writes every route of both locales, plus index, 404, sitemap and section redirects', () => {
  for (const rel of [
    'index.html',
    '404.html',
    'zh-Hans/404.html',
    'sitemap.xml',
    'docs/intro.html',
    'zh-Hans/docs/intro.html',
    'docs/getting-started/install.html',
    'docs/1.0/intro.html',
    'zh-Hans/docs/1.0/intro.html',
    'blog/welcome.html',
    'blog/2024/deep-dive.html',
    'blog/archive.html',
    'blog/tags/news.html',
    'faq.html',
    'zh-Hans/faq.html',
    'search.html',
    '_imdocs/routes.json',
    '_imdocs/sidebar/en.docs.current.html',
    'embed.js',
  ]) {
    assert.ok(fs.existsSync(path.join(out, rel)), `missing ${rel}`);
  }
  assert.equal(stats.pagesPerLocale.en, stats.pagesPerLocale['zh-Hans']);
  assert.match(read('docs.html'), /http-equiv="refresh" content="0; url=\/docs\/intro"/);
  assert.match(read('zh-Hans/docs.html'), /url=\/zh-Hans\/docs\/intro/);
});

test('drafts produce no page, link or sidebar item', () => {
  assert.ok(!fs.existsSync(path.join(out, 'docs/secret.html')));
  assert.doesNotMatch(read('docs/intro.html'), /Secret draft/);
  assert.doesNotMatch(read('_imdocs/sidebar/en.docs.current.html'), /secret/);
});

test('head: lang, title, description, canonical, hreflang, Open Graph, docsearch, colour script, embed.js', () => {
  const html = read('docs/intro.html');
  assert.match(html, /<html lang="en"[^>]*data-theme="dark"/);
  assert.match(html, /<title>Introduction \| Fixture Docs<\/title>/);
  assert.match(html, /<meta name="description" content="What the fixture documents.">/);
  assert.match(html, /<link rel="canonical" href="https:\/\/fixture.example.com\/docs\/intro">/);
  assert.match(html, /hreflang="zh-Hans" href="https:\/\/fixture.example.com\/zh-Hans\/docs\/intro"/);
  assert.match(html, /hreflang="x-default" href="https:\/\/fixture.example.com\/docs\/intro"/);
  assert.match(html, /<meta property="og:title" content="Introduction \| Fixture Docs">/);
  assert.match(html, /<meta name="docsearch:language" content="en">/);
  assert.match(html, /<meta name="docsearch:docusaurus_tag" content="docs-docs-current">/);
  assert.match(html, /<script>\(function\(\)\{var d=document.documentElement;d.classList.add\('js'\);try\{var t=localStorage.getItem\('theme'\)/);
  assert.match(html, /<script src="\/embed.js" defer><\/script>/);
  assert.match(read('zh-Hans/docs/intro.html'), /<html lang="zh-Hans"/);
});

test('a page references only the runtime script: no React on first load', () => {
  const html = read('docs/intro.html');
  const scripts = [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  assert.deepEqual(scripts.filter((s) => s !== '/embed.js').length, 1);
  const runtime = fs.readFileSync(
    path.join(
      out,
      scripts.find((s) => s.startsWith('/assets/'))!,
    ),
    'utf8',
  );
  assert.doesNotMatch(runtime, /react-dom|__SECRET_INTERNALS|createRoot/);
  assert.doesNotMatch(html, /modulepreload/);
});

test('a missing translation falls back with a notice, canonical to the source, noindex and no hreflang', () => {
  const html = read('zh-Hans/docs/getting-started/configure.html');
  assert.match(html, /notice--untranslated/);
  assert.match(html, /<link rel="canonical" href="https:\/\/fixture.example.com\/docs\/getting-started\/configure">/);
  assert.match(html, /<meta name="robots" content="noindex">/);
  assert.doesNotMatch(html, /hreflang/);
  assert.ok(stats.warnings.some((w) => w.code === 'missing-translation' && /configure\.mdx/.test(w.message)));
  assert.doesNotMatch(read('sitemap.xml'), /zh-Hans\/docs\/getting-started\/configure/);
});

test('markdown: relative links resolve to routes per locale, images are copied with a hash, admonitions and tabs render', () => {
  const en = read('docs/intro.html');
  assert.match(en, /href="\/docs\/getting-started\/install#requirements"/);
  assert.match(read('zh-Hans/docs/intro.html'), /href="\/zh-Hans\/docs\/getting-started\/install#requirements"/);
  assert.match(en, /href="\/faq"/);
  assert.match(en, /class="admonition admonition--tip"/);
  assert.match(en, /role="tablist"/);
  assert.match(en, /data-group="lang"/);
  const install = read('docs/getting-started/install.html');
  const img = /<img src="(\/assets\/img\/diagram\.[0-9a-f]{10}\.svg)" alt="A red square"/.exec(install);
  assert.ok(img, 'hashed image');
  assert.ok(fs.existsSync(path.join(out, img[1])));
  assert.match(install, /admonition--warning/);
});

test('sidebar: the page carries its branch only; the full tree is one chunk per section', () => {
  const intro = read('docs/intro.html');
  assert.match(intro, /data-cat="getting-started"/);
  assert.doesNotMatch(intro, /href="\/docs\/getting-started\/configure"/, 'collapsed category children are not in the page');
  const install = read('docs/getting-started/install.html');
  assert.match(install, /href="\/docs\/getting-started\/configure"/);
  assert.match(read('_imdocs/sidebar/en.docs.current.html'), /href="\/docs\/getting-started\/configure"/);
  assert.match(read('zh-Hans/docs/getting-started/install.html'), /快速上手/);
});

test('doc footer: edit link, last updated, previous/next', () => {
  const html = read('docs/getting-started/install.html');
  assert.match(html, /href="https:\/\/github.com\/example\/fixture\/edit\/main\/content\/docs\/getting-started\/install.mdx"/);
  assert.match(html, /<time dateTime="\d{4}-\d\d-\d\dT/);
  assert.match(html, /rel="prev"[^>]*>|href="\/docs\/intro" rel="prev"/);
  assert.match(html, /href="\/docs\/getting-started\/configure" rel="next"/);
});

test('versions list per section: current plus versioned folders', async () => {
  const { buildSiteModel } = await import('../../../src/generator/content/siteModel.ts');
  const { loadConfig } = await import('../../../src/generator/config/loadConfig.ts');
  const { config } = await loadConfig(siteDir);
  const model = await buildSiteModel({ siteDir, config });
  const versions = model.versions.get('docs')!;
  assert.deepEqual(
    versions.map((v) => ({ name: v.name, label: v.label, path: v.path, isLast: v.isLast, mainDocId: v.mainDocId })),
    [
      { name: 'current', label: 'v2', path: '', isLast: true, mainDocId: 'intro' },
      { name: '1.0', label: 'v1.0', path: '1.0', isLast: false, mainDocId: 'intro' },
    ],
  );
  assert.deepEqual(versions[1].docs, ['intro']);
  assert.deepEqual(versions[0].docs.sort(), ['getting-started/configure', 'getting-started/install', 'intro']);
  assert.deepEqual(versions[1].sidebars, ['en:docs:1.0', 'zh-Hans:docs:1.0']);
  for (const key of versions[1].sidebars) assert.ok(model.sidebars.has(key));
});

test('versions, blog tags and authors', () => {
  assert.match(read('docs/1.0/intro.html'), /notice--version/);
  assert.match(read('docs/1.0/intro.html'), /href="\/docs\/intro"/);
  assert.match(read('blog/tags/news.html'), /Deep dive/);
  assert.match(read('blog/welcome.html'), /By Fixture Team/);
  assert.match(read('blog/archive.html'), /Deep dive[\s\S]*Welcome/);
});

test('sitemap: every indexable route, weekly, 0.5, hreflang, no tag pages', () => {
  const xml = read('sitemap.xml');
  assert.match(xml, /<loc>https:\/\/fixture.example.com\/docs\/intro<\/loc>\n    <changefreq>weekly<\/changefreq>\n    <priority>0.5<\/priority>/);
  assert.match(xml, /<xhtml:link rel="alternate" hreflang="zh-Hans" href="https:\/\/fixture.example.com\/zh-Hans\/docs\/intro"\/>/);
  assert.doesNotMatch(xml, /\/tags/);
  assert.doesNotMatch(xml, /\/search</);
  assert.match(xml, /<loc>https:\/\/fixture.example.com\/zh-Hans\/blog\/welcome<\/loc>/);
});

test('404 pages carry the two sentences, translated for zh-Hans', () => {
  assert.match(read('404.html'), /We could not find what you were looking for\./);
  assert.match(read('404.html'), /let them know their link is broken\./);
  assert.match(read('zh-Hans/404.html'), /找不到页面/);
});

test('<Head> adds allowed tags and warns about the rest; a throwing navbar item shows an error naming it', () => {
  assert.match(read('faq.html'), /<meta name="x-fixture" content="faq"\/>/);
  assert.ok(stats.warnings.some((w) => /<Head> ignores <div> on \/faq/.test(w.message)));
  assert.match(read('docs/intro.html'), /Navbar item &quot;Broken item&quot; could not be shown/);
  assert.match(read('docs/intro.html'), /class="announcement"/);
});

/** A copy of the fixture in a temp dir, so a test can break it. */
const copyFixture = () => copyFixtureSite('basic');

test('a failed build exits with the error and leaves the previous build untouched', async () => {
  const dir = copyFixture();
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, cache: false, logger: silentLogger() });
  const before = fs.readFileSync(path.join(dir, 'build', 'docs', 'intro.html'), 'utf8');
  fs.writeFileSync(path.join(dir, 'content/docs/intro.mdx'), '---\ntitle: Broken\n---\n\nText {oops\n');
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, cache: false, logger: silentLogger() }), (e: unknown) => {
    const err = e instanceof UserErrors ? e.errors[0] : e;
    assert.ok(err instanceof UserError);
    assert.match(err.message, /MDX syntax error/);
    assert.equal(err.location?.line, 5);
    return true;
  });
  assert.equal(fs.readFileSync(path.join(dir, 'build', 'docs', 'intro.html'), 'utf8'), before);
  assert.deepEqual(
    fs.readdirSync(dir).filter((f) => f.startsWith('.imdocs-tmp')),
    [],
  );
});

test('a broken link fails the build naming the source file, the link and the closest route', async () => {
  const dir = copyFixture();
  fs.appendFileSync(path.join(dir, 'content/docs/intro.mdx'), '\nSee [the guide](/docs/getting-started/instal) and [anchor](/docs/intro#missing-anchor).\n');
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
    assert.ok(e instanceof UserError);
    assert.match(e.message, /"\/docs\/getting-started\/instal" links to a missing page; closest existing route: \/docs\/getting-started\/install/);
    assert.match(e.message, /on \/docs\/intro \(content\/docs\/intro\.mdx\)/);
    assert.match(e.message, /"\/docs\/intro#missing-anchor" links to a missing anchor/);
    return true;
  });
});

test('a relative Markdown link to a missing file is a broken link (onBrokenLinks decides, as in Docusaurus), as imdocs check sees it', async () => {
  const dir = copyFixture();
  fs.appendFileSync(path.join(dir, 'content/docs/intro.mdx'), '\nSee [the old page](./gone.mdx).\n');
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
    assert.ok(e instanceof UserError);
    assert.match(e.message, /"\.\/gone\.mdx" links to a missing page/);
    assert.match(e.message, /on \/docs\/intro \(content\/docs\/intro\.mdx\)/);
    return true;
  });
});

test('a page module without a default export is an error naming the file', async () => {
  const dir = copyFixture();
  fs.writeFileSync(path.join(dir, 'content/pages/about.tsx'), 'export const title = "About";\n');
  await assert.rejects(build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }), (e: unknown) => {
    const err = e instanceof UserErrors ? e.errors[0] : e;
    assert.ok(err instanceof UserError);
    assert.match(err.message, /A page module must export a React component as default/);
    assert.match(err.location?.file ?? '', /content\/pages\/about\.tsx$/);
    return true;
  });
});

/** The build's error, which must be one UserError. */
async function buildError(dir: string): Promise<UserError> {
  let caught: unknown;
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() }).catch((e: unknown) => (caught = e));
  const err = caught instanceof UserErrors ? caught.errors[0] : caught;
  assert.ok(err instanceof UserError, `expected a UserError, got ${(err as Error)?.stack ?? 'a build that succeeded'}`);
  return err;
}

test("a page under content/pages/<locale>/ on a translated doc's route fails the build naming both files (it would replace the translation)", async () => {
  const dir = copyFixture();
  fs.mkdirSync(path.join(dir, 'content/pages/zh-Hans/docs/getting-started'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'content/pages/zh-Hans/docs/getting-started/install.mdx'), '---\ntitle: 安装\n---\n\n不是译文。\n');
  const err = await buildError(dir);
  assert.equal(
    err.message,
    'Duplicate route /zh-Hans/docs/getting-started/install: i18n/zh-Hans/docs/getting-started/install.mdx and content/pages/zh-Hans/docs/getting-started/install.mdx',
  );
  assert.equal(err.location?.file, path.join(dir, 'content/pages/zh-Hans/docs/getting-started/install.mdx'));
  assert.ok(!fs.existsSync(path.join(dir, 'build')), 'nothing is published');
});

test("a slug repeated fails the build naming both files; onDuplicateRoutes: 'warn' (Docusaurus' default) lets the second one win", async () => {
  const dir = copyFixture();
  fs.writeFileSync(path.join(dir, 'content/docs/other.mdx'), '---\ntitle: Other\nslug: /getting-started/configure\n---\n\nDuplicate.\n');
  const err = await buildError(dir);
  assert.match(
    err.message,
    /^Duplicate route \/docs\/getting-started\/configure: content\/docs\/getting-started\/configure\.mdx and content\/docs\/other\.mdx$/,
  );
  const config = path.join(dir, 'site.config.ts');
  fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('defineConfig({', "defineConfig({\n  onDuplicateRoutes: 'warn',"));
  const s = await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const w = s.warnings.find((x) => x.code === 'duplicate-route');
  assert.ok(w);
  assert.match(
    w.message,
    /Duplicate route \/docs\/getting-started\/configure: content\/docs\/getting-started\/configure\.mdx and content\/docs\/other\.mdx; the second one is used/,
  );
  assert.match(fs.readFileSync(path.join(dir, 'build/docs/getting-started/configure.html'), 'utf8'), /Duplicate\./);
});

test('worker threads produce the same pages as the in-process renderer', async () => {
  const dir = copyFixture();
  await build({ siteDir: dir, outDir: 'out-workers', workers: 2, search: false, logger: silentLogger() });
  for (const rel of ['docs/intro.html', 'zh-Hans/docs/getting-started/install.html', 'blog/welcome.html']) {
    const a = fs.readFileSync(path.join(dir, 'out-workers', rel), 'utf8').replace(/<time[^>]*>[^<]*<\/time>/g, '');
    const b = read(rel).replace(/<time[^>]*>[^<]*<\/time>/g, '');
    assert.equal(a, b, rel);
  }
});

test('every authored page has a Markdown twin and a header link to it; fallbacks have neither', () => {
  const md = read('docs/intro.md');
  assert.match(md, /^# Introduction\n/);
  assert.match(md, /```typescript\n[\s\S]*const a = 1;[\s\S]*```/, 'code blocks become fenced code with their language');
  assert.doesNotMatch(md, /<[a-z]+[\s>]/i, 'no HTML tags left');
  assert.doesNotMatch(md, /Edit this page|Copy page as Markdown/, 'no layout text');
  assert.match(md, /Source: https:\/\/fixture\.example\.com\/docs\/intro\n$/);
  assert.match(read('docs/intro.html'), /<a class="page-markdown" href="\/docs\/intro\.md" data-page-markdown=""/);
  assert.ok(fs.existsSync(path.join(out, 'zh-Hans/docs/intro.md')));
  // configure.mdx has no zh-Hans translation: its zh-Hans page is a fallback
  assert.ok(!fs.existsSync(path.join(out, 'zh-Hans/docs/getting-started/configure.md')));
  assert.doesNotMatch(read('zh-Hans/docs/getting-started/configure.html'), /data-page-markdown/);
  assert.doesNotMatch(read('sitemap.xml'), /\.md</);
});

test('llms.txt per locale lists the authored pages by section, linking their Markdown twins', () => {
  const en = read('llms.txt');
  assert.match(en, /^# Fixture Docs\n/);
  assert.match(en, /\n## Docs\n\n[\s\S]*- \[Introduction\]\(https:\/\/fixture\.example\.com\/docs\/intro\.md\): What the fixture documents\./);
  const zh = read('zh-Hans/llms.txt');
  assert.match(zh, /\(https:\/\/fixture\.example\.com\/zh-Hans\/docs\/intro\.md\)/);
  assert.doesNotMatch(zh, /configure\.md/, 'fallbacks are not listed');
});
