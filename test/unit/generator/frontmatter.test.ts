import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontmatter } from '../../../src/generator/content/frontmatter.ts';
import { UserError } from '../../../src/generator/errors.ts';

test('parses frontmatter and reports where the body starts', () => {
  const src = '---\ntitle: Hello\nsidebar_position: 3\ntags: [a, b]\nkeywords: [x, 10008]\n---\n\n# Body\n';
  const { frontmatter, body, bodyLine } = parseFrontmatter(src, 'a.mdx');
  assert.equal(frontmatter.title, 'Hello');
  assert.equal(frontmatter.sidebar_position, 3);
  assert.deepEqual(frontmatter.tags, ['a', 'b']);
  assert.deepEqual(frontmatter.keywords, ['x', '10008']);
  assert.equal(body, '\n# Body\n');
  assert.equal(bodyLine, 7);
  assert.equal(src.split('\n')[bodyLine - 1], '');
});

test('no frontmatter: the whole file is the body', () => {
  const { frontmatter, body, bodyLine } = parseFrontmatter('# Hi\n', 'a.mdx');
  assert.deepEqual(frontmatter, {});
  assert.equal(body, '# Hi\n');
  assert.equal(bodyLine, 1);
});

test('YAML syntax errors give file:line:col and a code frame', () => {
  const src = '---\ntitle: ok\ndescription: [unclosed\n---\nbody\n';
  assert.throws(
    () => parseFrontmatter(src, 'docs/x.mdx'),
    (e: unknown) => {
      assert.ok(e instanceof UserError);
      assert.equal(e.location?.file, 'docs/x.mdx');
      assert.ok((e.location?.line ?? 0) >= 3, `line ${e.location?.line}`);
      assert.match(e.message, /^Invalid frontmatter/);
      assert.match(e.frame ?? '', /description: \[unclosed/);
      return true;
    },
  );
});

test('a known key with a wrong type names the key and its line', () => {
  const src = '---\ntitle: T\nsidebar_position: first\n---\n';
  assert.throws(
    () => parseFrontmatter(src, 'x.mdx'),
    (e: unknown) => {
      assert.ok(e instanceof UserError);
      assert.match(e.message, /"sidebar_position" expected number/);
      assert.equal(e.location?.line, 3);
      assert.match(e.frame ?? '', />\s+3 \| sidebar_position: first/);
      return true;
    },
  );
});
