/**
 * Result URLs as local paths: an Algolia record holds the production URL and Pagefind the written file
 * (`/guides/intro.html`); both become the route on the current host (`/guides/intro#anchor`), so previews
 * and mirrors keep readers on their own host.
 */
export function toLocalPath(url: string): string {
  let pathname: string;
  let hash = '';
  try {
    const u = new URL(url, 'http://local.invalid');
    pathname = u.pathname;
    hash = u.hash;
  } catch {
    return '/';
  }
  pathname = pathname.replace(/\.html$/, '').replace(/\/index$/, '') || '/';
  if (pathname.length > 1) pathname = pathname.replace(/\/$/, '');
  return pathname + hash;
}
