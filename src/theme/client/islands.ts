import { onPage } from './lifecycle.ts';

/** What an island script exports (see the generator's bundlePage.ts): mounts the component, returns an unmount. */
interface IslandModule {
  mount(el: HTMLElement, props: Record<string, unknown>): () => void;
}

const idle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 2000 }) : setTimeout(fn, 200));

/**
 * Site components marked as islands (`markdown.islands`) are mounted with React once the page is idle: their
 * script (React included) is fetched only by pages that have one. Leaving the page unmounts them.
 */
onPage(() => {
  const elements = [...document.querySelectorAll<HTMLElement>('[data-island]')];
  if (!elements.length) return undefined;
  const unmounts: (() => void)[] = [];
  let left = false;
  idle(() => {
    for (const el of elements) {
      import(/* @vite-ignore */ el.dataset.island!)
        .then((m: IslandModule) => {
          if (!left) unmounts.push(m.mount(el, JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>));
        })
        .catch((error: unknown) => console.error(`island ${el.dataset.island} failed to load`, error));
    }
  });
  return () => {
    left = true;
    unmounts.forEach((unmount) => unmount());
  };
});
