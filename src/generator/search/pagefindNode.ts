import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

export interface PagefindResultData { url: string; excerpt: string; meta: { title?: string }; sub_results?: { title: string; url: string; excerpt: string }[] }
export interface NodePagefind {
  search(term: string, options?: { filters?: Record<string, string> }): Promise<{ results: { id: string; data(): Promise<PagefindResultData> }[] } | null>;
  destroy(): Promise<void>;
}

/**
 * Runs the build's own `pagefind/pagefind.js` and WebAssembly in Node: the very files a browser gets,
 * fetched over a loopback HTTP server, so a query here finds what a reader's query finds.
 * Pagefind picks its per-language index from `<html lang>`; a minimal `document` stands in while each
 * instance is created.
 */
export async function openPagefind(buildDir: string): Promise<{ instance(lang: string): Promise<NodePagefind>; close(): Promise<void> }> {
  const root = path.resolve(buildDir);
  const entry = path.join(root, 'pagefind', 'pagefind.js');
  if (!fs.existsSync(entry)) throw new Error(`No Pagefind index in ${buildDir} (pagefind/pagefind.js is missing; was the build made with --no-search?)`);
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent((req.url ?? '/').split('?')[0]));
    if (!file.startsWith(root)) { res.statusCode = 403; res.end(); return; }
    fs.readFile(file, (error, body) => {
      if (error) { res.statusCode = 404; res.end(); return; }
      if (file.endsWith('.js')) res.setHeader('Content-Type', 'text/javascript');
      res.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  const source = fs.readFileSync(entry, 'utf8');
  const mod = (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as { createInstance(o: { basePath: string }): NodePagefind & { init(): Promise<void> } };
  const instances = new Map<string, Promise<NodePagefind>>();
  const g = globalThis as { document?: unknown };
  return {
    instance(lang: string) {
      const key = lang.toLowerCase();
      let p = instances.get(key);
      if (!p) {
        const had = 'document' in g;
        const previous = g.document;
        g.document = { querySelector: (sel: string) => (sel === 'html' ? { getAttribute: (a: string) => (a === 'lang' ? key : null) } : null) };
        let api: NodePagefind & { init(): Promise<void> };
        try {
          api = mod.createInstance({ basePath: `http://127.0.0.1:${port}/pagefind/` });
        } finally {
          if (had) g.document = previous;
          else delete g.document;
        }
        p = api.init().then(() => api);
        instances.set(key, p);
      }
      return p;
    },
    async close() {
      for (const p of instances.values()) await (await p.catch(() => undefined))?.destroy().catch(() => {});
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
