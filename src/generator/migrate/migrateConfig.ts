import type { SiteConfigInput, NavItem } from '../../shared/siteConfig.ts';
import { expandName, pluginEntry, type DocusaurusConfig } from './docusaurusConfig.ts';
import { wrappedPresetContent } from './wrappedPreset.ts';
import { migrateSearch } from './migrateSearch.ts';
import { migrateMagicComments } from './migrateMagicComments.ts';

/** A docs plugin instance of the Docusaurus site (the preset's, or a `plugin-content-docs` entry). */
export interface DocsInstance {
  pluginId: string;
  /** Section id in the imdocs site. */
  sectionId: string;
  /** Source folder, relative to the Docusaurus site. */
  path: string;
  routeBasePath: string;
  sidebarPath?: string;
  options: Record<string, unknown>;
}

export interface BlogInstance {
  pluginId: string;
  path: string;
  routeBasePath: string;
  options: Record<string, unknown>;
}

/** Plugins and preset parts this tool carries over itself (everything else is listed as not carried). */
const CARRIED_PLUGINS = new Set([
  '@docusaurus/plugin-content-docs',
  '@docusaurus/plugin-content-blog',
  '@docusaurus/plugin-content-pages',
  '@docusaurus/plugin-sitemap',
]);
/** Options of the classic preset other than docs, blog, pages, theme and sitemap. */
const PRESET_EXTRAS = ['gtag', 'googleAnalytics', 'googleTagManager', 'svgr'];

function sectionIdOf(pluginId: string, fallback: string): string {
  const id = (pluginId === 'default' ? fallback : pluginId)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^[^a-z]+/, '');
  return id || fallback;
}

const trimSlashes = (s: string) => s.replace(/^\/+|\/+$/g, '');

