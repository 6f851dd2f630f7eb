import fs from 'node:fs';
import path from 'node:path';

export type LinkRegion = 'navbar' | 'sidebar' | 'toc' | 'footer' | 'body';

export interface PageLinkRef {
  href: string;
  region: LinkRegion;
  localeSwitch: boolean;
}

/** What `imdocs check` needs to know about one built HTML page. */
export interface BuiltPage {
  /** URL path (`/guides/intro`, `/` for index.html, `/404` for 404.html). */
  route: string;
  file: string;
  locale?: string;
  title?: string;
  description?: string;
  noindex: boolean;
  canonical?: string;
  /** A redirect stub (meta refresh), not a real page. */
  redirect: boolean;
  ids: Set<string>;
  /** `<a href>` links. */
  links: PageLinkRef[];
  /** Every other URL the page references (images, scripts, styles, alternates…), as linkinator finds them. */
  resources: PageLinkRef[];
  imagesWithoutAlt: string[];
}

/**
 * The URL attributes of each element besides `<a href>`, as linkinator reads them (its links.js), so the check
 * covers what it would find by parsing the page itself.
 */
const RESOURCE_ATTRIBUTES: Record<string, string[]> = {
  area: ['href'],
  audio: ['src'],
  blockquote: ['cite'],
  body: ['background'],
  del: ['cite'],
  embed: ['href', 'src', 'pluginspage', 'pluginurl'],
  frame: ['longdesc', 'src'],
  html: ['manifest'],
  iframe: ['longdesc', 'src'],
  img: ['src', 'srcset'],
  input: ['src'],
  ins: ['cite'],
  link: ['href'],
  object: ['data'],
  q: ['cite'],
  script: ['src'],
  source: ['src', 'srcset'],
  track: ['src'],
  video: ['poster', 'src'],
};
const RESOURCE_TAG = new RegExp(`<(${Object.keys(RESOURCE_ATTRIBUTES).join('|')}|meta)\\s[^>]*>`, 'g');

/** The URLs of one element's attributes (a `srcset` holds several). */
function resourceUrls(tagName: string, tag: string): string[] {
  if (tagName === 'meta') {
    // A redirect stub's target; other meta values are not links.
    if (!/\shttp-equiv="refresh"/i.test(tag)) return [];
    const url = /^\s*\d+\s*;\s*url\s*=\s*(.+)/i.exec(attr(tag, 'content') ?? '')?.[1]?.trim();
    return url ? [url] : [];
  }
  // linkinator skips these hints, which need not answer.
  if (tagName === 'link' && /\srel="(dns-prefetch|preconnect)"/.test(tag)) return [];
  const urls: string[] = [];
  for (const name of RESOURCE_ATTRIBUTES[tagName]) {
    const value = attr(tag, name);
    if (!value) continue;
    if (name === 'srcset')
      urls.push(
        ...value
          .split(',')
          .map((c) => c.trim().split(/\s+/)[0])
          .filter(Boolean),
      );
    else urls.push(value);
  }
  return urls;
}

function decodeEntities(s: string): string {
  return s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return m ? decodeEntities(m[1] ?? m[2]) : undefined;
}

/** Character ranges of the layout regions, from the theme's landmark elements. */
function regionRanges(html: string): { region: LinkRegion; start: number; end: number }[] {
  const out: { region: LinkRegion; start: number; end: number }[] = [];
  const find = (region: LinkRegion, open: RegExp, close: string) => {
    for (const m of html.matchAll(open)) {
      const end = html.indexOf(close, m.index);
      out.push({ region, start: m.index, end: end === -1 ? html.length : end });
    }
  };
  find('navbar', /<header[^>]*class="navbar[\s"]/g, '</header>');
  find('sidebar', /<aside[^>]*class="sidebar[\s"]/g, '</aside>');
  find('toc', /<aside[^>]*class="doc-toc[\s"]/g, '</aside>');
  find('footer', /<footer[^>]*class="footer[\s"]/g, '</footer>');
  return out;
}

export function routeOfFile(rel: string): string {
  const p = rel
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  if (p === 'index') return '/';
  return `/${p.replace(/\/index$/, '')}`;
}

/** Parses one built page (regular expressions over our own, well-formed output). */
export function scanPage(html: string, rel: string, file = rel): BuiltPage {
  const regions = regionRanges(html);
  const regionAt = (i: number): LinkRegion => regions.find((r) => i >= r.start && i < r.end)?.region ?? 'body';
  const links: PageLinkRef[] = [];
  for (const m of html.matchAll(/<a\s[^>]*>/g)) {
    const href = attr(m[0], 'href');
    if (href === undefined) continue;
    links.push({ href, region: regionAt(m.index), localeSwitch: /\sdata-locale-link/.test(m[0]) });
  }
  const resources: PageLinkRef[] = [];
  for (const m of html.matchAll(RESOURCE_TAG)) {
    for (const href of resourceUrls(m[1], m[0])) resources.push({ href, region: regionAt(m.index), localeSwitch: false });
  }
  const ids = new Set<string>();
  for (const m of html.matchAll(/\s(?:id|name)="([^"]*)"/g)) ids.add(decodeEntities(m[1]));
  const imagesWithoutAlt: string[] = [];
  for (const m of html.matchAll(/<img\s[^>]*>/g)) {
    // alt="" is a deliberate decorative image; a missing attribute is the mistake.
    if (attr(m[0], 'alt') === undefined && !/\saria-hidden="true"/.test(m[0]) && !/\srole="presentation"/.test(m[0]))
      imagesWithoutAlt.push(attr(m[0], 'src') ?? '(no src)');
  }
  const head = html.slice(0, html.indexOf('</head>') + 1 || 4000);
  const meta = (name: string) => {
    for (const m of head.matchAll(/<meta\s[^>]*>/g)) if (attr(m[0], 'name') === name) return attr(m[0], 'content');
    return undefined;
  };
  const canonicalTag = /<link\s[^>]*rel="canonical"[^>]*>/.exec(head)?.[0];
  return {
    route: routeOfFile(rel),
    file,
    locale: /<html[^>]*\sdata-locale="([^"]*)"/.exec(html)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: meta('description'),
    noindex: /noindex/.test(meta('robots') ?? ''),
    canonical: canonicalTag ? attr(canonicalTag, 'href') : undefined,
    redirect: /<meta http-equiv="refresh"/i.test(head),
    ids,
    links,
    resources,
    imagesWithoutAlt,
  };
}

/** Every HTML page of a build, except Pagefind's and the sidebar fragments. */
export function scanBuild(buildDir: string): BuiltPage[] {
  const out: BuiltPage[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(buildDir, full);
      if (entry.isDirectory()) {
        if (rel === 'pagefind' || rel === '_imdocs' || rel === 'assets') continue;
        walk(full);
      } else if (entry.name.endsWith('.html')) {
        out.push(scanPage(fs.readFileSync(full, 'utf8'), rel, full));
      }
    }
  };
  walk(buildDir);
  return out.sort((a, b) => a.route.localeCompare(b.route));
}
