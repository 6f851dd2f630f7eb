import fs from 'node:fs';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { engineSources } from '../engine.ts';
import { EventEmitter } from 'node:events';
import * as esbuild from 'esbuild';
import { startStaticServer, type RunningServer } from '../serve/staticServer.ts';
import { reportError, color, type Logger } from '../log.ts';
import { DevSite, type DevUpdate } from './devSite.ts';
import { classifyChange, isIgnoredName, type ChangeKind } from './classifyChange.ts';
import { watchSources, type SourceWatcher } from './sourceWatcher.ts';
import { ReloadChannel } from './reloadChannel.ts';
import { DevSearch } from './devSearch.ts';
import { injectDevClient, toOverlayErrors } from './overlay.ts';
import { referenceSources } from '../reference/loadReferences.ts';

// The theme as written (whichever engine runs: the compiled one holds a copy): what `imdocs dev` watches.
const themeDir = path.join(engineSources, 'theme');
const CLIENT_URL = '/__imdocs/dev-client.js';

export interface DevServerOptions {
  siteDir: string;
  port?: number;
  host?: string;
  locales?: string[];
  logger: Logger;
  /** Watch the engine's theme folder too (default true; tests turn it off). */
  watchTheme?: boolean;
  /** Build the Pagefind index after the first build and after structural changes (default true). */
  search?: boolean;
  workers?: number;
  /** Quiet period that groups the events of one save (editors write, rename, chmod). */
  debounceMs?: number;
  /** Which file watcher (default: the native one where it loads, else chokidar; tests run both). */
  watcher?: 'native' | 'chokidar';
}

export interface DevServer {
  url: string;
  site: DevSite;
  channel: ReloadChannel;
  /** Emits `update` (DevUpdate) after each applied batch. */
  events: EventEmitter;
  /** Resolves once no change is pending or being applied. */
  whenIdle(): Promise<void>;
  close(): Promise<void>;
}

/** Host headers the dev server answers (DNS-rebinding guard when bound to loopback). */
function allowedHost(hostHeader: string | undefined, bound: string): boolean {
  if (!hostHeader) return false;
  if (!['127.0.0.1', 'localhost', '::1'].includes(bound)) return true;
  const name = hostHeader
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '')
    .toLowerCase();
  return name === 'localhost' || name === '127.0.0.1' || name === '::1' || name.endsWith('.localhost');
}

/**
 * What a file holds, as far as a change goes (or "gone"): its text's hash up to 1 MiB, its size and time above. An
 * event for a file that still holds what was applied is no change: a save is one write to us, though the watchers
 * report it once or twice (a truncate and a write, 50 ms apart), and a change they drop is noticed by its look.
 */
function fileState(file: string): string {
  try {
    const s = fs.statSync(file);
    if (s.isDirectory()) return `dir:${s.mtimeMs}`;
    if (s.size > 1 << 20) return `${s.size}:${s.mtimeMs}`;
    return `${s.size}:${crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex')}`;
  } catch {
    return 'gone';
  }
}

/** Files under `roots` modified at or after `since` (ms); node_modules and ignored names skipped. */
function changedSince(roots: string[], since: number): string[] {
  const out: string[] = [];
  const visit = (entry: string) => {
    if (isIgnoredName(entry) || path.basename(entry) === 'node_modules') return;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(entry);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    else if (stat.mtimeMs >= since) out.push(entry);
  };
  for (const root of roots) visit(root);
  return out;
}

