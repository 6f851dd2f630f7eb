import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { globSiteFiles, readPageSource } from './siteFiles.ts';
import { readJsonFile } from './readJsonFile.ts';
import { leadingTitle } from './contentTitle.ts';
import { frontmatterKeyPosition, parseFrontmatter } from './frontmatter.ts';
import { badSegment, resolveSlug } from '../containment.ts';
import { categorySchema } from './categorySchema.ts';
import { UserError, codeFrame } from '../errors.ts';
import { blogPostDate, blogPostSlug, postAuthors, splitExcerpt } from './blogPost.ts';
import type { BlogPostInfo, CategoryMeta, Doc, SiteConfig, SectionConfig, VersionInfo, Warning } from '../types.ts';

export interface ScanResult {
  docs: Doc[];
  /** `<locale>:<section>:<version>:<folder>` → category metadata (translations merged over defaults). */
  categories: Map<string, CategoryMeta>;
  versions: Map<string, VersionInfo[]>;
  warnings: Warning[];
}

export interface ScanOptions {
  siteDir: string;
  config: SiteConfig;
  /** Include drafts (dev server). */
  includeDrafts: boolean;
  /** Restrict to these locales (others are not built). */
  locales: string[];
}

const DOC_GLOB = '**/*.{md,mdx}';

export function hashText(text: string): string {
  return crypto.createHash('sha1').update(text).digest('hex').slice(0, 16);
}

/** Doc id from a relative path: extension and a trailing `/index` removed. */
export function docIdFromPath(relPath: string, numberPrefixes = true): string {
  // Number prefixes (`01-intro.md`) are not part of ids and routes, as in Docusaurus (numberPrefix.ts); a
  // frontmatter `id` is taken as written.
  const noExt = numberPrefixes ? withoutNumberPrefixes(relPath.replace(/\.mdx?$/, '')) : relPath.replace(/\.mdx?$/, '');
  if (noExt === 'index') return 'index';
  return noExt.replace(/\/index$/, '');
}

/** One definition for the generator and the theme: '' for the default locale, `/<locale>` otherwise. */
export { localePrefix } from '../../shared/routes.ts';
import { localePrefix, docPathOfId } from '../../shared/routes.ts';
import { withoutNumberPrefixes } from './numberPrefix.ts';
import { readingMinutes } from './blogAuthors.ts';

/** Folder of a section version inside a locale root (`content` or `i18n/<locale>`). */
export function sectionDir(root: string, section: SectionConfig, version: string): string {
  return version === 'current' ? path.join(root, section.path) : path.join(root, `${section.path}_versions`, version);
}

function listVersions(siteDir: string, section: SectionConfig): string[] {
  const dir = path.join(siteDir, 'content', `${section.path}_versions`);
  const versioned = fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
  versioned.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
  return ['current', ...versioned];
}

export function versionPath(section: SectionConfig, version: string): string {
  const configured = section.versions[version]?.path;
  if (configured !== undefined) return configured;
  if (version === section.lastVersion) return '';
  return version === 'current' ? 'next' : version;
}

export function joinRoute(...parts: string[]): string {
  const joined = parts.filter(Boolean).join('/').replace(/\/+/g, '/').replace(/\/$/, '');
  return joined.startsWith('/') ? joined || '/' : `/${joined}`;
}

/** The route part of a doc below its section: its `slug` (relative to its folder, or absolute), else its id. */
function slugFor(id: string, relPath: string, fm: { slug?: string; id?: string }): string | undefined {
  if (fm.slug) return resolveSlug(fm.slug, path.posix.dirname(relPath));
  // As Docusaurus: a doc named after its folder (`releases/releases.md`) or `README.md` is the folder's page,
  // whatever its `id`. Only the file name says so: a frontmatter `id` named after the folder or `index`
  // (`StructuringReducers.md` with `id: structuring-reducers`) stays below the folder.
  const file = withoutNumberPrefixes(relPath.replace(/\.mdx?$/, ''));
  if (docPathOfId(file) !== file) return docPathOfId(file);
  return fm.id ? id : docPathOfId(id);
}

