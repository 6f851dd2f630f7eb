import { test } from 'node:test';
import assert from 'node:assert/strict';
import { run } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compileMdx } from '../../../src/generator/mdx/compileMdx.ts';
import { UserError } from '../../../src/generator/errors.ts';

async function html(body: string, components: Record<string, unknown> = {}) {
  const compiled = await compileMdx({ source: body, body, bodyLine: 1, file: 'x.mdx' });
  const mod = await run(compiled.code, { ...runtime, baseUrl: import.meta.url });
  const Admonition = (p: { type: string; title?: string; children: unknown }) =>
    createElement('aside', { 'data-type': p.type, 'data-title': p.title }, p.children as never);
  const CodeFrame = (p: { title?: string; lang?: string; html: string }) =>
    createElement('figure', { 'data-title': p.title, 'data-lang': p.lang, dangerouslySetInnerHTML: { __html: p.html } });
  return { compiled, out: renderToStaticMarkup(createElement(mod.default as never, { components: { Admonition, CodeFrame, ...components } })) };
}

test('headings get custom or slugged ids, and the TOC holds h2–h3', async () => {
  const { compiled, out } = await html('## Hello World {#hi}\n\n### Sub part\n\n#### Deep\n\n## Hello World\n\n## 群组 消息\n');
  assert.match(out, /<h2 id="hi">Hello World<\/h2>/);
  assert.match(out, /<h3 id="sub-part">/);
  assert.match(out, /<h2 id="hello-world">/);
  assert.match(out, /<h2 id="群组-消息">/);
  assert.deepEqual(
    compiled.toc.map((t) => [t.depth, t.id]),
    [
      [2, 'hi'],
      [3, 'sub-part'],
      [2, 'hello-world'],
      [2, '群组-消息'],
    ],
  );
  assert.deepEqual(compiled.headingIds, ['hi', 'sub-part', 'deep', 'hello-world', '群组-消息']);
});

test('a heading that ends with a component keeps the space before it in its slug, as Docusaurus does', async () => {
  const body = 'export const Tag = () => <span>async</span>;\n\n## getTides <Tag />\n\n## <Tag /> ebb\n';
  const { compiled } = await html(body);
  assert.deepEqual(compiled.headingIds, ['gettides-', '-ebb']);
  assert.deepEqual(
    compiled.toc.map((t) => t.value),
    ['getTides', 'ebb'],
  );
});

test('the TOC range follows the page override', async () => {
  const body = '## A\n\n### B\n\n#### C\n';
  const compiled = await compileMdx({ source: body, body, bodyLine: 1, file: 'x.mdx', tocMin: 2, tocMax: 4 });
  assert.deepEqual(
    compiled.toc.map((t) => t.id),
    ['a', 'b', 'c'],
  );
});

test('admonitions with titles, GFM tables and prose colons', async () => {
  const { out } = await html(':::warning Mind the gap\nBody **bold**.\n:::\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAt 10:30 use key:value.\n');
  assert.match(out, /<aside data-type="warning" data-title="Mind the gap"><p>Body <strong>bold<\/strong>.<\/p><\/aside>/);
  assert.match(out, /<table>/);
  assert.match(out, /At 10:30 use key:value\./);
});

test('code is highlighted at build time with title, highlighted lines and both themes', async () => {
  const { out } = await html('```go title="main.go" {2}\npackage main\nfunc main() {}\n```\n\n```objectivec\n[self go];\n```\n\n```unknownlang\nx\n```\n');
  assert.match(out, /<figure data-title="main.go" data-lang="go">/);
  assert.match(out, /--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}/i);
  assert.match(out, /class="line line--highlighted"/);
  assert.match(out, /data-lang="objective-c"/);
  assert.match(out, /data-lang="unknownlang"/);
});

test('@theme imports are provided by the engine', async () => {
  const compiled = await compileMdx({
    source: '',
    body: "import Tabs from '@theme/Tabs';\nimport Note from '@theme/Admonition';\n\n<Note type=\"tip\">x</Note>\n",
    bodyLine: 1,
    file: 'x.mdx',
  });
  assert.deepEqual(compiled.themeImports, { Tabs: 'Tabs', Note: 'Admonition' });
  assert.doesNotMatch(compiled.code, /@theme/);
});

