/**
 * The comparison behind `npm run bench:docusaurus`: small HTML pairs shaped like a Docusaurus page and an imdocs
 * page (the markup each theme emits, with our own text) read and compared as the bench reads and compares them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { normHref, normImage, readPage } from '../../../bench/docusaurus/pageContent.ts';
import { compareRoutes, comparePages, compareSidebars, dice, groupCauses, shingles } from '../../../bench/docusaurus/compare.ts';
import { failingFiles } from '../../../bench/docusaurus/buildErrors.ts';
import { routesOf } from '../../../bench/docusaurus/buildRoutes.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const docusaurusDoc = (body: string, sidebar = '') => `<!doctype html><html class="plugin-docs docs-doc-page"><head><title>Tides | Harbour</title></head><body>
<nav class="navbar"><a href="/">Harbour</a></nav>
<aside class="theme-doc-sidebar-container"><nav class="menu"><ul class="theme-doc-sidebar-menu menu__list">${sidebar}</ul></nav></aside>
<main><nav class="theme-doc-breadcrumbs"><a href="/">Home</a></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>Tides</h1></header>${body}</div>
<footer class="theme-doc-footer"><a href="https://example.org/edit">Edit this page</a></footer></article>
<nav class="pagination-nav"><a href="/docs/next">Next</a></nav></main></body></html>`;

const imdocsDoc = (body: string, sidebar = '') => `<!doctype html><html><head><title>Tides | Harbour</title></head><body>
<header class="navbar"><a href="/">Harbour</a></header>
<aside class="sidebar"><nav class="sidebar__nav menu" data-sidebar=""><ul class="menu__list">${sidebar}</ul></nav></aside>
<main data-main=""><article class="markdown" data-article=""><header class="doc-header"><h1>Tides</h1>
<a class="page-markdown" href="/docs/tides.md" data-page-markdown="">Copy as Markdown</a></header>${body}</article>
<footer class="doc-footer"><a href="/docs/next/">Next</a></footer></main></body></html>`;

const prose = '<p>The tide rises twice a day along the <a href="/docs/moon">moon</a> path.</p><p>Charts show when to sail out.</p>';

test('chrome is left out: the same article in both themes reads the same and matches', () => {
  const docu = readPage(
    docusaurusDoc(
      `<h2 class="anchor anchorWithStickyNavbar_x" id="charts">Charts<a href="#charts" class="hash-link" aria-label="Direct link">\u200b</a></h2>${prose}` +
        '<div class="codeBlockContainer"><pre class="prism-code"><code><span class="token-line"><span>tide --now</span><br></span><span class="token-line"><span>  </span><br></span><span class="token-line"><span>exit</span><br></span></code></pre><button>Copy</button></div>' +
        '<p><img src="/assets/images/chart-3f2c9e1b.png" alt="chart"></p>' +
        '<div class="tabs-container"><ul role="tablist" class="tabs"><li role="tab" class="tabs__item">Shell</li><li role="tab" class="tabs__item">Batch</li></ul><div role="tabpanel"><p>Run it.</p></div></div>',
    ),
    '/docs/tides',
  );
  const im = readPage(
    imdocsDoc(
      `<h2 id="charts">Charts</h2>${prose}` +
        '<div class="code-block"><div class="code-block__code"><pre class="shiki"><code><span class="line">tide --now   </span>\n<span class="line"></span>\n<span class="line">exit</span></code></pre></div><div class="code-block__actions"><button>Wrap</button></div></div>' +
        '<p><img src="/_imdocs/assets/chart.1a2b3c4d.png" alt="chart"></p>' +
        '<div class="tabs"><div role="tablist"><button type="button" role="tab">Shell</button><button type="button" role="tab">Batch</button></div><div role="tabpanel"><p>Run it.</p></div></div>',
    ),
    '/docs/tides/',
  );
  assert.equal(docu.kind, 'docs-doc-page');
  assert.deepEqual(docu.headings, ['h1 tides', 'h2 charts']);
  assert.deepEqual(docu.code, ['tide --now\nexit']);
  assert.deepEqual(docu.links, ['/docs/moon']);
  assert.deepEqual(docu.images, ['alt:chart']);
  assert.deepEqual(im.headings, docu.headings);
  assert.deepEqual(im.code, docu.code);
  assert.deepEqual(im.links, docu.links);
  assert.deepEqual(im.blocks, docu.blocks);
  assert.deepEqual(docu.blocks.slice(-3), ['shell', 'batch', 'run it.']);
  const c = comparePages(docu, im);
  assert.equal(c.match, true, JSON.stringify(c.differences));
  assert.equal(c.text, 1);
});

test('a lost paragraph, a changed heading, a changed code line and a different link each show as their aspect', () => {
  const long = Array.from({ length: 20 }, (_, i) => `<p>Buoy number ${i} marks the channel edge at low water.</p>`).join('');
  const lost = `<p>Only in the original: ${Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')}.</p>`;
  const docu = readPage(docusaurusDoc(`<h2>Buoys</h2>${long}${lost}<pre><code>moor --fast</code></pre><a href="/docs/a">a</a>`), '/docs/x');
  const im = readPage(imdocsDoc(`<h3>Buoys</h3>${long}<pre><code>moor --slow</code></pre><a href="/docs/b">a</a>`), '/docs/x');
  const c = comparePages(docu, im);
  assert.equal(c.match, false);
  const by = Object.fromEntries(c.differences.map((d) => [d.aspect, d]));
  assert.deepEqual(Object.keys(by).sort(), ['code', 'headings', 'links', 'text']);
  assert.ok(c.text < 0.95 && c.text > 0.8, `text similarity ${c.text}`);
  assert.deepEqual(by.headings.missing, ['h2 buoys']);
  assert.deepEqual(by.headings.extra, ['h3 buoys']);
  assert.ok(by.text.missing.some((b) => b.startsWith('only in the original: word0')));
  assert.deepEqual(by.code.missing, ['moor --fast']);
  assert.deepEqual(by.links.extra, ['/docs/b']);
});

test('one changed word in a long page stays above the text threshold; a missing half does not', () => {
  const words = (n: number, swap = -1) => Array.from({ length: n }, (_, i) => (i === swap ? 'changed' : `w${i}`)).join(' ');
  assert.ok(dice(shingles([words(400)]), shingles([words(400, 200)])) > 0.95);
  assert.ok(dice(shingles([words(400)]), shingles([words(200)])) < 0.7);
  assert.equal(dice([], []), 1);
});

test('tables read one row per block, cells joined', () => {
  const table = '<table><thead><tr><th>Port</th><th>Depth</th></tr></thead><tbody><tr><td>North</td><td>12 m</td></tr></tbody></table>';
  assert.deepEqual(readPage(docusaurusDoc(table), '/d').blocks.slice(1), ['port | depth', 'north | 12 m']);
});

test("Docusaurus' search page, which has no <main>, is read from its main wrapper", () => {
  const page = readPage(
    '<!doctype html><html class="search-page-wrapper"><head><title>Search the documentation | Harbour</title></head><body><nav class="navbar"><a href="/">Harbour</a></nav>' +
      '<div id="__docusaurus_skipToContent_fallback" class="main-wrapper"><div class="container"><h1>Search the documentation</h1><form><input type="search" name="q"></form></div></div>' +
      '<footer class="footer"><a href="/docs">Docs</a></footer></body></html>',
    '/search',
  );
  assert.equal(page.h1, 'search the documentation');
  assert.deepEqual(page.headings, ['h1 search the documentation']);
  assert.deepEqual(page.links, []);
  // imdocs renders a React page in its main wrapper, without <main> either: its content is read, not left empty.
  const react = readPage(
    '<!doctype html><html><head><title>Harbour</title></head><body><header class="navbar"><a href="/">Harbour</a></header>' +
      '<div class="main-wrapper" data-main-wrapper=""><div class="hero"><h1>Harbour</h1><p>Tides and piers.</p><a href="/docs/tides">Start</a></div></div></body></html>',
    '/',
  );
  assert.deepEqual(react.headings, ['h1 harbour']);
  assert.deepEqual(react.links, ['/docs/tides']);
});

test('links normalise across trailing slashes, index.html, .html, relative paths and the site origin', () => {
  assert.equal(normHref('/docs/a/', '/x'), '/docs/a');
  assert.equal(normHref('/docs/a/index.html#t', '/x'), '/docs/a#t');
  assert.equal(normHref('/docs/a.html', '/x'), '/docs/a');
  assert.equal(normHref('../b', '/docs/a/c'), '/docs/b');
  assert.equal(normHref('b#x', '/docs/a'), '/docs/b#x');
  assert.equal(normHref('https://harbour.example/docs/a/', '/', 'https://harbour.example'), '/docs/a');
  assert.equal(normHref('https://other.example/p/', '/'), 'https://other.example/p');
  assert.equal(normImage('/assets/images/x-deadbeef12.svg?v=1'), 'x.svg');
  // Docusaurus escapes an alt text with `<Page>` twice (its image transform, then MDX): the same alt as imdocs' one escape.
  assert.equal(normImage('/a.png', '&lt;Page&gt; &amp; co'), normImage('/a.png', '<Page> & co'));
  assert.equal(readPage(docusaurusDoc('<p><img src="/a.png" alt="capture - &amp;lt;Page&amp;gt;"></p>'), '/d').images[0], 'alt:capture - <page>');
  assert.equal(normImage('data:image/gif;base64,R0lGOD', 'Flow'), normImage('/_imdocs/assets/flow.1a2b3c4d.gif', 'Flow'));
});

test('sidebars: same entries in order are identical; closed categories compare by their own link only', () => {
  const docuItems =
    '<li class="menu__list-item"><a class="menu__link" href="/docs/intro">Intro</a></li>' +
    '<li class="theme-doc-sidebar-item-category menu__list-item"><div class="menu__list-item-collapsible"><a class="menu__link menu__link--sublist" href="/docs/guides/a">Guides</a></div>' +
    '<ul class="menu__list"><li class="menu__list-item"><a class="menu__link" href="/docs/guides/a">A</a></li></ul></li>' +
    '<li class="menu__list-item menu__list-item--collapsed"><div><a class="menu__link menu__link--sublist" href="/docs/ref/x">Reference</a></div></li>';
  const imItems = (third: string) =>
    '<li class="menu__item"><a class="menu__link" href="/docs/intro/">Intro</a></li>' +
    '<li class="menu__item menu__cat"><div class="menu__cat-row"><a class="menu__link menu__link--cat" href="/docs/guides/a/">Guides</a><button>v</button></div>' +
    '<div class="menu__collapsible"><ul class="menu__list"><li class="menu__item"><a class="menu__link" href="/docs/guides/a/">A</a></li></ul></div></li>' +
    third;
  const docu = readPage(docusaurusDoc(prose, docuItems), '/docs/intro').sidebar;
  assert.deepEqual(docu?.[1], { label: 'guides', href: '/docs/guides/a', children: [{ label: 'a', href: '/docs/guides/a' }] });
  const open =
    '<li class="menu__item menu__cat"><div class="menu__cat-row"><a class="menu__link" href="/docs/ref/x">Reference</a></div><div class="menu__collapsible"><ul class="menu__list"><li class="menu__item"><a class="menu__link" href="/docs/ref/x">X</a></li></ul></div></li>';
  const same = compareSidebars(docu, readPage(imdocsDoc(prose, imItems(open)), '/docs/intro').sidebar);
  assert.equal(same.identical, true, same.differences.join('; '));
  assert.equal(same.openDiffers, 1);
  const renamed = compareSidebars(docu, readPage(imdocsDoc(prose, imItems(open.replace('>Reference<', '>API<'))), '/docs/intro').sidebar);
  assert.equal(renamed.identical, false);
  assert.deepEqual(renamed.differences, ['#3: - reference → /docs/ref/x, + api → /docs/ref/x']);
  assert.equal(compareSidebars(docu, undefined).identical, false);
  assert.equal(compareSidebars(undefined, undefined).identical, true);
});

test('redirect pages, blog posts and routes', () => {
  const r = readPage('<html><head><meta http-equiv="refresh" content="0; url=/docs/new/"></head></html>', '/docs/old');
  assert.equal(r.redirect, '/docs/new');
  const post = readPage(
    '<html class="blog-post-page"><head><title>Launch</title></head><body><main><article><header><h1>Launch day</h1><time>May 1</time></header><div class="markdown"><p>We sailed.</p></div></article></main></body></html>',
    '/blog/launch',
  );
  assert.deepEqual(post.blocks, ['h1 launch day', 'we sailed.']);
  assert.deepEqual(compareRoutes(['/', '/a', '/b'], ['/', '/b', '/c']), { onlyDocusaurus: ['/a'], onlyImdocs: ['/c'], ownSearch: [] });
  // imdocs' own search page is a known difference when Docusaurus has none, a route like any other when it has one.
  assert.deepEqual(compareRoutes(['/', '/a'], ['/', '/a', '/search', '/fr/search', '/search/x']), {
    onlyDocusaurus: [],
    onlyImdocs: ['/search/x'],
    ownSearch: ['/fr/search', '/search'],
  });
  assert.deepEqual(compareRoutes(['/', '/search'], ['/', '/search']), { onlyDocusaurus: [], onlyImdocs: [], ownSearch: [] });
});

test('causes group by aspect and count, per differing item, the pages it appears on', () => {
  const d = (missing: string[]) => ({ aspect: 'links' as const, score: 0.5, missing, extra: [] });
  const groups = groupCauses([
    { route: '/a', differences: [d(['/docs/gone'])] },
    { route: '/b', differences: [d(['/docs/gone', '/docs/other'])] },
  ]);
  assert.equal(groups.length, 1);
  assert.equal(groups[0].pages, 2);
  assert.deepEqual(groups[0].top[0], { item: '- /docs/gone', pages: 2 });
});

test('build errors name the content files to set aside, other errors are not files', () => {
  const out = [
    '\u001b[31merror\u001b[39m /s/content/docs/a.mdx:59:32 - image "x.png" not found',
    'error content/docs/b.md:3:1 - unknown component',
    'error /s/site.config.ts:1:1 - bad key',
    'error 3 errors; the previous build was left untouched.',
  ].join('\n');
  assert.deepEqual(failingFiles(out, '/s', '/s'), [
    { file: '/s/content/docs/a.mdx', error: 'image "x.png" not found' },
    { file: '/s/content/docs/b.md', error: 'unknown component' },
  ]);
});

test("routes of a build: Docusaurus' <route>/index.html, imdocs' <route>.html (its tutorials/index.html is /tutorials/index)", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-bench-routes-'));
  try {
    for (const rel of ['index.html', '404.html', 'tutorials/index.html', 'tutorials/index/index.html', 'docs/a.html', 'assets/x.html']) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), '<html></html>');
    }
    assert.deepEqual([...routesOf(dir).keys()].sort(), ['/', '/docs/a', '/tutorials', '/tutorials/index']);
    assert.deepEqual([...routesOf(dir, true).keys()].sort(), ['/', '/docs/a', '/tutorials/index', '/tutorials/index/index']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("Docusaurus's blog sidebar is read (its posts' links, year headings left out) and compares with imdocs' blog sidebar", () => {
  const post = (sidebar: string) =>
    `<html class="blog-post-page"><head><title>Launch</title></head><body><div class="main-wrapper"><div class="row">${sidebar}<main><article><header><h1>Launch day</h1></header><div class="markdown"><p>We sailed.</p></div></article></main></div></div></body></html>`;
  const docu = readPage(
    post(
      '<aside class="col col--3"><nav class="sidebar_re4s thin-scrollbar" aria-label="Blog recent posts navigation"><div class="sidebarItemTitle_pO2u">Every log</div>' +
        '<div role="group"><h3 class="yearGroupHeading_x">2025</h3><ul class="sidebarItemList_Y clean-list"><li class="sidebarItem_D"><a href="/blog/launch">Launch day</a></li></ul></div>' +
        '<div role="group"><h3 class="yearGroupHeading_x">2024</h3><ul class="sidebarItemList_Y clean-list"><li class="sidebarItem_D"><a href="/blog/keel">Laying the keel</a></li></ul></div></nav></aside>',
    ),
    '/blog/launch',
  ).sidebar;
  assert.deepEqual(docu, [
    { label: 'launch day', href: '/blog/launch' },
    { label: 'laying the keel', href: '/blog/keel' },
  ]);
  const im = (second: string) =>
    readPage(
      imdocsDoc(
        prose,
        `<li class="menu__item"><a class="menu__link" href="/blog/launch">Launch day</a></li><li class="menu__item"><a class="menu__link" href="/blog/keel">${second}</a></li>`,
      ),
      '/blog/launch',
    ).sidebar;
  assert.equal(compareSidebars(docu, im('Laying the keel')).identical, true);
  assert.equal(compareSidebars(docu, im('Keel')).identical, false);
});