/**
 * A page's route must stay below its section and be a file name the output folder can hold: a `slug` or `id`
 * with `../` chains above the section root, or a control byte, fails naming the key's line and column.
 */
function checkedSlug(slug: string | undefined, section: SectionConfig, source: string, file: string, frontmatter: { slug?: string; id?: string }): string {
  // `%`, `#` and `?` would have to be escaped in every link to the page, and are not in any imdocs or Docusaurus link.
  const bad = slug === undefined ? '..' : (badSegment(slug) ?? /[%#?]/.exec(slug)?.[0]);
  if (bad === undefined) return slug!;
  const key = frontmatter.slug ? 'slug' : frontmatter.id ? 'id' : undefined;
  const value = key ? frontmatter[key]! : path.basename(file);
  const at = key ? frontmatterKeyPosition(source, key) : undefined;
  const what = key ? `The ${key} ${JSON.stringify(value)}` : `The file name ${JSON.stringify(value)}`;
  throw new UserError(
    bad === '..'
      ? `${what} leads above the section root /${section.routeBasePath}; a page's route must stay inside its section`
      : `${what} holds ${JSON.stringify(bad)}, which cannot be part of a route`,
    {
      location: { file, ...at },
      frame: at ? codeFrame(source, at.line, at.column) : undefined,
      hint: 'use a slug below the section, for example "my-page" or "/guides/my-page"',
    },
  );
}

function readCategory(file: string): CategoryMeta {
  return readJsonFile(file, '_category_.json', categorySchema).data;
}

/** Reads every source of every section, version and locale into `Doc`s; missing translations become fallbacks. */
export function scanContent({ siteDir, config, includeDrafts, locales }: ScanOptions): ScanResult {
  const docs: Doc[] = [];
  const categories = new Map<string, CategoryMeta>();
  const versions = new Map<string, VersionInfo[]>();
  const warnings: Warning[] = [];
  const defaultLocale = config.i18n.defaultLocale;
  const contentRoot = path.join(siteDir, 'content');

  for (const section of config.sections) {
    const sectionVersions: VersionInfo[] = [];
    for (const version of listVersions(siteDir, section)) {
      const vPath = versionPath(section, version);
      const defaultDir = sectionDir(contentRoot, section, version);
      const relFiles = globSiteFiles(siteDir, defaultDir, DOC_GLOB, ['**/_*/**', '**/_*.{md,mdx}']).sort();
      const sources = new Set(relFiles);
      const defaults = new Map<string, Doc>();

      for (const locale of locales) {
        const isDefault = locale === defaultLocale;
        const localeDir = isDefault ? defaultDir : sectionDir(path.join(siteDir, 'i18n', locale), section, version);
        const translatedFiles = new Set(!isDefault ? globSiteFiles(siteDir, localeDir, DOC_GLOB, ['**/_*/**', '**/_*.{md,mdx}']) : []);
        // A translation is of a page: one whose English source is gone (renamed, deleted) is not published.
        for (const relPath of translatedFiles) {
          if (sources.has(relPath)) continue;
          const file = path.join(localeDir, relPath);
          warnings.push({
            code: 'orphan-translation',
            message: `${path.relative(siteDir, file)} translates a page that does not exist (no ${path.relative(siteDir, path.join(defaultDir, relPath))}); it is not published`,
            file,
          });
        }
        for (const relPath of relFiles) {
          const translated = isDefault || translatedFiles.has(relPath);
          const file = translated ? path.join(localeDir, relPath) : path.join(defaultDir, relPath);
          const source = readPageSource(siteDir, file, (message) => warnings.push({ code: 'large-page', message, file }));
          const parsed = parseFrontmatter(source, file);
          const { frontmatter, bodyLine } = parsed;
          let body = parsed.body;
          const id = frontmatter.id
            ? docIdFromPath(path.posix.join(withoutNumberPrefixes(path.posix.dirname(relPath)), frontmatter.id), false).replace(/^\.\//, '')
            : docIdFromPath(relPath);
          const draft = frontmatter.draft === true;
          let blog: BlogPostInfo | undefined;
          if (section.kind === 'blog') {
            const split = splitExcerpt(body);
            body = split.body;
            const authors = postAuthors(frontmatter);
            // A draft left out of the build needs no date; a translation may take the date of its source.
            const date =
              draft && !includeDrafts ? (frontmatter.date ?? '') : blogPostDate(relPath, frontmatter, file, siteDir, defaults.get(relPath)?.blog?.date);
            // Docusaurus counts the words of the whole body, the truncate marker's included.
            const minutes = readingMinutes(parsed.body, locale);
            blog = { date, authors: authors.keys, inlineAuthors: authors.inline, excerpt: split.excerpt, readingMinutes: minutes };
          }
          const slug = checkedSlug(blog ? blogPostSlug(section, relPath, frontmatter) : slugFor(id, relPath, frontmatter), section, source, file, frontmatter);
          // One spelling of a route: NFC and NFD file names (macOS writes NFD) are one page, not two.
          const baseRoute = joinRoute(section.routeBasePath, vPath, slug).normalize('NFC');
          const doc: Doc = {
            id,
            section: section.id,
            version,
            locale,
            relPath,
            file,
            sourceFile: sources.has(relPath) ? path.join(defaultDir, relPath) : file,
            baseRoute,
            route: joinRoute(localePrefix(config, locale), baseRoute),
            frontmatter,
            body,
            bodyLine,
            // As Docusaurus titles a doc: an h1 at the very top of the body, else its id (contentTitle.ts).
            title: frontmatter.title ?? leadingTitle(body) ?? id.split('/').pop()!,
            description: frontmatter.description,
            translated,
            draft,
            hash: hashText(source),
            blog,
          };
          if (isDefault) defaults.set(relPath, doc);
          if (draft && !includeDrafts) continue;
          // A translation of a draft source stays out as well.
          if (!isDefault && defaults.get(relPath)?.draft && !includeDrafts) continue;
          docs.push(doc);
          if (!translated)
            warnings.push({
              code: 'missing-translation',
              message: `${locale}: no translation of ${path.relative(siteDir, file)}; showing the ${defaultLocale} page`,
              file,
            });
        }
        readCategories(siteDir, localeDir, defaultDir, isDefault, `${locale}:${section.id}:${version}`, categories);
      }

      const versionDocs = [...defaults.values()].filter((d) => includeDrafts || !d.draft).map((d) => d.id);
      const vConf = section.versions[version];
      sectionVersions.push({
        name: version,
        label: vConf?.label ?? (version === 'current' ? 'Next' : version),
        path: vPath,
        isLast: version === section.lastVersion,
        mainDocId: section.mainDocId,
        docs: versionDocs,
        sidebars: locales.map((l) => `${l}:${section.id}:${version}`),
        banner: vConf?.banner ?? (version === section.lastVersion ? 'none' : version === 'current' ? 'unreleased' : 'unmaintained'),
      });
    }
    versions.set(section.id, sectionVersions);
  }
  return { docs, categories, versions, warnings };
}

function readCategories(siteDir: string, localeDir: string, defaultDir: string, isDefault: boolean, keyPrefix: string, out: Map<string, CategoryMeta>): void {
  const defaultsFiles = globSiteFiles(siteDir, defaultDir, '**/_category_.json');
  for (const rel of defaultsFiles) {
    const folder = path.posix.dirname(rel);
    let meta = readCategory(path.join(defaultDir, rel));
    if (!isDefault) {
      const translated = path.join(localeDir, rel);
      if (fs.existsSync(translated)) meta = { ...meta, ...readCategory(translated) };
    }
    out.set(`${keyPrefix}:${folder}`, meta);
  }
}
