import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import YAML from 'yaml';
import { UserError } from '../errors.ts';
import { LOCALE_NAME } from '../../shared/routes.ts';
import { loadSidebarFile, SIDEBAR_FILE_EXTENSIONS } from '../content/sidebarFile.ts';
import { docIdFromPath } from '../content/scanContent.ts';
import { docPathOfId } from '../../shared/routes.ts';
import type { SiteConfigInput } from '../../shared/siteConfig.ts';
import { loadDocusaurusConfig } from './docusaurusConfig.ts';
import { contentInstances, navItems, siteConfigFrom, type DocsInstance } from './migrateConfig.ts';
import { migrateTranslations } from './migrateTranslations.ts';
import { themeModuleSource } from '../mdx/themeModules.ts';
import { reachedFiles, rewriteMovedReferences } from './siteFiles.ts';
import { carriedPathAliases, sitePathAliases } from './tsconfigPaths.ts';
import { firstDocId, mainDocOf } from './mainDoc.ts';
import { resolveModuleFile } from '../mdx/resolveModule.ts';
import { carryPlugins, markdownPages, sameLists, type PluginInstance } from './migratePlugins.ts';
import { writesEmptyBlog } from './docusaurusVersion.ts';
import { newSiteTsconfig, packageJson, siteConfigSource } from './newSiteFiles.ts';
import { sitePrettierConfig } from './prettierConfig.ts';
import { containedPaths, readRoot } from './readRoot.ts';
import { isReactPage, reactPageDest, reactPageProblem } from './reactPages.ts';

export interface MigrateOptions {
  /** The Docusaurus site. */
  from: string;
  /** The imdocs site to write (must not hold a site yet). */
  to: string;
  /** This imdocs checkout, for the new site's package.json. */
  engineDir: string;
  /** The new package.json's `imdocs` dependency (default: `^` the version of the package in `engineDir`). */
  imdocs?: string;
  /** The folder migrate may read outside the site (default: the git repository holding the site; see readRoot). */
  root?: string;
}

export interface MigrateResult {
  /** Files written, relative to `to`. */
  written: string[];
  /** What could not be carried over, one sentence each. */
  notCarried: string[];
}

/** Parts of the Docusaurus classic theme's layout a site may swizzle (imdocs renders its own). */
const LAYOUT_PARTS = new Set(
  'Root Layout Navbar NavbarItem Footer DocItem DocPage DocRoot DocSidebar DocSidebarItem DocBreadcrumbs DocPaginator DocVersionBanner DocVersionBadge DocCard DocCardList BlogPostItem BlogPostPage BlogListPage BlogLayout BlogSidebar TOC TOCItems SearchBar SearchPage NotFound ColorModeToggle Logo EditThisPage LastUpdated AnnouncementBar MDXContent PaginatorNavLink SkipToContent'.split(
    ' ',
  ),
);

/** Folders of a Docusaurus site that hold no content for imdocs (build output, dependencies, caches). */
const SKIP = ['**/node_modules/**', '**/.docusaurus/**', '**/build/**', '**/.git/**'];

/**
 * Converts a Docusaurus site into an imdocs site: config, docs (with versions), blog, pages written in
 * Markdown, translations, static files and sidebars files. Whatever has no imdocs equivalent is listed.
 */
/** Where migrate writes the Infima-compatible stylesheet in the new site, and its source in the engine. */
const INFIMA_COMPAT = 'src/css/infima-compat.css';
const INFIMA_COMPAT_SOURCE = fileURLToPath(new URL('./assets/infima-compat.css', import.meta.url));

