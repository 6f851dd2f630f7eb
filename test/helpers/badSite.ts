/**
 * Small sites with one mistake each, for the bad-input catalogue: every case builds once cleanly (the "previous
 * build"), then with its bad files, and must fail with a `UserError`, leave that build exactly as it was, leave
 * no temp folder and publish nothing of the secret file that stands in for /proc/self/environ or /etc/passwd.
 */
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../src/generator/build/build.ts';
import { UserError, UserErrors, formatLocation } from '../../src/generator/errors.ts';
import { repoRoot, silentLogger } from './site.ts';

export type SiteFiles = Record<string, string | { symlink: string }>;

export const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-bad-'));
/** A file outside every site, standing in for /proc/self/environ or /etc/passwd. */
export const secret = path.join(root, 'secret.txt');
export const SECRET = 'ALGOLIA_ADMIN_KEY=do-not-publish';

before(() => fs.writeFileSync(secret, SECRET));
after(() => fs.rmSync(root, { recursive: true, force: true }));

let count = 0;
/** A fresh one-section site; `files` maps site-relative paths to contents (a `{ symlink }` makes a link). */
export function makeSite(files: SiteFiles): string {
  const dir = path.join(root, `site-${++count}`);
  const schema = path.join(repoRoot, 'src/generator/config/schema.ts');
  const all: SiteFiles = {
    'site.config.ts': `import { defineConfig } from ${JSON.stringify(schema)};
export default defineConfig({
  title: 'Bad', url: 'https://bad.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } },
  sections: [{ id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro' }],
  navbar: { title: 'Bad', items: [] },
});
`,
    'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\nHello.\n',
    'content/pages/index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
    ...files,
  };
  for (const [rel, content] of Object.entries(all)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (typeof content === 'string') fs.writeFileSync(file, content);
    else fs.symlinkSync(content.symlink, file);
  }
  return dir;
}

/** Builds once cleanly (the "previous build"), then with the bad files; returns the error. */
export async function failingBuild(files: SiteFiles): Promise<{ error: UserError; dir: string }> {
  const dir = makeSite({});
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const before = snapshot(path.join(dir, 'build'));
  for (const [rel, content] of Object.entries(files)) {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.rmSync(file, { force: true });
    if (typeof content === 'string') fs.writeFileSync(file, content);
    else fs.symlinkSync(content.symlink, file);
  }
  let caught: unknown;
  try {
    await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  } catch (e) {
    caught = e;
  }
  assert.ok(caught, 'the build should fail');
  const error = caught instanceof UserErrors ? caught.errors[0] : caught;
  assert.ok(error instanceof UserError, `expected a UserError, got ${(error as Error)?.stack}`);
  assert.deepEqual(snapshot(path.join(dir, 'build')), before, 'the previous build must stay untouched');
  assert.ok(!fs.readdirSync(dir).some((n) => n.startsWith('.imdocs-tmp-')), 'no temp folder left behind');
  const leaked = findText(path.join(dir, 'build'), SECRET);
  assert.equal(leaked, undefined, `secret published at ${leaked}`);
  return { error, dir };
}

export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = fs.readFileSync(file, 'utf8');
  }
  return out;
}

export function findText(dir: string, text: string): string | undefined {
  for (const [rel, content] of Object.entries(snapshot(dir))) if (content.includes(text)) return rel;
  return undefined;
}

export const where = (error: UserError, dir: string) => formatLocation(error.location).replace(`${dir}/`, '');

/** A site with a blog section, for authors.yml cases. */
export const blogConfig = (dir: string) =>
  fs.writeFileSync(
    path.join(dir, 'site.config.ts'),
    fs
      .readFileSync(path.join(dir, 'site.config.ts'), 'utf8')
      .replace(
        'sections: [',
        "sections: [{ id: 'blog', path: 'blog', routeBasePath: 'blog', label: 'Blog', mainDocId: 'welcome', kind: 'blog', blog: { permalinks: 'flat' } }, ",
      ),
  );
