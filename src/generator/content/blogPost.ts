import path from 'node:path';
import { slug as slugify } from 'github-slugger';
import { UserError } from '../errors.ts';
import { resolveSlug } from '../containment.ts';
import type { BlogAuthor, Frontmatter, FrontmatterAuthor, SectionConfig } from '../types.ts';

/**
 * Docusaurus blog conventions: a post's date and slug come from its file or folder name
 * (`2021-08-26-welcome.md`, `2021-08-26-welcome/index.md`, `2021/08/26/welcome.md`), frontmatter `date`
 * and `slug` override them, `<!--truncate-->` ends the excerpt, authors are `authors.yml` keys or inline.
 */

/** Same shape as Docusaurus' own rule: any folder prefix, a date, an optional separator, the rest of the name. */
const DATED_NAME = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** `<!--truncate-->` (Markdown) or `{/* truncate *\/}` (MDX), on a line of its own. */
export const TRUNCATE_MARKER = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

export interface BlogFileName {
  /** `YYYY-MM-DD` (zero-padded) when the path carries a date. */
  date?: string;
  /** Route part below the blog root for `permalinks: 'dated'` (`2021/08/26/welcome`, as Docusaurus writes it). */
  datedSlug: string;
  /** Route part for `permalinks: 'flat'`: the path without extension, `/index` and date (`welcome`). */
  flatSlug: string;
}

/** Date and slugs from a post's path relative to the blog folder. */
export function parseBlogFileName(relPath: string): BlogFileName {
  const m = DATED_NAME.exec(relPath);
  if (m?.groups) {
    const { folder, date, text } = m.groups;
    const [y, mo, d] = date.split(/[-/]/);
    const rest = `${folder}${text}`.replace(/\/+$/, '');
    return {
      date: `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`,
      datedSlug: [date.replace(/-/g, '/'), rest].filter(Boolean).join('/'),
      flatSlug: rest || date,
    };
  }
  const noExt = relPath.replace(/\.mdx?$/, '');
  const slug = noExt === 'index' ? '' : noExt.replace(/\/index$/, '');
  return { datedSlug: slug, flatSlug: slug };
}

/** The route part of a post below the blog root: frontmatter `slug` (relative to the blog root) wins. */
export function blogPostSlug(section: SectionConfig, relPath: string, frontmatter: Frontmatter): string | undefined {
  if (frontmatter.slug) return resolveSlug(frontmatter.slug, '');
  const name = parseBlogFileName(relPath);
  return section.blog.permalinks === 'dated' ? name.datedSlug : name.flatSlug;
}

/** The date of a post (frontmatter first, then the file name); a post with neither fails the build. */
export function blogPostDate(relPath: string, frontmatter: Frontmatter, file: string, siteDir: string, inherited?: string): string {
  const date = frontmatter.date ?? parseBlogFileName(relPath).date ?? inherited;
  const rel = path.relative(siteDir, file);
  if (!date) {
    throw new UserError(`The blog post ${rel} has no date: add "date: YYYY-MM-DD" to its frontmatter or start its file or folder name with YYYY-MM-DD-`, {
      location: { file },
    });
  }
  if (Number.isNaN(Date.parse(date)) || !onCalendar(date))
    throw new UserError(`The blog post ${rel} has an invalid date "${date}" (expected YYYY-MM-DD)`, { location: { file } });
  return date;
}

/** Whether a `YYYY-MM-DD…` date names a day of the calendar (`2024-02-31` does not; Date.parse makes it March 2). */
function onCalendar(date: string): boolean {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(date);
  if (!m) return true;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d;
}

/** The text before the truncate marker, if the post has one. */
export function splitExcerpt(body: string): { excerpt?: string; body: string } {
  const m = TRUNCATE_MARKER.exec(body);
  if (!m) return { body };
  // The marker line is blanked (not removed) so line numbers of errors stay right.
  return { excerpt: body.slice(0, m.index).trimEnd(), body: `${body.slice(0, m.index)}${body.slice(m.index + m[0].length)}` };
}

export interface PostAuthors {
  /** Keys into the site's authors (inline authors get a key of their own). */
  keys: string[];
  /** Authors written in the post's frontmatter. */
  inline: BlogAuthor[];
}

function inlineAuthor(a: FrontmatterAuthor): BlogAuthor {
  const name = a.name ?? a.key ?? 'Anonymous';
  return {
    key: `inline:${slugify(name)}:${slugify(a.url ?? a.title ?? '')}`,
    name,
    title: a.title,
    url: a.url ?? a.email?.replace(/^(?!mailto:)/, 'mailto:'),
    imageURL: a.image_url ?? a.imageURL,
  };
}

/** Frontmatter `authors` (key, list of keys, object, list of both) and the single-author keys `author*`. */
export function postAuthors(frontmatter: Frontmatter): PostAuthors {
  const out: PostAuthors = { keys: [], inline: [] };
  const raw = frontmatter.authors;
  for (const entry of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    if (typeof entry === 'string') out.keys.push(entry);
    else if (entry.key && !entry.name) out.keys.push(entry.key);
    else {
      const author = inlineAuthor(entry);
      out.keys.push(author.key);
      out.inline.push(author);
    }
  }
  if (frontmatter.author) {
    const author = inlineAuthor({
      name: frontmatter.author,
      title: frontmatter.author_title,
      url: frontmatter.author_url,
      image_url: frontmatter.author_image_url,
    });
    out.keys.push(author.key);
    out.inline.push(author);
  }
  return out;
}
