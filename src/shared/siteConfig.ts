/**
 * The site configuration schema. The schema is the documentation: every field carries a JSDoc line, and
 * `defineConfig` gives authors completion and type errors in their editor before the build validates it.
 */
import { z } from 'zod';
import { badSegment, LOCALE_NAME } from './routes.ts';

/** A route or folder below the site: no `.` or `..` segment, backslash or control byte (data never leaves the site). */
const insidePath = (what: 'route' | 'folder') =>
  z
    .string()
    .refine(
      (v) => !(what === 'folder' && v.startsWith('/')) && badSegment(v) === undefined,
      what === 'route'
        ? 'a URL path without "." or ".." segments, backslashes or control characters'
        : 'a folder inside the site (relative, without "." or ".." segments)',
    );

/** A locale name: it becomes a folder of `i18n/` and of the output, so letters, digits, `-` and `_` only. @example "zh-Hans" */
const localeName = z.string().regex(LOCALE_NAME, 'a locale name such as "en" or "zh-Hans" (letters, digits, "-" and "_")');

const localeConfig = z.strictObject({
  /** Name shown in the language dropdown. @example "简体中文" */
  label: z.string(),
  /** Value of `<html lang>` and hreflang. @example "zh-Hans" */
  htmlLang: z.string(),
  /** Text direction. */
  direction: z.enum(['ltr', 'rtl']).default('ltr'),
});

const versionConfig = z.strictObject({
  /** Label shown in the version dropdown. @example "v3.8" */
  label: z.string().optional(),
  /** URL segment of this version (empty for the current one). @example "3.7" */
  path: insidePath('route').optional(),
  /** Banner shown on this version's pages. */
  banner: z.enum(['none', 'unmaintained', 'unreleased']).optional(),
  /** Sidebar file of this version (relative to the site root), instead of the section's `sidebarPath`. @example "versioned_sidebars/version-1.0-sidebars.json" */
  sidebarPath: z.string().optional(),
});

/** A unified plugin function: `(options) => transformer`. */
const pluginFunction = z.custom<(...args: any[]) => unknown>((v) => typeof v === 'function', 'a plugin function (imported in site.config.ts)');

/** A remark or rehype plugin as Docusaurus configs list them: the plugin, or `[plugin, options]`. */
const pluginEntry = z.union([pluginFunction, z.tuple([pluginFunction], z.unknown())]);

/**
 * Site remark and rehype plugins, under Docusaurus' names and in Docusaurus' order: `beforeDefaultRemarkPlugins` run
 * before imdocs' own Markdown transforms, `remarkPlugins` after them (heading ids and the TOC are made by then);
 * `beforeDefaultRehypePlugins`, then `rehypePlugins`, run before code blocks are highlighted.
 * @example remarkPlugins: [[npm2yarn, { sync: true }]]
 */
const markdownPlugins = {
  beforeDefaultRemarkPlugins: z.array(pluginEntry).optional(),
  remarkPlugins: z.array(pluginEntry).optional(),
  beforeDefaultRehypePlugins: z.array(pluginEntry).optional(),
  rehypePlugins: z.array(pluginEntry).optional(),
};