test('MDX syntax errors name file, line and column with a code frame', async () => {
  const source = '---\ntitle: x\n---\n\nIntro\n\nBad {expression here\n';
  const body = source.slice(source.indexOf('\nIntro') + 1);
  await assert.rejects(compileMdx({ source, body, bodyLine: 5, file: 'content/docs/bad.mdx' }), (e: unknown) => {
    assert.ok(e instanceof UserError);
    assert.equal(e.location?.file, 'content/docs/bad.mdx');
    assert.equal(e.location?.line, 7);
    assert.match(e.message, /^MDX syntax error/);
    assert.match(e.frame ?? '', />\s+7 \| Bad \{expression here/);
    return true;
  });
});

test('format md: CommonMark with raw HTML, admonitions and highlighted code; braces and comments are text and comments', async () => {
  const body =
    ':::tip Title\nTip **x** <kbd>Ctrl</kbd>\n:::\n\n```js title="a.js"\nconst a = 1;\n```\n\n<div align="center">\n\n*em* {x}\n\n</div>\n\n<!-- hidden -->\n\nimport X from "./x";\n';
  const compiled = await compileMdx({ source: body, body, bodyLine: 1, file: 'x.md', format: 'md' });
  const mod = await run(compiled.code, { ...runtime, baseUrl: import.meta.url });
  const Admonition = (p: { type: string; title?: string; children: unknown }) =>
    createElement('aside', { 'data-type': p.type, 'data-title': p.title }, p.children as never);
  const CodeFrame = (p: { title?: string; html: string }) => createElement('figure', { 'data-title': p.title, dangerouslySetInnerHTML: { __html: p.html } });
  const out = renderToStaticMarkup(createElement(mod.default as never, { components: { Admonition, CodeFrame } }));
  assert.match(out, /<aside data-type="tip" data-title="Title"><p>Tip <strong>x<\/strong> <kbd>Ctrl<\/kbd><\/p><\/aside>/);
  assert.match(out, /<figure data-title="a\.js">/);
  assert.match(out, /<div align="center">\s*<p><em>em<\/em> \{x\}<\/p>\s*<\/div>/);
  assert.doesNotMatch(out, /hidden/);
  assert.match(out, /<p>import X from &quot;\.\/x&quot;;<\/p>/, 'an import line is text in plain Markdown, as in Docusaurus');
});

test('format mdx: HTML comments become comments and mdx-code-block fences are unwrapped, keeping line numbers', async () => {
  const body = 'A <!-- note --> B\n\n```mdx-code-block\n<Box>\n```\n\nInside.\n\n```mdx-code-block\n</Box>\n```\n\nBad {1 +}\n';
  await assert.rejects(compileMdx({ source: body, body, bodyLine: 1, file: 'x.md' }), (e: unknown) => (e as UserError).location?.line === 13);
  const ok = body.replace('Bad {1 +}\n', '');
  const { out } = await html(ok, { Box: (p: { children: unknown }) => createElement('section', null, p.children as never) });
  assert.match(out, /<p>A  B<\/p>/);
  assert.match(out, /<section>\s*<p>Inside\.<\/p>\s*<\/section>/);
});

test('a page that needs no JS compiles to its final tree, which renders exactly the HTML of MDX’s JS', async () => {
  const { treeContent } = await import('../../../src/generator/render/treeContent.ts');
  const Admonition = (p: { type: string; title?: string; open?: boolean; children: unknown }) =>
    createElement('aside', { 'data-type': p.type, 'data-title': p.title, 'data-open': p.open }, p.children as never);
  const CodeFrame = (p: { title?: string; lang?: string; html: string }) =>
    createElement('figure', { 'data-title': p.title, 'data-lang': p.lang, dangerouslySetInnerHTML: { __html: p.html } });
  const Badge = (p: { children?: unknown; tone?: string }) => createElement('b', { 'data-tone': p.tone }, p.children as never);
  // Markdown elements go through the components map too (the site maps a, img, table, h2–h4).
  const a = (p: { href: string; children: unknown }) => createElement('a', { href: `/resolved${p.href}` }, p.children as never);
  const table = (p: { children: unknown }) => createElement('div', { className: 'wrap' }, createElement('table', null, p.children as never));
  const components = { Admonition, CodeFrame, Badge, a, table };
  const render = async (body: string, file: string, tree: boolean) => {
    const compiled = await compileMdx({ source: body, body, bodyLine: 1, file, format: file.endsWith('.md') ? 'md' : 'mdx', tree });
    const Content = compiled.hast
      ? treeContent(compiled.hast, compiled.components ?? [])
      : ((await run(compiled.code, { ...runtime, baseUrl: import.meta.url })).default as never);
    return { compiled, out: renderToStaticMarkup(createElement(Content, { components })) };
  };
  const plain: [string, string][] = [
    [
      'x.mdx',
      '# Title\n\nSome *em*, **strong**, `code`, [link](/x "t"), ![img](/i.png) and a footnote[^1].\n\n:::tip[Heads up]\nInside **tip** with <Badge tone="warn">new</Badge>.\n:::\n\n<Admonition type="note" open>\n\n- a\n- [ ] task\n\n</Admonition>\n\n| l | c | r |\n|:--|:-:|--:|\n| 1 | `2` | 3 |\n\n```ts title="a.ts" {1}\nconst a = 1;\n```\n\n> quote\n\n---\n\n1. one\n2. two\n\nhttps://autolink.example and ~~gone~~.\n\n[^1]: The note.\n\n## Heading {#custom}\n',
    ],
    [
      'x.md',
      ':::tip Title\nTip **x** <kbd>Ctrl</kbd>\n:::\n\n<div align="center" class="c" style="color: red">\n\n*em* {x}\n\n</div>\n\n<!-- hidden -->\n\n<table><tr><td align="left">cell</td></tr></table>\n\n```js\nlet b;\n```\n',
    ],
  ];
  for (const [file, body] of plain) {
    const viaTree = await render(body, file, true);
    const viaJs = await render(body, file, false);
    assert.ok(viaTree.compiled.hast && viaTree.compiled.code === '', `${file} compiles to a tree`);
    assert.equal(viaJs.compiled.hast, undefined);
    assert.equal(viaTree.out, viaJs.out, file);
    assert.deepEqual(viaTree.compiled.toc, viaJs.compiled.toc);
    assert.match(viaTree.out, /<aside data-type="tip" data-title="Heads up">|<aside data-type="tip" data-title="Title">/);
  }
  assert.deepEqual((await render(plain[0][1], 'x.mdx', true)).compiled.components?.sort(), ['Admonition', 'Badge', 'CodeFrame']);

  // Pages that need JS keep it: ESM, expressions, expression props, props the tree would rename or parse, and
  // lowercase JSX (which MDX renders as itself, not through the components map).
  for (const body of [
    'import X from "./x.js";\n\nA\n',
    'A {1 + 1}\n',
    '<Badge tone={"x"}>a</Badge>\n',
    '<Badge {...{ tone: "x" }} />\n',
    '<Badge class="x" />\n',
    '<Badge style="color: red" />\n',
    '<div>raw</div>\n',
    'The {toc}\n',
  ]) {
    const { compiled } = await compileMdx({ source: body, body, bodyLine: 1, file: 'x.mdx', tree: true }).then(
      (c) => ({ compiled: c }),
      () => ({ compiled: undefined }),
    );
    if (compiled) assert.ok(!compiled.hast && compiled.code, `${JSON.stringify(body)} needs JS`);
  }

  // A component nobody provides fails the way it fails in MDX's JS (the renderer turns that into a content error).
  const missing = '<Nope />\n';
  const messages = await Promise.all(
    [true, false].map((tree) =>
      render(missing, 'x.mdx', tree).then(
        () => 'rendered',
        (e: Error) => e.message.replace(/\s+/g, ' '),
      ),
    ),
  );
  assert.match(messages[0], /^Expected component `Nope` to be defined/);
  assert.equal(messages[0], messages[1]);
});

test('literal autolinks that only remark-gfm’s transform finds still become links, one kind per page', async () => {
  // The transform runs only on a tree whose text holds `://`, `www.` or `@` (any case): each case needs it to link.
  const cases: [string, string][] = [
    ['![i](/i.png)www.a.example', '<a href="http://www.a.example">www.a.example</a>'],
    ['![i](/i.png)WWW.A.EXAMPLE', '<a href="http://WWW.A.EXAMPLE">WWW.A.EXAMPLE</a>'],
    ['See /me@a.example', '<a href="mailto:me@a.example">me@a.example</a>'],
  ];
  for (const [body, link] of cases) assert.ok((await html(body)).out.includes(link), body);
  assert.equal((await html('No link in `https://a.example` or [x](https://b.example).')).out.match(/<a /g)?.length, 1);
});
