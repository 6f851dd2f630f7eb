import { useTheme, useT } from '../context.tsx';
import type { SidebarItem } from '../types.ts';
import { ChevronIcon, ExternalIcon } from './Icons.tsx';
import { sidebarFileName } from '../../shared/routes.ts';
import { firstRoute } from '../../shared/sidebarLinks.ts';

function containsRoute(items: SidebarItem[], route: string): boolean {
  return items.some((i) => (i.type === 'doc' && i.route === route) || (i.type === 'category' && (i.route === route || containsRoute(i.items, route))));
}

/**
 * The page's branch of the sidebar: categories on the path to the current page are expanded, every other
 * category is a collapsed link without its children (the runtime loads the section tree when one is opened).
 * `full` renders every level (used to emit the per-section tree chunk).
 */
export function SidebarItems({ items, route, full, t }: { items: SidebarItem[]; route: string; full?: boolean; t: ReturnType<typeof useT> }) {
  return (
    <ul className="menu__list">
      {items.map((item, i) => {
        if (item.type === 'doc') {
          const active = item.route === route;
          return (
            <li key={i} className="menu__item">
              <a className={`menu__link${active ? ' is-active' : ''}`} href={item.route} aria-current={active ? 'page' : undefined}>
                {item.label}
              </a>
            </li>
          );
        }
        if (item.type === 'link') {
          // A link to a route of the site stays in the tab; any other opens a new one.
          if (item.href.startsWith('/') && !item.href.startsWith('//')) {
            return (
              <li key={i} className="menu__item">
                <a className="menu__link" href={item.href}>
                  {item.label}
                </a>
              </li>
            );
          }
          return (
            <li key={i} className="menu__item">
              <a className="menu__link" href={item.href} target="_blank" rel="noopener noreferrer">
                {item.label}
                <ExternalIcon />
              </a>
            </li>
          );
        }
        if (item.type === 'html') return <li key={i} className="menu__item menu__html" dangerouslySetInnerHTML={{ __html: item.value }} />;
        // A category that cannot collapse is always open, and links only to its own page (as Docusaurus renders
        // it: a collapsible one without a page links to its first doc).
        const fixed = item.collapsible === false;
        const onPath = containsRoute(item.items, route) || item.route === route;
        const expanded = fixed || onPath;
        const showChildren = full || expanded;
        const href = fixed ? item.route : (item.route ?? firstRoute(item.items) ?? '#');
        const active = item.route === route;
        return (
          <li key={i} className={`menu__item menu__cat${expanded ? '' : ' is-collapsed'}`} data-cat={item.key} data-loaded={showChildren ? '' : undefined}>
            <div className="menu__cat-row">
              <a className={`menu__link menu__link--cat${active ? ' is-active' : ''}`} href={href} aria-current={active ? 'page' : undefined}>
                {item.label}
              </a>
              {fixed ? null : (
                <button type="button" className="menu__caret" aria-expanded={expanded} aria-label={t('theme.sidebar.toggleCategory', { label: item.label })}>
                  <ChevronIcon />
                </button>
              )}
            </div>
            {showChildren ? (
              <div className="menu__collapsible">
                <SidebarItems items={item.items} route={route} full={full} t={t} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export function Sidebar({ items, idPrefix = '' }: { items: SidebarItem[]; idPrefix?: string }) {
  const t = useT();
  const { page } = useTheme();
  const key = page.doc?.sidebarKey ?? (page.doc ? `${page.locale}:${page.doc.section}:${page.doc.version}` : undefined);
  const src = key ? `/_imdocs/sidebar/${sidebarFileName(key)}` : undefined;
  return (
    <nav
      className="sidebar__nav menu"
      aria-label={t('theme.sidebar.label')}
      data-sidebar=""
      data-sidebar-src={src}
      id={idPrefix ? `${idPrefix}sidebar` : undefined}
    >
      <SidebarItems items={items} route={page.route} t={t} />
    </nav>
  );
}