export async function migrateSite({ from, to, engineDir, imdocs, root }: MigrateOptions): Promise<MigrateResult> {
  if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) throw new UserError(`${from} is not a folder`);
  if (fs.existsSync(path.join(to, 'site.config.ts')) || fs.existsSync(path.join(to, 'content'))) {
    throw new UserError(`${to} already holds an imdocs site (site.config.ts or content/); choose an empty folder with --out`);
  }
  const { config, file: configFile } = await loadDocusaurusConfig(from);
  const notes: string[] = [];
  const written: string[] = [];
  const reading = readRoot(from, root);
  const site = containedPaths(from, to, reading);
  const { outFile } = site;
  const write = (rel: string, text: string) => {
    const file = outFile(rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    written.push(rel);
  };
  /** Source file (site-relative, `/`) → where it was written; folders that moved (`docs` → `content/docs`). */
  const copied = new Map<string, string>();
  const moves: [src: string, dest: string][] = [];
  const copyTree = (src: string, dest: string, pattern = '**/*', ignore: string[] = []) => {
    if (!fs.existsSync(site.inSite(src))) return [];
    const files = fg.sync(pattern, { cwd: path.join(from, src), ignore: [...SKIP, ...ignore], dot: false }).filter((rel) => {
      // A symlink inside the site that points out of it is left behind, and said so.
      if (site.isSiteFile(path.join(src, rel))) return true;
      notes.push(`${path.join(src, rel)}: not carried (a symlink to a file outside the Docusaurus site)`);
      return false;
    });
    if (path.posix.normalize(src) !== path.posix.normalize(dest)) moves.push([path.posix.normalize(src), path.posix.normalize(dest)]);
    for (const rel of files) {
      const source = path.join(from, src, rel);
      const sourceRel = path.posix.join(src, rel);
      // imdocs reads `_category_.json`; Docusaurus also accepts YAML.
      if (/(^|\/)_category_\.ya?ml$/.test(rel)) {
        write(path.join(dest, rel.replace(/\.ya?ml$/, '.json')), `${JSON.stringify(YAML.parse(fs.readFileSync(source, 'utf8')) ?? {}, null, 2)}\n`);
        copied.set(sourceRel, path.posix.join(dest, rel.replace(/\.ya?ml$/, '.json')));
        continue;
      }
      const target = outFile(path.join(dest, rel));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(source, target);
      written.push(path.join(dest, rel));
      copied.set(sourceRel, path.posix.join(dest, rel));
    }
    return files;
  };

  const { docs, blogs, pages: pagesOptions, customCss } = contentInstances(config, notes, configFile);
  // `require.resolve('./sidebars')`, `path.resolve(__dirname, 'sidebars.json')` or an extensionless `./sidebars`:
  // the file, relative to the site.
  for (const inst of docs) {
    if (!inst.sidebarPath) continue;
    const file = resolveModuleFile(path.resolve(from, inst.sidebarPath));
    if (file) inst.sidebarPath = path.relative(from, file).split(path.sep).join('/');
  }
  const locales = config.i18n?.locales?.length ? config.i18n.locales : [config.i18n?.defaultLocale ?? 'en'];
  const defaultLocale = config.i18n?.defaultLocale ?? 'en';
  // A locale names folders of i18n/ and of the output: `../evil` would write beside the new site.
  for (const locale of new Set([...locales, defaultLocale])) {
    if (typeof locale !== 'string' || !LOCALE_NAME.test(locale))
      throw new UserError(`The Docusaurus config's i18n names the locale ${JSON.stringify(locale)}; a locale may hold letters, digits, "-" and "_" only`);
  }
  const sections: SiteConfigInput['sections'] = [];
  const sidebarFiles = new Map<DocsInstance, Awaited<ReturnType<typeof loadSidebarFile>>>();

  for (const inst of docs) {
    if (!fs.existsSync(path.join(from, inst.path))) {
      notes.push(`docs plugin "${inst.pluginId}": its folder ${inst.path}/ does not exist; no section was written for it`);
      continue;
    }
    copyTree(inst.path, path.join('content', inst.sectionId));
    const opts = inst.options;
    const section: SiteConfigInput['sections'][number] = {
      id: inst.sectionId,
      path: inst.sectionId,
      routeBasePath: inst.routeBasePath,
      label: inst.pluginId === 'default' ? 'Docs' : inst.pluginId,
      mainDocId: '',
      showLastUpdateTime: opts.showLastUpdateTime === true,
      breadcrumbs: opts.breadcrumbs !== false,
    };
    if (typeof opts.editUrl === 'string') section.editUrl = `${opts.editUrl.replace(/\/+$/, '')}/${inst.path}`;
    else if (opts.editUrl) notes.push(`docs plugin "${inst.pluginId}": editUrl as a function is not carried (imdocs takes a base URL)`);
    if (inst.sidebarPath && !inst.sidebarPath.startsWith('../') && fs.existsSync(path.join(from, inst.sidebarPath))) {
      const ext = path.extname(inst.sidebarPath);
      if (!SIDEBAR_FILE_EXTENSIONS.includes(ext)) notes.push(`sidebar file ${inst.sidebarPath}: unsupported extension`);
      else {
        copyTree(path.dirname(inst.sidebarPath), path.dirname(inst.sidebarPath), path.basename(inst.sidebarPath));
        section.sidebarPath = inst.sidebarPath;
        sidebarFiles.set(inst, await loadSidebarFile(path.join(from, inst.sidebarPath)));
      }
    } else if (inst.sidebarPath)
      notes.push(
        `docs plugin "${inst.pluginId}": its sidebarPath ${inst.sidebarPath} is not a file inside the site; the sidebar of ${inst.path}/ is generated from its folders`,
      );
    // Versions: versions.json (or <id>_versions.json) lists them newest first; the newest is the default one.
    const prefix = inst.pluginId === 'default' ? '' : `${inst.pluginId}_`;
    const versionsFile = path.join(from, `${prefix}versions.json`);
    const versions: string[] = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, 'utf8')) : [];
    const versionOpts = (opts.versions ?? {}) as Record<string, { label?: string; path?: string; banner?: string }>;
    section.versions = {};
    const carryVersion = (name: string) => {
      const v = versionOpts[name] ?? {};
      const entry: NonNullable<typeof section.versions>[string] = {};
      if (v.label) entry.label = v.label;
      if (v.path !== undefined) entry.path = v.path.replace(/^\/+|\/+$/g, '');
      if (v.banner === 'none' || v.banner === 'unmaintained' || v.banner === 'unreleased') entry.banner = v.banner;
      return entry;
    };
    if (versions.length) {
      section.versions.current = carryVersion('current');
      section.versions.current.label ??= 'Next';
      for (const version of versions) {
        copyTree(`${prefix}versioned_docs/version-${version}`, path.join('content', `${inst.sectionId}_versions`, version));
        const sidebar = `${prefix}versioned_sidebars/version-${version}-sidebars.json`;
        section.versions[version] = carryVersion(version);
        if (fs.existsSync(path.join(from, sidebar))) {
          copyTree(path.dirname(sidebar), path.dirname(sidebar), path.basename(sidebar));
          section.versions[version].sidebarPath = sidebar;
        }
      }
      section.lastVersion = typeof opts.lastVersion === 'string' ? opts.lastVersion : versions[0];
      if (opts.includeCurrentVersion === false)
        notes.push(
          `docs plugin "${inst.pluginId}": includeCurrentVersion false is not carried (imdocs always builds the current version, at /${inst.routeBasePath}/next)`,
        );
      if (opts.onlyIncludeVersions) notes.push(`docs plugin "${inst.pluginId}": onlyIncludeVersions is not carried (every version is built)`);
    }
    section.mainDocId = mainDocOf(from, inst, sidebarFiles.get(inst));
    sections.push(section);
  }

  if (blogs.length > 1)
    notes.push(
      `${blogs.length - 1} extra blog plugin(s) (${blogs
        .slice(1)
        .map((b) => b.pluginId)
        .join(', ')}): not carried (imdocs has one blog section)`,
    );
  const blog = blogs[0];
  // A blog the preset turns on has its (empty) list page even before it has posts, from Docusaurus 3.10 on.
  if (blog) {
    const posts = copyTree(blog.path, path.join('content', 'blog'))
      .filter((f) => /\.mdx?$/.test(f) && !/(^|\/)_/.test(f))
      .sort();
    const opts = blog.options;
    const section: SiteConfigInput['sections'][number] = {
      id: 'blog',
      path: 'blog',
      routeBasePath: blog.routeBasePath,
      label: typeof opts.blogTitle === 'string' ? opts.blogTitle : 'Blog',
      kind: 'blog',
      mainDocId: posts.length ? docIdFromPath(posts[0]) : 'index',
      showLastUpdateTime: opts.showLastUpdateTime === true,
      blog: { permalinks: 'dated', sidebar: 'recent', listPage: true, postsPerPage: typeof opts.postsPerPage === 'number' ? opts.postsPerPage : 10 },
    };
    if (typeof opts.editUrl === 'string') section.editUrl = `${opts.editUrl.replace(/\/+$/, '')}/${blog.path}`;
    if (opts.postsPerPage === 'ALL') section.blog!.postsPerPage = Math.max(1, posts.length);
    // Reading time shows as Docusaurus shows it by default; tags.yml is copied with the posts and read as Docusaurus reads it.
    if (opts.showReadingTime === false) notes.push('blog option showReadingTime: false: not carried (imdocs always shows the reading time of posts in lists)');
    for (const key of ['feedOptions', 'blogSidebarCount', 'blogSidebarTitle', 'readingTime', 'onInlineAuthors', 'onUntruncatedBlogPosts']) {
      if (opts[key] !== undefined)
        notes.push(
          `blog option ${key}: not carried (imdocs has no ${key === 'feedOptions' ? 'RSS/Atom feeds' : 'such option'}; the blog sidebar lists every post)`,
        );
    }
    if (posts.length || writesEmptyBlog(from)) sections.push(section);
    else notes.push(`blog plugin "${blog.pluginId}": no posts, and the site's Docusaurus (before 3.10) builds no blog page for it: not carried`);
  }

  // Pages: Markdown pages move to content/pages, and so do React pages (`.js` → `.jsx`) whose imports imdocs
  // provides; the files they import follow (reachedFiles below).
  const pageFiles = fs.existsSync(path.join(from, 'src/pages')) ? fg.sync('**/*', { cwd: path.join(from, 'src/pages'), ignore: SKIP }) : [];
  for (const rel of pageFiles) {
    if (/\.mdx?$/.test(rel)) copyTree('src/pages', 'content/pages', rel);
    else if (isReactPage(rel)) {
      const problem = reactPageProblem(from, rel, fs.readFileSync(path.join(from, 'src/pages', rel), 'utf8'), (r) => site.isSiteFile(r));
      if (problem) {
        notes.push(`page src/pages/${rel}: a React page is not carried (${problem}); write it as ${reactPageDest(rel)} or an .mdx page`);
        continue;
      }
      copyTree('src/pages', 'content/pages', rel);
      const dest = reactPageDest(rel);
      if (dest !== path.posix.join('content/pages', rel)) {
        fs.renameSync(outFile(path.join('content/pages', rel)), outFile(dest));
        written[written.indexOf(path.join('content/pages', rel))] = dest;
        copied.set(path.posix.join('src/pages', rel), dest);
      }
    }
  }
  if (!['md', 'mdx', 'jsx', 'tsx'].some((ext) => fs.existsSync(path.join(to, `content/pages/index.${ext}`)))) {
    const first = sections.find((s) => s.kind !== 'blog');
    write(
      'content/pages/index.md',
      `---\ntitle: ${JSON.stringify(config.title ?? 'Home')}\n---\n\n${config.tagline ?? ''}\n${first ? `\n[${first.label}](/${[first.routeBasePath, docPathOfId(first.mainDocId)].filter(Boolean).join('/')})\n` : ''}`,
    );
    notes.push('home page: written as content/pages/index.md (title, tagline and a link to the docs); replace it with your own');
  }
  // Site theme components (`src/theme/X`, imported as `@theme/X`) are copied: pages that import them get them.
  // A swizzled part of the Docusaurus layout is copied too, but imdocs' layout does not use it.
  const themeDir = path.join(from, 'src/theme');
  if (fs.existsSync(themeDir)) {
    for (const name of fs.readdirSync(themeDir).sort()) {
      const base = name.replace(/\.[^.]+$/, '');
      if (base !== 'MDXComponents' && (themeModuleSource(`@theme/${base}`) !== undefined || LAYOUT_PARTS.has(base)))
        notes.push(
          `swizzled component src/theme/${name}: copied, but not used by the imdocs layout (it has its own ${base}; pages that import @theme/${base} get imdocs' own)`,
        );
    }
  }
  // The rest of src/ (components, data, CSS, theme) is copied: pages import it as `@site/src/…`.
  if (fs.existsSync(path.join(from, 'src'))) {
    for (const entry of fs.readdirSync(path.join(from, 'src'), { withFileTypes: true })) {
      if (entry.name === 'pages') continue;
      if (entry.isDirectory()) copyTree(`src/${entry.name}`, `src/${entry.name}`);
      else copyTree('src', 'src', entry.name);
    }
  }
  copyTree('static', 'static');

  const sectionOf = (pluginId = 'default') => docs.find((d) => d.pluginId === pluginId && sections.some((s) => s.id === d.sectionId));
  const theme = (config.themeConfig ?? {}) as { navbar?: { items?: unknown[] } };
  const navbarItems = navItems(
    (theme.navbar?.items ?? []) as never[],
    {
      sectionOf,
      firstDocOf: (inst, sidebarId) => {
        const file = sidebarFiles.get(inst);
        if (!file) return undefined;
        const items = file.kind === 'single' ? file.items : (file.sidebars.find(([name]) => name === sidebarId)?.[1] ?? file.sidebars[0]?.[1]);
        return firstDocId(items);
      },
      mainDocOf: (inst) => sections.find((s) => s.id === inst.sectionId)!.mainDocId,
    },
    notes,
  );
  const siteConfig = siteConfigFrom(config, { sections, navbarItems }, notes);
  // `theme.customCss`, often `require.resolve('./src/css/custom.css')`: the files, relative to the site, copied.
  for (const css of customCss) {
    const rel = path.relative(from, path.resolve(from, css)).split(path.sep).join('/');
    if (!fs.existsSync(site.inSite(rel))) {
      notes.push(`theme.customCss ${rel}: not carried (no such file)`);
      continue;
    }
    if (!copied.has(rel)) copyTree(path.posix.dirname(rel), path.posix.dirname(rel), path.posix.basename(rel));
    (siteConfig.customCss ??= []).push(rel);
  }
  // The Infima class names Docusaurus pages and components use (badge, alert, button, card, row/col…): a stylesheet
  // of the new site's own, drawn with the theme's colours, first in customCss so the site's rules win.
  if (!fs.existsSync(site.inSite(INFIMA_COMPAT))) {
    write(INFIMA_COMPAT, fs.readFileSync(INFIMA_COMPAT_SOURCE, 'utf8'));
    (siteConfig.customCss ??= []).unshift(INFIMA_COMPAT);
  }

  migrateTranslations({
    from,
    locales,
    defaultLocale,
    docs: docs.filter((d) => sections.some((s) => s.id === d.sectionId)),
    blog,
    config: siteConfig,
    write,
    copyTree,
    notes,
  });

  // Files outside the copied folders that the config, pages, partials and components import (`@site/core/…`,
  // `../website/…`), then the relative references of every moved file pointed at where their targets are now.
  const where = (rel: string): string => {
    const known = copied.get(rel);
    if (known) return known;
    let best: [string, string] | undefined;
    for (const [src, dest] of moves) if ((rel === src || rel.startsWith(`${src}/`)) && (!best || src.length > best[0].length)) best = [src, dest];
    return best ? best[1] + rel.slice(best[0].length) : rel;
  };
  const readSource = (rel: string) => fs.readFileSync(path.join(from, rel), 'utf8');
  /**
   * The remark and rehype plugins of the pages plugin go to `markdown`, a section's to the section when they
   * differ from those (a section's own lists replace `markdown`'s, as each Docusaurus plugin has its own).
   */
  const carrySitePlugins = async () => {
    const mdFiles = (dirs: string[]) => markdownPages(from, dirs, (cwd) => fg.sync('**/*.{md,mdx}', { cwd, ignore: SKIP }));
    const instances: PluginInstance[] = [{ scope: '', what: 'pages plugin', options: pagesOptions, pages: mdFiles(['src/pages']) }];
    for (const inst of docs) {
      if (!sections.some((s) => s.id === inst.sectionId)) continue;
      const prefix = inst.pluginId === 'default' ? '' : `${inst.pluginId}_`;
      const versioned = fs.existsSync(path.join(from, `${prefix}versioned_docs`)) ? [`${prefix}versioned_docs`] : [];
      instances.push({ scope: inst.sectionId, what: `docs plugin "${inst.pluginId}"`, options: inst.options, pages: mdFiles([inst.path, ...versioned]) });
    }
    if (blog && sections.some((s) => s.id === 'blog'))
      instances.push({ scope: 'blog', what: `blog plugin "${blog.pluginId}"`, options: blog.options, pages: mdFiles([blog.path]) });
    const carried = await carryPlugins(from, configFile, instances, where, notes);
    Object.assign((siteConfig.markdown ??= {}), carried.scopes[''] ?? {});
    for (const section of siteConfig.sections)
      if (carried.scopes[section.id] && !sameLists(carried.scopes[section.id], carried.scopes[''], carried.code))
        section.markdown = carried.scopes[section.id] as never;
    return carried;
  };
  const aliases = sitePathAliases(from, (rel) => site.isSiteFile(rel));
  for (const rel of [...reachedFiles(from, [path.basename(configFile), ...copied.keys()], readSource, (r) => site.isSiteFile(r), aliases)].sort()) {
    // A file an import reaches through a symlink out of the site (or the folder migrate may read) stays behind.
    if (copied.has(rel) || !site.isSiteFile(rel)) continue;
    // A file of the repository outside the site (`../../errors.json` of a page) goes under `outside/`, at its
    // path from the repository's root.
    const dest = where(rel).startsWith('../') ? path.posix.join('outside', site.fromRoot(rel)) : where(rel);
    const target = outFile(dest);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(from, rel), target);
    written.push(dest);
    copied.set(rel, dest);
  }
  const plugins = await carrySitePlugins();
  for (const [src, dest] of copied) {
    if (src === dest) continue;
    const text = fs.readFileSync(path.join(to, dest), 'utf8');
    const pageUrls = /\.mdx?$/.test(src) && !src.startsWith('static/') && config.trailingSlash === true;
    const next = rewriteMovedReferences(text, src, dest, where, from, pageUrls);
    if (next !== text) fs.writeFileSync(path.join(to, dest), next);
  }

  write('site.config.ts', siteConfigSource(siteConfig, path.basename(path.resolve(from)), plugins));
  write('package.json', `${JSON.stringify(packageJson(from, engineDir, imdocs, plugins.packages), null, 2)}\n`);
  write('.gitignore', 'node_modules/\nbuild/\n.imdocs/\n');
  write('tsconfig.json', newSiteTsconfig(engineDir, imdocs, aliases && carriedPathAliases(aliases, where, (note) => notes.push(note))));
  const prettier = sitePrettierConfig(from, reading);
  if (prettier) {
    write(prettier.name, prettier.text);
    notes.push(
      `Prettier config ${prettier.source}: copied to the new site as ${prettier.name} (the site's pages resolve to it; plugins that format code, such as remark-typescript-tools, read it)`,
    );
  }
  // Paths the config resolved (`require.resolve('./src/css/custom.css')`) are named relative to the site.
  return { written, notCarried: notes.map((note) => note.split(`${from}${path.sep}`).join('')) };
}
