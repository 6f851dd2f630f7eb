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

test('the engine that replays scanner answers in the second theme pass gives the same HTML, from half the searches', async () => {
  const { createHighlighterCoreSync } = await import('shiki/core');
  const { createOnigurumaEngine } = await import('shiki/engine/oniguruma');
  const { replayingEngine } = await import('../../../src/shared/codeHighlighter.ts');
  const themes = [(await import('shiki/themes/github-light-default.mjs')).default, (await import('shiki/themes/github-dark-default.mjs')).default];
  const langs = await Promise.all(['typescript', 'html', 'go', 'json', 'bash'].map(async (l) => (await import(`shiki/langs/${l}.mjs`)).default));
  const native = await createOnigurumaEngine(import('shiki/wasm'));
  let searches = 0;
  const counting = {
    createString: (s: string) => native.createString(s),
    createScanner(patterns: (string | RegExp)[]) {
      const scanner = native.createScanner(patterns);
      return {
        findNextMatchSync: (...args: Parameters<typeof scanner.findNextMatchSync>) => (searches++, scanner.findNextMatchSync(...args)),
      } as typeof scanner;
    },
  };
  const replaying = replayingEngine(counting);
  const plain = createHighlighterCoreSync({ themes, langs: langs.flat(), engine: native });
  const replayed = createHighlighterCoreSync({ themes, langs: langs.flat(), engine: replaying });
  const samples: [string, string][] = [
    ['typescript', 'const a: Map<string, number[]> = new Map();\n/** doc `x` */\nexport async function f<T>(x: T): Promise<T> {\n  return `${x}`; // done\n}'],
    ['html', '<!doctype html>\n<style>a { color: red }</style>\n<script>let x = "</p>"; if (x < 2) {}</script>\n<p class="a">&amp; text</p>'],
    ['go', 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println(`raw\nstring`, 0x1F)\n}'],
    ['json', '{\n  "a": [1, 2.5e3, null, true],\n  "b": { "c": "\\u00e9" }\n}'],
    ['bash', 'curl -X POST "$HOST/auth/get_admin_token" \\\n  -H "operationID: $(date +%s)" -d \'{"secret": "x"}\' | jq .token # note'],
  ];
  const options = (lang: string) => ({
    lang,
    themes: { light: 'github-light-default', dark: 'github-dark-default' },
    defaultColor: false as const,
    tokenizeTimeLimit: 0,
  });
  for (const [lang, code] of samples) {
    const expected = plain.codeToHtml(code, options(lang));
    const before = searches;
    assert.equal(replayed.codeToHtml(code, options(lang)), expected, `${lang} highlighted differently`);
    replaying.forget();
    const fresh = searches - before;
    searches = before;
    // The same snippet through the counting engine alone searches once per theme pass: at least twice as often
    // (a pass may also repeat a question, which the replaying engine answers from memory too).
    const twice = createHighlighterCoreSync({ themes, langs: langs.flat(), engine: counting });
    twice.codeToHtml(code, options(lang));
    const both = searches - before;
    assert.ok(fresh > 0 && fresh * 2 <= both, `${lang}: ${fresh} searches with replay, ${both} without`);
  }
});
