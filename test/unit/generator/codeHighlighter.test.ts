import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { highlightToHtml, loadLanguage } from '../../../src/shared/codeHighlighter.ts';
import { highlightCode as highlightCatalogue, highlightReferenceCode, highlightJson } from '../../../src/theme/reference/highlight.ts';

const script = fileURLToPath(new URL('../../fixtures/highlight/highlightInOrder.ts', import.meta.url));
const inFreshProcess = (order: string[]) =>
  JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', script, order.join(',')], { encoding: 'utf8' })) as Record<string, string>;

test('the colours of a snippet do not depend on what the process highlighted before (fresh processes, three orders)', () => {
  const orders = [
    ['javascript', 'json', 'bash', 'go', 'typescript'],
    ['typescript', 'go', 'bash', 'json', 'javascript'],
    ['go', 'javascript', 'typescript', 'json', 'bash'],
  ];
  const [first, ...rest] = orders.map(inFreshProcess);
  for (const other of rest) for (const lang of Object.keys(first)) assert.equal(other[lang], first[lang], `${lang} highlighted differently in another order`);
  // Keywords get the light theme's keyword colour, not its plain foreground (what a per-line time limit produced).
  assert.match(first.javascript, /--shiki-light:#CF222E;--shiki-dark:#FF7B72">const</);
  assert.match(first.go, /--shiki-light:#8250DF;--shiki-dark:#D2A8FF">Println</);
});

test('fenced blocks and reference code (REST samples and examples, SDK catalogue) share one highlighter and one markup', async () => {
  const code = 'const a: number = 1;\nexport default a;';
  await loadLanguage('typescript');
  const plain = highlightToHtml(code, 'typescript');
  assert.match(plain, /^<pre class="shiki" tabindex="0"><code><span class="line">/);
  assert.equal(highlightReferenceCode(code, 'ts'), plain);
  assert.equal(highlightCatalogue(`${code}\n`, 'TypeScript'), plain);
  await loadLanguage('json');
  assert.equal(highlightJson({ a: [1, null] }), highlightToHtml('{\n  "a": [\n    1,\n    null\n  ]\n}', 'json'));
  const marked = highlightToHtml(code, 'typescript', { numbered: true, startLine: 5, highlighted: new Set([2]), errors: new Set([1]) });
  assert.match(marked, /^<pre class="shiki shiki--numbered" tabindex="0" style="counter-reset: line 4">/);
  assert.match(marked, /<span class="line line--error">.*\n<span class="line line--highlighted">/);
  assert.equal(highlightToHtml('<b>&', undefined), '<pre class="shiki" tabindex="0"><code><span class="line"><span>&#x3C;b>&#x26;</span></span></code></pre>');
});
