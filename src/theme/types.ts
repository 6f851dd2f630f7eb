// Types shared with the generator live in src/shared (type-only: nothing from Node reaches the theme).
export type { SidebarItem, TocEntry, BlogAuthor } from '../shared/types.ts';
export type { SiteConfig, NavItem } from '../shared/siteConfig.ts';
