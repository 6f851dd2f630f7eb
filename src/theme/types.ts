// Types shared with the generator (type-only: nothing from Node reaches the theme).
export type { SidebarItem, TocEntry, SiteConfig, BlogAuthor } from '../generator/types.ts';
export type { NavItem } from '../generator/config/schema.ts';
