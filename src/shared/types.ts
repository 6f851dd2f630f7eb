/** Data shapes the generator produces and the theme renders. */

export type SidebarItem =
  | { type: 'doc'; id: string; label: string; route: string }
  | { type: 'link'; label: string; href: string }
  /** Raw HTML from a Docusaurus sidebar `html` item (a divider, a heading). */
  | { type: 'html'; value: string }
  | {
      type: 'category';
      key: string;
      label: string;
      route?: string;
      docId?: string;
      collapsed: boolean;
      /** `false` (`collapsible: false`): always open, no toggle, and linked only to its own page. */
      collapsible?: false;
      items: SidebarItem[];
    };

export interface TocEntry {
  depth: number;
  id: string;
  value: string;
}

export interface BlogAuthor {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageURL?: string;
  /** `authors.yml` `socials`: platform → URL (handles made URLs as Docusaurus does). */
  socials?: { platform: string; url: string }[];
  /** The author's page under `<blog>/authors/` (without locale prefix), when `authors.yml` gives it `page`. */
  pageRoute?: string;
}
