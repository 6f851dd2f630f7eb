import fs from 'node:fs';
import path from 'node:path';
import { markdownTwinRoute, routeToFile } from '../../shared/routes.ts';

/**
 * The pages a background render (a start, or everything again after a config or theme edit) has still to write,
 * by job key, each with whoever waits for it: a request for the page (during a start: the server answers as soon
 * as the site is planned, and a request moves its page to the front of the queue), or an edit of its source saved
 * meanwhile (which must not be overwritten by the render of the older text).
 */
export class PendingPages {
  private unwritten?: Map<string, (() => void)[]>;
  /** Whether requests wait for these pages (a start: nothing older is there to serve). */
  private requestsWait = false;

  /** A background render of `keys` begins. */
  begin(keys: string[], requestsWait: boolean): void {
    this.written();
    this.unwritten = new Map(keys.map((key) => [key, []]));
    this.requestsWait = requestsWait;
  }

  /** Whether a background render has still to write `key`. */
  has(key: string): boolean {
    return this.unwritten?.has(key) ?? false;
  }

  /** Resolves once `key` is written (or its render failed); at once when nothing is rendering it. */
  wait(key: string): Promise<void> {
    const waiters = this.unwritten?.get(key);
    if (!waiters) return Promise.resolve();
    return new Promise<void>((resolve) => waiters.push(resolve));
  }

  /** `key` was written (or failed to be); without a key, the render ended: every waiter goes on. */
  written(key?: string): void {
    const unwritten = this.unwritten;
    if (!unwritten) return;
    for (const k of key === undefined ? [...unwritten.keys()] : [key]) {
      for (const resolve of unwritten.get(k) ?? []) resolve();
      unwritten.delete(k);
    }
    if (key === undefined) this.unwritten = undefined;
  }

  /**
   * During a start, the key of the file a request path is answered from when it is still to be written: the
   * page's, its Markdown twin's page's, or for a path that names no written file, its locale's 404 page's
   * (`localeOf` gives a path's non-default locale). Undefined when the request need not wait.
   */
  keyFor(pathname: string, outDir: string, localeOf: (pathname: string) => string | undefined): string | undefined {
    const unwritten = this.unwritten;
    if (!unwritten || !this.requestsWait) return undefined;
    const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const twinOf = markdownTwinRoute(p);
    const candidates = [p.slice(1), routeToFile(p), ...(twinOf ? [routeToFile(twinOf)] : [])];
    const key = candidates.find((c) => unwritten.has(c));
    if (key || candidates.some((c) => fs.existsSync(path.join(outDir, c)))) return key;
    const locale = localeOf(p);
    return [locale ? `${locale}/404.html` : '404.html'].find((c) => unwritten.has(c));
  }
}
