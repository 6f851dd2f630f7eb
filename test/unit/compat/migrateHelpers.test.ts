/**
 * The pure parts of carrying a Docusaurus site: the title a Markdown body gives itself, references of a moved
 * file, the files imports reach, extensionless module resolution and the Docusaurus modules imdocs provides.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentTitle } from '../../../src/generator/content/contentTitle.ts';
import { reachedFiles, rewriteMovedReferences } from '../../../src/generator/migrate/siteFiles.ts';
import { resolveModuleFile } from '../../../src/generator/mdx/resolveModule.ts';
import { bundledThemeImport, themeModuleSource } from '../../../src/generator/mdx/themeModules.ts';
import { docPathOfId } from '../../../src/shared/routes.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-helpers-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));
const put = (rel: string, text = '') => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};

test('a body has a title only when its first heading is an h1 outside code, before any thematic break', () => {
  assert.equal(contentTitle('# Moorings {#moorings}\n\nText'), 'Moorings');
  assert.equal(contentTitle('Intro line\n\n```sh\n# a shell comment\n```\n\n## Later'), undefined);
  assert.equal(contentTitle('~~~\n# in a tilde fence\n~~~\n# Real title'), 'Real title');
  assert.equal(contentTitle('## Section first\n\n# Too late'), undefined);
  assert.equal(contentTitle('Text\n\n---\n\n# After a break'), undefined);
  assert.equal(contentTitle('Buoys and beacons\n=================\n'), 'Buoys and beacons');
  assert.equal(contentTitle('Para\n\n    # indented code\n'), undefined);
  assert.equal(contentTitle("import X from './x';\n\n# Title after imports"), 'Title after imports');
});

test('a moved file’s references that leave its folder are pointed at where their targets are now', () => {
  for (const rel of [
    'static/img/a.png',
    'static/img/c.png',
    'static/file.pdf',
    'static/m.png',
    'versioned_docs/x.md',
    'src/components/Widget.jsx',
    'src/snippet.ts',
  ])
    put(rel);
  const where = (rel: string) => (rel.startsWith('docs/') ? `content/${rel}` : rel);
  const text = [
    '![a](../static/img/a.png) [b](./b.md) [c](../versioned_docs/x.md#top) [url](../api/intro#x)',
    "import W from '../src/components/Widget';",
    "import raw from '!!raw-loader!../src/snippet.ts';",
    '<img src="../static/img/c.png" />',
    '```js',
    "import Z from '../src/z';",
    '```',
    '[ref]: ../static/file.pdf',
  ].join('\n');
  const out = rewriteMovedReferences(text, 'docs/guide.md', 'content/docs/guide.md', where, root);
  assert.equal(
    out,
    [
      '![a](../../static/img/a.png) [b](./b.md) [c](../../versioned_docs/x.md#top) [url](../api/intro#x)',
      "import W from '../../src/components/Widget';",
      "import raw from '!!raw-loader!../../src/snippet.ts';",
      '<img src="../../static/img/c.png" />',
      '```js',
      "import Z from '../src/z';",
      '```',
      '[ref]: ../../static/file.pdf',
    ].join('\n'),
  );
  // `@site/…` in a Markdown image, link or src (Docusaurus resolves it from the site folder) becomes a relative path;
  // one that names no file, and `@site/` imports (resolved by the build), are left as written.
  assert.equal(
    rewriteMovedReferences(
      '![m](@site/static/m.png) [f](@site/static/file.pdf#p) <img src="@site/static/img/a.png" /> ![n](@site/static/none.png)\nimport W from \'@site/src/components/Widget\';',
      'docs/a/b.md',
      'content/docs/a/b.md',
      where,
      root,
    ),
    '![m](../../../static/m.png) [f](../../../static/file.pdf#p) <img src="../../../static/img/a.png" /> ![n](@site/static/none.png)\nimport W from \'@site/src/components/Widget\';',
  );
  // A reference into a folder that moved the same way is left alone, as is a link that names no file (a URL).
  assert.equal(rewriteMovedReferences('[x](../other/y.md)', 'docs/a/b.md', 'content/docs/a/b.md', where, root), '[x](../other/y.md)');
  // With Docusaurus' trailingSlash: true, a relative URL resolves from the page's own URL: one `../` less in imdocs.
  assert.equal(
    rewriteMovedReferences(
      '[t](../../models/types#x) ![a](../../static/img/a.png) ![b](../gone.png)',
      'docs/q/ops.md',
      'content/docs/q/ops.md',
      where,
      root,
      true,
    ),
    '[t](../models/types#x) ![a](../../../static/img/a.png) ![b](../gone.png)',
  );
  // Translations move one level up (`…/current/` is dropped): their references get shorter.
  const i18n = (rel: string) => rel.replace('i18n/fr/docusaurus-plugin-content-docs/current', 'i18n/fr/docs');
  assert.equal(
    rewriteMovedReferences('![m](../../../../static/m.png)', 'i18n/fr/docusaurus-plugin-content-docs/current/x.md', 'i18n/fr/docs/x.md', i18n, root),
    '![m](../../../static/m.png)',
  );
});

test('imports are followed through @site/… and relative specifiers, extensionless files and folders', () => {
  put(
    'docs/page.mdx',
    "import A from '@site/core/A';\nimport P from './_p';\nimport pkg from 'left-pad';\n\n```js\nimport N from '@site/core/NotReached';\n```\n",
  );
  put('docs/_p.md', 'partial');
  put('core/A.jsx', "import { b } from './lib';\nconst data = require('../data/table.json');\nimport txt from '!!raw-loader!./notes.txt';\n");
  put('core/notes.txt', 'notes');
  put('core/lib/index.ts', 'export const b = 1;');
  put('core/NotReached.js', '');
  put('data/table.json', '{}');
  const reached = reachedFiles(root, ['docs/page.mdx'], (rel) => fs.readFileSync(path.join(root, rel), 'utf8'));
  assert.deepEqual([...reached].sort(), ['core/A.jsx', 'core/lib/index.ts', 'core/notes.txt', 'data/table.json', 'docs/_p.md']);
});

test('an extensionless import resolves as webpack does: the file, then its extensions, then the folder index', () => {
  put('m/one.jsx');
  put('m/two.tsx');
  put('m/two/index.js');
  put('m/three/index.mdx');
  assert.equal(resolveModuleFile(path.join(root, 'm/one')), path.join(root, 'm/one.jsx'));
  assert.equal(resolveModuleFile(path.join(root, 'm/two')), path.join(root, 'm/two.tsx'));
  assert.equal(resolveModuleFile(path.join(root, 'm/three')), path.join(root, 'm/three/index.mdx'));
  assert.equal(resolveModuleFile(path.join(root, 'm/four')), undefined);
});

test('the Docusaurus client modules real components import are provided; a site theme component is the site’s own', () => {
  for (const spec of ['@docusaurus/ExecutionEnvironment', '@docusaurus/plugin-content-docs/client', '@theme/MDXComponents/Heading', '@docusaurus/Translate'])
    assert.ok(themeModuleSource(spec), spec);
  assert.match(themeModuleSource('@docusaurus/plugin-content-docs/client')!, /useActiveVersion/);
  put('src/theme/Buoy/index.jsx', 'export default () => null;');
  assert.equal(bundledThemeImport(root, 'Buoy'), true);
  assert.equal(bundledThemeImport(root, 'Tabs'), false, 'a built-in is handed to MDX directly');
  assert.equal(bundledThemeImport(root, 'Missing'), false);
});

test('a doc id leads to its folder when the doc is named after the folder, index or README', () => {
  assert.equal(docPathOfId('releases/releases'), 'releases');
  assert.equal(docPathOfId('usage/index'), 'usage');
  assert.equal(docPathOfId('api/README'), 'api');
  assert.equal(docPathOfId('index'), '');
  assert.equal(docPathOfId('guides/install'), 'guides/install');
  assert.equal(docPathOfId('releases'), 'releases');
});
