import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { readYamlFile } from './readYamlFile.ts';
import { joinRoute, localePrefix, sectionDir } from './scanContent.ts';
import { tagSlug } from './blogModel.ts';
import { descriptionOf } from './docExcerpt.ts';
import type { Doc, SectionConfig, SiteConfig, SpecialPage, VersionInfo } from '../types.ts';

/**
 * Tags of docs (front matter `tags`), as Docusaurus gives them: a `tags.yml` next to the docs names each tag's
 * label, description and permalink; the docs of a section version get a tags index (`<base>/tags`) and a page per
 * tag (`<base>/tags/<permalink>`) listing each doc's title and description. Sections without tagged docs get none.
 */

/** One tag as pages show it. */
export interface TagInfo {
  label: string;
  /** Full route of the tag's page (locale prefix included). */
  route: string;
  description?: string;
}

const tagsFileSchema = z
  .record(
    z.string(),
    z
      .object(
        { label: z.string().optional(), description: z.string().optional(), permalink: z.string().optional() },
        { error: 'expected a tag (label, description, permalink)' },
      )
      .nullable(),
  )
  .nullable();

/** `tags.yml` read into tag key → label, description and permalink (Docusaurus' defaults: the key capitalised, `/<key>`). */
export function readTagsFile(file: string): Map<string, { label: string; description?: string; permalink: string }> {
  const out = new Map<string, { label: string; description?: string; permalink: string }>();
  const data = readYamlFile(file, path.basename(file), tagsFileSchema);
  for (const [key, value] of Object.entries(data ?? {})) {
    out.set(key, {
      label: value?.label || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase(),
      description: value?.description,
      permalink: value?.permalink || `/${tagSlug(key)}`,
    });
  }
  return out;
}

/**
 * A data file of a section version in a locale (`tags.yml`, `authors.yml`), as Docusaurus finds it: the locale's own
 * copy, else the default locale's; undefined when neither exists.
 */
export function sectionDataFile(
  siteDir: string,
  section: SectionConfig,
  version: string,
  locale: string,
  defaultLocale: string,
  name: string,
): string | undefined {
  const own = locale === defaultLocale ? undefined : path.join(sectionDir(path.join(siteDir, 'i18n', locale), section, version), name);
  const fallback = path.join(sectionDir(path.join(siteDir, 'content'), section, version), name);
  return [own, fallback].find((f): f is string => f !== undefined && fs.existsSync(f));
}

/** The tags file of a section version in a locale: the locale's own copy, else the default locale's. */
export function tagsFileOf(siteDir: string, section: SectionConfig, version: string, locale: string, defaultLocale: string): string | undefined {
  return sectionDataFile(siteDir, section, version, locale, defaultLocale, 'tags.yml');
}

/** A doc's tags: a key of the tags file takes its label, description and permalink; any other tag is used as written. */
export function resolveTags(tags: string[], defined: ReturnType<typeof readTagsFile>, tagsRoute: string): TagInfo[] {
  return [...new Set(tags)].map((tag) => {
    const known = defined.get(tag);
    return known
      ? { label: known.label, description: known.description, route: joinRoute(tagsRoute, known.permalink) }
      : { label: tag, route: joinRoute(tagsRoute, tagSlug(tag)) };
  });
}

export interface DocTagsInput {
  siteDir: string;
  config: SiteConfig;
  locales: string[];
  docs: Doc[];
  versions: Map<string, VersionInfo[]>;
  pages: SpecialPage[];
  /** Filled in: doc route → its tags. */
  byDoc: Map<string, TagInfo[]>;
}

/**
 * Adds the tags pages of every docs section version with tagged docs to `pages`, and each tagged doc's tags to
 * `byDoc` (doc route → tags) for its footer.
 */
export function buildDocTags({ siteDir, config, locales, docs, versions, pages, byDoc }: DocTagsInput): void {
  for (const section of config.sections.filter((s) => s.kind !== 'blog')) {
    for (const version of versions.get(section.id) ?? []) {
      for (const locale of locales) {
        const tagged = docs.filter((d) => d.section === section.id && d.version === version.name && d.locale === locale && d.frontmatter.tags?.length);
        if (!tagged.length) continue;
        const baseTags = joinRoute(section.routeBasePath, version.path, 'tags');
        const tagsRoute = joinRoute(localePrefix(config, locale), baseTags);
        const file = tagsFileOf(siteDir, section, version.name, locale, config.i18n.defaultLocale);
        const defined = file ? readTagsFile(file) : new Map();
        const groups = new Map<string, { tag: TagInfo; docs: Doc[] }>();
        for (const doc of tagged) {
          const tags = resolveTags(doc.frontmatter.tags!, defined, tagsRoute);
          byDoc.set(doc.route, tags);
          for (const tag of tags) {
            // Two tags with one permalink share a page; the first one seen names it (as in Docusaurus).
            const group = groups.get(tag.route) ?? { tag, docs: [] };
            group.docs.push(doc);
            groups.set(tag.route, group);
          }
        }
        pages.push({
          kind: 'docTags',
          locale,
          baseRoute: baseTags,
          route: tagsRoute,
          translated: true,
          title: 'Tags',
          tagList: [...groups.values()].map((g) => ({ label: g.tag.label, route: g.tag.route, count: g.docs.length })),
        });
        for (const { tag, docs: list } of groups.values()) {
          pages.push({
            kind: 'docTag',
            locale,
            baseRoute: tag.route.slice(localePrefix(config, locale).length),
            route: tag.route,
            translated: true,
            title: tag.label,
            tag: tag.label,
            description: tag.description,
            allTagsRoute: tagsRoute,
            items: list.map((d) => ({ title: d.title, route: d.route, description: descriptionOf(d) })).sort((a, b) => a.title.localeCompare(b.title)),
          });
        }
      }
    }
  }
}
