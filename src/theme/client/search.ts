/**
 * Search entry point of the runtime: keyboard shortcuts (Ctrl+K, ⌘K, `/` outside fields), the navbar
 * button, and the search page. React and the UI arrive with the island chunk on first use only.
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
  island ??= import('../islands/search/island.tsx');
  island.catch(() => { island = undefined; });
  return island;
}

function open(): void {
  const button = document.querySelector<HTMLAnchorElement>('[data-search-button]');
  load().then((m) => (m.isSearchModalOpen() ? m.closeSearchModal() : m.openSearchModal({ locale: locale(), config: config() })), () => {
    // Without the island (offline, stale deploy) the button still leads to the search page.
    if (button) location.assign(button.href);
  });
}

function warm(): void {
  if (saveData()) return;
  load().then((m) => m.warmSearch({ locale: locale(), config: config() }), () => {});
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
    } else if (e.key === '/' && !e.ctrlKey && !e.metaKey && !e.altKey && !typing(e.target)) {
      e.preventDefault();
      open();
    }
  });
  document.addEventListener('click', (e) => {
    const button = (e.target as Element | null)?.closest?.('[data-search-button]');
    if (!button || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    e.stopPropagation();
    open();
  }, true);
  const intent = (e: Event) => { if ((e.target as Element | null)?.closest?.('[data-search-button]')) warm(); };
  document.addEventListener('pointerover', intent, { passive: true });
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
  const el = document.querySelector<HTMLElement>('[data-search-page]');
  if (!el) return undefined;
  let unmount: (() => void) | undefined;
  let gone = false;
  const mount = () => {
    el.removeEventListener('focusin', mount);
    el.removeEventListener('submit', mount);
    load().then((m) => m.mountSearchPage(el, { locale: locale(), config: config() })).then((u) => { if (gone) u(); else unmount = u; }, () => {});
  };
  // The page is useless without the island: mount at once, unless the reader saves data and has not searched yet.
  if (!saveData() || new URLSearchParams(location.search).has('q')) mount();
  else { el.addEventListener('focusin', mount); el.addEventListener('submit', mount); }
  return () => { gone = true; unmount?.(); };
}
