import { onPage, storageGet, storageSet } from './lifecycle.ts';

const root = document.documentElement;

function current(): 'dark' | 'light' {
  return root.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
}

function syncButtons(): void {
  const mode = current();
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-color-toggle]')) {
    const label = button.dataset[mode === 'dark' ? 'labelDark' : 'labelLight'];
    if (label) {
      button.setAttribute('aria-label', label);
      button.title = label;
    }
  }
}

export function setColorMode(mode: 'dark' | 'light', persist = true): void {
  root.setAttribute('data-theme', mode);
  if (persist) storageSet('theme', mode);
  syncButtons();
}

onPage(() => {
  syncButtons();
  const onClick = (event: Event) => {
    if ((event.target as Element).closest('[data-color-toggle]')) setColorMode(current() === 'dark' ? 'light' : 'dark');
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
});

// Another tab changed the mode: follow it at once.
window.addEventListener('storage', (event) => {
  if (event.key === 'theme' && (event.newValue === 'dark' || event.newValue === 'light')) setColorMode(event.newValue, false);
});

export { storageGet };
