import { onPage, storageGet, storageSet } from './lifecycle.ts';

const KEY = (group: string) => `imdocs.tabs.${group}`;

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
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs][data-group]')) {
    const saved = storageGet(KEY(tabs.dataset.group!));
    if (saved) select(tabs, saved);
  }
  const onClick = (event: MouseEvent) => {
    const tab = (event.target as Element).closest<HTMLButtonElement>('[data-tabs] [role="tab"]');
    if (!tab) return;
    const tabs = tab.closest<HTMLElement>('[data-tabs]')!;
    const value = tab.dataset.value!;
    if (tabs.dataset.group) {
      storageSet(KEY(tabs.dataset.group), value);
      selectGroup(tabs.dataset.group, value, tab);
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
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return () => {
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  };
});
