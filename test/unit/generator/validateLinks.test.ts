import { test } from 'node:test';
import assert from 'node:assert/strict';
import { validateLinks, closestRoute, formatBrokenLinks } from '../../../src/generator/build/validateLinks.ts';

const index = {
  routes: new Set(['/', '/docs/intro', '/docs/install', '/zh-Hans/docs/intro', '/zh-Hans']),
  ids: new Map([
    ['/docs/intro', new Set(['overview'])],
    ['/docs/install', new Set(['requirements'])],
    ['/zh-Hans/docs/intro', new Set(['overview'])],
  ]),
  files: new Set(['/img/logo.svg']),
  redirects: new Map([['/docs', '/docs/intro']]),
  locales: ['en', 'zh-Hans'],
  defaultLocale: 'en',
};

function check(route: string, links: string[]) {
  return validateLinks([{ route, file: 'x.html', links, ids: [], warnings: [], source: 'content/x.mdx' }], index);
}

test('existing routes, anchors, files, redirects and external links pass', () => {
  assert.deepEqual(
    check('/docs/intro', [
      '/docs/install#requirements',
      '#overview',
      'install',
      '/img/logo.svg',
      '/docs',
      'https://x.y/z',
      'mailto:a@b.c',
      '/docs/install?x=1',
    ]),
    [],
  );
});

test('a missing route is reported with the closest existing route', () => {
  const [b] = check('/docs/intro', ['/docs/instal']);
  assert.equal(b.reason, 'missing-route');
  assert.equal(b.suggestion, '/docs/install');
  assert.equal(b.file, 'content/x.mdx');
  assert.equal(closestRoute('/zh-Hans/docs/intr', index.routes), '/zh-Hans/docs/intro');
});

test('a missing anchor is reported', () => {
  const [b] = check('/docs/intro', ['/docs/install#nope']);
  assert.equal(b.reason, 'missing-anchor');
});

test('a link from one locale into another is reported', () => {
  const [b] = check('/zh-Hans/docs/intro', ['/docs/intro']);
  assert.equal(b.reason, 'cross-locale');
});

test('a link broken on most pages is flagged as probably in the layout', () => {
  const broken = Array.from({ length: 8 }, (_, i) => ({ from: `/p${i}`, href: '/gone', reason: 'missing-route' as const }));
  assert.match(formatBrokenLinks(broken, 10), /"\/gone" links to a missing page \(on most pages: probably in the navbar, sidebar or footer\)/);
  assert.match(formatBrokenLinks(broken, 10), /… and 3 more pages/);
});
