import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { createRequire } from 'node:module';
import { pageMarkdown, blockRuns, converter, fastAppendResult, gfmTables, libraryAppendResult } from '../../../src/generator/render/pageMarkdown.ts';

const table = (i: number) =>
  `<h3 id="t${i}">Type ${i}</h3>\n<div class="api-schema"><p>Fields of type ${i}, see <a href="/x#t${i}">x</a>.</p><table><thead><tr><th>Field</th><th>Type</th></tr></thead><tbody>${Array.from(
    { length: 12 },
    (_, r) => `<tr><td><code>field_${r}</code></td><td>string <em>(${r})</em></td></tr>`,
  ).join('')}</tbody></table></div>`;
const article = `<article class="markdown" data-article=""><header class="doc-header"><h1>Common fields</h1></header><p>Intro <strong>text</strong>.</p>\n<ul>\n<li>one</li>\n<li>two <code>x</code></li>\n</ul>\n${Array.from(
  { length: 40 },
  (_, i) => table(i),
).join('\n')}\n<p>Inline <em>a</em></p>text between<p>b</p>\n<pre><code class="language-json">{\n  "a": 1\n}</code></pre>\n<ol><li>last</li></ol></article>`;

test('a large article is converted in runs of whole blocks, with the same Markdown as in one piece', () => {
  const runs = blockRuns(article);
  assert.ok(runs.length > 5, `cut into ${runs.length} runs`);
  assert.equal(runs.join('').replace(/\s/g, '').length <= article.replace(/\s/g, '').length, true);
  for (const run of runs) assert.doesNotMatch(run, /^\s*<(li|tr|td|tbody)\b/, 'no run starts inside a list or table');
  // Tables are written as GFM by hand (gfmTables); the rest goes through the converter in one piece.
  const { html, tables } = gfmTables(article);
  const whole = converter
    .translate(html)
    .trim()
    .replace(/^IMDOCS-TABLE-(\d+)$/gm, (_m, i: string) => tables[Number(i)]);
  const page = pageMarkdown(`<html><body>${article}</body></html>`, 'Common fields', 'https://example.com/x')!;
  assert.equal(page, `${whole}\n\n---\nSource: https://example.com/x\n`);
});

test('text between blocks is never a cut, so it stays with its neighbours', () => {
  const small = `<article data-article=""><p>${'a'.repeat(4000)}</p>tail<p>${'b'.repeat(4000)}</p><p>c</p></article>`;
  const runs = blockRuns(small);
  assert.ok(
    runs.some((r) => r.includes('tail') && r.includes('bbbb')),
    'the text and the block after it share a run',
  );
  assert.equal(runs.map((r) => converter.translate(r).trim()).join('\n\n'), converter.translate(small).trim());
});

test("the converter's faster append gives exactly the library's Markdown", () => {
  const { Visitor } = createRequire(import.meta.url)('node-html-markdown/dist/visitor.js') as { Visitor: { prototype: { appendResult: unknown } } };
  assert.equal(Visitor.prototype.appendResult, fastAppendResult, 'the converter uses the faster append');
  assert.notEqual(libraryAppendResult, fastAppendResult);
  const samples = [
    article,
    // Repeated emphasis markers (the library puts a space between them), empty and nested inline elements,
    // white-space-only text, line breaks, nested lists, a table with inline code, a fenced block.
    '<p><em>a</em><em>b</em> <strong>c</strong><strong>d</strong><strong></strong> <em> </em>x<br>y<br/>\n  z</p>',
    '<ul><li>one<ul><li>two <code>`x`</code></li><li></li></ul></li><li>  three  </li></ul><ol start="3"><li>a</li></ol>',
    '<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td><code>a|b</code></td><td><em>x</em>\n\n</td></tr></tbody></table>',
    '<blockquote><p>q</p><pre><code class="language-js">let a = 1;\n\n\nlet b;</code></pre></blockquote><hr><h2>  H  </h2>',
    `<div>${'<p>text <a href="/x">link</a> and <strong>more</strong></p>'.repeat(200)}</div>`,
  ];
  for (const html of samples) {
    const fast = converter.translate(html);
    Visitor.prototype.appendResult = libraryAppendResult;
    try {
      assert.equal(fast, converter.translate(html), html.slice(0, 60));
    } finally {
      Visitor.prototype.appendResult = fastAppendResult;
    }
  }
});

