/**
 * Sass stylesheets are compiled with the site's own `sass` package (the one docusaurus-plugin-sass used; migrate
 * carries it into the new package.json): `customCss: ['src/css/custom.scss']` is bundled as CSS, and without a
 * `sass` package the build stops with one sentence saying what to install. The `sass` package here is a small
 * stand-in written by the test (the real one is not a dependency of imdocs): it replaces `$name` variables by
 * their values, enough to see that the site's package is the one called, with the stylesheet's path.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundleClient } from '../../../src/generator/client/bundleClient.ts';
import { UserError } from '../../../src/generator/errors.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-sass-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

const STAND_IN = `const fs = require('node:fs');
const { pathToFileURL } = require('node:url');
exports.compile = (file) => {
  const text = fs.readFileSync(file, 'utf8');
  const vars = Object.fromEntries([...text.matchAll(/^\\$([\\w-]+):\\s*([^;]+);$/gm)].map((m) => [m[1], m[2]]));
  const css = text.replace(/^\\$[\\w-]+:[^;]+;\\n?/gm, '').replace(/\\$([\\w-]+)/g, (_, name) => vars[name]);
  return { css, loadedUrls: [pathToFileURL(file)] };
};
`;

function site(name: string, withSass: boolean): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'src/css'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src/css/custom.scss'), '$accent: rgb(12, 34, 56);\n.hero {\n  color: $accent;\n}\n');
  if (withSass) {
    fs.mkdirSync(path.join(dir, 'node_modules/sass'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'node_modules/sass/package.json'), '{ "name": "sass", "version": "1.0.0", "main": "index.js" }\n');
    fs.writeFileSync(path.join(dir, 'node_modules/sass/index.js'), STAND_IN);
  }
  return dir;
}

test("a .scss customCss is compiled with the site's sass package and bundled", async () => {
  const dir = site('with-sass', true);
  const out = path.join(dir, 'build');
  const assets = await bundleClient(out, { customCss: [path.join(dir, 'src/css/custom.scss')], siteDir: dir, minify: false });
  assert.ok(assets.customCss, 'a site stylesheet was written');
  const css = fs.readFileSync(path.join(out, assets.customCss!.slice(1)), 'utf8');
  assert.match(css, /\.hero \{\s*color: rgb\(12, 34, 56\);\s*\}/);
  assert.doesNotMatch(css, /\$accent/);
});

test('without a sass package, a .scss customCss stops the build saying what to install', async () => {
  const dir = site('without-sass', false);
  await assert.rejects(
    bundleClient(path.join(dir, 'build'), { customCss: [path.join(dir, 'src/css/custom.scss')], siteDir: dir, minify: false }),
    (e: unknown) => {
      assert.ok(e instanceof UserError, String(e));
      assert.match(e.message, /custom\.scss is Sass, and the site has no sass package to compile it: npm install sass/);
      return true;
    },
  );
});

// Resolves `@use '<name>';` as Sass does with load paths: `<load path>/<name>/index.css`, else an error in Sass's words.
const USE_STAND_IN = `const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
exports.compile = (file, options = {}) => {
  const loaded = [pathToFileURL(file)];
  const css = fs.readFileSync(file, 'utf8').replace(/^@use '([\\w-]+)';$/gm, (_, name) => {
    const hit = (options.loadPaths || []).map((d) => path.join(d, name, 'index.css')).find((f) => fs.existsSync(f));
    if (!hit) throw new Error("Can't find stylesheet to import.");
    loaded.push(pathToFileURL(hit));
    return fs.readFileSync(hit, 'utf8');
  });
  return { css, loadedUrls: loaded };
};
`;

test("a stylesheet that @uses a package's CSS by its bare name finds it in the site's node_modules", async () => {
  const dir = site('use-package', true);
  fs.writeFileSync(path.join(dir, 'node_modules/sass/index.js'), USE_STAND_IN);
  fs.mkdirSync(path.join(dir, 'node_modules/utility-kit'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'node_modules/utility-kit/index.css'), '.kit-gap {\n  gap: 7px;\n}\n');
  fs.writeFileSync(path.join(dir, 'src/css/custom.scss'), "@use 'utility-kit';\n.hero {\n  color: teal;\n}\n");
  const out = path.join(dir, 'build');
  const assets = await bundleClient(out, { customCss: [path.join(dir, 'src/css/custom.scss')], siteDir: dir, minify: false });
  const css = fs.readFileSync(path.join(out, assets.customCss!.slice(1)), 'utf8');
  assert.match(css, /\.kit-gap \{\s*gap: 7px;\s*\}/);
  assert.match(css, /\.hero \{\s*color: teal;\s*\}/);
});

test('the files Sass loaded are inputs of the site stylesheet: an edit of one is bundled again, not restored from the cache', async () => {
  const dir = site('sass-inputs', true);
  fs.writeFileSync(path.join(dir, 'node_modules/sass/index.js'), USE_STAND_IN);
  const used = path.join(dir, 'node_modules/utility-kit/index.css');
  fs.mkdirSync(path.dirname(used), { recursive: true });
  fs.writeFileSync(used, '.kit-gap {\n  gap: 7px;\n}\n');
  const entry = path.join(dir, 'src/css/custom.scss');
  fs.writeFileSync(entry, "@use 'utility-kit';\n.hero {\n  color: teal;\n}\n");
  const out = path.join(dir, 'build');
  const cacheDir = path.join(dir, '.imdocs-cache');
  const first = await bundleClient(out, { customCss: [entry], siteDir: dir, minify: false }, cacheDir);
  assert.deepEqual(first.customCssInputs?.sort(), [entry, used].sort());
  fs.writeFileSync(used, '.kit-gap {\n  gap: 9px;\n}\n');
  const second = await bundleClient(out, { customCss: [entry], siteDir: dir, minify: false }, cacheDir);
  assert.notEqual(second.customCss, first.customCss);
  assert.match(fs.readFileSync(path.join(out, second.customCss!.slice(1)), 'utf8'), /gap: 9px/);
});
