import { createRequire } from 'node:module';
import { NodeHtmlMarkdown } from 'node-html-markdown';
import { DomUtils, Parser, parseDocument } from 'htmlparser2';
import type { Element } from 'domhandler';

interface VisitorState {
  result: { text: string; trailingNewlineStats: { whitespace: number; newLines: number } };
  tail?: string;
  tailLength?: number;
}
type AppendResult = (this: VisitorState, s: string, startPos?: number, spaceIfRepeatingChar?: boolean) => void;

const require = createRequire(import.meta.url);
const { Visitor } = require('node-html-markdown/dist/visitor.js') as { Visitor: { prototype: { appendResult: AppendResult } } };
const { getTrailingWhitespaceInfo } = require('node-html-markdown/dist/utilities.js') as {
  getTrailingWhitespaceInfo: (s: string) => VisitorState['result']['trailingNewlineStats'];
};

/** node-html-markdown's own `Visitor.appendResult` (kept for the test that compares the two). */
export const libraryAppendResult: AppendResult = Visitor.prototype.appendResult;

/**
 * `Visitor.appendResult` with the library's logic, minus its quadratic cost. After every piece it appends, the
 * library reads the last ten characters of all the Markdown written so far, and V8 first copies the
 * concatenated string into one flat string to read them: a run of n pieces copies O(n²) characters. This
 * version reads the same ten characters from a copy kept beside the text (rebuilt whenever the text was
 * changed elsewhere). Same output, a third less conversion time on this site's pages (4.7 s → 3.3 s for all
 * 1,210 pages on one thread).
 */
export const fastAppendResult: AppendResult = function (s, startPos, spaceIfRepeatingChar) {
  if (!s && startPos === undefined) return;
  const { result } = this;
  if (startPos !== undefined) result.text = result.text.substr(0, startPos);
  const tail = this.tailLength === result.text.length && this.tail !== undefined ? this.tail : result.text.slice(-10);
  const added = (spaceIfRepeatingChar && tail.slice(-1) === s[0] ? ' ' : '') + s;
  result.text += added;
  this.tail = (tail + added).slice(-10);
  this.tailLength = result.text.length;
  result.trailingNewlineStats = getTrailingWhitespaceInfo(this.tail);
};
Visitor.prototype.appendResult = fastAppendResult;

/** The converter of the Markdown twins (exported for tests). */
export const converter = new NodeHtmlMarkdown({ codeFence: '```', bulletMarker: '-', maxConsecutiveNewlines: 2, useLinkReferenceDefinitions: false });

/**
 * The Markdown twin of a rendered page (`<route>.md`), for coding agents and copy-paste readers: the
 * article's text, headings, code and tables, without the layout. Made from the rendered HTML, so text that
 * components produce (REST operations, SDK references) is there too.
 */
export function pageMarkdown(html: string, title: string, url: string): string | undefined {
  const start = html.search(/<article\b[^>]*data-article/);
  if (start === -1) return undefined;
  const end = html.indexOf('</article>', start);
  const article = html
    .slice(start, end === -1 ? undefined : end + '</article>'.length)
    // Controls and decoration: buttons (copy, wrap, try it), icons, heading anchors, the page's own copy link.
    .replace(/<button\b[\s\S]*?<\/button>/g, '')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, '')
    .replace(/<a\b[^>]*class="[^"]*hash-link[^"]*"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+data-page-markdown[^>]*>[\s\S]*?<\/a>/g, '')
    // The words a field list shows only when it reflows on a narrow screen ("required" beside "yes").
    .replace(/<span class="fl-narrow[^"]*">[^<]*<\/span>/g, '')
    // A highlighted code block: one <pre> whose lines are spans; keep its language for the fence.
    .replace(/<div\b[^>]*data-code-block[^>]*data-lang="([^"]*)"[^>]*>([\s\S]*?<pre\b[\s\S]*?<\/pre>)[\s\S]*?<\/div>/g, (_m, lang: string, pre: string) =>
      pre.replace(/<code\b/, `<code class="language-${lang}"`),
    )
    // Its lines are spans of token spans: only their text matters (one line each), and handing the converter
    // the plain text spares it walking thousands of spans.
    .replace(
      /(<pre\b[^>]*class="shiki[^>]*>\s*<code\b[^>]*>)([\s\S]*?)(<\/code>\s*<\/pre>)/g,
      (_m, open: string, code: string, close: string) => open + code.replace(/<\/span>\n?<span class="line[^"]*">/g, '\n').replace(/<[^>]*>/g, '') + close,
    );
  const { html: withoutTables, tables } = article.includes('<table') ? gfmTables(article) : { html: article, tables: [] };
  const body = blockRuns(withoutTables)
    .map((part) => converter.translate(part).trim())
    .filter(Boolean)
    .join('\n\n')
    .replace(/^IMDOCS-TABLE-(\d+)$/gm, (_m, i: string) => tables[Number(i)]);
  const withTitle = /^# /.test(body) ? body : `# ${title}\n\n${body}`;
  return `${withTitle}\n\n---\nSource: ${url}\n`;
}

/** Elements that stand alone as Markdown blocks (a blank line before and after). */
const BLOCKS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'table', 'pre', 'blockquote', 'div', 'section', 'header', 'hr', 'details', 'dl']);
/** Characters of HTML converted at once. */
const RUN_SIZE = 3000;

