/**
 * The site's stylesheet (`customCss`) is bundled with what it imports: an `@import`, a `url()` or a Sass `@use`
 * that leads outside the site folder is refused at its file:line:col, and nothing of it is published. Files inside
 * the site, and packages, are bundled as before.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleClient } from '../../../src/generator/client/bundleClient.ts';
import { UserError } from '../../../src/generator/errors.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-css-inside-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

// Beside every site: a folder the stylesheets must not reach.
fs.mkdirSync(path.join(root, 'private'), { recursive: true });
fs.writeFileSync(path.join(root, 'private/secret.css'), '.secret { color: red; }\n');
fs.writeFileSync(path.join(root, 'private/secret.png'), 'not-really-a-png');
fs.writeFileSync(path.join(root, 'private/_tokens.scss'), '.secret-token { color: red; }\n');

function site(name: string, css: string, file = 'custom.css'): { dir: string; entry: string } {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'src/css/parts'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/css/parts/inner.css'), '.inner { margin: 3px; }\n');
  fs.writeFileSync(path.join(dir, 'src/css/logo.png'), 'png-bytes');
  const entry = path.join(dir, 'src/css', file);
  fs.writeFileSync(entry, css);
  return { dir, entry };
}

async function refused(name: string, css: string, spec: string, line: number, file?: string, setup?: (dir: string) => void): Promise<void> {
  const { dir, entry } = site(name, css, file);
  setup?.(dir);
  const out = path.join(dir, 'build');
  await assert.rejects(bundleClient(out, { customCss: [entry], siteDir: dir, minify: false }), (e: unknown) => {
    assert.ok(e instanceof UserError, String(e));
    assert.match(e.message, new RegExp(`The import "${spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" resolves outside the site folder`));
    assert.equal(e.location?.file, entry);
    assert.equal(e.location?.line, line);
    assert.ok((e.location?.column ?? 0) > 1, 'a column');
    assert.doesNotMatch(e.message, /secret \{|color: red/, 'nothing of the outside file is shown');
    return true;
  });
  const published = fs.existsSync(out) ? fs.readdirSync(out, { recursive: true }).map(String) : [];
  assert.ok(!published.some((f) => /secret/.test(f)), `nothing from outside was written: ${published.join(', ')}`);
}

test('an @import that leaves the site is refused at its line and column', async () => {
  await refused('import', "/* The site's styles. */\n@import '../../../private/secret.css';\n.inner-ok { color: blue; }\n", '../../../private/secret.css', 2);
});

test('a url() that leaves the site is refused, and the file is not copied into the build', async () => {
  await refused('url', '.a {\n  background: url(../../../private/secret.png);\n}\n', '../../../private/secret.png', 2);
});

test('a symlink inside the site that points outside it is refused', async () => {
  await refused('symlink', "@import './parts/linked.css';\n", './parts/linked.css', 1, undefined, (dir) =>
    fs.symlinkSync(path.join(root, 'private/secret.css'), path.join(dir, 'src/css/parts/linked.css')),
  );
});

// Resolves `@use '<relative path>';` next to the stylesheet (`_name.scss`), as Sass does, and reports what it loaded.
const SASS_STAND_IN = `const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
exports.compile = (file) => {
  const loaded = [pathToFileURL(file)];
  const css = fs.readFileSync(file, 'utf8').replace(/^@use '([^']+)';$/gm, (_, spec) => {
    const hit = path.join(path.dirname(file), path.dirname(spec), '_' + path.basename(spec) + '.scss');
    loaded.push(pathToFileURL(hit));
    return fs.readFileSync(hit, 'utf8');
  });
  return { css, loadedUrls: loaded };
};
`;

test('a Sass @use that loads a file outside the site is refused at the @use; its CSS is not published', async () => {
  await refused('sass', ".ok { color: blue; }\n\n@use '../../../private/tokens';\n", '../../../private/tokens', 3, 'custom.scss', (dir) => {
    fs.mkdirSync(path.join(dir, 'node_modules/sass'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules/sass/package.json'), '{ "name": "sass", "version": "1.0.0", "main": "index.js" }\n');
    fs.writeFileSync(path.join(dir, 'node_modules/sass/index.js'), SASS_STAND_IN);
  });
});

test("imports and url()s inside the site, /static URLs and a package's CSS are bundled as before", async () => {
  const { dir, entry } = site(
    'inside',
    "@import './parts/inner.css';\n@import 'kit/kit.css';\n.logo { background: url(./logo.png); }\n.hero { background: url(/img/hero.png); }\n",
  );
  fs.mkdirSync(path.join(dir, 'node_modules/kit'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'node_modules/kit/kit.css'), ".kit { padding: 5px; background: url('../../src/css/logo.png'); }\n");
  const out = path.join(dir, 'build');
  const assets = await bundleClient(out, { customCss: [entry], siteDir: dir, minify: false });
  const css = fs.readFileSync(path.join(out, assets.customCss!.slice(1)), 'utf8');
  assert.match(css, /\.inner \{\s*margin: 3px;/);
  assert.match(css, /\.kit \{/);
  assert.match(css, /url\("?\/img\/hero\.png"?\)/);
  assert.match(css, /url\("?\.\/site\/logo\.[A-Z0-9]+\.png"?\)|url\("?[^")]*logo\.[A-Z0-9]+\.png"?\)/);
});
