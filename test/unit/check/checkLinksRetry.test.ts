/**
 * The link check asks again for a page whose connection the server reset (what a busy machine did to the check's
 * own server), and still reports a missing page at once.
 */
import test from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { checkLinks } from '../../../src/generator/check/checkLinks.ts';
import type { BuiltPage } from '../../../src/generator/check/scanBuild.ts';

/** undici asks once more by itself after a reset; a second reset is what reached the check as a broken link. */
const RESETS = 2;

test('a reset connection is retried; a 404 is reported', async () => {
  const resets = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    // The first requests for /b have their connection reset, as the server did under load.
    if (url === '/b' && (resets.get(url) ?? 0) < RESETS) {
      resets.set(url, (resets.get(url) ?? 0) + 1);
      req.socket.destroy();
      return;
    }
    if (url === '/a' || url === '/b') {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<html><body><a href="/b">b</a><a href="/gone">gone</a></body></html>`);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html' });
    res.end('<html><body>not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const page = (route: string): BuiltPage => ({
    route,
    file: `${route.slice(1)}.html`,
    noindex: false,
    redirect: false,
    ids: new Set(),
    links: [
      { href: '/b', region: 'body' },
      { href: '/gone', region: 'body' },
    ] as BuiltPage['links'],
    resources: [],
    imagesWithoutAlt: [],
  });
  try {
    const { problems } = await checkLinks({ origin, pages: [page('/a')], external: false, concurrency: 2 });
    assert.equal(resets.get('/b'), RESETS, 'the first requests for /b were reset');
    assert.deepEqual(
      problems.map((p) => `${p.href} ${p.reason} ${p.status}`),
      ['/gone missing-page 404'],
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