/**
 * The article cut into runs of whole top-level blocks, each converted on its own and joined with a blank
 * line — what the converter puts between blocks anyway. node-html-markdown re-reads the whole Markdown written
 * so far after every piece it appends, so one large page (a reference page of 50 tables) costs seconds
 * where runs of a few kilobytes cost milliseconds. Cuts fall only between two block elements with nothing but
 * white space between them, so lists, inline text and code blocks are never split.
 */
export function blockRuns(article: string): string[] {
  const open = /^<article\b[^>]*>/.exec(article);
  if (!open || !article.endsWith('</article>')) return [article];
  const inner = article.slice(open[0].length, -'</article>'.length);
  const children: { name: string; start: number; end: number }[] = [];
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (depth++ === 0) children.push({ name, start: parser.startIndex, end: -1 });
      },
      onclosetag() {
        if (--depth === 0) children[children.length - 1].end = parser.endIndex + 1;
      },
    },
    { decodeEntities: false },
  );
  parser.end(inner);
  const runs: string[] = [];
  let from = 0;
  for (let i = 0; i + 1 < children.length; i++) {
    const a = children[i];
    const b = children[i + 1];
    if (a.end - from < RUN_SIZE || a.end < 0 || !BLOCKS.has(a.name) || !BLOCKS.has(b.name) || inner.slice(a.end, b.start).trim()) continue;
    runs.push(inner.slice(from, a.end));
    from = b.start;
  }
  runs.push(inner.slice(from));
  return runs;
}

/** Elements whose content is a table cell's. */
const cellsOf = (row: Element) => row.children.filter((c): c is Element => c.type === 'tag' && (c.name === 'td' || c.name === 'th'));
const rowsOf = (table: Element) => DomUtils.findAll((e) => e.name === 'tr' && closestTable(e) === table, table.children);
const SERIALIZE = { encodeEntities: 'utf8' } as const;
function closestTable(e: Element): Element | undefined {
  let p = e.parent as Element | null;
  while (p && p.name !== 'table') p = p.parent as Element | null;
  return p ?? undefined;
}

/** One cell as GFM: its Markdown on one line (breaks as `<br>`), every `|` escaped (GFM reads `\|` even inside code). */
function gfmCell(cell: Element): string {
  const md = converter
    .translate(DomUtils.getInnerHTML(cell, SERIALIZE))
    .trim()
    .replace(/\\\|/g, '|')
    .replace(/\s*\n+\s*/g, '<br>');
  return md.replace(/\|/g, '\\|');
}

/**
 * The article's tables as GFM, which has no tables inside cells and ends a cell at any `|`: each nested field
 * table (a REST field's `api-nested-row`) moves below its table, after a line naming it; each table is written by
 * hand, cell by cell, and a placeholder paragraph holds its place for the converter.
 */
export function gfmTables(article: string): { html: string; tables: string[] } {
  const doc = parseDocument(article);
  const ids = new Map<Element, number>();
  const idOf = (t: Element) => ids.get(t) ?? (ids.set(t, ids.size), ids.size - 1);
  for (;;) {
    const row = DomUtils.findOne((e) => e.name === 'tr' && /\bapi-nested-row\b/.test(e.attribs.class ?? ''), doc.children);
    if (!row) break;
    const table = closestTable(row)!;
    const wrap = table.parent && (table.parent as Element).name === 'div' ? (table.parent as Element) : table;
    const summary = DomUtils.findOne((e) => e.name === 'summary', [row]);
    const inner = DomUtils.findOne((e) => e.name === 'table', row.children);
    DomUtils.removeElement(row);
    // After the table and whatever earlier nested rows of it were moved there, in row order.
    let anchor: Element = wrap;
    while (anchor.next && (anchor.next as Element).attribs?.['data-moved-from'] === String(idOf(table))) anchor = anchor.next as Element;
    const label = parseDocument(`<p data-moved-from="${idOf(table)}"><strong>${summary ? DomUtils.getInnerHTML(summary, SERIALIZE) : ''}</strong></p>`)
      .children[0] as Element;
    DomUtils.append(anchor, label);
    if (inner) {
      const holder = parseDocument(`<div data-moved-from="${idOf(table)}"></div>`).children[0] as Element;
      DomUtils.append(label, holder);
      DomUtils.appendChild(holder, inner);
    }
  }
  const tables: string[] = [];
  for (const table of DomUtils.findAll((e) => e.name === 'table', doc.children)) {
    const rows = rowsOf(table).map((r) => cellsOf(r).map(gfmCell));
    if (!rows.length) continue;
    const width = Math.max(...rows.map((r) => r.length));
    const line = (cells: string[]) => `| ${[...cells, ...Array(width - cells.length).fill('')].join(' | ')} |`;
    const caption = DomUtils.findOne((e) => e.name === 'caption', table.children);
    const md = [
      ...(caption ? [`**${converter.translate(DomUtils.getInnerHTML(caption, SERIALIZE)).trim()}**`, ''] : []),
      line(rows[0]),
      line(Array(width).fill('---')),
      ...rows.slice(1).map(line),
    ].join('\n');
    const holder = parseDocument(`<p>IMDOCS-TABLE-${tables.length}</p>`).children[0] as Element;
    tables.push(md);
    DomUtils.replaceElement(table, holder);
  }
  return { html: DomUtils.getOuterHTML(doc, SERIALIZE), tables };
}
