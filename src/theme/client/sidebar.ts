import { onPage, storageGet, storageSet } from './lifecycle.ts';

const STATE_KEY = 'imdocs.sidebar.categories';
const HIDDEN_KEY = 'imdocs.sidebar.hidden';
const treeCache = new Map<string, Promise<Document>>();

function readState(): Record<string, boolean> {
  try {
    return JSON.parse(storageGet(STATE_KEY) ?? '{}') as Record<string, boolean>;
  } catch {
    return {};
  }
}

function writeState(key: string, expanded: boolean): void {
  const state = readState();
  state[key] = expanded;
  storageSet(STATE_KEY, JSON.stringify(state));
}

/** The section's full tree (one cached HTML fragment per section and locale). */
function loadTree(src: string): Promise<Document> {
  let p = treeCache.get(src);
  if (!p) {
    p = fetch(src)
      .then((r) => {
        if (!r.ok) throw new Error(`${r.status} ${src}`);
        return r.text();
      })
      .then((html) => new DOMParser().parseFromString(`<ul>${html}</ul>`, 'text/html'));
    treeCache.set(src, p);
    p.catch(() => treeCache.delete(src));
  }
  return p;
}

const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');

/** Opens or closes a category with a height animation whose duration follows the height (1 ms with reduced motion). */
function animate(list: HTMLElement, open: boolean): void {
  const height = list.scrollHeight;
  const duration = reducedMotion.matches ? 1 : Math.round(Math.min(Math.max(height / 4, 120), 400));
  list.style.overflow = 'hidden';
  list.style.transition = `height ${duration}ms ease-in-out`;
  if (open) {
    list.style.height = '0px';
    requestAnimationFrame(() => {
      list.style.height = `${height}px`;
    });
  } else {
    list.style.height = `${height}px`;
    requestAnimationFrame(() => {
      list.style.height = '0px';
    });
  }
  const done = () => {
    list.style.removeProperty('height');
    list.style.removeProperty('overflow');
    list.style.removeProperty('transition');
  };
  list.addEventListener('transitionend', done, { once: true });
  window.setTimeout(done, duration + 50);
}

async function toggle(cat: HTMLElement, nav: HTMLElement, expand: boolean, remember = true): Promise<void> {
  const button = cat.querySelector<HTMLButtonElement>(':scope > .menu__cat-row > .menu__caret');
  if (expand && !cat.hasAttribute('data-loaded')) {
    const src = nav.dataset.sidebarSrc;
    if (!src) return;
    try {
      const tree = await loadTree(src);
      const full = tree.querySelector(`[data-cat="${CSS.escape(cat.dataset.cat ?? '')}"] > .menu__collapsible`);
      if (full) {
        const copy = document.importNode(full, true) as HTMLElement;
        const current = location.pathname.replace(/\/$/, '') || '/';
        for (const a of copy.querySelectorAll<HTMLAnchorElement>('a.menu__link')) {
          if (a.getAttribute('href') === current) {
            a.classList.add('is-active');
            a.setAttribute('aria-current', 'page');
          }
        }
        cat.append(copy);
        cat.setAttribute('data-loaded', '');
      }
    } catch {
      // Offline or removed: keep the category as a plain link.
      return;
    }
  }
  cat.classList.toggle('is-collapsed', !expand);
  button?.setAttribute('aria-expanded', String(expand));
  const list = cat.querySelector<HTMLElement>(':scope > .menu__collapsible');
  if (list) animate(list, expand);
  if (remember && cat.dataset.cat) writeState(cat.dataset.cat, expand);
}

onPage(() => {
  const navs = [...document.querySelectorAll<HTMLElement>('[data-sidebar]')];
  const state = readState();
  for (const nav of navs) {
    // Restore remembered open categories (the current page's branch is always open).
    for (const cat of nav.querySelectorAll<HTMLElement>('.menu__cat.is-collapsed')) {
      if (cat.dataset.cat && state[cat.dataset.cat]) void toggle(cat, nav, true, false);
    }
    const active = nav.querySelector<HTMLElement>('.menu__link.is-active');
    if (active && nav.closest('[data-sidebar-container]')) {
      const box = nav.closest<HTMLElement>('[data-sidebar-container]')!;
      const top = active.offsetTop - box.clientHeight / 3;
      if (top > 0) box.scrollTop = top;
    }
  }
  const onClick = (event: MouseEvent) => {
    const caret = (event.target as Element).closest<HTMLButtonElement>('.menu__caret');
    if (!caret) return;
    const cat = caret.closest<HTMLElement>('.menu__cat');
    const nav = caret.closest<HTMLElement>('[data-sidebar]');
    if (cat && nav) void toggle(cat, nav, cat.classList.contains('is-collapsed'));
  };
  const hideButton = document.querySelector<HTMLButtonElement>('[data-sidebar-hide]');
  const applyHidden = (hidden: boolean) => {
    document.documentElement.classList.toggle('sidebar-hidden', hidden);
    if (hideButton) {
      const label = hidden ? hideButton.dataset.labelShow : hideButton.title;
      hideButton.setAttribute('aria-label', label ?? '');
      hideButton.setAttribute('aria-expanded', String(!hidden));
    }
  };
  applyHidden(storageGet(HIDDEN_KEY) === '1');
  const onHide = () => {
    const hidden = !document.documentElement.classList.contains('sidebar-hidden');
    storageSet(HIDDEN_KEY, hidden ? '1' : '0');
    applyHidden(hidden);
  };
  hideButton?.addEventListener('click', onHide);
  document.addEventListener('click', onClick);
  return () => {
    document.removeEventListener('click', onClick);
    hideButton?.removeEventListener('click', onHide);
  };
});
