import test from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { checkLinks } from '../../../src/generator/check/checkLinks.ts';
import { scanPage } from '../../../src/generator/check/scanBuild.ts';

const page = (route: string, body: string) =>
  `<!doctype html><html data-locale="en"><head><title>${route}</title><link rel="stylesheet" href="/assets/site.css"><link rel="preconnect" href="https://cdn.example">` +
  `<script type="module" src="/assets/runtime.js"></script></head><body><header class="navbar"><a href="/">Home</a><a href="/gone">Gone</a></header>` +
  `<main>${body}</main></body></html>`;

test('scanPage lists the URLs of resources as linkinator finds them (srcset, meta refresh; not preconnect hints)', () => {
  const scanned = scanPage(page('/a', '<img src="/img/a.png" srcset="/img/a.png 1x, /img/a@2x.png 2x" alt="a"><video poster="/img/p.jpg"></video>'), 'a.html');
  assert.deepEqual(
    scanned.resources.map((r) => r.href),
    ['/assets/site.css', '/assets/runtime.js', '/img/a.png', '/img/a.png', '/img/a@2x.png', '/img/p.jpg'],
  );
  const stub = scanPage('<html><head><meta http-equiv="refresh" content="0; url=/new-place"></head><body></body></html>', 'old.html');
  assert.deepEqual(
    stub.resources.map((r) => r.href),
    ['/new-place'],
  );
});

test('every URL is fetched once and a broken one is reported on each page that references it, in its region', async () => {
  const files: Record<string, string> = {
    '/a': page('/a', '<img src="/img/missing.png" alt="x"><a href="/b#top">B</a>'),
    '/b': page('/b', '<h2 id="top">Top</h2><img src="/img/missing.png" alt="x">'),
    '/': page('/', ''),
    '/assets/site.css': 'body{}',
    '/assets/runtime.js': '',
  };
  const requests = new Map<string, number>();
  const encodings = new Set<string | undefined>();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.set(url, (requests.get(url) ?? 0) + 1);
    encodings.add(req.headers['accept-encoding']);
    if (url in files) {
      res.writeHead(200, { 'Content-Type': url.endsWith('.css') ? 'text/css' : 'text/html' });
      res.end(files[url]);
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html' });
    res.end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const pages = ['/a', '/b', '/'].map((route) => scanPage(files[route], route === '/' ? 'index.html' : `${route.slice(1)}.html`));
    const { problems, checked } = await checkLinks({ origin, pages, external: false, concurrency: 2 });
    assert.deepEqual(problems.map((p) => `${p.from} ${p.href} ${p.region} ${p.reason} ${p.status}`).sort(), [
      '/ /gone navbar missing-page 404',
      '/a /gone navbar missing-page 404',
      '/a /img/missing.png body missing-page 404',
      '/b /gone navbar missing-page 404',
      '/b /img/missing.png body missing-page 404',
    ]);
    // The pages, their links and their resources: 7 URLs, each asked for once (HEAD, then GET where HEAD fails).
    assert.equal(checked, 7);
    for (const [url, n] of requests) assert.ok(n <= 2, `${url} asked for ${n} times`);
    assert.deepEqual([...requests.keys()].sort(), ['/', '/a', '/assets/runtime.js', '/assets/site.css', '/b', '/gone', '/img/missing.png']);
    // Only status codes matter: the local server is not asked to compress what the checker would decompress.
    assert.deepEqual([...encodings], ['identity']);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
