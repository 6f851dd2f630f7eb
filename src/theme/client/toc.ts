import { onPage } from './lifecycle.ts';

/** Highlights the TOC entry of the section being read. */
onPage(() => {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-toc] a.toc__link')];
  if (!links.length) return;
  const headings = links.map((a) => document.getElementById(decodeURIComponent(a.hash.slice(1)))).filter((h): h is HTMLElement => Boolean(h));
  let frame = 0;
  const update = () => {
    frame = 0;
    const offset = 100;
    let current = headings[0];
    for (const h of headings) {
      if (h.getBoundingClientRect().top - offset <= 0) current = h;
      else break;
    }
    if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = headings[headings.length - 1];
    for (const a of links) {
      const on = (current !== undefined && a.hash === `#${encodeURIComponent(current.id)}`) || a.hash === `#${current?.id}`;
      a.classList.toggle('is-active', on);
      if (on) a.setAttribute('aria-current', 'location');
      else a.removeAttribute('aria-current');
    }
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
});
