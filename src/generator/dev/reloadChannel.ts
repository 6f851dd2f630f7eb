import type http from 'node:http';

/** What the browser is told: nothing but "reload", with the routes and stylesheets affected (never file contents). */
export interface ReloadEvent {
  /** Routes whose page changed; the client reloads when it shows one of them. */
  routes: string[];
  /** Every page changed (config, theme, static files, errors appearing or clearing). */
  all: boolean;
  /** Stylesheet URLs whose content changed (the site's `customCss`): a page that links one loads it again, in place. */
  styles?: string[];
}

export const EVENTS_PATH = '/__imdocs/events';

/**
 * Server-Sent Events channel for `imdocs dev`. It sends two event types only: `ready` (a server
 * instance id, so a restarted server makes open tabs reload, and the update counter, so a page that loaded
 * just before an update it did not hear about reloads) and `reload`.
 */
export class ReloadChannel {
  private readonly clients = new Set<http.ServerResponse>();
  private readonly instance = Date.now().toString(36);
  /** Bumped on every reload event; pages are served with the current value (see injectDevClient). */
  version = 0;
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    // A comment line every 25 s keeps proxies and idle timeouts from closing the stream.
    this.heartbeat = setInterval(() => {
      for (const c of this.clients) c.write(': ping\n\n');
    }, 25_000);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.clients.size;
  }

  /** Handles `GET /__imdocs/events`; returns false for any other request. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    if (!req.url || req.url.split('?')[0] !== EVENTS_PATH) return false;
    if (req.method !== 'GET') {
      res.statusCode = 405;
      res.end();
      return true;
    }
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write(`retry: 500\nevent: ready\ndata: ${JSON.stringify({ instance: this.instance, version: this.version })}\n\n`);
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
    return true;
  }

  reload(event: ReloadEvent): void {
    this.version++;
    const data = JSON.stringify({
      routes: event.all ? [] : [...new Set(event.routes)].slice(0, 500),
      all: event.all || event.routes.length > 500,
      styles: event.styles ?? [],
    });
    for (const c of this.clients) c.write(`event: reload\ndata: ${data}\n\n`);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const c of this.clients) c.end();
    this.clients.clear();
  }
}
