import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseCodeMeta, applyMagicComments, expandRanges } from '../../../src/generator/mdx/codeMeta.ts';
import { preprocessMdx } from '../../../src/generator/mdx/preprocess.ts';

test('code fence meta: title, line ranges, line numbers', () => {
  const meta = parseCodeMeta('title="src/app.ts" {1,3-5} showLineNumbers=10');
  assert.equal(meta.title, 'src/app.ts');
  assert.deepEqual([...meta.highlight], [1, 3, 4, 5]);
  assert.equal(meta.showLineNumbers, true);
  assert.equal(meta.startLine, 10);
  assert.deepEqual(parseCodeMeta(undefined), { highlight: new Set(), showLineNumbers: false, startLine: 1 });
  assert.deepEqual(expandRanges('2, 7-8'), [2, 7, 8]);
});

test('a title containing braces does not become a line range', () => {
  const meta = parseCodeMeta('title="{weird}.ts"');
  assert.equal(meta.title, '{weird}.ts');
  assert.equal(meta.highlight.size, 0);
});

test('magic comments mark lines and disappear', () => {
  const code = ['a', '// highlight-next-line', 'b', '# highlight-start', 'c', 'd', '# highlight-end', '<!-- highlight-next-line-error -->', 'e'].join('\n');
  const r = applyMagicComments(code);
  assert.equal(r.code, 'a\nb\nc\nd\ne');
  assert.deepEqual([...r.highlight], [2, 3, 4]);
  assert.deepEqual([...r.error], [5]);
});

test('preprocess escapes heading ids and rewrites admonition titles, but not inside code fences', () => {
  const src = ['## Title {#custom-id}', ':::tip My [title]', 'x', ':::', '```md', '## Keep {#me}', ':::tip Keep', '```'].join('\n');
  const out = preprocessMdx(src).split('\n');
  assert.equal(out[0], '## Title \\{#custom-id\\}');
  assert.equal(out[1], ':::tip[My \\[title\\]]');
  assert.equal(out[5], '## Keep {#me}');
  assert.equal(out[6], ':::tip Keep');
});
