/**
 * Search entry point of the runtime: keyboard shortcuts (Ctrl+K, ⌘K, `/` outside fields), the navbar
 * button, and the search page. React and the UI arrive with the island chunk, fetched when the reader
 * points at or focuses the search control (never on save-data or 2g) or on first use; when it cannot be
 * fetched, a small dialog without React says so.
 */
import { onPage, saveData } from './lifecycle.ts';

type Island = typeof import('../islands/search/island.tsx');

let island: Promise<Island> | undefined;
const configs = new Map<string, Promise<unknown>>();

const locale = () => document.documentElement.dataset.locale || 'en';

function config(): Promise<unknown> {
  const l = locale();
  let p = configs.get(l);
  if (!p) {
    p = fetch(`/_imdocs/search.${l}.json`).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))));
    p.catch(() => configs.delete(l));
    configs.set(l, p);
  }
  return p;
}

function load(): Promise<Island> {
  // Offline, an import not yet made is not even tried: a browser may remember a failed module fetch for the rest of the
  // page's life (Chromium 150 does), and "Try again" back online must be able to load it.
  if (!island && navigator.onLine === false) return Promise.reject(new Error('offline'));
  island ??= import('../islands/search/island.tsx');
  island.catch(() => {
    island = undefined;
  });
  return island;
}

let fallback: HTMLElement | undefined;

/**
 * The island could not be fetched (offline, a flaky network): the spec's texts, from the button's data
 * attributes (the page's language), in a dialog built without React. "Try again" loads the island anew.
 */
function unavailable(): void {
  if (fallback) return;
  const button = document.querySelector<HTMLElement>('[data-search-button]');
  const d = button?.dataset ?? {};
  const trigger = document.activeElement as HTMLElement | null;
  const host = document.createElement('div');
  host.className = 'search-modal';
  host.setAttribute('data-search-modal', '');
  host.innerHTML =
    '<div class="search-modal__backdrop"></div><div class="search-modal__panel" role="dialog" aria-modal="true"><div class="search-state search-state--error" role="alert" data-search-state="error"><p class="search-state__title"></p><p></p><button type="button" class="search-state__retry"></button></div></div>';
  const [title, hint] = host.querySelectorAll('p');
  title.textContent = d.fetchFailed ?? 'Unable to fetch results';
  hint.textContent = d.checkNetwork ?? 'You might want to check your network connection.';
  const panel = host.lastElementChild!;
  panel.setAttribute('aria-label', d.searchLabel ?? 'Search');
  const retry = host.querySelector('button')!;
  retry.textContent = d.retry ?? 'Try again';
  const close = () => {
    host.remove();
    fallback = undefined;
    if (trigger?.isConnected) trigger.focus({ preventScroll: true });
  };
  retry.onclick = () => {
    close();
    open();
  };
  host.firstElementChild!.addEventListener('mousedown', close);
  host.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' || e.key === 'Tab') {
      e.preventDefault();
      if (e.key === 'Escape') close();
    }
  });
  document.body.append(host);
  fallback = host;
  retry.focus();
}

function open(): void {
  if (fallback) return;
  load().then((m) => (m.isSearchModalOpen() ? m.closeSearchModal() : m.openSearchModal({ locale: locale(), config: config() })), unavailable);
}

function warm(): void {
  if (saveData()) return;
  load().then(
    (m) => m.warmSearch({ locale: locale(), config: config() }),
    () => {},
  );
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)));
}

export function initSearch(): void {
  document.addEventListener('keydown', (e) => {
    if (e.defaultPrevented || e.isComposing) return;
    const k = e.key.toLowerCase();
    if (k === 'k' && (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey) {
      e.preventDefault();
      open();
    } else if (e.key === ' ' && (e.target as Element | null)?.closest?.('[data-search-button]')) {
      // A button (its role while the runtime runs) is pressed with Space too.
      e.preventDefault();
      open();
    } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target)) {
      e.preventDefault();
      open();
    }
  });
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element | null)?.closest?.('[data-search-button]');
      if (!button || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      e.stopPropagation();
      open();
    },
    true,
  );
  const intent = (e: Event) => {
    if ((e.target as Element | null)?.closest?.('[data-search-button]')) warm();
  };
  document.addEventListener('pointerover', intent, { passive: true });
  document.addEventListener('touchstart', intent, { passive: true });
  document.addEventListener('focusin', intent);
  // The runtime ran the first page's setups before initSearch(): run ours now too, and on every page after.
  let cleanup: (() => void) | undefined;
  const setup = () => {
    cleanup?.();
    cleanup = setupPage();
  };
  onPage(setup);
  setup();
}

function setupPage(): (() => void) | undefined {
  if (/Mac|iP(hone|ad)/.test(navigator.platform)) for (const k of document.querySelectorAll('.navbar__search-kbd')) k.textContent = '⌘ K';
  // A link to the search page without JavaScript; with it, a button that opens the dialog.
  for (const b of document.querySelectorAll('[data-search-button]')) {
    b.setAttribute('role', 'button');
    b.setAttribute('aria-haspopup', 'dialog');
  }
  const el = document.querySelector<HTMLElement>('[data-search-page]');
  if (!el) return undefined;
  let unmount: (() => void) | undefined;
  let gone = false;
  const mount = () => {
    el.removeEventListener('focusin', mount);
    el.removeEventListener('submit', mount);
    load()
      .then((m) => m.mountSearchPage(el, { locale: locale(), config: config() }))
      .then(
        (u) => {
          if (gone) u();
          else unmount = u;
        },
        () => {},
      );
  };
  // The page is useless without the island: mount at once, unless the reader saves data and has not searched yet.
  if (!saveData() || new URLSearchParams(location.search).has('q')) mount();
  else {
    el.addEventListener('focusin', mount);
    el.addEventListener('submit', mount);
  }
  return () => {
    gone = true;
    unmount?.();
  };
}
