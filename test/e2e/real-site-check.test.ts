/**
 * The release gate on this repository's own site: `imdocs check` of the real build passes (links and anchors,
 * translations, descriptions, image alt text, search recall). Its search recall self-test once failed here with a
 * sound index: the words it sampled were headings every reference page shares.
 * And the same build on a real web server: Debian's nginx with deploy/nginx.conf (this file's build, not another).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { checkCommand, type CheckReport } from '../../src/generator/check/checkCommand.ts';
import { isHashedAsset } from '../../src/generator/serve/staticServer.ts';
import { repoRoot, serveRealSite, silentLogger } from '../helpers/site.ts';
import { startNginx } from '../helpers/nginx.ts';

test('imdocs check passes on the real site', async () => {
  const server = await serveRealSite();
  await server.close();
  const printed: string[] = [];
  const log = console.log;
  console.log = (s: string) => {
    printed.push(s);
  };
  let code: number;
  try {
    code = await checkCommand({ dir: repoRoot, out: 'build', build: false, json: true, logger: silentLogger() });
  } finally {
    console.log = log;
  }
  const report = JSON.parse(printed.join('\n')) as CheckReport;
  assert.deepEqual(report.failures, []);
  assert.equal(code, 0);
  assert.ok(report.pages > 1000, `${report.pages} pages`);
  assert.deepEqual(
    (report.search?.result as { locales: { locale: string; sampled: number; found: number }[] }).locales.map((l) => [l.locale, l.sampled, l.found]),
    [
      ['en', 40, 40],
      ['zh-Hans', 40, 40],
    ],
  );
});

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
/** One request as a browser sends it, without decoding the body (node's fetch would). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const LONG = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=0, must-revalidate';
const htmlTag = (body: Buffer) => /<html[^>]*>/.exec(body.toString('utf8'))?.[0] ?? '';

test('nginx with deploy/nginx.conf serves the real build: clean URLs, per-locale 404, cache headers, compression, types', async () => {
  const server = await serveRealSite();
  await server.close();
  const nginx = await startNginx(server.outDir);
  try {
    // Every URL of the sitemap, as the page it names.
    const sitemap = fs.readFileSync(path.join(server.outDir, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>https:\/\/docs\.openim\.io([^<]*)<\/loc>/g)].map((m) => m[1]);
    assert.ok(routes.length > 1000, `${routes.length} routes`);
    assert.ok(routes.includes('/zh-Hans'));
    const wrong: string[] = [];
    for (let i = 0; i < routes.length; i += 8)
      await Promise.all(
        routes.slice(i, i + 8).map(async (route) => {
          const res = await get(`${nginx.url}${route}`);
          const tag = htmlTag(res.body);
          const ok =
            res.status === 200 &&
            res.headers['content-type'] === 'text/html; charset=utf-8' &&
            res.headers['cache-control'] === SHORT &&
            tag.includes(`data-route="${decodeURI(route)}"`);
          if (!ok) wrong.push(`${route}: ${res.status} ${res.headers['content-type']} ${res.headers['cache-control']} ${tag}`);
        }),
      );
    assert.deepEqual(wrong, []);

    // Unknown paths: 404 with their locale's page.
    for (const [url, locale] of [
      ['/no-such-page', 'en'],
      ['/guides/no-such-page', 'en'],
      ['/zh-Hans/no-such-page', 'zh-Hans'],
      ['/zh-Hans/guides/no/such/page', 'zh-Hans'],
      ['/zh-Hansx', 'en'],
    ]) {
      const res = await get(`${nginx.url}${url}`);
      assert.equal(res.status, 404, url);
      assert.equal(res.headers['content-type'], 'text/html; charset=utf-8', url);
      assert.equal(res.headers['cache-control'], SHORT, url);
      assert.match(htmlTag(res.body), new RegExp(`lang="${locale}".*data-route="${locale === 'en' ? '' : `/${locale}`}/404"`), url);
    }

    // A trailing slash: one redirect to the URL without it, query kept.
    for (const [url, to] of [
      ['/zh-Hans/', '/zh-Hans'],
      ['/blog/archive/?page=2', '/blog/archive?page=2'],
    ]) {
      const res = await get(`${nginx.url}${url}`);
      assert.equal(res.status, 301, url);
      assert.equal(res.headers.location, to, url);
    }

    // Long cache for every content-hashed file, revalidation for the rest (the rule of `imdocs serve`).
    const assets = fs.readdirSync(path.join(server.outDir, 'assets'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    const files = [
      ...assets.map((e) => `/${path.relative(server.outDir, path.join(e.parentPath, e.name))}`),
      ...['fragment', 'index'].map((d) => `/pagefind/${d}/${fs.readdirSync(path.join(server.outDir, 'pagefind', d))[0]}`),
      '/pagefind/pagefind-entry.json',
      '/sitemap.xml',
      '/llms.txt',
    ];
    assert.ok(files.filter(isHashedAsset).length >= 8, 'the build has hashed assets');
    for (const file of files) assert.equal((await get(`${nginx.url}${file}`)).headers['cache-control'], isHashedAsset(file) ? LONG : SHORT, file);

    // Content types: the Markdown twins, the sitemap, scripts and styles, each with its charset.
    const twin = routes.find((r) => fs.existsSync(path.join(server.outDir, `${r}.md`)) && r.startsWith('/zh-Hans/'))!;
    const types: [string, RegExp][] = [
      [`${twin}.md`, /^text\/markdown; charset=utf-8$/],
      ['/sitemap.xml', /^(text|application)\/xml; charset=utf-8$/],
      ['/llms.txt', /^text\/plain; charset=utf-8$/],
      [files.find((f) => f.endsWith('.js'))!, /^(text|application)\/javascript; charset=utf-8$/],
      [files.find((f) => f.endsWith('.css'))!, /^text\/css; charset=utf-8$/],
    ];
    for (const [url, type] of types) {
      const res = await get(`${nginx.url}${url}`);
      assert.equal(res.status, 200, url);
      assert.match(String(res.headers['content-type']), type, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    }
    assert.equal((await get(`${nginx.url}${twin}.md`)).body.toString('utf8'), fs.readFileSync(path.join(server.outDir, `${twin}.md`), 'utf8'));

    // gzip (and brotli when nginx has the module) for HTML, Markdown, scripts; the bytes are the build's.
    const css = files.find((f) => f.endsWith('.css'))!;
    for (const [url, file] of [
      ['/zh-Hans', 'zh-Hans.html'],
      [`${twin}.md`, `${twin.slice(1)}.md`],
      [css, css.slice(1)],
    ]) {
      const want = fs.readFileSync(path.join(server.outDir, file));
      const gz = await get(`${nginx.url}${url}`, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip', url);
      assert.equal(gz.headers.vary, 'Accept-Encoding', url);
      assert.ok(zlib.gunzipSync(gz.body).equals(want), url);
      const plain = await get(`${nginx.url}${url}`);
      assert.equal(plain.headers['content-encoding'], undefined, url);
      if (!nginx.brotli) continue;
      const br = await get(`${nginx.url}${url}`, { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(br.headers['content-encoding'], 'br', url);
      assert.ok(zlib.brotliDecompressSync(br.body).equals(want), url);
    }
    if (!nginx.brotli) console.log('# brotli not checked: libnginx-mod-http-brotli-filter is not installed');
  } finally {
    agent.destroy();
    await nginx.close();
  }
});
