import { saveData } from './lifecycle.ts';
import { onPage } from './lifecycle.ts';
import { isRoutable, loadRoute, routeKey } from './routeCache.ts';

/** At most this many prefetches in flight; the rest wait their turn. */
export const MAX_CONCURRENT_PREFETCH = 3;

const queued = new Set<string>();
const queue: URL[] = [];
let active = 0;

function pump(): void {
  while (active < MAX_CONCURRENT_PREFETCH && queue.length) {
    const url = queue.shift()!;
    active++;
    loadRoute(url)
      .catch(() => {})
      .finally(() => {
        active--;
        pump();
      });
  }
}

export function prefetch(href: string, urgent = false): void {
  if (saveData()) return;
  const url = new URL(href, location.href);
  if (!isRoutable(url) || routeKey(url) === routeKey(new URL(location.href))) return;
  const key = routeKey(url);
  if (queued.has(key)) return;
  queued.add(key);
  if (urgent) queue.unshift(url);
  else queue.push(url);
  pump();
}

export function initPrefetch(): void {
  if (saveData()) return;
  const onHover = (event: Event) => {
    const a = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (a && !a.target) prefetch(a.href, true);
  };
  document.addEventListener('mouseover', onHover, { passive: true });
  document.addEventListener('focusin', onHover);
  document.addEventListener('touchstart', onHover, { passive: true });
}

// Links that scroll into view are prefetched when the browser is idle.
onPage(() => {
  if (saveData() || !('IntersectionObserver' in window)) return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const href = (entry.target as HTMLAnchorElement).href;
      const idle = (window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number }).requestIdleCallback;
      if (idle) idle(() => prefetch(href), { timeout: 2000 });
      else window.setTimeout(() => prefetch(href), 200);
    }
  });
  for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-main-wrapper] a[href]:not([target])')) observer.observe(a);
  return () => observer.disconnect();
});
