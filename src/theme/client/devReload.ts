/**
 * `imdocs dev` only: listens on the reload channel, reloads the page when it changed (keeping the scroll
 * position), and shows build errors in an overlay. The dev server injects this script into the HTML it
 * serves; production pages never load it.
 */

interface OverlayError {
  message: string;
  location?: string;
  frame?: string;
  hint?: string;
  stack?: string;
}

const SCROLL_KEY = 'imdocs.dev.scroll';
const EVENTS = '/__imdocs/events';

/** The route the page shows, as the server names it (no `.html`, no trailing slash). */
function currentRoute(): string {
  let p = decodeURI(location.pathname)
    .replace(/\.html$/, '')
    .replace(/\/index$/, '');
  if (p.length > 1) p = p.replace(/\/$/, '');
  return p || '/';
}

function reloadKeepingScroll(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ path: location.pathname, x: scrollX, y: scrollY }));
  } catch {
    /* private mode */
  }
  location.reload();
}

function restoreScroll(): void {
  let saved: { path: string; x: number; y: number } | undefined;
  try {
    saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? 'null') ?? undefined;
    sessionStorage.removeItem(SCROLL_KEY);
  } catch {
    return;
  }
  if (!saved || saved.path !== location.pathname) return;
  const { x, y } = saved;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  scrollTo(x, y);
  // Images and fonts can still change the height; try again once everything has loaded.
  addEventListener('load', () => scrollTo(x, y), { once: true });
}

function showOverlay(errors: OverlayError[]): void {
  document.getElementById('imdocs-dev-overlay')?.remove();
  if (!errors.length) return;
  const host = document.createElement('div');
  host.id = 'imdocs-dev-overlay';
  // A shadow root keeps the site's CSS out of the overlay and the overlay's out of the site.
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = `
    .backdrop{position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.66);overflow:auto;font:14px/1.5 system-ui,sans-serif}
    .panel{max-width:960px;margin:48px auto;background:#181a1f;color:#e6e6e6;border-top:4px solid #ff5555;border-radius:6px;padding:20px 24px;box-shadow:0 10px 40px rgba(0,0,0,.5)}
    h2{margin:0 0 12px;font-size:16px;color:#ff7b7b}
    .loc{color:#7ec8ff;font-family:ui-monospace,monospace}
    pre{background:#0e0f12;padding:12px;border-radius:4px;overflow:auto;font:13px/1.45 ui-monospace,monospace;white-space:pre}
    .msg{white-space:pre-wrap;margin:6px 0}
    .hint{color:#f2c94c}
    .item+.item{border-top:1px solid #333;margin-top:16px;padding-top:16px}
    button{float:right;background:none;border:1px solid #555;color:#ddd;border-radius:4px;padding:2px 10px;cursor:pointer}
    .foot{color:#999;font-size:12px;margin-top:16px}`;
  const backdrop = document.createElement('div');
  backdrop.className = 'backdrop';
  const panel = document.createElement('div');
  panel.className = 'panel';
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-label', 'Build error');
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => host.remove());
  const title = document.createElement('h2');
  title.textContent = errors.length === 1 ? 'Build error' : `${errors.length} build errors`;
  panel.append(close, title);
  for (const e of errors) {
    const item = document.createElement('div');
    item.className = 'item';
    if (e.location) {
      const loc = document.createElement('div');
      loc.className = 'loc';
      loc.textContent = e.location;
      item.append(loc);
    }
    const msg = document.createElement('div');
    msg.className = 'msg';
    msg.textContent = e.message;
    item.append(msg);
    for (const block of [e.frame, e.stack]) {
      if (!block) continue;
      const pre = document.createElement('pre');
      pre.textContent = block;
      item.append(pre);
    }
    if (e.hint) {
      const hint = document.createElement('div');
      hint.className = 'hint';
      hint.textContent = `Hint: ${e.hint}`;
      item.append(hint);
    }
    panel.append(item);
  }
  const foot = document.createElement('div');
  foot.className = 'foot';
  foot.textContent = 'Fix the file and save: the page reloads by itself. The same message is in the terminal.';
  panel.append(foot);
  backdrop.append(panel);
  root.append(style, backdrop);
  document.body.append(host);
}

function readErrors(): OverlayError[] {
  const el = document.getElementById('__imdocs_dev_errors');
  if (!el?.textContent) return [];
  try {
    return JSON.parse(el.textContent) as OverlayError[];
  } catch {
    return [];
  }
}

/**
 * Loads the stylesheets at `urls` again without reloading the page (its scroll, open menus and typed text stay): each
 * matching `<link>` gets a copy with a fresh query, and goes once the copy has loaded, so nothing flashes unstyled.
 */
function swapStylesheets(urls: string[]): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const url = new URL(link.href);
    if (url.origin !== location.origin || !urls.includes(url.pathname)) continue;
    const next = link.cloneNode() as HTMLLinkElement;
    url.searchParams.set('t', Date.now().toString(36));
    next.href = url.href;
    next.addEventListener('load', () => link.remove(), { once: true });
    next.addEventListener('error', () => next.remove(), { once: true });
    link.after(next);
  }
}

/** The update counter the page was served at (the dev server appends it to this script's URL). */
const servedVersion = Number(new URL(import.meta.url).searchParams.get('v') ?? '0');

function connect(): void {
  let instance: string | undefined;
  const source = new EventSource(EVENTS);
  source.addEventListener('ready', (e) => {
    const data = JSON.parse((e as MessageEvent<string>).data) as { instance: string; version: number };
    // A different instance means the dev server restarted while this tab stayed open; a newer version, that
    // an update happened between serving this page and connecting.
    if ((instance && instance !== data.instance) || (!instance && data.version !== servedVersion)) reloadKeepingScroll();
    instance = data.instance;
  });
  source.addEventListener('reload', (e) => {
    const data = JSON.parse((e as MessageEvent<string>).data) as { routes: string[]; all: boolean; styles?: string[] };
    if (data.all || data.routes.includes(currentRoute())) reloadKeepingScroll();
    else if (data.styles?.length) swapStylesheets(data.styles);
  });
}

restoreScroll();
const errors = readErrors();
if (document.body) showOverlay(errors);
else addEventListener('DOMContentLoaded', () => showOverlay(errors), { once: true });
connect();
