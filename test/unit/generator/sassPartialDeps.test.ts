/**
 * A Sass partial (`_tokens.scss`) that a component's `.module.scss` imports is among the files a page bundle read:
 * the page cache checks those, so an edit of the partial alone bundles the page again with the new styles.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PageBundler } from '../../../src/generator/mdx/bundlePage.ts';

const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-sass-partial-')));
after(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
};
// A stand-in for the site's sass package: `@import "name";` inlines `_name.scss` and reports it loaded, as Sass does.
write('node_modules/sass/package.json', '{ "name": "sass", "version": "1.0.0", "main": "index.js" }\n');
write(
  'node_modules/sass/index.js',
  `const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
exports.compile = (file) => {
  const loaded = [pathToFileURL(file)];
  const css = fs.readFileSync(file, 'utf8').replace(/^@import "([\\w-]+)";$/gm, (_, name) => {
    const partial = path.join(path.dirname(file), '_' + name + '.scss');
    loaded.push(pathToFileURL(partial));
    return fs.readFileSync(partial, 'utf8');
  });
  return { css, loadedUrls: loaded };
};
`,
);
write('src/components/_tokens.scss', '.card { color: rgb(1, 2, 3); }\n');
write('src/components/card.module.scss', '@import "tokens";\n.frame { padding: 4px; }\n');
write('src/components/Card.jsx', "import styles from './card.module.scss';\nexport default function Card() { return <div className={styles.frame} />; }\n");

test('the partial a module stylesheet imports is a dependency of the bundle; editing it alone gives the new styles', async () => {
  const bundler = new PageBundler({ siteDir: dir, cacheDir: path.join(dir, '.cache'), markdownFormat: 'mdx' });
  const card = path.join(dir, 'src/components/Card.jsx');
  const partial = path.join(dir, 'src/components/_tokens.scss');
  const first = await bundler.module(card);
  assert.ok(first.deps[partial], Object.keys(first.deps).join('\n'));
  const css = (b: typeof first) => fs.readFileSync(path.join(dir, '.cache/css', path.basename(b.stylesheet!)), 'utf8');
  assert.match(css(first), /rgb\(1, 2, 3\)/);
  fs.writeFileSync(partial, '.card { color: rgb(7, 8, 9); }\n');
  const second = await new PageBundler({ siteDir: dir, cacheDir: path.join(dir, '.cache'), markdownFormat: 'mdx' }).module(card);
  assert.match(css(second), /rgb\(7, 8, 9\)/);
});
