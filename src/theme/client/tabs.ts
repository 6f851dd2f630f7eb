import { onPage, storageGet, storageSet } from './lifecycle.ts';

const KEY = (group: string) => `imdocs.tabs.${group}`;

/** URL query parameters that choose a tab group site-wide (`?platform=flutter`), by parameter → group. */
const QUERY_GROUPS: Record<string, string> = { platform: 'sdk-platform' };

/** Letters and digits only, lower case: `React Native`, `react-native` and `reactNative` are one name. */
const loose = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The tab value a URL value names: the value itself, or a tab value or label written loosely (`?platform=Android`). */
function tabValue(tabs: HTMLElement[], value: string): string | undefined {
  if (tabs.some((t) => t.dataset.value === value)) return value;
  return tabs.find((t) => loose(t.dataset.value!) === loose(value) || loose(t.textContent ?? '') === loose(value))?.dataset.value;
}

/** URL values that named no tab of their group: reported next to the tabs once the page's choice is applied. */
const unknownChoices: { group: string; value: string }[] = [];

/**
 * A choice in the URL wins over the remembered one and is remembered, so it survives client-side navigation.
 * A value none of the page's tabs of that group offers keeps the reader's choice, and the page says so.
 */
function applyQuery(): void {
  const params = new URLSearchParams(location.search);
  unknownChoices.length = 0;
  for (const [param, group] of Object.entries(QUERY_GROUPS)) {
    const value = params.get(param);
    if (!value) continue;
    const groupTabs = [...document.querySelectorAll<HTMLElement>(`[data-tabs][data-group="${CSS.escape(group)}"] [role="tab"]`)];
    if (!groupTabs.length) {
      storageSet(KEY(group), value);
      continue;
    }
    const known = tabValue(groupTabs, value);
    if (known) storageSet(KEY(group), known);
    else unknownChoices.push({ group, value });
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

/**
 * Says, above the first tabs of the group, that the URL asked for a tab the page does not have and which one it
 * shows instead; the sentence comes from the tabs' `data-unknown-choice` template (translated at build time).
 */
function reportUnknownChoices(): void {
  for (const { group, value } of unknownChoices) {
    const tabs = document.querySelector<HTMLElement>(`[data-tabs][data-group="${CSS.escape(group)}"]`);
    const template = tabs?.dataset.unknownChoice;
    if (!tabs || !template || tabs.previousElementSibling?.hasAttribute('data-tabs-notice')) continue;
    const all = [...tabs.querySelectorAll<HTMLElement>(':scope > .tabs__list > [role="tab"]')];
    const shown = all.find((t) => t.getAttribute('aria-selected') === 'true');
    const notice = document.createElement('p');
    notice.className = 'tabs__notice';
    notice.setAttribute('role', 'status');
    notice.dataset.tabsNotice = '';
    notice.textContent = template
      .replace('{value}', value)
      .replace('{shown}', shown?.textContent ?? '')
      .replace('{values}', all.map((t) => t.dataset.value).join(', '));
    tabs.before(notice);
  }
}

onPage(() => {
  applyQuery();
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs][data-group]')) {
    const saved = storageGet(KEY(tabs.dataset.group!));
    if (saved) select(tabs, saved);
  }
  reportUnknownChoices();
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
