import http from 'node:http';

export interface StubRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/**
 * A local stand-in for the Algolia endpoints the v5 clients call: multi-query search (lite client) and
 * the write path of `replaceAllObjects` + `setSettings` (operation, batch, settings, task status).
 * Records every request; search answers come from `answer(request)`.
 */
export async function startAlgoliaStub(answer: (params: Record<string, unknown>, indexName: string) => unknown = () => ({ hits: [], nbHits: 0 })) {
  const requests: StubRequest[] = [];
  let taskID = 100;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        /* keep text */
      }
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.statusCode = 204;
        res.end();
        return;
      }
      requests.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams), body });
      res.setHeader('Content-Type', 'application/json');
      const send = (data: unknown) => res.end(JSON.stringify(data));
      const p = url.pathname;
      if (req.method === 'POST' && p === '/1/indexes/*/queries') {
        const reqs = (body as { requests: ({ indexName: string } & Record<string, unknown>)[] }).requests;
        send({
          results: reqs.map((r) => ({
            page: 0,
            nbPages: 1,
            hitsPerPage: 8,
            processingTimeMS: 1,
            query: r.query,
            params: '',
            exhaustiveNbHits: true,
            ...(answer(r, r.indexName) as object),
          })),
        });
      } else if (/^\/1\/indexes\/[^/]+\/task\/\d+$/.test(p)) {
        send({ status: 'published', pendingTask: false });
      } else if (req.method === 'POST' && /\/batch$/.test(p)) {
        const items = (body as { requests: { body: { objectID: string } }[] }).requests;
        send({ taskID: ++taskID, objectIDs: items.map((i) => i.body.objectID) });
      } else if (req.method === 'POST' || req.method === 'PUT' || req.method === 'DELETE') {
        send({ taskID: ++taskID, updatedAt: new Date().toISOString() });
      } else {
        res.statusCode = 404;
        send({ message: `stub: no route for ${req.method} ${p}`, status: 404 });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
