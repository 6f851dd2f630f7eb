import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { startStaticServer, isHashedAsset, pickEncoding, type RunningServer } from '../../../src/generator/serve/staticServer.ts';

let tmp: string;
let root: string;
let server: RunningServer;

/** A raw request: `fetch` would normalise `..` away before sending, hiding what a hostile client can send. */
function raw(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-serve-'));
  root = path.join(tmp, 'build');
  fs.mkdirSync(path.join(root, 'guides'), { recursive: true });
  fs.mkdirSync(path.join(root, 'zh-Hans'), { recursive: true });
  fs.mkdirSync(path.join(root, 'assets', 'chunks'), { recursive: true });
  fs.writeFileSync(path.join(tmp, 'secret.txt'), 'TOP SECRET');
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>home</title>');
  fs.writeFileSync(path.join(root, 'guides', 'intro.html'), `<!doctype html><title>intro</title>${'<p>text</p>'.repeat(200)}`);
  fs.writeFileSync(path.join(root, 'guides.html'), '<!doctype html><title>guides</title>');
  fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>not found en</title>');
  fs.writeFileSync(path.join(root, 'zh-Hans', '404.html'), '<!doctype html><title>not found zh</title>');
  fs.writeFileSync(path.join(root, 'assets', 'runtime.AB12CD34.js'), `console.log(1);${' '.repeat(2000)}`);
  fs.writeFileSync(path.join(root, 'assets', 'site.css'), 'body{}');
  fs.writeFileSync(path.join(root, 'sitemap.xml'), '<urlset/>');
  fs.writeFileSync(path.join(root, 'logo.svg'), '<svg/>');
  fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(root, 'link.txt'));
  // What a careless static/ folder could have put in a build: never served.
  fs.writeFileSync(path.join(root, '.env'), 'API_SECRET=1');
  fs.writeFileSync(path.join(root, '.env.html'), 'API_SECRET=1');
  fs.mkdirSync(path.join(root, '.git'));
  fs.writeFileSync(path.join(root, '.git', 'config'), '[remote] SECRET');
  fs.writeFileSync(path.join(root, 'guides', '.DS_Store'), 'SECRET');
  fs.mkdirSync(path.join(root, '.well-known'));
  fs.writeFileSync(path.join(root, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com');
  server = await startStaticServer({ dir: root });
});

