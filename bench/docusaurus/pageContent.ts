/**
 * What a reader gets from one built page, read from its HTML the same way for a Docusaurus build and an imdocs
 * build, so that the two can be compared (compare.ts):
 *
 * - `title`: the document `<title>`; `h1`: the first h1 of the page's main content.
 * - `blocks`: the main content as a sequence of normalised blocks — headings (`h2 Text`), runs of text between
 *   block elements (paragraphs, list items, admonitions, …), one block per table row (cells joined by ` | `) —
 *   and, apart, `code`: one string per `<pre>`, its lines with trailing spaces and empty lines removed.
 * - `links` (href, resolved against the page and stripped of the site origin, `index.html`, `.html` and a trailing
 *   slash) and `images` (file name without the content hash bundlers add).
 * - `sidebar`: the doc or blog sidebar as the page renders it (labels, links, and the children of the categories that
 *   are rendered open).
 *
 * The main content is Docusaurus' `.theme-doc-markdown` (docs), the `.markdown` of a blog post's `<article>` with
 * the post's h1, the `.markdown` of an MDX page, else `<main>` (else the main wrapper: search and React pages may have no `<main>`); imdocs' `[data-article]`, else `[data-main]`.
 * Left out on both sides: heading anchors, buttons (but tab labels), icons (svg), scripts and styles, breadcrumbs, the mobile TOC,
 * doc footers and pagination, and imdocs' "page as Markdown" link — chrome, not content.
 */
import { DomUtils, parseDocument } from 'htmlparser2';
import type { AnyNode, Element } from 'domhandler';

export interface SidebarEntry {
  label: string;
  href: string;
  /** The entries under a category, when the page renders them (Docusaurus and imdocs leave closed ones out). */
  children?: SidebarEntry[];
}

export interface PageContent {
  /** `docs-doc-page`, `blog-post-page`, … (Docusaurus' `<html>` class), or `page` when none is named. */
  kind: string;
  /** The page only sends the reader elsewhere (`<meta http-equiv="refresh">`). */
  redirect?: string;
  title: string;
  h1: string;
  headings: string[];
  blocks: string[];
  code: string[];
  links: string[];
  images: string[];
  sidebar?: SidebarEntry[];
}

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'section',
  'summary',
  'table',
  'tbody',
  'thead',
  'ul',
]);
const SKIP_TAGS = new Set(['script', 'style', 'noscript', 'svg', 'button', 'template', 'nav']);
/** Classes of page chrome inside the main content (Docusaurus first, then imdocs). */
const SKIP_CLASSES = [
  'hash-link',
  'theme-doc-toc-mobile',
  'theme-doc-footer',
  'pagination-nav',
  'theme-doc-breadcrumbs',
  'theme-doc-version-badge',
  'theme-doc-version-banner',
  'page-markdown',
  'doc-footer',
  'code-block__actions',
  'sr-only',
];

const cls = (el: Element): string[] => (el.attribs.class ?? '').split(/\s+/).filter(Boolean);
const hasClass = (el: Element, c: string): boolean => cls(el).includes(c);

/** Unicode-compatible, without zero-width characters, one space for any run of white space, trimmed, lower case. */
export function normText(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The lines of a code block, trailing white space and empty lines removed (highlighters differ in both). */
export function normCode(s: string): string {
  return s
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '')
    .join('\n');
}

/**
 * A link as a comparable string: resolved against the page's URL as both builds serve it by default (`/docs/a`, no
 * trailing slash: `../b` from `/docs/a/c` is `/docs/b`), the site's own origin removed, `index.html`,
 * `.html` and a trailing slash dropped (Docusaurus and imdocs spell the same route either way).
 */
