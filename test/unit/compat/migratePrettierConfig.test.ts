/**
 * Site plugins that format code (remark-typescript-tools) ask Prettier for the config of the page, which walks up
 * from the page's folder: for a website in `website/`, that is often the repository's own config. `imdocs migrate`
 * copies the config the site's pages resolve to into the new site, reading only inside the folder migrate may read.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import prettier from 'prettier';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { sitePrettierConfig } from '../../../src/generator/migrate/prettierConfig.ts';
import { readRoot } from '../../../src/generator/migrate/readRoot.ts';
import { fixturesDir, repoRoot } from '../../helpers/site.ts';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-prettier-'));
after(() => fs.rmSync(tmp, { recursive: true, force: true }));

const RULES = { semi: false, singleQuote: true, trailingComma: 'none' };

/** A copy of our Docusaurus repository fixture (website/ beside docs/), marked as a git checkout. */
function repo(name: string): string {
  const dir = path.join(tmp, name);
  fs.cpSync(path.join(fixturesDir, 'docusaurus-repo'), dir, { recursive: true });
  fs.mkdirSync(path.join(dir, '.git'));
  return dir;
}

test("the repository's Prettier config above the website is carried into the new site, where its pages find it", async () => {
  const dir = repo('root-config');
  fs.writeFileSync(path.join(dir, '.prettierrc.json'), JSON.stringify(RULES));
  const out = path.join(tmp, 'root-config-out');
  const { notCarried, written } = await migrateSite({ from: path.join(dir, 'website'), to: out, engineDir: repoRoot });
  assert.ok(written.includes('.prettierrc.json'));
  assert.deepEqual(JSON.parse(fs.readFileSync(path.join(out, '.prettierrc.json'), 'utf8')), RULES);
  assert.ok(notCarried.some((n) => n.startsWith('Prettier config .prettierrc.json: copied to the new site as .prettierrc.json')));
  // What the plugin does: resolve the config of a page of the new site.
  assert.deepEqual(await prettier.resolveConfig(path.join(out, 'content/docs/intro.md')), RULES);
});

test("the nearest config wins: the website's package.json `prettier` key becomes .prettierrc.json", () => {
  const dir = repo('package-key');
  fs.writeFileSync(path.join(dir, '.prettierrc.json'), JSON.stringify(RULES));
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'website/package.json'), 'utf8'));
  fs.writeFileSync(path.join(dir, 'website/package.json'), JSON.stringify({ ...pkg, prettier: { semi: true } }));
  const found = sitePrettierConfig(path.join(dir, 'website'), readRoot(path.join(dir, 'website')));
  assert.deepEqual(found && { ...found, text: JSON.parse(found.text) }, { name: '.prettierrc.json', text: { semi: true }, source: 'website/package.json' });
});

test('a JavaScript config of an ES-module package keeps its meaning in the new site (.mjs)', () => {
  const dir = repo('esm-config');
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'lamps', type: 'module' }));
  fs.writeFileSync(path.join(dir, '.prettierrc.js'), 'export default { semi: false };\n');
  const found = sitePrettierConfig(path.join(dir, 'website'), readRoot(path.join(dir, 'website')));
  assert.deepEqual(found, { name: '.prettierrc.mjs', text: 'export default { semi: false };\n', source: '.prettierrc.js' });
});

test('a config outside the folder migrate may read, or a symlink to one, is not carried', () => {
  const outer = path.join(tmp, 'outer');
  fs.mkdirSync(outer);
  fs.writeFileSync(path.join(outer, '.prettierrc'), 'semi: false\n');
  fs.cpSync(path.join(fixturesDir, 'docusaurus-repo'), path.join(outer, 'project'), { recursive: true });
  fs.mkdirSync(path.join(outer, 'project/.git'));
  const site = path.join(outer, 'project/website');
  assert.equal(sitePrettierConfig(site, readRoot(site)), undefined, 'the walk stops at the repository root');
  fs.symlinkSync(path.join(outer, '.prettierrc'), path.join(outer, 'project/.prettierrc'));
  assert.equal(sitePrettierConfig(site, readRoot(site)), undefined, 'a symlink out of the repository is not followed');
});
