import { onPage } from './lifecycle.ts';
import { copyText } from './copyText.ts';

/** "Copy page as Markdown": fetches the page's `.md` twin and copies it; without JavaScript the link opens it. */
onPage(() => {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-page-markdown]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void fetch(link.href)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then(copyText)
      .then(
        () => {
          const label = link.textContent;
          link.textContent = link.dataset.copied ?? 'Copied';
          window.setTimeout(() => {
            link.textContent = label;
          }, 1500);
        },
        () => {
          location.href = link.href;
        },
      );
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
});
