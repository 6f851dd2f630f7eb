import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { contentTypeOf, isCompressible } from './contentTypes.ts';
import { isPublishedPath } from '../../shared/routes.ts';

export interface StaticServerOptions {
  dir: string;
  port?: number;
  host?: string;
  /** Extra handler tried before the static files (the dev server's reload channel). */
  before?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** Rewrites every HTML document before it is sent (the dev server injects its reload client). */
  transformHtml?: (html: string, req: http.IncomingMessage) => string;
  /** Dev mode: no caching at all, no compressed-response cache. */
  dev?: boolean;
  /**
   * A file the request may be answered from is still being written (the dev server's first render): a promise
   * the answer waits for. Called with the decoded path of each valid GET or HEAD.
   */
  waitFor?: (pathname: string) => Promise<void> | undefined;
  /** Called when the answer to a request that waited (`waitFor`) has been sent. */
  answeredAfterWait?: () => void;
}

export interface RunningServer {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

/**
 * Content-hashed files (`site.XDUECGGY.css`, `chunks/x.NFPO6QHM.js`: esbuild's hashes, upper-case letters and
 * digits; or a lower-case hex hash, `logo.3f9a1c2b.png`) never change under the same name. deploy/nginx.conf says
 * the same in its `$imdocs_cache_control` map (test/e2e/nginx.test.ts compares the two on the real build).
 */
export function isHashedAsset(pathname: string): boolean {
  if (/^\/pagefind\/(fragment|index)\//.test(pathname)) return true;
  return pathname.startsWith('/assets/') && /[.-](?:[0-9A-Z]{8,}|[0-9a-f]{8,})\.[a-z0-9]+$/.test(path.posix.basename(pathname));
}

/** `br` when the client accepts it, else `gzip`, else nothing. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((s) => s.trim().split(';'));
  const ok = (name: string) => accepted.some(([n, q]) => n === name && !/q=0(\.0*)?$/.test(q ?? ''));
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body, { level: 6 });
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Buffers what sirv sends when the body must change on the way out: compression of text (sirv only serves
 * precompressed files) and, in dev, the HTML rewrite that injects the reload client. Everything else
 * (images, Pagefind's binary index, ranges, 304s) streams straight through.
 */
function wrapResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  opts: { transformHtml?: StaticServerOptions['transformHtml']; cache?: Map<string, Buffer> },
): void {
  const writeHead = res.writeHead.bind(res) as (code: number, headers?: http.OutgoingHttpHeaders) => http.ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown) => http.ServerResponse;
  let held: { code: number; headers: http.OutgoingHttpHeaders; chunks: Buffer[] } | undefined;
  res.writeHead = ((code: number, headers: http.OutgoingHttpHeaders = {}) => {
    const type = String(headers['Content-Type'] ?? res.getHeader('Content-Type') ?? '');
    const html = type.startsWith('text/html') && opts.transformHtml;
    const compressible = isCompressible(type) && !headers['Content-Range'] && (code === 200 || code === 404);
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (!html && !(compressible && pickEncoding(req.headers['accept-encoding']))) return writeHead(code, headers);
    held = { code, headers, chunks: [] };
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown) => (held ? (held.chunks.push(Buffer.from(chunk as Buffer)), true) : write(chunk))) as typeof res.write;
  res.end = ((chunk?: unknown) => {
    if (!held) return end(chunk);
    if (chunk && typeof chunk !== 'function') held.chunks.push(Buffer.from(chunk as Buffer));
    const { code, headers } = held;
    const type = String(headers['Content-Type'] ?? res.getHeader('Content-Type') ?? '');
    let body: Buffer = Buffer.concat(held.chunks);
    const transformed = type.startsWith('text/html') && opts.transformHtml;
    if (transformed) {
      body = Buffer.from(opts.transformHtml!(body.toString('utf8'), req));
      delete headers.ETag;
      res.removeHeader('ETag');
    }
    const encoding = body.length > 512 ? pickEncoding(req.headers['accept-encoding']) : undefined;
    if (encoding) {
      const key = !transformed && headers.ETag ? `${req.url}|${headers.ETag}|${encoding}` : undefined;
      let out = key ? opts.cache?.get(key) : undefined;
      if (!out) {
        out = compress(body, encoding);
        if (key && opts.cache) {
          if (opts.cache.size > 2000) opts.cache.clear();
          opts.cache.set(key, out);
        }
      }
      body = out;
      headers['Content-Encoding'] = encoding;
    }
    headers['Content-Length'] = body.length;
    writeHead(code, headers);
    return end(req.method === 'HEAD' ? undefined : body);
  }) as typeof res.end;
}

/**
 * What sirv would get wrong, put right before it answers (RFC 9110): a Range it cannot satisfy as written
 * (`bytes=abc`, `bytes=5-2`, several ranges) is ignored, so the whole file is sent with 200, as the RFC allows.
 * Returns whether the request has `If-None-Match: *`, which any existing file matches (sirv compares the header
 * with its ETag, so it never did): the caller answers 304.
 */
function ignoreBadRange(req: http.IncomingMessage): boolean {
  const range = req.headers.range;
  if (range !== undefined) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    if (!m || (!m[1] && !m[2]) || (m[1] && m[2] && Number(m[1]) > Number(m[2]))) delete req.headers.range;
  }
  return req.headers['if-none-match']?.trim() === '*';
}

