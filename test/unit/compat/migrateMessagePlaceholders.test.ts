import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateTranslations } from '../../../src/generator/migrate/migrateTranslations.ts';

type Input = Parameters<typeof migrateTranslations>[0];

/**
 * Migrates a Docusaurus site holding only a French `code.json` (Docusaurus's ids and placeholders, our own French
 * words) and the given files: the written French catalogue, the notes and the copies asked for.
 */
function migrateFrench(code: Record<string, { message: string }>, files: Record<string, string> = {}, blog?: Input['blog']) {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-msg-'));
  for (const [rel, text] of Object.entries({ 'i18n/fr/code.json': JSON.stringify(code), ...files })) {
    fs.mkdirSync(path.dirname(path.join(from, rel)), { recursive: true });
    fs.writeFileSync(path.join(from, rel), text);
  }
  const written = new Map<string, string>();
  const notes: string[] = [];
  const copies: string[][] = [];
  migrateTranslations({
    from,
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    docs: [],
    blog,
    config: {} as Input['config'],
    write: (rel, text) => written.set(rel, text),
    copyTree: (src, dest, pattern) => (copies.push([src, dest, pattern ?? '']), []),
    notes,
  });
  fs.rmSync(from, { recursive: true, force: true });
  const fr = JSON.parse(written.get('i18n/fr/code.json') ?? '{}') as Record<string, { message: string }>;
  return { fr, notes, copies };
}

test('a Docusaurus theme translation whose placeholders imdocs does not fill is not carried, and is listed', () => {
  const { fr, notes } = migrateFrench({
    'theme.docs.versions.unreleasedVersionLabel': { message: 'Version {versionLabel} de {siteTitle}, pas encore sortie.' },
    'theme.blog.archive.title': { message: 'Toutes les notes' },
    'theme.CodeBlock.copy': { message: 'Copier' },
  });
  assert.equal(fr['theme.blog.archive']?.message, 'Toutes les notes');
  assert.equal(fr['theme.code.copy']?.message, 'Copier');
  assert.equal(fr['theme.doc.versionBanner.unreleased'], undefined, 'the banner would show {siteTitle} unfilled');
  assert.ok(
    notes.some((n) => n.includes('theme.docs.versions.unreleasedVersionLabel') && n.includes('placeholders')),
    notes.join('\n'),
  );
});

test("the tag pages' titles are carried: imdocs fills the placeholders Docusaurus names, plural forms included", () => {
  const { fr } = migrateFrench({
    'theme.blog.tagTitle': { message: '{nPosts} avec l’étiquette « {tagName} »' },
    'theme.blog.post.plurals': { message: 'Une note|{count} notes' },
    'theme.docs.tagDocListPageTitle': { message: '{nDocsTagged} « {tagName} »' },
    'theme.docs.tagDocListPageTitle.nDocsTagged': { message: 'Une page marquée|{count} pages marquées' },
    'theme.tags.tagsPageLink': { message: 'Toutes les étiquettes' },
  });
  assert.equal(fr['theme.blog.tagTitle']?.message, '{nPosts} avec l’étiquette « {tagName} »');
  assert.equal(fr['theme.blog.postCount']?.message, 'Une note|{count} notes');
  assert.equal(fr['theme.doc.tagTitle']?.message, '{nDocsTagged} « {tagName} »');
  assert.equal(fr['theme.doc.taggedCount']?.message, 'Une page marquée|{count} pages marquées');
  assert.equal(fr['theme.blog.allTags']?.message, 'Toutes les étiquettes');
});

test("a locale's blog tags.yml and authors.yml are carried next to its posts, its blog title into code.json", () => {
  const plugin = 'i18n/fr/docusaurus-plugin-content-blog';
  const { fr, notes, copies } = migrateFrench(
    {},
    {
      [`${plugin}/tags.yml`]: 'news:\n  label: Nouvelles\n',
      [`${plugin}/authors.yml`]: 'crew:\n  name: Équipe\n',
      [`${plugin}/options.json`]: JSON.stringify({ title: { message: 'Carnet' }, description: { message: 'Les notes du bord' } }),
    },
    { pluginId: 'default', path: 'blog', routeBasePath: 'blog', options: {} },
  );
  assert.ok(
    copies.some(([src, dest, pattern]) => src === plugin && dest === 'i18n/fr/blog' && pattern === 'tags.yml'),
    JSON.stringify(copies),
  );
  assert.ok(
    copies.some(([src, dest, pattern]) => src === plugin && dest === 'i18n/fr/blog' && pattern === 'authors.yml'),
    JSON.stringify(copies),
  );
  assert.ok(!notes.some((n) => n.includes('authors.yml')), notes.join('\n'));
  assert.equal(fr['theme.section.blog']?.message, 'Carnet');
  assert.ok(
    notes.some((n) => n.includes('options.json: description: not carried')),
    notes.join('\n'),
  );
});
