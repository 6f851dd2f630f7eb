/**
 * Category labels in a locale, as Docusaurus gives them: from `current.json` (`sidebar.<id>.category.<label>`),
 * while the `_category_` files of `i18n/<locale>/…/current/` are ignored (Docusaurus reads those of the default
 * locale only). `imdocs migrate` writes the translated labels where imdocs reads them, and leaves the locale's
 * copies of `_category_` files behind.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-category-labels-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));
const from = path.join(root, 'lantern-src');
const site = path.join(root, 'lantern');
const zhDocs = 'i18n/zh-Hans/docusaurus-plugin-content-docs';
let notes: string[] = [];

const FILES: Record<string, string> = {
  'docs/guides/tuning/_category_.yml': "label: 'Tuning'\nposition: 3\n",
  'docs/guides/tuning/cache.md': '# Cache sizes\n\nHow many pages the cache keeps.\n',
  // No _category_ file: its key is the folder's name without the number prefix.
  'docs/guides/02-backups/_category_.json': '{ "position": 4 }\n',
  'docs/guides/02-backups/nightly.md': '# Nightly copies\n\nOne copy a night.\n',
  // The locale's own copy, which Docusaurus ignores.
  [`${zhDocs}/current/guides/tuning/_category_.yml`]: "label: 'Ignored label'\n",
  [`${zhDocs}/current.json`]: JSON.stringify({
    'version.label': { message: '下一版' },
    'sidebar.tutorialSidebar.category.Guides': { message: '指南' },
    'sidebar.tutorialSidebar.category.Tuning': { message: '调优' },
    'sidebar.tutorialSidebar.category.backups': { message: '备份' },
  }),
};

before(async () => {
  fs.cpSync(path.join(fixturesDir, 'docusaurus-site'), from, { recursive: true });
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(from, rel)), { recursive: true });
    fs.writeFileSync(path.join(from, rel), text);
  }
  ({ notCarried: notes } = await migrateSite({ from, to: site, engineDir: repoRoot }));
});

test("the locale's labels from current.json are written over the default _category_ files; the locale's copies are not carried", () => {
  const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(site, rel), 'utf8'));
  assert.deepEqual(read('i18n/zh-Hans/docs/guides/tuning/_category_.json'), { label: '调优' });
  assert.deepEqual(read('i18n/zh-Hans/docs/guides/02-backups/_category_.json'), { label: '备份' });
  assert.ok(
    notes.includes(
      `${zhDocs}/current.json: version.label, sidebar.tutorialSidebar.category.Guides: not carried (imdocs translates only the labels of the categories that have a _category_ file in docs)`,
    ),
    notes.join('\n'),
  );
});

test('the built locale shows the translated labels, the default locale its own', async () => {
  await build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const zh = fs.readFileSync(path.join(site, 'build/zh-Hans/docs/next/guides/tuning/cache.html'), 'utf8');
  assert.match(zh, />调优</);
  assert.doesNotMatch(zh, /Ignored label/);
  const en = fs.readFileSync(path.join(site, 'build/docs/next/guides/tuning/cache.html'), 'utf8');
  assert.match(en, />Tuning</);
});
