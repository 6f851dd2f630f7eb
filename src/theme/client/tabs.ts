import { onPage, storageGet, storageSet } from './lifecycle.ts';

const KEY = (group: string) => `imdocs.tabs.${group}`;

/** URL query parameters that choose a tab group site-wide (`?platform=flutter`), by parameter → group. */
const QUERY_GROUPS: Record<string, string> = { platform: 'sdk-platform' };

/**
 * A choice in the URL wins over the remembered one and is remembered, so it survives client-side navigation.
 * A value none of the page's tabs of that group offers is ignored (a mistyped link keeps the reader's choice).
 */
function applyQuery(): void {
  const params = new URLSearchParams(location.search);
  for (const [param, group] of Object.entries(QUERY_GROUPS)) {
    const value = params.get(param);
    if (!value) continue;
    const groupTabs = document.querySelectorAll(`[data-tabs][data-group="${CSS.escape(group)}"] [role="tab"]`);
    if (!groupTabs.length || [...groupTabs].some((t) => (t as HTMLElement).dataset.value === value)) storageSet(KEY(group), value);
  }
  // Tabs with `queryString` (Docusaurus): `?<param>=<value>` selects the tab, in groups or not.
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs][data-query]')) {
    const value = params.get(tabs.dataset.query!);
    if (!value || !select(tabs, value)) continue;
    if (tabs.dataset.group) storageSet(KEY(tabs.dataset.group), value);
  }
}

/** Writes the choice of a `queryString` Tabs into the address (replacing the entry, as Docusaurus does). */
function writeQuery(tabs: HTMLElement, value: string): void {
  const param = tabs.dataset.query;
  if (!param) return;
  const url = new URL(location.href);
  url.searchParams.set(param, value);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

/** Keeps a query parameter already in the URL in step with a new choice (so the address stays shareable). */
function updateQuery(group: string, value: string): void {
  const param = Object.keys(QUERY_GROUPS).find((p) => QUERY_GROUPS[p] === group);
  const url = new URL(location.href);
  if (!param || !url.searchParams.has(param)) return;
  url.searchParams.set(param, value);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

function select(tabs: HTMLElement, value: string, focus = false): boolean {
  const tab = tabs.querySelector<HTMLButtonElement>(`:scope > .tabs__list > [data-value="${CSS.escape(value)}"]`);
  if (!tab) return false;
  for (const t of tabs.querySelectorAll<HTMLButtonElement>(':scope > .tabs__list > [role="tab"]')) {
    const on = t === tab;
    t.classList.toggle('is-active', on);
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
  }
  for (const panel of tabs.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')) panel.hidden = panel.dataset.value !== value;
  if (focus) tab.focus();
  return true;
}

/** Selects `value` in every Tabs of the group, keeping the clicked tab where it is on screen. */
function selectGroup(group: string, value: string, anchor?: HTMLElement): void {
  const before = anchor?.getBoundingClientRect().top;
  for (const tabs of document.querySelectorAll<HTMLElement>(`[data-tabs][data-group="${CSS.escape(group)}"]`)) select(tabs, value);
  if (anchor && before !== undefined) window.scrollBy(0, anchor.getBoundingClientRect().top - before);
}

onPage(() => {
  applyQuery();
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs][data-group]')) {
    const saved = storageGet(KEY(tabs.dataset.group!));
    if (saved) select(tabs, saved);
  }
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab) return;
    const tabs = tab.closest<HTMLElement>('[data-tabs]')!;
    const value = tab.dataset.value!;
    writeQuery(tabs, value);
    if (tabs.dataset.group) {
      storageSet(KEY(tabs.dataset.group), value);
      selectGroup(tabs.dataset.group, value, tab);
      updateQuery(tabs.dataset.group, value);
    } else select(tabs, value);
  };
  const onKey = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab || !['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const all = [...tab.parentElement!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const i = all.indexOf(tab);
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? all.length - 1 : (i + (event.key === 'ArrowRight' ? 1 : -1) + all.length) % all.length;
    event.preventDefault();
    all[next].click();
    all[next].focus();
  };
  // A choice made in another window of the site applies here too.
  const onStorage = (event: StorageEvent) => {
    const group = event.key?.startsWith('imdocs.tabs.') ? event.key.slice('imdocs.tabs.'.length) : undefined;
    if (group && event.newValue) selectGroup(group, event.newValue);
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
    window.removeEventListener('storage', onStorage);
  };
});