export function normHref(href: string, route: string, siteOrigin = 'https://site.invalid'): string {
  const h = href.trim();
  if (/^(mailto|tel|javascript|data):/i.test(h)) return h;
  let u: URL;
  try {
    u = new URL(h, new URL(route, siteOrigin));
  } catch {
    return h;
  }
  if (u.origin !== new URL(siteOrigin).origin) return `${u.origin}${u.pathname}${u.search}${u.hash}`.replace(/\/(?=$|#|\?)/, '');
  let p = decodeURIComponent(u.pathname)
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return `${p}${u.search}${u.hash}`;
}

const ESCAPED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" };

/**
 * An image by its alt text when it has one (Docusaurus inlines small images as `data:` URLs, imdocs links them), else
 * by its file name without a bundler's content hash (`a-3f2c9e1b.png`, `a.3f2c9e1b.png` → `a.png`).
 *
 * The alt text is read with the five characters HTML escapes (`& < > " '`) unescaped once more: Docusaurus 3's
 * Markdown image transform escapes an alt text that holds them, and MDX then escapes the result as an attribute, so
 * `![capture - \`<Page>\`](x.png)` reaches readers (screen readers included) as the literal `&lt;Page&gt;`. That is a
 * Docusaurus defect imdocs does not reproduce; both builds mean the same alt text, and compare as such.
 */
export function normImage(src: string, alt = ''): string {
  const text = normText(alt.replace(/&(lt|gt|amp|quot|#39);/g, (_, e: string) => ESCAPED[e]));
  if (text) return `alt:${text}`;
  if (src.startsWith('data:')) return '(inline image without alt)';
  const name = decodeURIComponent(src.split(/[?#]/)[0].split('/').pop() ?? '');
  return name.replace(/[-.][0-9a-f]{6,}(?=\.[a-z0-9]+$)/i, '').toLowerCase();
}

function skipped(el: Element): boolean {
  // A tab's label is content, whether the theme makes it an <li> (Docusaurus) or a <button> (imdocs).
  if (SKIP_TAGS.has(el.name) && el.attribs.role !== 'tab') return true;
  if (el.attribs['aria-hidden'] === 'true' && el.name !== 'img') return true;
  if (el.attribs['data-page-markdown'] !== undefined) return true;
  const c = cls(el);
  return SKIP_CLASSES.some((s) => c.includes(s));
}

/** The page's main content element (see the file comment), or undefined for a page without one. */
function mainContent(root: AnyNode[], kind: string): { content?: Element; blogTitle?: Element } {
  const find = (test: (e: Element) => boolean, from: AnyNode[] = root) => DomUtils.findOne(test, from, true) ?? undefined;
  const imdocs = find((e) => e.attribs['data-article'] !== undefined);
  if (imdocs) return { content: imdocs };
  const doc = find((e) => hasClass(e, 'theme-doc-markdown'));
  if (doc) return { content: doc };
  if (kind === 'blog-post-page') {
    const article = find((e) => e.name === 'article');
    if (article) {
      const body = find((e) => hasClass(e, 'markdown'), article.children);
      const h1 = find((e) => e.name === 'h1', article.children);
      if (body) return { content: body, blogTitle: h1 };
    }
  }
  const main =
    find((e) => e.name === 'main') ??
    find((e) => e.attribs['data-main'] !== undefined) ??
    // A page without <main> (Docusaurus' search page, the React pages of both): its content sits in the main
    // wrapper every page has. Read as empty on both sides, two such pages would match whatever they hold.
    find((e) => e.attribs.id === '__docusaurus_skipToContent_fallback') ??
    find((e) => e.attribs['data-main-wrapper'] !== undefined);
  if (kind === 'mdx-page' && main) {
    const md = find((e) => hasClass(e, 'markdown'), main.children);
    if (md) return { content: md };
  }
  return { content: main };
}

interface Walk {
  blocks: string[];
  headings: string[];
  code: string[];
  links: string[];
  images: string[];
  run: string;
}

function flush(w: Walk): void {
  const t = normText(w.run);
  if (t) w.blocks.push(t);
  w.run = '';
}

function textOf(nodes: AnyNode[], out: string[] = []): string {
  for (const n of nodes) {
    if (n.type === 'text') out.push((n as unknown as { data: string }).data);
    else if (n.type === 'tag' || n.type === 'script' || n.type === 'style') {
      const el = n as Element;
      if (skipped(el)) continue;
      if (el.name === 'br') out.push('\n');
      else textOf(el.children, out);
      if (BLOCK.has(el.name) || el.name === 'td' || el.name === 'th') out.push(' ');
    }
  }
  return out.join('');
}

/** Code text: `<br>` and line spans (`.token-line`, `.line`) end lines, as the reader sees them. */
function codeText(nodes: AnyNode[], out: string[] = []): string {
  for (const n of nodes) {
    if (n.type === 'text') out.push((n as unknown as { data: string }).data);
    else if (n.type === 'tag') {
      const el = n as Element;
      if (skipped(el)) continue;
      if (el.name === 'br') {
        out.push('\n');
        continue;
      }
      codeText(el.children, out);
      if (hasClass(el, 'token-line') || hasClass(el, 'line')) out.push('\n');
    }
  }
  return out.join('');
}

function walk(nodes: AnyNode[], w: Walk, route: string, origin: string): void {
  for (const n of nodes) {
    if (n.type === 'text') {
      w.run += (n as unknown as { data: string }).data;
      continue;
    }
    if (n.type !== 'tag') continue;
    const el = n as Element;
    if (skipped(el)) continue;
    const name = el.name;
    if (/^h[1-6]$/.test(name)) {
      flush(w);
      const t = normText(textOf(el.children));
      if (t) {
        w.headings.push(`${name} ${t}`);
        w.blocks.push(`${name} ${t}`);
      }
      collectLinks(el.children, w, route, origin);
      continue;
    }
    if (name === 'pre') {
      flush(w);
      const c = normCode(codeText(el.children));
      if (c) w.code.push(c);
      continue;
    }
    if (name === 'tr') {
      flush(w);
      const cells = DomUtils.getChildren(el)
        .filter((c): c is Element => c.type === 'tag' && (c.name === 'td' || c.name === 'th'))
        .map((c) => normText(textOf(c.children)));
      if (cells.some(Boolean)) w.blocks.push(cells.join(' | '));
      collectLinks(el.children, w, route, origin);
      continue;
    }
    if (name === 'img') {
      if (el.attribs.src) w.images.push(normImage(el.attribs.src, el.attribs.alt));
      continue;
    }
    if (name === 'a' && el.attribs.href !== undefined) w.links.push(normHref(el.attribs.href, route, origin));
    const block = BLOCK.has(name) || el.attribs.role === 'tab';
    if (block) flush(w);
    walk(el.children, w, route, origin);
    if (block) flush(w);
  }
}

/** Links and images inside a heading or a table row (walked as one block, not element by element). */
function collectLinks(nodes: AnyNode[], w: Walk, route: string, origin: string): void {
  for (const el of DomUtils.findAll((e) => e.name === 'a' || e.name === 'img', nodes)) {
    if (hasSkippedAncestor(el, nodes)) continue;
    if (el.name === 'a' && el.attribs.href !== undefined) w.links.push(normHref(el.attribs.href, route, origin));
    if (el.name === 'img' && el.attribs.src) w.images.push(normImage(el.attribs.src, el.attribs.alt));
  }
}

function hasSkippedAncestor(el: Element, within: AnyNode[]): boolean {
  for (let p: Element | null = el; p; p = p.parent as Element | null) {
    if (p.type === 'tag' && skipped(p)) return true;
    if (within.includes(p)) break;
  }
  return false;
}

/**
 * Docusaurus' blog sidebar (`BlogSidebar`: an `<aside>` holding a `<nav class="sidebar_…">`, its posts in one list per
 * year under a year heading), read as one flat list of its posts' links: imdocs' blog sidebar lists the same posts
 * without year headings.
 */
function blogSidebarOf(root: AnyNode[], route: string, origin: string): SidebarEntry[] | undefined {
  const nav = DomUtils.findOne(
    (e) =>
      e.name === 'nav' &&
      e.attribs['data-sidebar'] === undefined &&
      cls(e).some((c) => /^sidebar_[\w-]+$/.test(c)) &&
      (e.parent as Element | null)?.name === 'aside',
    root,
    true,
  );
  if (!nav) return undefined;
  return DomUtils.findAll((e) => e.name === 'li', nav.children).map((li) => {
    const a = DomUtils.findOne((e) => e.name === 'a', li.children, true) ?? undefined;
    return { label: normText(textOf(a ? a.children : li.children)), href: a?.attribs.href !== undefined ? normHref(a.attribs.href, route, origin) : '' };
  });
}

/**
 * The sidebar of the page: Docusaurus' `.theme-doc-sidebar-menu` (docs) or blog sidebar (blogSidebarOf), imdocs'
 * `[data-sidebar]`. Each `<li>` is one entry: its first link (label and href; an html item is its text), and its nested
 * `<ul>` when rendered.
 */
function sidebarOf(root: AnyNode[], route: string, origin: string): SidebarEntry[] | undefined {
  const blog = DomUtils.findOne((e) => hasClass(e, 'theme-doc-sidebar-menu'), root, true) ? undefined : blogSidebarOf(root, route, origin);
  if (blog) return blog;
  const menu =
    DomUtils.findOne((e) => hasClass(e, 'theme-doc-sidebar-menu'), root, true) ??
    DomUtils.findOne((e) => e.attribs['data-sidebar'] !== undefined, root, true)?.children.find((c): c is Element => c.type === 'tag' && c.name === 'ul');
  if (!menu) return undefined;
  const list = (ul: Element): SidebarEntry[] =>
    DomUtils.getChildren(ul)
      .filter((c): c is Element => c.type === 'tag' && c.name === 'li')
      .map((li) => {
        const nested = DomUtils.findOne((e) => e.name === 'ul', li.children, true) ?? undefined;
        const inNested = (e: Element) => nested !== undefined && DomUtils.findOne((x) => x === e, [nested], true) !== null;
        const a = DomUtils.findOne((e) => e.name === 'a' && !inNested(e), li.children, true) ?? undefined;
        const own = li.children.filter((c) => c !== nested);
        const entry: SidebarEntry = {
          label: normText(textOf(a ? a.children : own)),
          href: a?.attribs.href !== undefined ? normHref(a.attribs.href, route, origin) : '',
        };
        if (nested) entry.children = list(nested);
        return entry;
      });
  return list(menu.name === 'ul' ? menu : (DomUtils.findOne((e) => e.name === 'ul', menu.children, true) ?? menu));
}

/** Reads one built page. `route` is where the page is served (for relative links); `origin` the site's own URL. */
export function readPage(html: string, route: string, origin?: string): PageContent {
  const doc = parseDocument(html);
  const root = doc.children;
  const htmlEl = DomUtils.findOne((e) => e.name === 'html', root, true);
  const kinds = htmlEl ? cls(htmlEl) : [];
  const kind =
    kinds.find((k) => /-page$/.test(k) && k !== 'plugin-pages') ??
    (kinds.includes('plugin-pages') ? 'react-page' : undefined) ??
    htmlEl?.attribs['data-kind'] ??
    'page';
  const o = origin ?? 'https://site.invalid';
  const refresh = DomUtils.findOne((e) => e.name === 'meta' && (e.attribs['http-equiv'] ?? '').toLowerCase() === 'refresh', root, true);
  const titleEl = DomUtils.findOne((e) => e.name === 'title', root, true);
  const page: PageContent = {
    kind,
    title: normText(titleEl ? DomUtils.textContent(titleEl) : ''),
    h1: '',
    headings: [],
    blocks: [],
    code: [],
    links: [],
    images: [],
  };
  if (refresh) {
    const to = /url\s*=\s*['"]?([^'";]+)/i.exec(refresh.attribs.content ?? '')?.[1];
    if (to) page.redirect = normHref(to, route, o);
    return page;
  }
  const { content, blogTitle } = mainContent(root, kind);
  const w: Walk = { blocks: [], headings: [], code: [], links: [], images: [], run: '' };
  if (blogTitle) walk([blogTitle], w, route, o);
  if (content) walk(content.children, w, route, o);
  flush(w);
  Object.assign(page, { headings: w.headings, blocks: w.blocks, code: w.code, links: w.links, images: w.images });
  page.h1 = w.headings.find((h) => h.startsWith('h1 '))?.slice(3) ?? '';
  page.sidebar = sidebarOf(root, route, o);
  return page;
}
