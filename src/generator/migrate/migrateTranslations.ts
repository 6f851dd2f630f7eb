import fs from 'node:fs';
import path from 'node:path';
import { defaultMessages } from '../../theme/messages.ts';
import { blogListMessages } from '../../theme/blogListMessages.ts';
import type { SiteConfigInput } from '../../shared/siteConfig.ts';
import type { BlogInstance, DocsInstance } from './migrateConfig.ts';
import { carryCategoryLabels } from './migrateCategoryLabels.ts';

/** Docusaurus theme message ids → the imdocs ids that say the same. */
const THEME_IDS: Record<string, string> = {
  'theme.blog.archive.title': 'theme.blog.archive',
  'theme.blog.archive.description': 'theme.blog.archiveDescription',
  'theme.blog.post.readMore': 'theme.blog.readMore',
  'theme.blog.paginator.newerEntries': 'theme.blog.newerPosts',
  'theme.blog.paginator.olderEntries': 'theme.blog.olderPosts',
  'theme.blog.paginator.navAriaLabel': 'theme.blog.pagerLabel',
  'theme.tags.tagsPageTitle': 'theme.blog.tags',
  'theme.tags.tagsPageLink': 'theme.blog.allTags',
  'theme.blog.post.plurals': 'theme.blog.postCount',
  'theme.blog.post.readingTime.plurals': 'theme.blog.readingTime',
  'theme.tags.tagsListLabel': 'theme.blog.tagsLabel',
  'theme.blog.authorsList.pageTitle': 'theme.blog.authors',
  'theme.blog.authorsList.viewAll': 'theme.blog.allAuthors',
  'theme.blog.author.pageTitle': 'theme.blog.authorTitle',
  'theme.blog.author.noPosts': 'theme.blog.noPosts',
  'theme.docs.tagDocListPageTitle': 'theme.doc.tagTitle',
  'theme.docs.tagDocListPageTitle.nDocsTagged': 'theme.doc.taggedCount',
  'theme.docs.paginator.previous': 'theme.doc.previous',
  'theme.docs.paginator.next': 'theme.doc.next',
  'theme.docs.paginator.navAriaLabel': 'theme.doc.paginator',
  'theme.common.editThisPage': 'theme.doc.editThisPage',
  'theme.NotFound.title': 'theme.notFound.title',
  'theme.NotFound.p1': 'theme.notFound.p1',
  'theme.NotFound.p2': 'theme.notFound.p2',
  'theme.SearchBar.label': 'theme.search.button',
  'theme.SearchPage.documentsFound.plurals': 'theme.search.resultsCount',
  'theme.SearchPage.algoliaLabel': 'theme.search.byAlgolia',
  'theme.docs.sidebar.collapseButtonTitle': 'theme.sidebar.hide',
  'theme.docs.sidebar.expandButtonTitle': 'theme.sidebar.show',
  'theme.CodeBlock.copy': 'theme.code.copy',
  'theme.CodeBlock.copied': 'theme.code.copied',
  'theme.CodeBlock.copyButtonAriaLabel': 'theme.code.copyLabel',
  'theme.CodeBlock.wordWrapToggle': 'theme.code.wrap',
  'theme.navbar.mobileLanguageDropdown.label': 'theme.navbar.languages',
  'theme.TOCCollapsible.toggleButtonLabel': 'theme.toc.title',
  'theme.colorToggle.ariaLabel': 'theme.colorMode.toggle',
  'theme.colorToggle.ariaLabel.mode.dark': 'theme.colorMode.dark',
  'theme.colorToggle.ariaLabel.mode.light': 'theme.colorMode.light',
  'theme.docs.versions.unreleasedVersionLabel': 'theme.doc.versionBanner.unreleased',
  'theme.docs.versions.unmaintainedVersionLabel': 'theme.doc.versionBanner.unmaintained',
  'theme.AnnouncementBar.closeButtonAriaLabel': 'theme.announcement.close',
  'theme.common.skipToMainContent': 'theme.skipToContent',
};

const KNOWN = new Set([...Object.keys(defaultMessages), ...Object.keys(blogListMessages)]);
const ENGLISH: Record<string, string> = { ...defaultMessages, ...blogListMessages };

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

/**
 * Whether a Docusaurus translation can stand for an imdocs message: it names no placeholder the imdocs message does
 * not fill. Docusaurus's `theme.blog.tagTitle` is `{nPosts} tagged with "{tagName}"`, where imdocs fills `{tag}`:
 * carried, the tag pages' titles showed the braces.
 */
function fillable(id: string, message: string): boolean {
  const english = ENGLISH[id];
  if (english === undefined) return true;
  const known = new Set(placeholders(english));
  return placeholders(message).every((p) => known.has(p));
}

type Catalogue = Record<string, { message: string; description?: string }>;

function readCatalogue(file: string): Catalogue {
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
}

export interface TranslationInput {
  from: string;
  locales: string[];
  defaultLocale: string;
  docs: DocsInstance[];
  blog?: BlogInstance;
  config: SiteConfigInput;
  write: (rel: string, text: string) => void;
  copyTree: (src: string, dest: string, pattern?: string, ignore?: string[]) => string[];
  notes: string[];
}