test('a highlighted code block becomes a fence of its plain lines; spans elsewhere keep their spacing', async () => {
  const { highlightToHtml, loadLanguage } = await import('../../../src/shared/codeHighlighter.ts');
  await loadLanguage('typescript');
  const code = 'const a = "<b>" + 1;\n\n// done & dusted\nexport { a };';
  const pre = highlightToHtml(code, 'typescript', { numbered: true, highlighted: new Set([1]) });
  assert.match(pre, /<span class="line line--highlighted">/, 'the sample is real highlighter output, token spans and all');
  const html = `<html><body><article data-article=""><p>Lacks: <span><code>a</code></span><span>, <code>b</code></span></p><div class="code-block" data-code-block="" data-lang="ts">${pre}</div></article></body></html>`;
  const md = pageMarkdown(html, 'T', 'https://example.com/t')!;
  assert.equal(md, `# T\n\nLacks: \`a\`, \`b\`\n\n\`\`\`ts\n${code}\n\`\`\`\n\n---\nSource: https://example.com/t\n`);
});

/** The tables of a Markdown text as GFM reads them: rows of cell texts (inline code and breaks kept visible). */
function gfmTablesOf(md: string): string[][][] {
  const tree = fromMarkdown(md, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const text = (node: { type: string; value?: string; children?: unknown[] }): string =>
    node.type === 'inlineCode'
      ? `\`${node.value}\``
      : node.type === 'break'
        ? '⏎'
        : node.type === 'html'
          ? node.value === '<br>'
            ? '⏎'
            : ''
          : (node.value ?? (node.children ?? []).map((c) => text(c as never)).join(''));
  return (tree.children.filter((n) => n.type === 'table') as { children: { children: unknown[] }[] }[]).map((t) =>
    t.children.map((r) => r.children.map((c) => text(c as never))),
  );
}

test('tables of the twin are valid GFM with the same cells: nested field tables below their table, | escaped, blocks in a cell kept apart', () => {
  const html = `<article data-article><h1>T</h1><div class="table-wrap"><table class="api-fields field-list"><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td><code>data</code></td><td>object | null</td></tr><tr class="api-nested-row"><td colspan="5"><details class="api-nested"><summary>Fields of data (2)</summary><div class="table-wrap"><table class="api-fields"><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td><code>a|b</code></td><td>string</td></tr><tr class="api-nested-row"><td colspan="5"><details><summary>Fields of x (1)</summary><div class="table-wrap"><table><thead><tr><th>Name</th><th>Type</th></tr></thead><tbody><tr><td>deep</td><td>int</td></tr></tbody></table></div></details></td></tr><tr><td><code>x</code></td><td>object</td></tr></tbody></table></div></details></td></tr><tr><td><code>NetworkError</code><div>Flutter: <code>networkError</code></div></td><td>two</td></tr></tbody></table></div><p>after</p></article>`;
  const md = pageMarkdown(html, 'T', '/x')!;
  assert.deepEqual(gfmTablesOf(md), [
    [
      ['Name', 'Type'],
      ['`data`', 'object | null'],
      ['`NetworkError`⏎Flutter: `networkError`', 'two'],
    ],
    [
      ['Name', 'Type'],
      ['`a|b`', 'string'],
      ['`x`', 'object'],
    ],
    [
      ['Name', 'Type'],
      ['deep', 'int'],
    ],
  ]);
  // Each nested table follows its parent table and is named before it.
  assert.ok(md.indexOf('Fields of data (2)') < md.indexOf('`a\\|b`') && md.indexOf('Fields of x (1)') < md.indexOf('| deep'));
  assert.ok(md.trimEnd().endsWith('Source: /x') && md.includes('after'));
});

test('a field list says yes/no in the twin, not the words it shows only when it reflows', () => {
  const html = `<article data-article><table class="field-list"><thead><tr><th>Name</th><th>Required</th></tr></thead><tbody><tr><td>a</td><td><strong class="api-required"><span class="fl-wide">yes</span><span class="fl-narrow">required</span></strong></td></tr><tr><td>b</td><td><span class="fl-wide">no</span><span class="fl-narrow fl-optional">optional</span></td></tr></tbody></table></article>`;
  assert.deepEqual(gfmTablesOf(pageMarkdown(html, 'T', '/x')!), [
    [
      ['Name', 'Required'],
      ['a', 'yes'],
      ['b', 'no'],
    ],
  ]);
});
