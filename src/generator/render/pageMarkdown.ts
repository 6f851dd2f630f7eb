import { NodeHtmlMarkdown } from 'node-html-markdown';

const converter = new NodeHtmlMarkdown({ codeFence: '```', bulletMarker: '-', maxConsecutiveNewlines: 2, useLinkReferenceDefinitions: false });

/**
 * The Markdown twin of a rendered page (`<route>.md`), for coding agents and copy-paste readers: the
 * article's text, headings, code and tables, without the layout. Made from the rendered HTML, so text that
 * components produce (REST operations, SDK references) is there too.
 */
export function pageMarkdown(html: string, title: string, url: string): string | undefined {
  const start = html.search(/<article\b[^>]*data-article/);
  if (start === -1) return undefined;
  const end = html.indexOf('</article>', start);
  const article = html.slice(start, end === -1 ? undefined : end + '</article>'.length)
    // Controls and decoration: buttons (copy, wrap, try it), icons, heading anchors, the page's own copy link.
    .replace(/<button\b[\s\S]*?<\/button>/g, '')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, '')
    .replace(/<a\b[^>]*class="[^"]*hash-link[^"]*"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<[^>]+data-page-markdown[^>]*>[\s\S]*?<\/a>/g, '')
    // A highlighted code block: one <pre> whose lines are spans; keep its language for the fence.
    .replace(/<div\b[^>]*data-code-block[^>]*data-lang="([^"]*)"[^>]*>([\s\S]*?<pre\b[\s\S]*?<\/pre>)[\s\S]*?<\/div>/g, (_m, lang: string, pre: string) => pre.replace(/<code\b/, `<code class="language-${lang}"`))
    .replace(/<span class="line[^"]*">/g, '<span>')
    .replace(/<\/span>\n?<span>/g, '</span>\n<span>');
  const body = converter.translate(article).trim();
  const withTitle = /^# /.test(body) ? body : `# ${title}\n\n${body}`;
  return `${withTitle}\n\n---\nSource: ${url}\n`;
}
