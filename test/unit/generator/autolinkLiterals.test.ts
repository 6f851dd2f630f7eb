import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { Processor } from 'unified';
import { remarkLeanAutolinkLiterals } from '../../../src/generator/mdx/autolinkLiterals.ts';

const repo = path.resolve(import.meta.dirname, '../../..');

/** Pages whose literal autolinks (or their absence) are easy to get wrong. */
const TRICKY = [
  'Plain prose, no link at all.',
  'Mail me@a.example or visit www.a.example and https://b.example/path?q=1.',
  'Upper case: WWW.A.EXAMPLE, HTTPS://A.EXAMPLE, ME@A.EXAMPLE.',
  '`me@a.example` and `https://a.example` are code only.',
  '```kotlin\n@Override fun a() = "https://a.example"\n```\n\nNo link in prose.',
  '*www.a.example* and **me@a.example** and ~~https://a.example~~',
  '[www.a.example](https://b.example) and [me@a.example][ref]\n\n[ref]: https://c.example',
  '![www.a.example](/i.png) ![me@a.example][img]\n\n[img]: /i.png',
  '![i](/i.png)www.a.example',
  'See /me@a.example and mailto:me@a.example and xmpp:me@a.example/r',
  'Escaped www\\.a.example and &#64;entity and me&#64;a.example',
  '<Note>www.a.example</Note> and <Note href="https://a.example" />',
  '{"www.a.example"} and {1 + 1}',
  'An autolink swallows MDX: www.a.example/{x and me@a.example',
  'http://a.example/{x}',
  ':::tip[www.a.example]\nInside me@a.example\n:::',
  ':abbr[www.a.example]{title="https://a.example"}',
  '| a | b |\n| - | - |\n| www.a.example | `me@a.example` |',
  'Footnote[^1].\n\n[^1]: See https://a.example.',
  '- [ ] task www.a.example\n- [x] done',
  '> quote with me@a.example',
  '# Heading https://a.example',
  '<https://a.example> and <me@a.example>',
  'A <span>raw www.a.example</span> element',
  'Trailing punctuation: www.a.example. And (https://a.example).',
  'www.a.example/*x*b*',
  'a_b_@c.example',
  'Broken {expression',
  'Broken {expression and www.a.example',
  '<div>unclosed',
];

/** MDX's own parser with the site's remark syntax plugins, with or without the lean first parse. */
function processor(lean: boolean, onFullParse?: () => void) {
  const countFullParses = function (this: Processor) {
    const parse = this.parser!;
    this.parser = ((doc: string, file: never) => (onFullParse?.(), parse(doc, file))) as typeof parse;
  };
  return createProcessor({ remarkPlugins: [remarkGfm, ...(lean ? [countFullParses, remarkLeanAutolinkLiterals] : []), remarkDirective] });
}

function parsed(p: ReturnType<typeof processor>, doc: string): string {
  try {
    return JSON.stringify(p.parse(doc), (key, value: unknown) => (key === 'estree' ? undefined : value));
  } catch (error) {
    return `error: ${(error as Error).message}`;
  }
}

function pagesOf(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''));
}

test('the lean first parse gives the tree (or the error) remark-gfm gives, on tricky pages and on every page of the site', () => {
  const reference = processor(false);
  const lean = processor(true);
  const docs = [...TRICKY, ...pagesOf(path.join(repo, 'content')), ...pagesOf(path.join(repo, 'i18n'))];
  assert.ok(docs.length > 500);
  for (const doc of docs) assert.equal(parsed(lean, doc), parsed(reference, doc), doc.slice(0, 200));
  // The tricky pages do link, in each of the three kinds.
  const links = TRICKY.map((doc) => parsed(reference, doc)).join('');
  for (const url of ['"http://www.a.example"', '"mailto:me@a.example"', '"https://b.example/path?q=1"']) assert.ok(links.includes(`"url":${url}`), url);
});

test('a page is parsed a second time, with literal autolinks, only when its prose could hold one', () => {
  let full = 0;
  const lean = processor(true, () => full++);
  const parses = (doc: string) => ((full = 0), parsed(lean, doc), full);
  // No hint anywhere, or hints only in code, links' targets, attributes or expressions: one lean parse.
  for (const doc of [TRICKY[0], TRICKY[3], TRICKY[4], '[x](https://a.example) <Note href="me@a.example" /> {"www.a.example"}'])
    assert.equal(parses(doc), 0, doc);
  // A hint in text (escaped or a character reference too), in an image's alt, or in a page whose lean parse
  // fails: parsed again with them.
  for (const doc of [TRICKY[1], TRICKY[7], TRICKY[8], TRICKY[9], TRICKY[10], TRICKY[13], TRICKY[28]]) assert.equal(parses(doc), 1, doc);
  // A page that fails without any hint fails once, with the lean parse's error.
  assert.equal(parses(TRICKY[27]), 0);
});
