import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { resolveRequestPath } from './resolvePath.ts';
import { contentTypeOf, isCompressible } from './contentTypes.ts';

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
}

export interface RunningServer {
  server: http.Server;
  url: string;
  close(): Promise<void>;
}

/** Content-hashed files (`site.3f9a1c2b.css`, `chunks/x.ABCD1234.js`) never change under the same name. */
export function isHashedAsset(pathname: string): boolean {
  if (/^\/pagefind\/(fragment|index)\//.test(pathname)) return true;
  const name = path.posix.basename(pathname);
  return pathname.startsWith('/assets/') && /[.-][0-9A-Za-z_]{8,}\.[a-z0-9]+$/.test(name) && /[0-9]/.test(name);
}

/** `br` when the client accepts it, else `gzip`, else nothing. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '').toLowerCase().split(',').map((s) => s.trim().split(';'));
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

/**
 * Serves a build as a static host would: `route.html` for extensionless URLs, `index.html` for folders,
 * `404.html` (per locale) with status 404, content types with charsets, gzip/brotli for text, long cache
 * headers for content-hashed assets and revalidation for everything else. Binds to 127.0.0.1 unless told
 * otherwise; a request can never read outside `dir` (see resolvePath.ts).
 *
 * Not sirv: sirv serves only precompressed files and cannot rewrite HTML, both of which we need here.
 */
export async function startStaticServer({ dir, port = 0, host = '127.0.0.1', before, transformHtml, dev = false }: StaticServerOptions): Promise<RunningServer> {
  const root = fs.realpathSync(path.resolve(dir));
  // Compressed bodies of unchanged files (key: path, mtime, size, encoding); small, bounded.
  const compressed = new Map<string, Buffer>();

  const send = (req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, pathname: string) => {
    const stat = fs.statSync(file);
    const type = contentTypeOf(file);
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    res.statusCode = status;
    res.setHeader('Content-Type', type);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (dev) res.setHeader('Cache-Control', 'no-store');
    else if (status === 200 && isHashedAsset(pathname)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    const isHtml = type.startsWith('text/html');
    if (!(dev && isHtml && transformHtml)) res.setHeader('ETag', etag);
    if (status === 200 && !dev && req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    let body: Buffer = fs.readFileSync(file);
    if (isHtml && transformHtml) body = Buffer.from(transformHtml(body.toString('utf8'), req));
    const encoding = isCompressible(type) && body.length > 512 ? pickEncoding(req.headers['accept-encoding'] as string | undefined) : undefined;
    if (isCompressible(type)) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) {
      const key = `${file}|${stat.mtimeMs}|${stat.size}|${encoding}`;
      let out = isHtml && transformHtml ? undefined : compressed.get(key);
      if (!out) {
        out = compress(body, encoding);
        if (!(isHtml && transformHtml)) {
          if (compressed.size > 2000) compressed.clear();
          compressed.set(key, out);
        }
      }
      body = out;
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  const notFound = (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const locale = /^\/([a-z]{2,3}(?:-[A-Za-z0-9]+)*)(?:\/|$)/.exec(pathname)?.[1];
    const candidates = [locale ? path.join(root, locale, '404.html') : '', path.join(root, '404.html')].filter(Boolean);
    const file = candidates.find((f) => fs.existsSync(f));
    if (file) return send(req, res, file, 404, pathname);
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found');
  };

  const server = http.createServer((req, res) => {
    try {
      if (before?.(req, res)) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        res.end();
        return;
      }
      const resolved = resolveRequestPath(root, req.url ?? '/');
      if (resolved.kind === 'bad') {
        res.statusCode = 400;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Bad request');
        return;
      }
      if (resolved.kind === 'redirect') {
        res.statusCode = 301;
        res.setHeader('Location', resolved.location);
        res.end();
        return;
      }
      if (resolved.kind === 'file') return send(req, res, resolved.file, 200, resolved.pathname);
      notFound(req, res, resolved.pathname);
    } catch (error) {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      res.end('Internal server error');
      if (dev) console.error(error);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as { port: number };
  return {
    server,
    url: `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(() => resolve()); }),
  };
}
