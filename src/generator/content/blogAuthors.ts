import { z } from 'zod';
import { readYamlFile } from './readYamlFile.ts';
import { resolveInsideSite } from './siteFiles.ts';
import { tagSlug } from './blogModel.ts';
import { sectionDataFile } from './docTags.ts';
import type { BlogAuthor, SiteConfig } from '../types.ts';

/**
 * Blog authors as Docusaurus 3.5+ reads `authors.yml`: `socials` handles made URLs, and `page: true` (or
 * `page: { permalink }`) giving the author a page under `<blog>/authors/`. And the reading time of a post.
 */

/** `authors.yml`: author key → name (required) and the optional fields Docusaurus reads. */
const authorsSchema = z
  .record(
    z.string(),
    z.looseObject(
      {
        name: z.string({ error: 'every author needs a name' }),
        title: z.string().optional(),
        url: z.string().optional(),
        email: z.string().optional(),
        image_url: z.string().optional(),
        imageURL: z.string().optional(),
      },
      { error: 'expected an author (name, title, url, image_url)' },
    ),
  )
  .nullable();

/**
 * The blog's authors per locale, as Docusaurus reads them: a locale's own `i18n/<locale>/<blog>/authors.yml` when
 * it has one (whole, not merged), else the default `content/<blog>/authors.yml`.
 */
export function loadAuthors(siteDir: string, config: SiteConfig, locales: string[]): Map<string, Map<string, BlogAuthor>> {
  const blog = config.sections.find((s) => s.kind === 'blog');
  const out = new Map<string, Map<string, BlogAuthor>>();
  const byFile = new Map<string, Map<string, BlogAuthor>>();
  for (const locale of locales) {
    const file = blog && sectionDataFile(siteDir, blog, 'current', locale, config.i18n.defaultLocale, 'authors.yml');
    let authors = file ? byFile.get(file) : undefined;
    if (file && !authors) byFile.set(file, (authors = readAuthorsFile(siteDir, file, `/${blog!.routeBasePath}`)));
    // A copy per locale: inline authors of a locale's posts are added to its own map.
    out.set(locale, new Map(authors));
  }
  return out;
}

function readAuthorsFile(siteDir: string, file: string, blogBase: string): Map<string, BlogAuthor> {
  const out = new Map<string, BlogAuthor>();
  if (!resolveInsideSite(siteDir, file, 'authors.yml', { file })) return out;
  const data = readYamlFile(file, 'authors.yml', authorsSchema);
  for (const [key, value] of Object.entries(data ?? {})) {
    const { page, socials, ...rest } = value as typeof value & { page?: unknown; socials?: Record<string, unknown> };
    // Docusaurus spells the picture `image_url`.
    out.set(key, {
      key,
      ...rest,
      ...(value.image_url ? { imageURL: value.image_url } : {}),
      ...(socials ? { socials: authorSocials(socials) } : {}),
      ...(page ? { pageRoute: authorPageRoute(page, tagSlug(key), blogBase) } : {}),
    });
  }
  return out;
}

/** Where a handle of each known platform leads; any other platform's value is used as written. */
const SOCIAL_URLS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  email: (h) => `mailto:${h}`,
};

/** `socials` of authors.yml as links: a full URL stays, a handle of a known platform becomes its profile URL. */
export function authorSocials(socials: Record<string, unknown> | undefined): BlogAuthor['socials'] {
  if (!socials) return undefined;
  return Object.entries(socials).map(([platform, value]) => {
    const text = String(value);
    const known = SOCIAL_URLS[platform.toLowerCase()] as ((handle: string) => string) | undefined;
    const absolute = /^(https?:\/\/|mailto:)/.test(text);
    return { platform: known ? platform.toLowerCase() : platform, url: absolute || !known ? text : known(text) };
  });
}

/** The route of an author's page below the blog (`/blog/authors/<slug>`, or `page.permalink`), or undefined without `page`. */
export function authorPageRoute(page: unknown, slug: string, blogBase: string): string | undefined {
  if (!page) return undefined;
  const permalink =
    typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string' ? (page as { permalink: string }).permalink : slug;
  return `${blogBase}/authors/${permalink.replace(/^\/+/, '')}`;
}

/** Minutes to read a text: its words (as `Intl.Segmenter` finds them in the locale) at 200 a minute, to 2 decimals. */
export function readingMinutes(text: string, locale: string): number {
  let segmenter: Intl.Segmenter;
  try {
    segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  } catch {
    segmenter = new Intl.Segmenter('en', { granularity: 'word' });
  }
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return Math.round((words / 200) * 100) / 100;
}
