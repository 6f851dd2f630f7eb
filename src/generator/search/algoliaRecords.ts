import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Parser } from 'htmlparser2';
import { pagefindBody } from './searchableHtml.ts';

/** A DocSearch-shaped record, the shape the hosted crawler writes and the search UI reads. */
export interface AlgoliaRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  section: string;
  weight: { level: number; position: number };
}

/** What one page's HTML holds for search: its metadata and its article split at headings. */
export interface PageText {
  route: string;
  locale: string;
  /** `<html lang>` (Pagefind keys its per-language indexes by it, lower-cased). */
  lang: string;
  tag: string;
  section: string;
  title: string;
  /** Heading level 1–6 (1 = the page title), anchor id, heading text, text under it. */
  blocks: { level: number; id: string | null; heading: string; text: string }[];
}

const BLOCK = new Set(['p', 'li', 'td', 'th', 'pre', 'blockquote', 'dd', 'dt', 'div', 'tr', 'br', 'summary']);
const MAX_CONTENT = 3000;

/**
 * Reads the indexable part of a built page: the article marked `data-pagefind-body` (fallback pages, lists
 * and the 404 have none and return null), minus `data-pagefind-ignore` parts. Metadata comes from
 * `<html data-locale data-route>` and the `docsearch:*` meta tags the renderer writes.
 */
export function extractPageText(html: string): PageText | null {
  let route = '';
  let locale = '';
  let lang = '';
  let tag = 'default';
  let section = 'pages';
  let title = '';
  let inTitle = false;
  let depth = 0; // element depth inside the article (0 = outside)
  let ignoreDepth = 0;
  let headingLevel = 0;
  let headingId: string | null = null;
  let headingText = '';
  let found = false;
  const blocks: PageText['blocks'] = [];
  let current: PageText['blocks'][number] | null = null;
  const append = (text: string) => {
    if (!current) {
      current = { level: 1, id: null, heading: '', text: '' };
      blocks.push(current);
    }
    current.text += text;
  };
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'html') {
          route = attrs['data-route'] ?? '';
          lang = attrs.lang ?? '';
          locale = attrs['data-locale'] ?? lang;
        }
        if (name === 'meta' && attrs.name === 'docsearch:docusaurus_tag') tag = attrs.content ?? tag;
        if (name === 'meta' && attrs.name === 'docsearch:section') section = attrs.content ?? section;
        if (name === 'title' && !depth) inTitle = true;
        if (depth) {
          depth++;
          if (ignoreDepth || 'data-pagefind-ignore' in attrs || name === 'script' || name === 'style' || name === 'button') {
            ignoreDepth++;
            return;
          }
          const m = /^h([1-6])$/.exec(name);
          if (m) {
            headingLevel = Number(m[1]);
            headingId = attrs.id ?? null;
            headingText = '';
          } else if (BLOCK.has(name)) append(' ');
        } else if ('data-pagefind-body' in attrs) {
          depth = 1;
          found = true;
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        if (!depth || ignoreDepth) return;
        if (headingLevel) headingText += text;
        else append(text);
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (!depth) return;
        depth--;
        if (ignoreDepth) {
          ignoreDepth--;
          return;
        }
        if (headingLevel && name === `h${headingLevel}`) {
          const heading = headingText.replace(/\s+/g, ' ').trim();
          current = { level: headingLevel, id: headingId, heading, text: '' };
          blocks.push(current);
          headingLevel = 0;
        } else if (BLOCK.has(name)) append(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  // The head and the article are all it reads: the navbar, sidebar and footer are most of a page.
  const headEnd = html.indexOf('</head>');
  const article = headEnd === -1 ? undefined : pagefindBody(html);
  parser.write(article === undefined ? html : `${html.slice(0, headEnd + '</head>'.length)}<body>${article}</body></html>`);
  parser.end();
  if (!found) return null;
  for (const b of blocks) b.text = b.text.replace(/\s+/g, ' ').trim();
  const h1 = blocks.find((b) => b.level === 1 && b.heading);
  const pageTitle = h1?.heading || title.replace(/\s+\|[^|]*$/, '').trim();
  return { route, locale, lang, tag, section, title: pageTitle, blocks: blocks.filter((b) => b.heading || b.text) };
}

function objectId(...parts: string[]): string {
  return crypto.createHash('sha1').update(parts.join('\u0000')).digest('hex').slice(0, 20);
}

/** One record per heading (and one for the text above the first heading), with the heading path. */
export function pageRecords(page: PageText, siteUrl: string, sectionLabels: Record<string, string>): AlgoliaRecord[] {
  const pageUrl = `${siteUrl}${page.route}`;
  const lvl0 = sectionLabels[page.section] ?? page.section;
  const path: (string | null)[] = [lvl0, page.title, null, null, null, null, null];
  const records: AlgoliaRecord[] = [];
  page.blocks.forEach((block, position) => {
    const level = Math.max(1, block.level);
    if (level > 1) {
      path[level] = block.heading;
      for (let l = level + 1; l <= 6; l++) path[l] = null;
    }
    const anchor = level > 1 ? block.id : null;
    const url = anchor ? `${pageUrl}#${anchor}` : pageUrl;
    records.push({
      objectID: objectId(page.locale, page.route, anchor ?? '', String(position)),
      url,
      url_without_anchor: pageUrl,
      anchor,
      type: `lvl${level}` as AlgoliaRecord['type'],
      hierarchy: { lvl0: path[0], lvl1: path[1], lvl2: path[2], lvl3: path[3], lvl4: path[4], lvl5: path[5], lvl6: path[6] },
      content: block.text ? block.text.slice(0, MAX_CONTENT) : null,
      language: page.locale,
      docusaurus_tag: page.tag,
      section: page.section,
      weight: { level: 100 - level * 10, position },
    });
  });
  return records;
}

function listHtml(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'pagefind' && entry.name !== 'assets' && entry.name !== '_imdocs') out.push(...listHtml(full, base));
    } else if (entry.name.endsWith('.html')) out.push(full);
  }
  return out.sort();
}

/** Every record of a build, from its HTML (so what is searchable is exactly what was published). */
export function buildRecords(buildDir: string, siteUrl: string, sectionLabels: Record<string, string>): { records: AlgoliaRecord[]; pages: number } {
  const records: AlgoliaRecord[] = [];
  let pages = 0;
  for (const file of listHtml(buildDir)) {
    const page = extractPageText(fs.readFileSync(file, 'utf8'));
    if (!page || !page.route) continue;
    pages++;
    records.push(...pageRecords(page, siteUrl, sectionLabels));
  }
  return { records, pages };
}

/** Index settings matching the records and the UI's queries (facets for contextual search, page grouping). */
export const ALGOLIA_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'section'],
  attributeForDistinct: 'url_without_anchor',
  customRanking: ['desc(weight.level)', 'asc(weight.position)'],
  attributesToSnippet: ['content:20'],
  ignorePlurals: true,
};