async function bundleDevClient(): Promise<string> {
  const out = await esbuild.build({
    entryPoints: [path.join(themeDir, 'client', 'devReload.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    write: false,
    minify: true,
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

/**
 * `imdocs dev`: builds every locale into a private folder, serves it, watches the sources and applies
 * each save as an incremental update (see DevSite), then tells the open tabs to reload.
 */
export async function startDevServer(opts: DevServerOptions): Promise<DevServer> {
  const { siteDir, logger } = opts;
  const host = opts.host ?? '127.0.0.1';
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-dev-'));
  const site = new DevSite({ siteDir, outDir, locales: opts.locales, logger, workers: opts.workers });
  const channel = new ReloadChannel();
  const events = new EventEmitter();
  let clientJs = await bundleDevClient();
  // Files saved while the first build runs (before the watcher exists) are caught up once it is ready.
  const startedAt = Date.now();

  const reportErrors = (update: DevUpdate) => {
    if (!update.errorsChanged) return;
    if (site.errors.size) for (const e of new Set(site.errors.values())) reportError(logger, e);
    else logger.info(`${color.green('✔')} errors fixed`);
  };

  // The server listens first (a port in use fails at once), answers once the site is planned, and the pages render
  // behind it: a request for one still to come moves it to the front of the queue (a first start renders every
  // page, 20 s or more for this repository's site).
  let planned = false;
  let settle = () => {};
  const ready = new Promise<void>((resolve) => (settle = resolve)).then(() => void (planned = true));

  let server: RunningServer;
  try {
    server = await startStaticServer({
      dir: outDir,
      port: opts.port ?? 3000,
      host,
      dev: true,
      before: (req, res) => {
        if (!allowedHost(req.headers.host, host)) {
          res.statusCode = 403;
          res.end('Forbidden host');
          return true;
        }
        if (channel.handle(req, res)) return true;
        if (req.url?.split('?')[0] === CLIENT_URL) {
          res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(clientJs);
          return true;
        }
        return false;
      },
      transformHtml: (html) => injectDevClient(html, `${CLIENT_URL}?v=${channel.version}`, toOverlayErrors(site.errors.values(), siteDir)),
      waitFor: (pathname) => (planned ? site.whenWritten(pathname) : ready.then(() => site.whenWritten(pathname))),
      answeredAfterWait: () => site.answered(),
    });
  } catch (error) {
    await site.close();
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const starting = site.start(settle);
  // A start that fails to load the site settles without planning (its errors show in the overlay).
  void starting.then(settle, settle);

  const search = new DevSearch(site, logger, opts.search !== false);

  // Change queue: the events of one save are grouped into a batch, and batches apply one at a time; but a batch of
  // edits runs beside a config or theme change: DevSite applies it once that change renders its pages in the
  // background, ahead of them.
  const pending = new Map<string, ChangeKind>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let editing: Promise<void> | undefined;
  let idleWaiters: (() => void)[] = [];
  const settleIfIdle = () => {
    if (!running && !editing && !pending.size && !timer) {
      const w = idleWaiters;
      idleWaiters = [];
      for (const f of w) f();
    }
  };
  const ctx = { siteDir, themeDir, configFiles: [] as string[], referencePaths: referenceSources.flatMap((s) => s.watch), styleFiles: new Set<string>() };
  const apply = async (batch: Map<string, ChangeKind>) => {
    const firstSeen = performance.now();
    try {
      if ([...batch.values()].includes('theme')) clientJs = await bundleDevClient().catch(() => clientJs);
      const update = await site.update(batch);
      const names =
        [...batch.keys()]
          .map((f) => path.relative(siteDir, f))
          .slice(0, 3)
          .join(', ') + (batch.size > 3 ? ` +${batch.size - 3}` : '');
      channel.reload({ routes: update.routes, all: update.all || update.errorsChanged, styles: update.styles });
      reportErrors(update);
      const what = update.all ? 'all pages' : update.styles?.length && !update.rendered ? 'the stylesheet' : `${update.rendered} page(s)`;
      logger.info(`${color.dim(new Date().toLocaleTimeString())} ${names} → ${what} in ${(performance.now() - firstSeen).toFixed(0)} ms`);
      events.emit('update', update);
      if (update.structural || search.due) search.schedule();
      watchRead();
      watchStyles();
    } catch (error) {
      reportError(logger, error);
      channel.reload({ routes: [], all: true });
    }
  };
  const flush = () => {
    timer = undefined;
    if (!pending.size) return settleIfIdle();
    const edit = ![...pending.values()].some((k) => k === 'theme' || k === 'config' || k === 'messages');
    const lane = !running ? 'main' : edit && !editing ? 'edit' : undefined;
    if (!lane) return;
    const batch = new Map(pending);
    pending.clear();
    for (const file of batch.keys()) processed.set(file, fileState(file));
    const done = apply(batch).finally(() => {
      if (lane === 'main') running = undefined;
      else editing = undefined;
      if (pending.size) flush();
      else settleIfIdle();
    });
    if (lane === 'main') running = done;
    else editing = done;
  };
  // A watcher may drop a second `change` of one file (chokidar, within 50 ms); a save that lands in that window would be
  // lost, so each event schedules a look at the file after the window and re-queues it if it moved on.
  const processed = new Map<string, string>();
  const rechecks = new Map<string, NodeJS.Timeout>();
  const recheck = (file: string, kind: ChangeKind) => {
    clearTimeout(rechecks.get(file));
    const t = setTimeout(() => {
      rechecks.delete(file);
      if (pending.has(file)) return;
      if (processed.has(file) && processed.get(file) !== fileState(file)) enqueue(file, kind);
    }, 80);
    t.unref();
    rechecks.set(file, t);
  };
  const enqueue = (file: string, kind: ChangeKind) => {
    pending.set(file, pending.get(file) === 'page' && kind === 'page' ? 'page' : kind);
    clearTimeout(timer);
    timer = setTimeout(flush, opts.debounceMs ?? 8);
  };
  const onEvent = (kindOverride?: ChangeKind) => (file: string) => {
    const kind = kindOverride ?? classifyChange(file, ctx);
    if (kind === 'ignore') return;
    const abs = path.resolve(file);
    if (!pending.has(abs) && processed.has(abs) && processed.get(abs) === fileState(abs)) return;
    recheck(path.resolve(file), kind);
    enqueue(path.resolve(file), kind);
  };
  let watcher: SourceWatcher | undefined;
  let closed = false;
  const startWatching = async () => {
    const watched = ['content', 'i18n', 'static', 'public', 'site.config.ts'].map((p) => path.join(siteDir, p)).filter((p) => fs.existsSync(p));
    if (opts.watchTheme !== false) watched.push(themeDir);
    if (closed) return;
    const contentDirs = [path.join(siteDir, 'content'), path.join(siteDir, 'i18n')];
    const w = await watchSources({
      siteDir,
      paths: watched,
      backend: opts.watcher,
      ignored: isIgnoredName,
      // A folder added (a move of a whole folder) changes the model; its files report too. One removed reports as
      // its files and itself: classifyChange makes a removed folder of the content a change of the content.
      onEvent: (event, file) => {
        if (event !== 'addDir') onEvent()(file);
        else if (contentDirs.some((d) => file.startsWith(d + path.sep))) onEvent('content')(file);
      },
      onError: (error) => logger.warn(`watcher: ${error.message}`),
    });
    watcher = w;
    if (closed) return;
    for (const file of changedSince(watched, startedAt)) onEvent()(file);
  };
  /** The sidebar files the config names, once it is loaded: configuration too. */
  const watchConfigFiles = () => {
    const files: string[] = [];
    for (const section of site.config?.sections ?? [])
      for (const file of [section.sidebarPath, ...Object.values(section.versions).map((v) => v.sidebarPath)]) if (file) files.push(path.join(siteDir, file));
    const fresh = files.filter((f) => !ctx.configFiles.includes(f) && fs.existsSync(f));
    ctx.configFiles.push(...fresh);
    if (fresh.length && !closed) watcher?.add(fresh);
    for (const file of fresh) if (fs.existsSync(file) && fs.statSync(file).mtimeMs >= startedAt) onEvent()(file);
  };
  // The site's stylesheet (`customCss`) and the files it imports: an edit swaps it in the open pages. The files the
  // config names are known before the first bundle (one with a mistake has not bundled).
  const watchStyles = () => {
    const named = (site.config?.customCss ?? []).map((rel) => path.resolve(siteDir, rel));
    const fresh = [...named, ...(site.assets?.customCssInputs ?? [])].filter((f) => !ctx.styleFiles.has(f) && !f.split(path.sep).includes('node_modules'));
    for (const f of fresh) ctx.styleFiles.add(f);
    if (fresh.length && watcher && !closed) watcher.add(fresh);
  };
  // The files pages read outside the watched folders (a component under `src/`, JSON data, `@site/…` files), added as
  // the pages that read them are rendered. Not the engine's sources: its theme is watched as such, or not at all.
  const watchedRead = new Set<string>();
  const watchRead = () => {
    if (!watcher || closed) return;
    const inside = (dir: string, file: string) => file.startsWith(dir + path.sep);
    const fresh = [...site.readFiles()].filter(
      (f) =>
        !watchedRead.has(f) &&
        !f.split(path.sep).includes('node_modules') &&
        !inside(engineSources, f) &&
        !['content', 'i18n'].some((d) => inside(path.join(siteDir, d), f)),
    );
    for (const f of fresh) watchedRead.add(f);
    if (fresh.length) watcher.add(fresh);
  };
  // The watcher starts with the site's load (it walks the content folders: seconds on this repository's site, under
  // load), so a save made as the first page shows is seen at once; saves made before it is ready are caught up by
  // their times, and DevSite applies them as soon as the pages are planned, ahead of the first render. The sidebar
  // files come once the config is loaded. Once every page is there: its errors, the files pages read, the warm render
  // workers and the search index.
  const watching = Promise.all([startWatching(), ready]).then(() => {
    watchConfigFiles();
    watchStyles();
  });
  const firstRender = Promise.all([starting, watching]).then(([initial]) => {
    if (closed) return;
    reportErrors({ ...initial, errorsChanged: site.errors.size > 0 });
    if (initial.structural) {
      const reused = initial.reused ?? 0;
      const how = [initial.rendered && `${initial.rendered} rendered`, reused && `${reused} from the page cache`].filter(Boolean).join(', ');
      logger.info(`${color.green('✔')} all ${initial.rendered + reused} pages ready in ${(initial.durationMs / 1000).toFixed(1)}s${how ? ` (${how})` : ''}`);
    }
    // Tabs opened during the render show its errors.
    if (site.errors.size) channel.reload({ routes: [], all: true });
    watchRead();
    // The render workers start now, so they do not delay the start; the search index once no edit has come for a
    // moment (the index of a start whose pages are unchanged comes from the search cache).
    site.warm();
    search.schedule();
  });
  firstRender.catch((error: unknown) => reportError(logger, error));

  try {
    await Promise.race([ready, starting]);
  } catch (error) {
    closed = true;
    await watching.catch(() => undefined);
    await watcher?.close();
    await server.close();
    await site.close();
    fs.rmSync(outDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: server.url,
    site,
    channel,
    events,
    whenIdle: async () => {
      await firstRender;
      await new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        settleIfIdle();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const searching = search.close();
      for (const t of rechecks.values()) clearTimeout(t);
      // A first render still under way stops with the workers (below); requests waiting for its pages get what is there.
      site.stopWaiting();
      await watching.catch(() => undefined);
      await watcher?.close();
      await running;
      await editing;
      channel.close();
      await server.close();
      await searching;
      await site.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
