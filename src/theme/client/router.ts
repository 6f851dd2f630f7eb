import { runPageSetups } from './lifecycle.ts';
import { isRoutable, loadRoute, routeKey, RouteLoadError } from './routeCache.ts';

const PROGRESS_DELAY = 200;
let navigationId = 0;

interface HistoryState {
  imdocs: true;
  scrollY: number;
}

function saveScroll(): void {
  const state: HistoryState = { ...(history.state ?? {}), imdocs: true, scrollY: window.scrollY };
  history.replaceState(state, '');
}

function progress(): { done(): void } {
  const bar = document.querySelector<HTMLElement>('[data-progress]');
  const main = document.querySelector<HTMLElement>('[data-main-wrapper]');
  const timer = window.setTimeout(() => {
    if (bar) {
      bar.hidden = false;
      bar.setAttribute('aria-valuenow', '30');
      bar.classList.add('is-loading');
    }
    main?.setAttribute('aria-busy', 'true');
    main?.classList.add('is-loading');
  }, PROGRESS_DELAY);
  return {
    done() {
      window.clearTimeout(timer);
      if (bar) {
        bar.setAttribute('aria-valuenow', '100');
        bar.classList.remove('is-loading');
        bar.hidden = true;
      }
      main?.removeAttribute('aria-busy');
      main?.classList.remove('is-loading');
    },
  };
}

/** Replaces the page regions with the new document's, keeping the live regions that must persist. */
function swap(next: Document): void {
  const html = document.documentElement;
  for (const attr of ['lang', 'dir', 'data-locale', 'data-route', 'data-section', 'data-version']) {
    const value = next.documentElement.getAttribute(attr);
    if (value === null) html.removeAttribute(attr);
    else html.setAttribute(attr, value);
  }
  document.title = next.title;
  for (const el of document.head.querySelectorAll(
    'meta[name="description"], meta[name="keywords"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"], meta[property^="og:"], meta[name^="docsearch:"]',
  ))
    el.remove();
  const anchor = document.head.querySelector('link[rel="stylesheet"]');
  for (const el of next.head.querySelectorAll(
    'meta[name="description"], meta[name="keywords"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"], meta[property^="og:"], meta[name^="docsearch:"]',
  )) {
    document.head.insertBefore(document.importNode(el, true), anchor);
  }
  const keep = new Set(['data-route-announcer', 'data-progress']);
  for (const child of [...document.body.children]) {
    if (![...keep].some((k) => child.hasAttribute(k)) && child.tagName !== 'SCRIPT') child.remove();
  }
  const announcer = document.querySelector('[data-route-announcer]');
  for (const child of [...next.body.children]) {
    if ([...keep].some((k) => child.hasAttribute(k)) || child.tagName === 'SCRIPT') continue;
    document.body.insertBefore(document.importNode(child, true), announcer);
  }
}

function announce(title: string): void {
  const el = document.querySelector<HTMLElement>('[data-route-announcer]');
  if (!el) return;
  const template = el.dataset.template ?? 'Navigated to {title}';
  el.textContent = '';
  window.setTimeout(() => {
    el.textContent = template.replace('{title}', title);
  }, 50);
}

function showLoadError(url: URL): void {
  const main = document.querySelector<HTMLElement>('[data-main-wrapper]');
  const template = document.querySelector<HTMLTemplateElement>('template[data-load-error]');
  if (!main || !template) {
    location.assign(url.href);
    return;
  }
  document.querySelector('[data-load-error-box]')?.remove();
  const box = document.importNode(template.content, true).firstElementChild as HTMLElement;
  box.querySelector('[data-retry]')?.addEventListener('click', () => {
    box.remove();
    void navigate(url, 'push');
  });
  main.prepend(box);
  box.querySelector<HTMLElement>('[data-retry]')?.focus();
}

export async function navigate(url: URL, mode: 'push' | 'pop', scrollY?: number): Promise<void> {
  const id = ++navigationId;
  const bar = progress();
  let next: Document;
  try {
    next = await loadRoute(url);
  } catch (error) {
    bar.done();
    if (id !== navigationId) return;
    if (error instanceof RouteLoadError && error.network && !navigator.onLine) {
      showLoadError(url);
      return;
    }
    // A stale or missing chunk (e.g. after a redeploy): one full page load.
    location.assign(url.href);
    return;
  }
  if (id !== navigationId) return;
  if (mode === 'push') {
    saveScroll();
    history.pushState({ imdocs: true, scrollY: 0 } satisfies HistoryState, '', url.pathname + url.search + url.hash);
  }
  swap(next);
  runPageSetups();
  bar.done();
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (mode === 'pop' && scrollY !== undefined) window.scrollTo(0, scrollY);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  const main = document.querySelector<HTMLElement>('[data-main]');
  main?.focus({ preventScroll: true });
  announce(document.title.split(' | ')[0]);
  document.dispatchEvent(new CustomEvent('imdocs:navigated', { detail: { url: url.href } }));
}

export function initRouter(): void {
  (window as Window & { __imdocs?: boolean }).__imdocs = true;
  if (!('pushState' in history)) return;
  history.scrollRestoration = 'manual';
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const a = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!a || (a.target && a.target !== '_self') || a.hasAttribute('download') || a.hasAttribute('data-no-router')) return;
    const url = new URL(a.href, location.href);
    if (!isRoutable(url)) return;
    const here = new URL(location.href);
    if (routeKey(url) === routeKey(here) && url.search === here.search) {
      // Same page: let the browser handle the hash jump.
      return;
    }
    event.preventDefault();
    void navigate(url, 'push');
  };
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', (event) => {
    const state = event.state as HistoryState | null;
    const url = new URL(location.href);
    if (state?.imdocs) void navigate(url, 'pop', state.scrollY);
    else if (routeKey(url) !== document.documentElement.dataset.route) void navigate(url, 'pop', 0);
  });
  window.addEventListener('pagehide', saveScroll);
  let t = 0;
  window.addEventListener(
    'scroll',
    () => {
      window.clearTimeout(t);
      t = window.setTimeout(saveScroll, 150);
    },
    { passive: true },
  );
}