/** Docs and blog instances from the classic preset and the content plugins. */
export function contentInstances(
  config: DocusaurusConfig,
  notes: string[],
  /** The config's file: a preset that wraps the classic one is run from there (wrappedPreset.ts). */
  configFile?: string,
): { docs: DocsInstance[]; blogs: BlogInstance[]; pages: Record<string, unknown>; customCss: string[] } {
  const docs: DocsInstance[] = [];
  const blogs: BlogInstance[] = [];
  /** Options of the pages plugin (its remark and rehype plugins). */
  let pages: Record<string, unknown> = {};
  /** `theme.customCss` of the preset (or of the classic theme), as written: paths, often absolute (`require.resolve`). */
  const customCss: string[] = [];
  const addDocs = (options: Record<string, unknown>) => {
    const pluginId = typeof options.id === 'string' ? options.id : 'default';
    const p = typeof options.path === 'string' ? trimSlashes(options.path.replace(/^\.\//, '')) : pluginId === 'default' ? 'docs' : pluginId;
    docs.push({
      pluginId,
      sectionId: sectionIdOf(pluginId, 'docs'),
      path: p,
      routeBasePath: typeof options.routeBasePath === 'string' ? trimSlashes(options.routeBasePath) : pluginId === 'default' ? 'docs' : pluginId,
      sidebarPath: typeof options.sidebarPath === 'string' ? options.sidebarPath.replace(/^\.\//, '') : undefined,
      options,
    });
  };
  const addBlog = (options: Record<string, unknown>) => {
    const pluginId = typeof options.id === 'string' ? options.id : 'default';
    blogs.push({
      pluginId,
      path: typeof options.path === 'string' ? trimSlashes(options.path.replace(/^\.\//, '')) : 'blog',
      routeBasePath: typeof options.routeBasePath === 'string' ? trimSlashes(options.routeBasePath) : 'blog',
      options,
    });
  };
  for (const entry of config.presets ?? []) {
    const { name, options } = pluginEntry(entry);
    const full = expandName(name, 'preset');
    const wrapped = full !== '@docusaurus/preset-classic' && configFile ? wrappedPresetContent(name, options, config, configFile) : undefined;
    if (wrapped) {
      notes.push(
        `preset ${name}: run to read the options it gives its content plugins (their remark and rehype plugins included); its own themes and plugins are not carried`,
      );
      if (wrapped.docs) addDocs(wrapped.docs);
      if (wrapped.blog) addBlog(wrapped.blog);
      if (wrapped.pages) pages = wrapped.pages;
    } else {
      if (full !== '@docusaurus/preset-classic')
        notes.push(`preset ${name}: only @docusaurus/preset-classic is understood; its content folders were looked for at the classic defaults`);
      if (options.docs !== false) addDocs((options.docs ?? {}) as Record<string, unknown>);
      if (options.blog !== false) addBlog((options.blog ?? {}) as Record<string, unknown>);
      if (options.pages && typeof options.pages === 'object') pages = options.pages as Record<string, unknown>;
    }
    for (const key of PRESET_EXTRAS)
      if (options[key])
        notes.push(
          key === 'svgr'
            ? 'preset option svgr: not carried (imdocs makes an imported SVG a component itself, without SVGR options such as svgo settings)'
            : `preset option ${key}: not carried (imdocs has no analytics integration; add a script to site.config.ts scripts if you need one)`,
        );
    const theme = options.theme as { customCss?: unknown } | undefined;
    for (const css of [theme?.customCss ?? []].flat()) if (typeof css === 'string') customCss.push(css);
  }
  for (const entry of config.plugins ?? []) {
    const { name, options } = pluginEntry(entry);
    const full = expandName(name, 'plugin');
    if (full === '@docusaurus/plugin-content-docs') addDocs(options);
    else if (full === '@docusaurus/plugin-content-blog') addBlog(options);
    else if (full === '@docusaurus/plugin-content-pages') pages = options;
    else if (full === 'docusaurus-plugin-sass')
      notes.push(
        `plugin ${name}: not carried, not needed: imdocs compiles .scss/.sass files (customCss and those pages import) with the site's own sass package, which the new package.json lists when the site's did`,
      );
    else if (!CARRIED_PLUGINS.has(full)) notes.push(`plugin ${name}: not carried (imdocs has no Docusaurus plugin API)`);
  }
  for (const entry of config.themes ?? []) {
    const { name, options } = pluginEntry(entry);
    if (expandName(name, 'theme') === '@docusaurus/theme-classic') {
      for (const css of [options.customCss ?? []].flat()) if (typeof css === 'string') customCss.push(css);
    } else notes.push(`theme ${name}: not carried (imdocs has one built-in theme; local search is built in)`);
  }
  return { docs, blogs, pages, customCss };
}

/** A navbar or footer `to`: Docusaurus resolves a relative one (`docs/intro`, `blog`) against the site root. */
const siteRoute = (to: string) => (/^[a-z][a-z0-9+.-]*:|^\/|^#/i.test(to) ? to : `/${to.replace(/^\.\//, '')}`);

const staticPath = (src: string) => (/^[a-z]+:|^\//i.test(src) ? src : `/${src.replace(/^\.\//, '')}`);

interface DocusaurusNavItem {
  type?: string;
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  items?: DocusaurusNavItem[];
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  value?: string;
  className?: string;
  'aria-label'?: string;
  target?: string;
  activeBasePath?: string;
}

export interface NavContext {
  sectionOf: (pluginId?: string) => DocsInstance | undefined;
  /** First doc id of a named sidebar of a docs instance. */
  firstDocOf: (instance: DocsInstance, sidebarId?: string) => string | undefined;
  mainDocOf: (instance: DocsInstance) => string;
}

/** Docusaurus navbar items → imdocs navbar items; items with no equivalent are reported and left out. */
export function navItems(items: DocusaurusNavItem[], ctx: NavContext, notes: string[]): NavItem[] {
  const out: NavItem[] = [];
  for (const item of items) {
    const common = {
      ...(item.label !== undefined ? { label: item.label } : {}),
      ...(item.position ? { position: item.position } : {}),
      ...(item.className ? { className: item.className } : {}),
    };
    const type = item.type ?? (item.items ? 'dropdown' : 'default');
    switch (type) {
      case 'default':
        if (item.href) out.push({ type: 'default', ...common, href: item.href, ...(item['aria-label'] ? { ariaLabel: item['aria-label'] } : {}) });
        else
          out.push({
            type: 'default',
            ...common,
            to: siteRoute(item.to ?? '/'),
            ...(item.activeBasePath ? { activeBasePath: staticPath(item.activeBasePath) } : {}),
          });
        break;
      case 'dropdown':
        out.push({ type: 'dropdown', ...common, label: item.label ?? '', items: navItems(item.items ?? [], ctx, notes) });
        break;
      case 'doc':
      case 'docSidebar': {
        const section = ctx.sectionOf(item.docsPluginId);
        if (!section) {
          notes.push(`navbar item "${item.label ?? type}": its docs plugin "${item.docsPluginId}" was not carried`);
          break;
        }
        const docId = type === 'doc' ? item.docId : (ctx.firstDocOf(section, item.sidebarId) ?? ctx.mainDocOf(section));
        out.push({ type: 'doc', ...common, section: section.sectionId, docId: docId ?? ctx.mainDocOf(section) });
        break;
      }
      case 'docsVersion':
      case 'docsVersionDropdown': {
        const section = ctx.sectionOf(item.docsPluginId);
        if (section)
          out.push(
            type === 'docsVersion' ? { type, ...common, section: section.sectionId } : { type, position: item.position ?? 'right', section: section.sectionId },
          );
        break;
      }
      case 'localeDropdown':
        out.push({ type: 'localeDropdown', position: item.position ?? 'right' });
        break;
      case 'search':
        out.push({ type: 'search', position: item.position ?? 'right' });
        break;
      case 'html':
        out.push({ type: 'html', position: item.position ?? 'left', value: item.value ?? '' });
        break;
      default:
        notes.push(`navbar item "${item.label ?? type}" of type ${type}: not carried (no imdocs equivalent)`);
    }
  }
  return out;
}

/** Language names for locales the Docusaurus config does not label. */
function localeLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    return name ? name[0].toLocaleUpperCase(locale) + name.slice(1) : locale;
  } catch {
    return locale;
  }
}

export interface SiteParts {
  sections: SiteConfigInput['sections'];
  navbarItems: NavItem[];
}

/** The imdocs `site.config.ts` object for a Docusaurus config (content sections worked out by the caller). */
export function siteConfigFrom(config: DocusaurusConfig, parts: SiteParts, notes: string[]): SiteConfigInput {
  const theme = (config.themeConfig ?? {}) as Record<string, any>;
  const defaultLocale = config.i18n?.defaultLocale ?? 'en';
  const locales = config.i18n?.locales?.length ? config.i18n.locales : [defaultLocale];
  const localeConfigs = Object.fromEntries(
    locales.map((l) => {
      const c = config.i18n?.localeConfigs?.[l] ?? {};
      return [l, { label: c.label ?? localeLabel(l), htmlLang: c.htmlLang ?? l, ...(c.direction === 'rtl' ? { direction: 'rtl' as const } : {}) }];
    }),
  );
  const url = (config.url ?? 'https://example.com').replace(/\/+$/, '');
  if (config.baseUrl && config.baseUrl !== '/') notes.push(`baseUrl "${config.baseUrl}": imdocs serves sites at "/" only; the site is written for "/"`);
  if (config.trailingSlash === true)
    notes.push(
      'trailingSlash: true: imdocs routes never end with a slash (relative `../` links of pages that name no file were shortened by one level to keep their targets)',
    );
  for (const key of ['stylesheets', 'clientModules', 'headTags', 'webpack', 'customFields', 'future']) {
    if (config[key] && (!Array.isArray(config[key]) || (config[key] as unknown[]).length)) notes.push(`${key}: not carried`);
  }
  const navbar = (theme.navbar ?? {}) as Record<string, any>;
  const items = [...parts.navbarItems];
  if (!items.some((i) => i.type === 'search')) items.push({ type: 'search', position: 'right' });
  if (locales.length > 1 && !items.some((i) => i.type === 'localeDropdown')) items.push({ type: 'localeDropdown', position: 'right' });
  const footer = (theme.footer ?? {}) as Record<string, any>;
  const links = (footer.links ?? []) as any[];
  const columns = links.length && !links[0].items ? [{ title: '', items: links }] : links;
  const footerLinks = columns.map((col) => ({
    title: String(col.title ?? ''),
    items: (col.items ?? []).flatMap((item: any) => {
      if (item.html || !item.label) {
        notes.push(`footer item ${item.label ? `"${item.label}"` : 'with html'} in column "${col.title ?? ''}": not carried (footer items are label + link)`);
        return [];
      }
      return [{ label: String(item.label), ...(item.href ? { href: String(item.href) } : { to: siteRoute(String(item.to ?? '/')) }) }];
    }),
  }));
  const colorMode = (theme.colorMode ?? {}) as Record<string, any>;
  const bar = theme.announcementBar as Record<string, any> | undefined;
  const prism = (theme.prism ?? {}) as Record<string, any>;
  const magicComments = migrateMagicComments(prism.magicComments, notes);
  const search = migrateSearch(theme.algolia, notes);
  for (const key of Object.keys(theme)) {
    if (!['navbar', 'footer', 'colorMode', 'announcementBar', 'prism', 'algolia', 'image', 'metadata', 'docs', 'blog', 'tableOfContents'].includes(key))
      notes.push(`themeConfig.${key}: not carried`);
  }
  const policy = (v: unknown) => (v === 'throw' || v === 'warn' || v === 'ignore' ? v : v === 'log' ? 'warn' : undefined);
  return {
    title: config.title ?? 'Docs',
    tagline: config.tagline ?? '',
    url,
    baseUrl: '/',
    ...(config.favicon ? { favicon: staticPath(config.favicon) } : {}),
    i18n: { defaultLocale, locales, localeConfigs },
    sections: parts.sections,
    navbar: {
      ...(navbar.title ? { title: String(navbar.title) } : {}),
      ...(navbar.logo?.src
        ? {
            logo: {
              alt: String(navbar.logo.alt ?? config.title ?? ''),
              src: staticPath(navbar.logo.src),
              ...(navbar.logo.srcDark ? { srcDark: staticPath(navbar.logo.srcDark) } : {}),
              ...(typeof navbar.logo.width === 'number' ? { width: navbar.logo.width } : {}),
              ...(typeof navbar.logo.height === 'number' ? { height: navbar.logo.height } : {}),
            },
          }
        : {}),
      items,
      hideOnScroll: navbar.hideOnScroll === true,
    },
    footer: {
      ...(footer.logo?.src
        ? { logo: { alt: String(footer.logo.alt ?? ''), src: staticPath(footer.logo.src), ...(footer.logo.href ? { href: footer.logo.href } : {}) } }
        : {}),
      links: footerLinks,
      ...(config.tagline ? { description: String(config.tagline) } : {}),
      ...(footer.copyright ? { copyright: String(footer.copyright) } : {}),
    },
    colorMode: {
      defaultMode: colorMode.defaultMode === 'dark' ? 'dark' : 'light',
      disableSwitch: colorMode.disableSwitch === true,
      respectPrefersColorScheme: colorMode.respectPrefersColorScheme === true,
    },
    ...(bar?.content
      ? {
          announcementBar: {
            id: String(bar.id ?? 'announcement-bar'),
            content: String(bar.content),
            ...(bar.backgroundColor ? { backgroundColor: bar.backgroundColor } : {}),
            ...(bar.textColor ? { textColor: bar.textColor } : {}),
            isCloseable: bar.isCloseable !== false,
          },
        }
      : {}),
    search,
    markdown: {
      additionalLanguages: Array.isArray(prism.additionalLanguages) ? prism.additionalLanguages.map(String) : [],
      ...(['mdx', 'md', 'detect'].includes(String(config.markdown?.format)) ? { format: config.markdown!.format } : {}),
      ...(typeof prism.defaultLanguage === 'string' && prism.defaultLanguage ? { defaultCodeLanguage: prism.defaultLanguage } : {}),
      ...(magicComments.length ? { magicComments } : {}),
    },
    scripts: (config.scripts ?? []).map((s) =>
      typeof s === 'string' ? { src: s, defer: true } : { src: s.src, defer: s.defer ?? !s.async, async: s.async ?? false },
    ),
    ...(policy(config.onBrokenLinks) ? { onBrokenLinks: policy(config.onBrokenLinks) } : {}),
    ...(policy(config.onBrokenMarkdownLinks) ? { onBrokenMarkdownLinks: policy(config.onBrokenMarkdownLinks) } : {}),
    // Docusaurus only warns about a link to a missing anchor unless its config says otherwise; imdocs fails.
    onBrokenAnchors: policy(config.onBrokenAnchors) ?? 'warn',
    // imdocs fails on a duplicate route by default; a migrated site keeps what Docusaurus did (its default: warn).
    onDuplicateRoutes: policy(config.onDuplicateRoutes) ?? 'warn',
  } as SiteConfigInput;
}
