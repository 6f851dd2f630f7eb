import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { SearchClientConfig } from '../../theme/islands/search/searchConfig.ts';
import { mergeShards, type PagefindApi, type PagefindEnv, type PagefindOptions } from '../../theme/islands/search/providers/pagefindApi.ts';

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}
export interface NodePagefind {
  search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
  destroy(): Promise<void>;
}

export interface NodePagefindHost {
  /** The shared instance of a language (created on first use). */
  instance(lang: string): Promise<NodePagefind>;
  /** A new, initialised instance with nothing of a query loaded yet (the caller destroys it). */
  fresh(lang: string, ranking?: PagefindOptions['ranking']): Promise<PagefindApi>;
  /** A provider environment for `createPagefindProvider` on this build, for one language. */
  env(lang: string, opts?: { fresh?: boolean }): PagefindEnv;
  /** `http://127.0.0.1:<port>`: the build served over loopback (the files a browser gets). */
  origin: string;
  /** Response bytes served so far (bodies as on disk; JSON as gzip, as a host would send it). */
  bytesServed(): number;
  /** Every response so far: path and bytes (counted as in bytesServed). */
  served(): { path: string; bytes: number }[];
  close(): Promise<void>;
}

/**
 * Runs the build's own `pagefind/pagefind.js` and WebAssembly in Node: the very files a browser gets,
 * fetched over a loopback HTTP server, so a query here finds what a reader's query finds (each instance
 * merged with its language's other indexes, as the build's search config lists them).
 * Pagefind picks its per-language index from `<html lang>`; a minimal `document` stands in while each
 * instance is created.
 */
export async function openPagefind(buildDir: string): Promise<NodePagefindHost> {
  const root = path.resolve(buildDir);
  const entry = path.join(root, 'pagefind', 'pagefind.js');
  if (!fs.existsSync(entry)) throw new Error(`No Pagefind index in ${buildDir} (pagefind/pagefind.js is missing; was the build made with --no-search?)`);
  let served = 0;
  // A JSON file's gzip size, computed once per content (the names and word lists are fetched for every query).
  const sizes = new Map<string, { body: Buffer; gz: number }>();
  const gzipped = (file: string, body: Buffer): number => {
    const known = sizes.get(file);
    if (known?.body.equals(body)) return known.gz;
    const gz = zlib.gzipSync(body).length;
    sizes.set(file, { body, gz });
    return gz;
  };
  const log: { path: string; bytes: number }[] = [];
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (!file.startsWith(root)) {
      res.statusCode = 403;
      res.end();
      return;
    }
    fs.readFile(file, (error, body) => {
      if (error) {
        res.statusCode = 404;
        res.end();
        return;
      }
      if (file.endsWith('.js')) res.setHeader('Content-Type', 'text/javascript');
      if (file.endsWith('.json')) res.setHeader('Content-Type', 'application/json');
      // JSON (the vocabulary) is counted as a host serves it, compressed; Pagefind's files are gzip already.
      const bytes = file.endsWith('.json') ? gzipped(file, body) : body.length;
      served += bytes;
      log.push({ path: path.relative(root, file), bytes });
      res.end(body);
    });
  });
  // Pagefind swallows a failed chunk fetch and searches without that word; a client reusing a keep-alive
  // socket the server is just closing (its 5 s default, easily reached on a busy machine) is such a failure.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const origin = `http://127.0.0.1:${port}`;
  const source = fs.readFileSync(entry, 'utf8');
  // A language split into several indexes (a large site) is searched over all of them, as the browser does.
  const configs = fs.existsSync(path.join(root, '_imdocs')) ? fs.readdirSync(path.join(root, '_imdocs')).filter((f) => /^search\..+\.json$/.test(f)) : [];
  const shards: Record<string, string[]> = configs.length
    ? ((JSON.parse(fs.readFileSync(path.join(root, '_imdocs', configs[0]), 'utf8')) as SearchClientConfig).shards ?? {})
    : {};
  // One module per language: pagefind.js keeps its WebAssembly (with the language's stemmer) in a module
  // variable, so a second language in the same module would be searched with the first one's stemmer.
  const modules = new Map<string, Promise<{ createInstance(o: PagefindOptions): PagefindApi }>>();
  const moduleFor = (lang: string) => {
    let m = modules.get(lang);
    if (!m) modules.set(lang, (m = import(`data:text/javascript;base64,${Buffer.from(`${source}\n// ${lang}`).toString('base64')}`)));
    return m;
  };
  const instances = new Map<string, Promise<PagefindApi>>();
  const g = globalThis as { document?: unknown };
  const create = async (lang: string, ranking?: PagefindOptions['ranking']): Promise<PagefindApi> => {
    const key = lang.toLowerCase();
    const mod = await moduleFor(key);
    const had = 'document' in g;
    const previous = g.document;
    g.document = { querySelector: (sel: string) => (sel === 'html' ? { getAttribute: (a: string) => (a === 'lang' ? key : null) } : null) };
    let api: PagefindApi;
    try {
      api = mod.createInstance({ basePath: `${origin}/pagefind/`, ranking });
    } finally {
      if (had) g.document = previous;
      else delete g.document;
    }
    // init() returns before the WebAssembly and index metadata are in; an empty search waits for both.
    return api
      .init()
      .then(() => mergeShards(api, `${origin}/pagefind/`, key, ranking, shards[key]))
      .then(() => api.search(''))
      .then(() => api);
  };
  const shared = (lang: string, ranking?: PagefindOptions['ranking']): Promise<PagefindApi> => {
    const key = lang.toLowerCase();
    let p = instances.get(key);
    if (!p) {
      p = create(key, ranking);
      instances.set(key, p);
    }
    return p;
  };
  return {
    origin,
    instance: (lang) => shared(lang) as unknown as Promise<NodePagefind>,
    fresh: create,
    env: (lang, opts = {}) => ({
      basePath: `${origin}/pagefind/`,
      lang: () => lang.toLowerCase(),
      open: (l, ranking) => (opts.fresh ? create(l, ranking) : shared(l, ranking)),
    }),
    bytesServed: () => served,
    served: () => [...log],
    async close() {
      for (const p of instances.values()) await (await p.catch(() => undefined))?.destroy().catch(() => {});
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
