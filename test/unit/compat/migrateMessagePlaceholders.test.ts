import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateTranslations } from '../../../src/generator/migrate/migrateTranslations.ts';

test('a Docusaurus theme translation whose placeholders imdocs does not fill is not carried, and is listed', () => {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-msg-'));
  fs.mkdirSync(path.join(from, 'i18n', 'fr'), { recursive: true });
  // Docusaurus's ids and placeholders, our own French words.
  fs.writeFileSync(
    path.join(from, 'i18n', 'fr', 'code.json'),
    JSON.stringify({
      'theme.docs.versions.unreleasedVersionLabel': { message: 'Version {versionLabel} de {siteTitle}, pas encore sortie.' },
      'theme.blog.archive.title': { message: 'Toutes les notes' },
      'theme.CodeBlock.copy': { message: 'Copier' },
    }),
  );
  const written = new Map<string, string>();
  const notes: string[] = [];
  migrateTranslations({
    from,
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    docs: [],
    config: {} as Parameters<typeof migrateTranslations>[0]['config'],
    write: (rel, text) => written.set(rel, text),
    copyTree: () => [],
    notes,
  });
  const fr = JSON.parse(written.get('i18n/fr/code.json')!) as Record<string, { message: string }>;
  assert.equal(fr['theme.blog.archive']?.message, 'Toutes les notes');
  assert.equal(fr['theme.code.copy']?.message, 'Copier');
  assert.equal(fr['theme.doc.versionBanner.unreleased'], undefined, 'the banner would show {siteTitle} unfilled');
  assert.ok(
    notes.some((n) => n.includes('theme.docs.versions.unreleasedVersionLabel') && n.includes('placeholders')),
    notes.join('\n'),
  );
  fs.rmSync(from, { recursive: true, force: true });
});

test("the tag pages' titles are carried: imdocs fills the placeholders Docusaurus names, plural forms included", () => {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-msg-'));
  fs.mkdirSync(path.join(from, 'i18n', 'fr'), { recursive: true });
  fs.writeFileSync(
    path.join(from, 'i18n', 'fr', 'code.json'),
    JSON.stringify({
      'theme.blog.tagTitle': { message: '{nPosts} avec l’étiquette « {tagName} »' },
      'theme.blog.post.plurals': { message: 'Une note|{count} notes' },
      'theme.docs.tagDocListPageTitle': { message: '{nDocsTagged} « {tagName} »' },
      'theme.docs.tagDocListPageTitle.nDocsTagged': { message: 'Une page marquée|{count} pages marquées' },
      'theme.tags.tagsPageLink': { message: 'Toutes les étiquettes' },
    }),
  );
  const written = new Map<string, string>();
  migrateTranslations({
    from,
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    docs: [],
    config: {} as Parameters<typeof migrateTranslations>[0]['config'],
    write: (rel, text) => written.set(rel, text),
    copyTree: () => [],
    notes: [],
  });
  const fr = JSON.parse(written.get('i18n/fr/code.json')!) as Record<string, { message: string }>;
  assert.equal(fr['theme.blog.tagTitle']?.message, '{nPosts} avec l’étiquette « {tagName} »');
  assert.equal(fr['theme.blog.postCount']?.message, 'Une note|{count} notes');
  assert.equal(fr['theme.doc.tagTitle']?.message, '{nDocsTagged} « {tagName} »');
  assert.equal(fr['theme.doc.taggedCount']?.message, 'Une page marquée|{count} pages marquées');
  assert.equal(fr['theme.blog.allTags']?.message, 'Toutes les étiquettes');
  fs.rmSync(from, { recursive: true, force: true });
});

test("a locale's blog tags.yml is carried next to its posts; its authors.yml is listed", () => {
  const from = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-msg-'));
  const plugin = path.join(from, 'i18n', 'fr', 'docusaurus-plugin-content-blog');
  fs.mkdirSync(plugin, { recursive: true });
  fs.writeFileSync(path.join(plugin, 'tags.yml'), 'news:\n  label: Nouvelles\n');
  fs.writeFileSync(path.join(plugin, 'authors.yml'), 'crew:\n  name: Équipe\n');
  const copies: string[][] = [];
  const notes: string[] = [];
  migrateTranslations({
    from,
    locales: ['en', 'fr'],
    defaultLocale: 'en',
    docs: [],
    blog: { pluginId: 'default', path: 'blog', routeBasePath: 'blog', options: {} },
    config: {} as Parameters<typeof migrateTranslations>[0]['config'],
    write: () => {},
    copyTree: (src, dest, pattern) => (copies.push([src, dest, pattern ?? '']), []),
    notes,
  });
  assert.ok(
    copies.some(([src, dest, pattern]) => src === 'i18n/fr/docusaurus-plugin-content-blog' && dest === 'i18n/fr/blog' && pattern === 'tags.yml'),
    JSON.stringify(copies),
  );
  assert.ok(
    notes.some((n) => n.includes('authors.yml: not carried')),
    notes.join('\n'),
  );
  fs.rmSync(from, { recursive: true, force: true });
});
