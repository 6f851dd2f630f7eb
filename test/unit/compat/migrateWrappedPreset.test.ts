/**
 * A preset that wraps the classic one (as Meta's `docusaurus-plugin-internaldocs-fb` preset does: it adds remark
 * plugins of its own files to the docs options, reads `process.cwd()` as it loads, then hands the options to
 * `@docusaurus/preset-classic`): `imdocs migrate` runs it from the site's folder and reads the options its content
 * plugins get, so the plugins it adds are carried, imported from the preset package's files.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDocusaurusConfig } from '../../../src/generator/migrate/docusaurusConfig.ts';
import { contentInstances } from '../../../src/generator/migrate/migrateConfig.ts';
import { carryPlugins } from '../../../src/generator/migrate/migratePlugins.ts';

const site = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-wrapped-preset-')));
after(() => fs.rmSync(site, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
write('node_modules/harbour-preset/package.json', JSON.stringify({ name: 'harbour-preset', version: '2.1.0', main: 'index.js' }));
write('node_modules/harbour-preset/lib/remark-pier-links.js', 'exports.remarkPierLinks = function remarkPierLinks() { return () => {}; };\n');
write(
  'node_modules/harbour-preset/index.js',
  `const fs = require('fs');
// Loading fails outside the site's folder, as the Meta preset's does.
if (!fs.existsSync('docusaurus.config.js')) throw new Error('Command ran from a directory not containing docusaurus.config.js');
const { remarkPierLinks } = require('./lib/remark-pier-links');
module.exports = function preset(context, opts) {
  opts.docs.remarkPlugins = [...(opts.docs.remarkPlugins ?? []), remarkPierLinks];
  return { themes: [], plugins: [['/elsewhere/node_modules/@docusaurus/plugin-content-docs/lib/index.js', { ...opts.docs, path: opts.docs.path ?? 'docs' }]] };
};
`,
);
write('docs/tides.md', '# Tides\n\nPier 4 opens at dawn.\n');
write('docusaurus.config.js', `module.exports = { title: 'Harbour', presets: [['harbour-preset', { docs: { path: 'docs', routeBasePath: 'guide' } }]] };\n`);

test("the preset's own remark plugin reaches the docs section, imported from the preset's file", async () => {
  const { config, file } = await loadDocusaurusConfig(site);
  const notes: string[] = [];
  const cwd = process.cwd();
  const { docs, blogs } = contentInstances(config, notes, file);
  assert.equal(process.cwd(), cwd, 'the working folder is given back');
  assert.equal(blogs.length, 0, 'the preset gives no blog plugin');
  assert.deepEqual(
    docs.map((d) => [d.path, d.routeBasePath]),
    [['docs', 'guide']],
  );
  assert.match(notes.join('\n'), /preset harbour-preset: run to read the options it gives its content plugins/);
  const carried = await carryPlugins(
    site,
    file,
    [{ scope: 'docs', what: 'docs plugin "default"', options: docs[0].options, pages: ['docs/tides.md'] }],
    (rel) => rel,
    notes,
  );
  assert.deepEqual(carried.imports, ['import * as remarkPierLinks from "harbour-preset/lib/remark-pier-links.js";']);
  assert.equal(carried.code.get(carried.scopes.docs.remarkPlugins![0]), 'remarkPierLinks.default.remarkPierLinks');
  assert.deepEqual(carried.packages, { 'harbour-preset': '2.1.0' });
});