after(async () => {
  await server.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

test('binds to 127.0.0.1 by default', () => {
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+$/);
});

test('serves route.html for extensionless URLs and index.html for /', async () => {
  assert.match((await raw('/guides/intro')).body.toString(), /<title>intro/);
  assert.match((await raw('/')).body.toString(), /<title>home/);
  assert.match((await raw('/guides')).body.toString(), /<title>guides/);
  assert.match((await raw('/guides/intro?x=1#y')).body.toString(), /<title>intro/);
});

test('a trailing slash redirects to the route', async () => {
  const res = await raw('/guides/?a=1');
  assert.equal(res.status, 301);
  assert.equal(res.headers.location, '/guides?a=1');
});

test('no redirect leaves the host: dot segments and doubled slashes never make a protocol-relative Location', async () => {
  for (const attack of ['/x/..//guides/', '//guides/', '/x/..///guides/?a=1', '/.//guides/']) {
    const res = await raw(attack);
    if (res.status === 301) assert.match(String(res.headers.location), /^\/[^/\\]/, `${attack} redirects to ${res.headers.location}`);
  }
  const res = await raw('/x/..//guides/');
  assert.equal(res.status, 301);
  assert.equal(res.headers.location, '/guides');
});

test('dotfiles are never served, .well-known is', async () => {
  for (const dotfile of ['/.env', '/.git/config', '/guides/.DS_Store', '/.env.html', '/%2eenv']) {
    const res = await raw(dotfile);
    assert.equal(res.status, 404, `${dotfile} answered ${res.status}`);
    assert.ok(!res.body.toString().includes('SECRET'), `${dotfile} leaked`);
  }
  assert.equal((await raw('/.well-known/security.txt')).status, 200);
});

test('404.html with status 404, per locale', async () => {
  const en = await raw('/nope');
  assert.equal(en.status, 404);
  assert.match(en.body.toString(), /not found en/);
  const zh = await raw('/zh-Hans/nope');
  assert.equal(zh.status, 404);
  assert.match(zh.body.toString(), /not found zh/);
  assert.match(zh.headers['content-type']!, /text\/html/);
});

test('content types carry charsets', async () => {
  assert.equal((await raw('/assets/runtime.AB12CD34.js')).headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal((await raw('/assets/site.css')).headers['content-type'], 'text/css; charset=utf-8');
  assert.equal((await raw('/sitemap.xml')).headers['content-type'], 'application/xml; charset=utf-8');
  assert.equal((await raw('/logo.svg')).headers['content-type'], 'image/svg+xml');
  assert.equal((await raw('/guides/intro')).headers['content-type'], 'text/html; charset=utf-8');
});

test('compresses text with brotli or gzip as accepted', async () => {
  const br = await raw('/guides/intro', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(zlib.brotliDecompressSync(br.body).toString(), /<title>intro/);
  const gz = await raw('/guides/intro', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.match(zlib.gunzipSync(gz.body).toString(), /<title>intro/);
  const plain = await raw('/guides/intro');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers.vary, 'Accept-Encoding');
});

test('long cache for hashed assets, revalidation for the rest', async () => {
  assert.equal((await raw('/assets/runtime.AB12CD34.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal((await raw('/assets/site.css')).headers['cache-control'], 'public, max-age=0, must-revalidate');
  assert.equal((await raw('/guides/intro')).headers['cache-control'], 'public, max-age=0, must-revalidate');
  assert.ok(isHashedAsset('/assets/img/logo.0123456789.png'));
  assert.ok(isHashedAsset('/pagefind/fragment/en_1a2b3c4d5.pf_fragment'));
  assert.ok(!isHashedAsset('/pagefind/pagefind.js'));
  assert.ok(!isHashedAsset('/img/logo-dark.svg'));
  // esbuild's hashes need not hold a digit (the real build's stylesheet was revalidated on every visit).
  assert.ok(isHashedAsset('/assets/site.XDUECGGY.css'));
  assert.ok(isHashedAsset('/assets/chunks/chunk.NFPO6QHM.js'));
  assert.ok(!isHashedAsset('/assets/vendor.minified.js'));
  assert.ok(!isHashedAsset('/assets/site.css'));
});

test('ETag revalidation answers 304', async () => {
  const first = await raw('/guides/intro');
  const again = await raw('/guides/intro', { 'if-none-match': String(first.headers.etag) });
  assert.equal(again.status, 304);
});

test('no path outside the served folder is readable', async () => {
  const attacks = [
    '/../secret.txt',
    '/guides/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/guides/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/%252e%252e/secret.txt',
    '/%252e%252e%252fsecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/guides\\..\\..\\secret.txt',
    `/${path.join(tmp, 'secret.txt')}`,
    `//${path.join(tmp, 'secret.txt').slice(1)}`,
    '/secret.txt%00.html',
    '/link.txt',
    '/C:/Windows/win.ini',
    '/%c0%ae%c0%ae/secret.txt',
  ];
  for (const attack of attacks) {
    const res = await raw(attack);
    assert.ok(!res.body.toString().includes('TOP SECRET'), `${attack} leaked the file`);
    assert.ok([400, 404].includes(res.status), `${attack} answered ${res.status}`);
  }
});

test('a Range that cannot be satisfied as written is ignored (200, whole file); a valid one answers 206', async () => {
  const whole = (await raw('/assets/site.css')).body.toString();
  for (const range of ['bytes=5-2', 'bytes=abc', 'bytes=-', 'bytes=0-1,3-4']) {
    const res = await raw('/assets/site.css', { Range: range });
    assert.equal(res.status, 200, `${range} answered ${res.status}`);
    assert.equal(res.body.toString(), whole, range);
  }
  const partial = await raw('/assets/site.css', { Range: 'bytes=1-3' });
  assert.equal(partial.status, 206);
  assert.equal(partial.headers['content-range'], `bytes 1-3/${whole.length}`);
  assert.equal(partial.body.toString(), whole.slice(1, 4));
  const missing = await raw('/no/such/page', { Range: 'bytes=5-2' });
  assert.equal(missing.status, 404);
});

test('If-None-Match: * answers 304 for a file that exists, 404 for one that does not', async () => {
  assert.equal((await raw('/guides/intro', { 'If-None-Match': '*' })).status, 304);
  assert.equal((await raw('/logo.svg', { 'If-None-Match': '*' })).status, 304);
  assert.equal((await raw('/nothing-here', { 'If-None-Match': '*' })).status, 404);
});

test('only GET and HEAD', async () => {
  const { port } = new URL(server.url);
  const status = await new Promise<number>((resolve) => {
    http
      .request({ host: '127.0.0.1', port, path: '/', method: 'POST' }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      })
      .end();
  });
  assert.equal(status, 405);
});

test('pickEncoding honours q=0', () => {
  assert.equal(pickEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(pickEncoding('identity'), undefined);
  assert.equal(pickEncoding(undefined), undefined);
});

test('dev: a page is answered as sirv would pick it, rewritten, never cached; what is not a page goes to sirv', async () => {
  const devRoot = path.join(tmp, 'dev-build');
  fs.mkdirSync(path.join(devRoot, 'guides', 'deep'), { recursive: true });
  fs.writeFileSync(path.join(devRoot, 'index.html'), '<!doctype html><title>home</title><body></body>');
  fs.writeFileSync(path.join(devRoot, 'guides', 'intro.html'), `<!doctype html><title>intro</title><body>${'<p>text</p>'.repeat(200)}</body>`);
  fs.writeFileSync(path.join(devRoot, 'guides', 'deep', 'index.html'), '<!doctype html><title>deep</title><body></body>');
  fs.writeFileSync(path.join(devRoot, '404.html'), '<!doctype html><title>not found</title><body></body>');
  fs.writeFileSync(path.join(devRoot, 'data.txt'), 'plain');
  fs.writeFileSync(path.join(tmp, 'outside.html'), '<!doctype html><title>OUTSIDE</title>');
  fs.symlinkSync(path.join(tmp, 'outside.html'), path.join(devRoot, 'leak.html'));
  const dev = await startStaticServer({ dir: devRoot, dev: true, transformHtml: (html) => html.replace('</body>', '<script>reload</script></body>') });
  const get = async (p: string, init?: RequestInit) => {
    const res = await fetch(`${dev.url}${p}`, init);
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  try {
    for (const [p, title] of [
      ['/', 'home'],
      ['/guides/intro', 'intro'],
      ['/guides/intro.html', 'intro'],
      ['/guides/deep', 'deep'],
    ]) {
      const page = await get(p);
      assert.equal(page.status, 200, p);
      assert.match(page.text, new RegExp(`<title>${title}</title>`), p);
      assert.match(page.text, /<script>reload<\/script><\/body>/, `${p} is rewritten`);
      assert.equal(page.headers.get('cache-control'), 'no-store', p);
      assert.equal(page.headers.get('content-type'), 'text/html; charset=utf-8', p);
      assert.equal(page.headers.get('etag'), null, p);
    }
    const head = await fetch(`${dev.url}/guides/intro`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal((await head.text()).length, 0, 'HEAD has no body');
    // A page linked out of the folder is not served; a missing one is the 404 page; other files are sirv's.
    const leak = await get('/leak');
    assert.equal(leak.status, 404);
    assert.doesNotMatch(leak.text, /OUTSIDE/);
    const missing = await get('/guides/none');
    assert.equal(missing.status, 404);
    assert.match(missing.text, /not found/);
    const txt = await get('/data.txt');
    assert.equal(txt.text, 'plain');
    assert.match(txt.headers.get('content-type') ?? '', /^text\/plain/);
  } finally {
    await dev.close();
  }
});
