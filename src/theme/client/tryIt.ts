/**
 * "Try it" buttons of REST operation pages: the form arrives as a separate chunk on the first click only,
 * so an operation page's first load carries just this listener.
 */
type Island = typeof import('../islands/tryit/island.ts');

let island: Promise<Island> | undefined;

function load(): Promise<Island> {
  island ??= import('../islands/tryit/island.ts');
  island.catch(() => {
    island = undefined;
  });
  return island;
}

export function initTryIt(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>('[data-tryit-open]');
    if (!button) return;
    const panel = button.parentElement?.querySelector<HTMLElement>('[data-tryit-panel]');
    if (!panel) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    panel.hidden = !open;
    if (!open || panel.dataset.mounted) return;
    panel.dataset.mounted = 'true';
    load().then(
      (m) => m.mountTryIt(button, panel),
      () => {
        delete panel.dataset.mounted;
        const labels = JSON.parse(button.dataset.labels ?? '{}') as { loadFailed?: string };
        panel.textContent = labels.loadFailed ?? 'Could not load.';
      },
    );
  });
}
