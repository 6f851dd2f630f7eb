import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pageMarkdown, blockRuns, converter } from '../../../src/generator/render/pageMarkdown.ts';

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
  const whole = converter.translate(article).trim();
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