const sectionConfig = z.strictObject({
  /** Identifier used by navbar items and in the route manifest. @example "guides" */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, 'lower-case letters, digits and dashes'),
  /** Folder holding the section's sources, relative to `content/` (and `i18n/<locale>/`). @example "guides" */
  path: insidePath('folder'),
  /** First URL segment of the section's pages. @example "guides" */
  routeBasePath: insidePath('route'),
  /** Label used for search filters and the docsearch section tag. @example "Guides" */
  label: z.string(),
  /** Base URL for "Edit this page"; the source path is appended. */
  editUrl: z.string().url().optional(),
  /** Show "Last updated on" from git history. */
  showLastUpdateTime: z.boolean().default(true),
  /** Breadcrumbs above the article (off for this site). */
  breadcrumbs: z.boolean().default(false),
  /** The doc the section root (`/<routeBasePath>`) leads to. @example "introduction" */
  mainDocId: z.string(),
  /** `blog` adds post lists, tag pages and authors. */
  kind: z.enum(['docs', 'blog']).default('docs'),
  /** Options of a `blog` section. The defaults are Docusaurus': a migrated blog keeps its URLs. */
  blog: z
    .strictObject({
      /** `dated`: `/blog/2021/08/26/welcome` for `2021-08-26-welcome.md` (Docusaurus); `flat`: `/blog/welcome` (the path without the date). Frontmatter `slug` overrides both. */
      permalinks: z.enum(['dated', 'flat']).default('dated'),
      /** `recent`: the sidebar lists the posts, newest first; `folders`: folders become categories, as in a docs section. */
      sidebar: z.enum(['recent', 'folders']).default('recent'),
      /** A paginated list of posts (with their `<!--truncate-->` excerpts) at the section root. */
      listPage: z.boolean().default(true),
      /** Posts per list page. */
      postsPerPage: z.number().int().min(1).default(10),
    })
    .default({ permalinks: 'dated', sidebar: 'recent', listPage: true, postsPerPage: 10 }),
  /** Sidebar file (relative to the site root) instead of the autogenerated sidebar: a list of items, or a Docusaurus `sidebars.js|cjs|mjs|ts|json` object of named sidebars. @example "sidebars.js" */
  sidebarPath: z.string().optional(),
  /** Per-version options keyed by version name (`current` or a folder under `<section>_versions/`). */
  versions: z.record(z.string(), versionConfig).default({}),
  /** Version shown at the section root when several exist. */
  lastVersion: z.string().default('current'),
  /** The section's own remark and rehype plugins (Docusaurus lists them per docs or blog plugin); they replace `markdown`'s for its pages. */
  markdown: z.strictObject(markdownPlugins).optional(),
});

interface NavItemShape {
  type?: 'default' | 'dropdown' | 'search' | 'html' | 'doc' | 'docSidebar' | 'docsVersion' | 'docsVersionDropdown' | 'localeDropdown';
  label?: string;
  to?: string;
  href?: string;
  position?: 'left' | 'right';
  items?: NavItemShape[];
  value?: string;
  docId?: string;
  sidebarId?: string;
  section?: string;
  className?: string;
  ariaLabel?: string;
  target?: string;
  activeBasePath?: string;
}

const navItemBase = {
  /** Visible text. */
  label: z.string().optional(),
  /** Internal route (locale prefix added automatically). @example "/guides/introduction" */
  to: z.string().optional(),
  /** External URL, opened in a new tab. */
  href: z.string().optional(),
  /** Side of the navbar. */
  position: z.enum(['left', 'right']).default('left'),
  className: z.string().optional(),
  ariaLabel: z.string().optional(),
  target: z.string().optional(),
  /** Route prefix that marks the item active. */
  activeBasePath: z.string().optional(),
};

export const navItemSchema: z.ZodType<NavItemShape> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('default'), ...navItemBase }),
    z.strictObject({ type: z.literal('dropdown'), ...navItemBase, items: z.array(navItemSchema) }),
    z.strictObject({ type: z.literal('search'), position: navItemBase.position, className: z.string().optional() }),
    z.strictObject({ type: z.literal('html'), position: navItemBase.position, value: z.string(), className: z.string().optional() }),
    z.strictObject({ type: z.literal('doc'), ...navItemBase, docId: z.string(), section: z.string() }),
    z.strictObject({ type: z.literal('docSidebar'), ...navItemBase, section: z.string() }),
    z.strictObject({ type: z.literal('docsVersion'), ...navItemBase, section: z.string() }),
    z.strictObject({ type: z.literal('docsVersionDropdown'), position: navItemBase.position, section: z.string() }),
    z.strictObject({ type: z.literal('localeDropdown'), position: navItemBase.position, className: z.string().optional() }),
  ]),
) as z.ZodType<NavItemShape>;

