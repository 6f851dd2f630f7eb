import { onPage, storageSet } from './lifecycle.ts';

/** Small page-chrome behaviours: announcement bar, language links, dropdowns, preferred version. */
onPage(() => {
  const root = document.documentElement;
  // Announcement bar: dismissal stored per bar id (a new id shows again).
  const bar = document.querySelector<HTMLElement>('[data-announcement]');
  const onClose = () => {
    storageSet('imdocs.announcement.dismissed', bar!.dataset.announcement!);
    root.setAttribute('data-announcement-dismissed', '');
  };
  bar?.querySelector('[data-announcement-close]')?.addEventListener('click', onClose);

  // Language links keep the query string and hash.
  const syncLocaleLinks = () => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-locale-link]')) {
      const url = new URL(a.href, location.href);
      url.search = location.search;
      url.hash = location.hash;
      a.href = url.pathname + url.search + url.hash;
    }
  };
  syncLocaleLinks();
  window.addEventListener('hashchange', syncLocaleLinks);

  // Remember the docs version the reader is on, per section.
  const section = root.dataset.section;
  const version = root.dataset.version;
  if (section && version) storageSet(`imdocs.version.${section}`, version);

  // Close open navbar dropdowns on outside click or Escape.
  const onDoc = (event: Event) => {
    for (const d of document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')) {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !d.contains(event.target as Node)) {
        d.open = false;
        if (event instanceof KeyboardEvent) d.querySelector('summary')?.focus();
      }
    }
  };
  document.addEventListener('click', onDoc);
  document.addEventListener('keydown', onDoc);
  return () => {
    window.removeEventListener('hashchange', syncLocaleLinks);
    document.removeEventListener('click', onDoc);
    document.removeEventListener('keydown', onDoc);
  };
});
