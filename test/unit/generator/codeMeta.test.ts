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

test("the site's own magic comments give lines their class; the built-in ones keep working beside them", () => {
  const custom = [
    { className: 'line-added', line: 'added-next-line', block: { start: 'added-start', end: 'added-end' } },
    { className: 'line-removed', line: 'removed-next-line' },
    // Docusaurus' own highlight entry, as sites list it beside theirs: imdocs' built-in highlighting.
    { className: 'theme-code-block-highlighted-line', line: 'highlight-next-line', block: { start: 'highlight-start', end: 'highlight-end' } },
  ];
  const code = [
    'one',
    '// added-next-line',
    'two',
    '{/* added-start */}',
    'three',
    '# removed-next-line',
    'four',
    '/* added-end */',
    '// highlight-next-line',
    'five',
    '// not-a-magic-comment',
  ].join('\n');
  const r = applyMagicComments(code, custom);
  assert.equal(r.code, 'one\ntwo\nthree\nfour\nfive\n// not-a-magic-comment');
  assert.deepEqual(
    [...r.classes],
    [
      [2, ['line-added']],
      [3, ['line-added']],
      [4, ['line-added', 'line-removed']],
    ],
  );
  assert.deepEqual([...r.highlight], [5]);
  // Without the site's list, its comments are code like any other.
  assert.equal(applyMagicComments('// added-next-line\ntwo').code, '// added-next-line\ntwo');
});

test('a site magic comment named like a built-in one takes its place, as in Docusaurus', () => {
  const r = applyMagicComments('// error-next-line\nboom', [{ className: 'code-block-error-line', line: 'error-next-line' }]);
  assert.deepEqual([...r.classes], [[1, ['code-block-error-line']]]);
  assert.deepEqual([...r.error], []);
});

test('preprocess escapes heading ids and rewrites admonition titles, but not inside code fences', () => {
  const src = ['## Title {#custom-id}', ':::tip My [title]', 'x', ':::', '```md', '## Keep {#me}', ':::tip Keep', '```'].join('\n');
  const out = preprocessMdx(src).split('\n');
  assert.equal(out[0], '## Title \\{#custom-id\\}');
  assert.equal(out[1], ':::tip[My \\[title\\]]');
  assert.equal(out[5], '## Keep {#me}');
  assert.equal(out[6], ':::tip Keep');
});
