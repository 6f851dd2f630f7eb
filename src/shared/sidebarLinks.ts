import type { SidebarItem } from './types.ts';

/**
 * The first page a list of sidebar items leads to: a doc's route, a category's own page, else the first page inside
 * it. With `links`, a link item's href counts too — where a DocCardList card of a category without a page leads, as
 * Docusaurus's findFirstSidebarItemLink; the sidebar's category links skip links, which leave the site.
 */
export function firstRoute(items: SidebarItem[], opts: { links?: boolean } = {}): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.route;
    if (item.type === 'link' && opts.links) return item.href;
    if (item.type === 'category') {
      const r = item.route ?? firstRoute(item.items, opts);
      if (r) return r;
    }
  }
  return undefined;
}