/** Decodes the request path once and refuses `..`/`.` segments, backslashes, NUL and drive letters. */
function safePath(url: string): { pathname: string; search: string } | undefined {
  try {
    const parsed = new URL(url.startsWith('/') ? url : `/${url}`, 'http://localhost');
    // `//x` would make a redirect's Location protocol-relative (an open redirect to host `x`): one slash it is.
    const pathname = decodeURIComponent(parsed.pathname).replace(/\/{2,}/g, '/');
    if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
    if (pathname.split('/').some((seg) => seg === '..' || seg === '.' || /^[a-zA-Z]:$/.test(seg))) return undefined;
    return { pathname, search: parsed.search };
  } catch {
    return undefined;
  }
}

/**
 * Serves a build as a static host would, with sirv: `route.html` for extensionless URLs, `index.html` for
 * folders, `404.html` (per locale) with status 404, content types with charsets, brotli/gzip for text, long
 * cache headers for content-hashed assets and revalidation for everything else. Binds to 127.0.0.1 unless
 * told otherwise. Around sirv: a request path is decoded once and refused if it holds dot segments, and a
 * file that resolves outside the folder through a symlink is never served.
 */
export async function startStaticServer({
  dir,
  port = 0,
  host = '127.0.0.1',
  before,
  transformHtml,
  dev = false,
  waitFor,
  answeredAfterWait,
}: StaticServerOptions): Promise<RunningServer> {
  const root = fs.realpathSync(path.resolve(dir));
  const compressed = new Map<string, Buffer>();
  const inside = (file: string) => {
    try {
      const real = fs.realpathSync(file);
      return real === root || real.startsWith(root + path.sep);
    } catch {
      return true; // does not exist: nothing to leak
    }
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pathname = safePath(req.url ?? '/')?.pathname ?? '/';
    const locale = /^\/([a-z]{2,3}(?:-[A-Za-z0-9]+)*)(?:\/|$)/.exec(pathname)?.[1];
    const file = [locale ? path.join(root, locale, '404.html') : '', path.join(root, '404.html')].find((f) => f && isFile(f));
    res.setHeader('Cache-Control', dev ? 'no-store' : 'public, max-age=0, must-revalidate');
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(fs.readFileSync(file));
  };

  const files = sirv(root, {
    dev: true, // look files up per request: a rebuild swaps the folder under a running `imdocs serve`
    etag: !dev,
    extensions: ['html'],
    onNoMatch: notFound,
    setHeaders: (res, pathname) => {
      const typed = path.extname(pathname) || isFile(path.join(root, pathname)) ? contentTypeOf(pathname) : 'text/html; charset=utf-8';
      res.setHeader('Content-Type', typed);
      res.setHeader('Cache-Control', dev ? 'no-store' : isHashedAsset(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });

  const server = http.createServer((req, res) => {
    try {
      if (before?.(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD' });
        res.end();
        return;
      }
      const safe = safePath(req.url ?? '/');
      if (!safe) {
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad request');
        return;
      }
      const pending = waitFor?.(safe.pathname);
      if (pending) {
        if (answeredAfterWait) res.once('finish', answeredAfterWait);
        void pending.catch(() => undefined).then(() => answer(req, res, safe));
      } else answer(req, res, safe);
    } catch (error) {
      fail(res, error);
    }
  });

  /**
   * Dev: a page (an HTML file sirv would pick for this path, as sirv picks it) is read and sent in one step. sirv
   * streams it through the thread pool, a turn of the event loop per read, and at dev's start those turns queued
   * behind the file watcher's thousands of `stat`s: the first page's answer took 0.1-0.3 s after it was ready.
   */
  const devPage = (req: http.IncomingMessage, res: http.ServerResponse, base: string): boolean => {
    if (req.headers.range !== undefined) return false;
    const file = (path.extname(base) ? [base] : [`${base}.html`, path.join(base, 'index.html')]).find((f) => f.endsWith('.html') && isFile(f));
    if (!file) return false;
    let body: Buffer;
    try {
      body = fs.readFileSync(file);
    } catch {
      return false; // gone in between (dev re-plans): sirv answers as it would
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(body); // HEAD: Node sends no body
    return true;
  };

  const fail = (res: http.ServerResponse, error: unknown) => {
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal server error');
    if (dev) console.error(error);
  };

  function answer(req: http.IncomingMessage, res: http.ServerResponse, { pathname, search }: { pathname: string; search: string }): void {
    try {
      // Dotfiles (`/.env`, `/.git/config`) are never served, even if a build holds them; `/.well-known/` is.
      if (!isPublishedPath(pathname)) return notFound(req, res);
      const base = path.join(root, pathname);
      if (pathname.endsWith('/') && pathname !== '/' && isFile(`${base.replace(/\/+$/, '')}.html`)) {
        res.writeHead(301, { Location: `${encodeURI(pathname.replace(/\/+$/, ''))}${search}` });
        res.end();
        return;
      }
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (ignoreBadRange(req) && [base, `${base}.html`, path.join(base, 'index.html')].some(isFile)) {
        res.writeHead(304);
        res.end();
        return;
      }
      wrapResponse(req, res, { transformHtml, cache: dev ? undefined : compressed });
      // The candidates sirv will try for this path: none may lead outside the folder.
      if (![base, `${base}.html`, path.join(base, 'index'), path.join(base, 'index.html')].every(inside)) return notFound(req, res);
      if (dev && devPage(req, res, base)) return;
      // sirv pipes a file it found into the response without listening for the file's errors: one that vanished in
      // between (a page removed as dev re-plans) would end the process. The request fails, the server goes on.
      res.once('pipe', (source: NodeJS.ReadableStream) => source.once('error', (error) => (res.headersSent ? res.destroy() : fail(res, error))));
      files(req, res);
    } catch (error) {
      fail(res, error);
    }
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
