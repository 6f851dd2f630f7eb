import { onPage } from './lifecycle.ts';

const DESKTOP = window.matchMedia('(min-width: 996px)');

function drawer(): HTMLElement | null {
  return document.querySelector('[data-drawer]');
}

export function closeDrawer(): void {
  const el = drawer();
  if (!el || el.hidden) return;
  el.hidden = true;
  document.documentElement.classList.remove('drawer-open');
  const toggle = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  toggle?.setAttribute('aria-expanded', 'false');
  toggle?.focus({ preventScroll: true });
}

function openDrawer(): void {
  const el = drawer();
  if (!el) return;
  el.hidden = false;
  // Docs pages open on the sidebar (secondary menu); "Back to main menu" shows the navbar items.
  el.querySelector('[data-drawer-panes]')?.classList.toggle('show-main', !el.querySelector('.drawer__pane--secondary'));
  document.documentElement.classList.add('drawer-open');
  document.querySelector('[data-drawer-open]')?.setAttribute('aria-expanded', 'true');
  el.querySelector<HTMLElement>('[data-drawer-close]:not(.drawer__backdrop)')?.focus();
}

onPage(() => {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('[data-drawer-open]')) openDrawer();
    else if (target.closest('[data-drawer-close]')) closeDrawer();
    else if (target.closest('[data-drawer-back]')) drawer()?.querySelector('[data-drawer-panes]')?.classList.add('show-main');
    else if (target.closest('[data-drawer] a[href]')) closeDrawer();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') closeDrawer();
    if (event.key === 'Tab' && !drawer()?.hidden) trapFocus(event);
  };
  const onResize = () => {
    if (DESKTOP.matches) closeDrawer();
  };
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  DESKTOP.addEventListener('change', onResize);
  return () => {
    closeDrawer();
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
    DESKTOP.removeEventListener('change', onResize);
  };
});

function trapFocus(event: KeyboardEvent): void {
  const panel = drawer()?.querySelector('.drawer__panel');
  if (!panel) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary')].filter((el) => el.offsetParent !== null);
  if (!focusable.length) return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    last.focus();
    event.preventDefault();
  } else if (!event.shiftKey && document.activeElement === last) {
    first.focus();
    event.preventDefault();
  }
}