/**
 * Translated docs, blog posts and Markdown pages move from the Docusaurus plugin folders to the imdocs
 * layout (`i18n/<locale>/<section>/…`); theme, navbar and footer strings become `i18n/<locale>/code.json`.
 */
export function migrateTranslations({ from, locales, defaultLocale, docs, blog, config, write, copyTree, notes }: TranslationInput): void {
  for (const locale of locales) {
    const base = `i18n/${locale}`;
    const messages: Catalogue = {};
    if (locale !== defaultLocale) {
      for (const inst of docs) {
        const plugin = `${base}/docusaurus-plugin-content-docs${inst.pluginId === 'default' ? '' : `-${inst.pluginId}`}`;
        if (!fs.existsSync(path.join(from, plugin))) continue;
        const versioned = `${inst.pluginId === 'default' ? '' : `${inst.pluginId}_`}versioned_docs`;
        const version = (name: string) =>
          name === 'current'
            ? { contentDir: inst.path, dest: `${base}/${inst.sectionId}` }
            : { contentDir: `${versioned}/${name}`, dest: `${base}/${inst.sectionId}_versions/${name.slice('version-'.length)}` };
        for (const entry of fs.readdirSync(path.join(from, plugin), { withFileTypes: true })) {
          const name = entry.name.replace(/\.json$/, '');
          // Docusaurus reads `_category_` files from the default locale only: the locale's copies are left out.
          if (entry.isDirectory() && (name === 'current' || name.startsWith('version-')))
            copyTree(`${plugin}/${name}`, version(name).dest, '**/*', ['**/_category_.{json,yml,yaml}']);
          else if (entry.isFile() && (name === 'current' || name.startsWith('version-')))
            carryCategoryLabels({ from, ...version(name), catalogue: `${plugin}/${entry.name}`, write, notes });
          else if (entry.name.endsWith('.json')) notes.push(`${plugin}/${entry.name}: not carried`);
        }
      }
      if (blog) {
        const plugin = `${base}/docusaurus-plugin-content-blog${blog.pluginId === 'default' ? '' : `-${blog.pluginId}`}`;
        if (fs.existsSync(path.join(from, plugin))) copyTree(plugin, `${base}/blog`, '**/*.{md,mdx,png,jpg,jpeg,gif,svg,webp}');
        // The locale's tag labels and its authors, read as Docusaurus reads them (the locale's own file first, whole).
        for (const data of ['tags.yml', 'authors.yml']) if (fs.existsSync(path.join(from, plugin, data))) copyTree(plugin, `${base}/blog`, data);
        const options = readCatalogue(path.join(from, plugin, 'options.json'));
        // The blog's title names its list pages (theme.section.<id>, SectionListTitle); its description and sidebar title have no place.
        if (options.title?.message) messages['theme.section.blog'] = { message: options.title.message };
        const rest = Object.keys(options).filter((id) => id !== 'title');
        if (rest.length) notes.push(`${plugin}/options.json: ${rest.join(', ')}: not carried`);
      }
      const pages = `${base}/docusaurus-plugin-content-pages`;
      if (fs.existsSync(path.join(from, pages))) copyTree(pages, `${base}/pages`, '**/*.{md,mdx}');
      const footer = readCatalogue(path.join(from, base, 'docusaurus-theme-classic/footer.json'));
      const navbar = readCatalogue(path.join(from, base, 'docusaurus-theme-classic/navbar.json'));
      const code = readCatalogue(path.join(from, base, 'code.json'));
      for (const [id, entry] of Object.entries(navbar)) {
        if (id.startsWith('item.label.')) messages[`theme.navbar.item.${id.slice('item.label.'.length)}`] = { message: entry.message };
      }
      for (const [id, entry] of Object.entries(footer)) {
        if (id.startsWith('link.title.')) messages[`theme.footer.column.${id.slice('link.title.'.length)}`] = { message: entry.message };
        else if (id.startsWith('link.item.label.')) messages[`theme.footer.link.${id.slice('link.item.label.'.length)}`] = { message: entry.message };
        else if (id === 'copyright') messages['theme.footer.copyright'] = { message: entry.message };
      }
      let dropped = 0;
      const unfillable: string[] = [];
      for (const [id, entry] of Object.entries(code)) {
        const ours = THEME_IDS[id] ?? (KNOWN.has(id) ? id : undefined);
        if (!ours) dropped++;
        else if (fillable(ours, entry.message)) messages[ours] = { message: entry.message };
        else unfillable.push(id);
      }
      if (unfillable.length)
        notes.push(
          `${base}/code.json: ${unfillable.join(', ')}: not carried, their placeholders are not the ones imdocs fills (the English text shows; translate it in i18n/${locale}/code.json with the placeholders of src/theme/messages.ts)`,
        );
      if (dropped)
        notes.push(
          `${base}/code.json: ${dropped} string(s) with no imdocs equivalent (strings of the site's React pages or theme parts imdocs does not have) are not carried`,
        );
      const untranslated = [...KNOWN].filter((id) => !messages[id]).length;
      if (untranslated)
        notes.push(
          `${base}/code.json: ${untranslated} imdocs theme string(s) have no ${locale} translation yet and show in English (ids and English texts: src/theme/messages.ts)`,
        );
    }
    write(`${base}/code.json`, `${JSON.stringify(messages, null, 2)}\n`);
  }
}