const footerLink = z.strictObject({
  label: z.string(),
  to: z.string().optional(),
  href: z.string().optional(),
});

export const siteConfigSchema = z.strictObject({
  /** Site title, appended to every page title. @example "OpenIM Docs" */
  title: z.string().min(1),
  /** One line under the title on the home page. */
  tagline: z.string().default(''),
  /** Production origin, without trailing slash. @example "https://docs.openim.io" */
  url: z
    .string()
    .url()
    .refine((u) => !u.endsWith('/'), 'no trailing slash'),
  /** Path the site is served under. Only `/` is supported by the router today. */
  baseUrl: z
    .string()
    .regex(/^\/(.*\/)?$/, 'starts and ends with "/"')
    .default('/'),
  /** Routes end without a slash (`/guides/introduction`). */
  trailingSlash: z.literal(false).default(false),
  /** Favicon path under `static/`. @example "/img/favicon.ico" */
  favicon: z.string().optional(),
  /** Site version shown in the footer and manifest. @example "1.20.0" */
  version: z.string().default('0.0.0'),
  /** Source repository, used for the "Let us know" search link. */
  repoUrl: z.string().url().optional(),
  i18n: z.strictObject({
    /** Locale served at `/`. */
    defaultLocale: localeName,
    /** Every locale; the others are served under `/<locale>/`. */
    locales: z.array(localeName).min(1),
    localeConfigs: z.record(z.string(), localeConfig),
  }),
  /** Content sections (docs or blog). */
  sections: z.array(sectionConfig).min(1),
  navbar: z.strictObject({
    title: z.string().optional(),
    logo: z
      .strictObject({
        alt: z.string(),
        src: z.string(),
        srcDark: z.string().optional(),
        width: z.number().optional(),
        height: z.number().optional(),
      })
      .optional(),
    items: z.array(navItemSchema).default([]),
    hideOnScroll: z.boolean().default(false),
  }),
  footer: z
    .strictObject({
      logo: z
        .strictObject({ alt: z.string(), src: z.string(), srcDark: z.string().optional(), height: z.number().optional(), href: z.string().optional() })
        .optional(),
      links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })).default([]),
      /** Short text under the logo (per locale keys in the message catalogue override it). */
      description: z.string().optional(),
      copyright: z.string().optional(),
    })
    .default({ links: [] }),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(['light', 'dark']).default('dark'),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false }),
  announcementBar: z
    .strictObject({
      id: z.string(),
      content: z.string(),
      backgroundColor: z.string().default('#fff'),
      textColor: z.string().default('#000'),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  search: z
    .strictObject({
      /** `local` uses the embedded Pagefind index; `algolia` needs the `algolia` block. */
      provider: z.enum(['local', 'algolia']).default('local'),
      algolia: z
        .strictObject({
          appId: z.string(),
          apiKey: z.string(),
          indexName: z.string(),
          contextualSearch: z.boolean().default(true),
          /**
           * Extra Algolia query parameters sent with every search (DocSearch's `searchParameters`); their
           * `facetFilters` are added to the contextual ones.
           */
          searchParameters: z.record(z.string(), z.unknown()).optional(),
          /** Test hook: a full URL replacing the Algolia host (used against a local stub). */
          host: z.string().optional(),
        })
        .optional(),
      searchPagePath: z.string().default('search'),
    })
    .default({ provider: 'local', searchPagePath: 'search' }),
  markdown: z
    .strictObject({
      /** Languages highlighted at build time besides the defaults. */
      additionalLanguages: z.array(z.string()).default([]),
      /**
       * How page sources are parsed, as Docusaurus' `markdown.format`: `mdx` (default) parses `.md` and `.mdx` as MDX;
       * `md` parses both as CommonMark with raw HTML (no JSX, imports or expressions); `detect` parses `.mdx` as MDX
       * and `.md` as CommonMark. Imported partials follow the same rule.
       */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      /**
       * The site's own MDX components, merged into every page (Docusaurus sites swizzle `@theme/MDXComponents` for this):
       * a module relative to the site root whose default export maps names to components. Used when present.
       */
      components: z.string().default('src/mdx-components.tsx'),
      /**
       * Component modules (globs relative to the site root) that also run in the browser: rendered to HTML at build
       * time, then mounted with React on the page (props must be JSON; children are not passed). Every other
       * component a page imports is static HTML only. @example ["src/components/Counter.tsx"]
       */
      islands: z.array(z.string()).default([]),
      /** Language of code blocks written without one (Docusaurus' `prism.defaultLanguage`); unset, they are plain text. @example "bash" */
      defaultCodeLanguage: z.string().optional(),
      /**
       * The site's own magic comments (Docusaurus' `prism.magicComments`): a code line that is only the comment
       * `line` gives the next line `className`; `block.start` … `block.end` give it to the lines between. The
       * built-in `highlight-next-line`, `highlight-start`/`highlight-end` and `error-next-line` always work.
       * @example [{ "className": "code-line-added", "line": "added-next-line", "block": { "start": "added-start", "end": "added-end" } }]
       */
      magicComments: z
        .array(z.strictObject({ className: z.string(), line: z.string().optional(), block: z.strictObject({ start: z.string(), end: z.string() }).optional() }))
        .optional(),
      ...markdownPlugins,
    })
    .default({ additionalLanguages: [], format: 'mdx', components: 'src/mdx-components.tsx', islands: [] }),
  /**
   * The site's own stylesheets (relative to the site root), bundled into one file linked after the theme's on
   * every page, as Docusaurus' `theme.customCss`: they may override the theme. @example ["src/css/custom.css"]
   */
  customCss: z.array(z.string()).default([]),
  /** Scripts added to every page (`defer`). @example [{ src: "/embed.js", defer: true }] */
  scripts: z.array(z.strictObject({ src: z.string(), defer: z.boolean().default(true), async: z.boolean().default(false) })).default([]),
  onBrokenLinks: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /**
   * A link to a missing anchor (`#id`) of a page that exists. Unset, as `onBrokenLinks` says (a site that only warns
   * about broken links warns about these too, as before the option existed); a migrated Docusaurus site gets its
   * config's `onBrokenAnchors`, or Docusaurus' default "warn".
   */
  onBrokenAnchors: z.enum(['throw', 'warn', 'ignore']).optional(),
  onBrokenMarkdownLinks: z.enum(['throw', 'warn', 'ignore']).default('warn'),
  /** A Markdown image whose file does not exist (relative to the page, or under static/ for `/…` paths); fails the build by default, as in Docusaurus. */
  onBrokenMarkdownImages: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /**
   * Two files claiming one route (a slug repeated, or a page under `content/pages/<locale>/…` on a doc's route, which
   * would silently replace its translation): the build fails naming both by default. 'warn' keeps Docusaurus'
   * default, the second file wins; `imdocs migrate` writes the Docusaurus site's own value (its default: 'warn').
   */
  onDuplicateRoutes: z.enum(['throw', 'warn', 'ignore']).default('throw'),
  /** Community chat link used by the footer and /embed.js. */
  communityUrl: z.string().url().optional(),
});

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The names of the site's plugin lists (`markdownPlugins`). */
export type PluginListName = keyof typeof markdownPlugins;
export const PLUGIN_LISTS = Object.keys(markdownPlugins) as PluginListName[];

/**
 * What the engine keeps of the site's remark and rehype plugins once `site.config.ts` is loaded: the functions stay
 * in the file (render threads load them from it), the config carries their names and a key for the caches. By
 * scope: `''` for `markdown`'s lists, a section id for a section's own.
 */
export interface SitePlugins {
  key: string;
  scopes: Record<string, Partial<Record<PluginListName, string[]>>>;
}
export type SiteConfig = z.output<typeof siteConfigSchema> & { sitePlugins?: SitePlugins };
export type SectionConfig = SiteConfig['sections'][number];
export type NavItem = NavItemShape;

/** Identity function that gives `site.config.ts` its types. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
