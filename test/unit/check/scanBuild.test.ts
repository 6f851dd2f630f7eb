import { test } from 'node:test';
import assert from 'node:assert/strict';
import { scanPage, routeOfFile } from '../../../src/generator/check/scanBuild.ts';
import { auditContent } from '../../../src/generator/check/auditContent.ts';

const html = `<!doctype html>
<html lang="zh-Hans" data-locale="zh-Hans" data-route="/zh-Hans/guides/a">
<head><title>A | Site</title><meta name="description" content="About &amp; more"><link rel="canonical" href="https://x.dev/guides/a"><meta name="robots" content="noindex"></head>
<body>
<header class="navbar" data-navbar=""><a href="/zh-Hans/guides">Guides</a><a data-locale-link="" href="/guides/a">English</a></header>
<aside class="sidebar" data-sidebar-container=""><a href="/zh-Hans/guides/b">B</a></aside>
<main><article><h2 id="intro">Intro</h2><a href="#intro">self</a><img src="/a.png"><img src="/b.png" alt=""><img src="/c.png" alt="c"></article></main>
<footer class="footer"><a href="https://example.com">Ext</a></footer>
</body></html>`;

test('routeOfFile maps files to routes', () => {
  assert.equal(routeOfFile('index.html'), '/');
  assert.equal(routeOfFile('guides/intro.html'), '/guides/intro');
  assert.equal(routeOfFile('zh-Hans/index.html'), '/zh-Hans');
  assert.equal(routeOfFile('404.html'), '/404');
});

test('scanPage reads links with their layout region, ids, meta and images', () => {
  const page = scanPage(html, 'zh-Hans/guides/a.html');
  assert.equal(page.route, '/zh-Hans/guides/a');
  assert.equal(page.locale, 'zh-Hans');
  assert.equal(page.description, 'About & more');
  assert.equal(page.noindex, true);
  assert.equal(page.canonical, 'https://x.dev/guides/a');
  assert.ok(page.ids.has('intro'));
  assert.deepEqual(
    page.links.map((l) => [l.href, l.region, l.localeSwitch]),
    [
      ['/zh-Hans/guides', 'navbar', false],
      ['/guides/a', 'navbar', true],
      ['/zh-Hans/guides/b', 'sidebar', false],
      ['#intro', 'body', false],
      ['https://example.com', 'footer', false],
    ],
  );
  assert.deepEqual(page.imagesWithoutAlt, ['/a.png'], 'alt="" is decorative, not missing');
});

test('auditContent lists indexable pages without a description', () => {
  const page = scanPage(html.replace(/<meta name="description"[^>]*>/, '').replace(/<meta name="robots"[^>]*>/, ''), 'guides/a.html');
  const audit = auditContent(undefined, [page]);
  assert.deepEqual(audit.missingDescription, ['/guides/a']);
  assert.equal(audit.imagesWithoutAlt.length, 1);
});
