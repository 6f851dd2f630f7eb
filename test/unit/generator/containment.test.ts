/**
 * Data never reaches outside the site: a frontmatter slug or id, a config's routeBasePath or locale, a category
 * slug, a translation overlay and an OpenAPI `$ref` are each checked against the folder they must stay in, before
 * anything is read or written. Each case fails with one located sentence, writes nothing beside the output,
 * leaves the previous build intact (failingBuild) and shows nothing of the file outside.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { UserError, formatUserError } from '../../../src/generator/errors.ts';
import { silentLogger } from '../../helpers/site.ts';
import { root, secret, SECRET, makeSite, failingBuild, where } from '../../helpers/badSite.ts';
import { restLoadErrors } from '../restapi/fixtureCopy.ts';

const config = (extra: { sections?: string; i18n?: string }) => `export default {
  title: 'Bad', url: 'https://bad.example.com', baseUrl: '/',
  i18n: ${extra.i18n ?? "{ defaultLocale: 'en', locales: ['en', 'zh-Hans'], localeConfigs: { en: { label: 'English', htmlLang: 'en' }, 'zh-Hans': { label: '中文', htmlLang: 'zh-Hans' } } }"},
  sections: ${extra.sections ?? "[{ id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro' }]"},
  navbar: { title: 'Bad', items: [] },
};
`;
const BLOG = "{ id: 'blog', path: 'blog', routeBasePath: 'blog', label: 'Blog', mainDocId: 'welcome', kind: 'blog' }";

/** Every file below `root` (all the test sites and the secret) that no site and no build should have made. */
function strays(): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /victim|evil/.test(path.join(e.parentPath, e.name)))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

test('a doc slug with ../ chains above its section fails at the slug, and writes nothing outside the output', async () => {
  const { error, dir } = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\nslug: ../../../../victim/README\n---\n\nHello.\n' });
  assert.match(error.message, /The slug "\.\.\/\.\.\/\.\.\/\.\.\/victim\/README" leads above the section root \/docs/);
  assert.equal(where(error, dir), 'content/docs/intro.mdx:3:7');
  assert.deepEqual(strays(), []);
});

test('an id with ../ chains, and a slug with a control byte, fail the same way', async () => {
  const id = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\nid: ../../../victim-id\n---\n\nHello.\n' });
  assert.match(id.error.message, /The id "\.\.\/\.\.\/\.\.\/victim-id" leads above the section root/);
  assert.equal(where(id.error, id.dir), 'content/docs/intro.mdx:3:5');
  const control = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\nslug: "a\\u0001b"\n---\n\nHello.\n' });
  assert.match(control.error.message, /cannot be part of a route/);
  assert.deepEqual(strays(), []);
});

test('a slug or file name with %, # or ? fails naming it, instead of "URI malformed" or a broken link to itself', async () => {
  const pct = await failingBuild({ 'content/docs/intro.mdx': '---\ntitle: Intro\nslug: 100%\n---\n\nHello.\n' });
  assert.equal(pct.error.message, 'The slug "100%" holds "%", which cannot be part of a route');
  assert.equal(where(pct.error, pct.dir), 'content/docs/intro.mdx:3:7');
  const hash = await failingBuild({ 'content/docs/a#b.mdx': '# A\n' });
  assert.equal(hash.error.message, 'The file name "a#b.mdx" holds "#", which cannot be part of a route');
});

test('a slug or file name with a space is a route like any other: links to it resolve', async () => {
  const dir = makeSite({
    'content/docs/intro.mdx': '---\ntitle: Intro\n---\n\nSee [the file](./my%20page.mdx), [the slug](/docs/two%20words) and [again](<./my page.mdx>).\n',
    'content/docs/my page.mdx': '# My page\n\nSpaced file.\n',
    'content/docs/slugged.mdx': '---\ntitle: Slugged\nslug: two words\n---\n\nSpaced slug.\n',
  });
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  assert.match(fs.readFileSync(path.join(dir, 'build/docs/my page.html'), 'utf8'), /Spaced file\./);
  assert.match(fs.readFileSync(path.join(dir, 'build/docs/two words.html'), 'utf8'), /Spaced slug\./);
  const intro = fs.readFileSync(path.join(dir, 'build/docs/intro.html'), 'utf8');
  // The build checked each link against the routes (a broken one fails it); a browser encodes the space.
  assert.match(intro, /See <a href="\/docs\/my( |%20)page">the file<\/a>, <a href="\/docs\/two( |%20)words">the slug<\/a>/);
});

test('a relative slug may climb inside its section, as in Docusaurus', async () => {
  const dir = makeSite({ 'content/docs/guide/deep/page.mdx': '---\ntitle: Deep\nslug: ../moved\n---\n\nHi.\n' });
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  assert.ok(fs.existsSync(path.join(dir, 'build/docs/guide/moved.html')));
});

test("a blog post's slug (which used to exit 0) and a translation's slug fail too", async () => {
  const blog = await failingBuild({
    'site.config.ts': config({ sections: `[${BLOG}]` }),
    'content/blog/2024-05-01-welcome.mdx': '---\ntitle: W\nslug: ../../../victim-blog\n---\n\nHi.\n',
  });
  assert.match(blog.error.message, /The slug "\.\.\/\.\.\/\.\.\/victim-blog" leads above the section root \/blog/);
  assert.equal(where(blog.error, blog.dir), 'content/blog/2024-05-01-welcome.mdx:3:7');
  const translation = await failingBuild({
    'site.config.ts': config({}),
    'i18n/zh-Hans/docs/intro.mdx': '---\ntitle: 介绍\nslug: /../../../victim-zh\n---\n\n你好。\n',
  });
  assert.match(translation.error.message, /leads above the section root/);
  assert.equal(where(translation.error, translation.dir), 'i18n/zh-Hans/docs/intro.mdx:3:7');
  assert.deepEqual(strays(), []);
});

test('routeBasePath, a version path, a section folder and a locale name are checked by the config schema', async () => {
  const cases: [string, RegExp][] = [
    [config({ sections: "[{ id: 'docs', path: 'docs', routeBasePath: '../../../victim-base', label: 'Docs', mainDocId: 'intro' }]" }), /routeBasePath/],
    [config({ sections: "[{ id: 'docs', path: '../../../etc', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro' }]" }), /sections\.0\.path/],
    [
      config({
        sections: "[{ id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro', versions: { current: { path: '../..' } } }]",
      }),
      /versions\.current\.path/,
    ],
    [
      config({ i18n: "{ defaultLocale: 'en', locales: ['en', '../../../evil'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } }" }),
      /i18n\.locales\.1.*locale name/,
    ],
  ];
  for (const [text, key] of cases) {
    const { error } = await failingBuild({ 'site.config.ts': text });
    assert.match(error.message, key);
  }
  assert.deepEqual(strays(), []);
});

test('a generated-index slug above its section fails naming the sidebar file', async () => {
  const { error } = await failingBuild({
    'site.config.ts': config({
      sections: "[{ id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro', sidebarPath: 'sidebars.json' }]",
    }),
    'sidebars.json': JSON.stringify({
      main: [{ type: 'category', label: 'G', link: { type: 'generated-index', slug: '../../../victim-index' }, items: ['intro'] }],
    }),
  });
  assert.match(error.message, /generated-index slug "\.\.\/\.\.\/\.\.\/victim-index" of the category "G" in sidebars\.json/);
  assert.deepEqual(strays(), []);
});

const restDirs: string[] = [];
after(() => {
  for (const d of restDirs) fs.rmSync(d, { recursive: true, force: true });
});

/** Loads a copy of the REST fixture whose schemas file gains `ref`; returns the formatted error (frame included). */
async function restError(ref: string, edit?: (dir: string) => void): Promise<string> {
  const errors = await restLoadErrors(
    'restapi-contained',
    (dir) => {
      const file = path.join(dir, 'content/restapi/openapi.yaml');
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('  schemas:\n', `  schemas:\n    Leak:\n      $ref: '${ref}'\n`));
      edit?.(dir);
    },
    restDirs,
  );
  return errors.map((e) => formatUserError(e)).join('\n');
}

test('an OpenAPI $ref to a file outside the site is refused before it is read, naming file:line:col', async () => {
  const outside = path.join(root, 'outside.yaml');
  fs.writeFileSync(outside, `Secret:\n  type: string\n  description: ${SECRET}\n`);
  const message = await restError(`${'../'.repeat(16)}${outside.slice(1)}#/Secret`);
  assert.match(message, /content\/restapi\/openapi\.yaml:\d+:\d+/);
  assert.match(message, /resolves outside the site folder/);
  assert.ok(!message.includes(SECRET), 'the error shows the outside file');
});

test('a $ref to /proc/self/environ never prints the environment, and a $ref to a URL is never fetched', async () => {
  process.env.IMDOCS_CONTAINMENT_MARKER = 'env-value-that-must-not-print';
  try {
    const environ = await restError(`${'../'.repeat(16)}proc/self/environ`);
    assert.match(environ, /resolves outside the site folder/);
    assert.ok(!environ.includes('env-value-that-must-not-print'), 'the error printed the environment');
  } finally {
    delete process.env.IMDOCS_CONTAINMENT_MARKER;
  }
  let requests = 0;
  const server = http.createServer((_req, res) => {
    requests++;
    res.writeHead(200, { 'Content-Type': 'application/yaml' });
    res.end(`X:\n  type: string\n  description: ${SECRET}\n`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    const remote = await restError(`http://127.0.0.1:${port}/x.yaml#/X`);
    assert.match(remote, /is a URL; the document's \$refs must name files inside the site/);
    assert.equal(requests, 0, 'the build fetched the URL');
  } finally {
    server.close();
  }
});

test('a symlinked OpenAPI file that points outside the site is refused', async () => {
  const message = await restError('openapi/components/linked.yaml#/Secret', (dir) => {
    fs.writeFileSync(path.join(root, 'linked-target.yaml'), `Secret:\n  type: string\n  description: ${SECRET}\n`);
    fs.symlinkSync(path.join(root, 'linked-target.yaml'), path.join(dir, 'content/restapi/openapi/components/linked.yaml'));
  });
  assert.match(message, /resolves outside the site folder/);
  assert.ok(!message.includes(SECRET));
});

test('a translation overlay that changes the server URL is refused at its action', async () => {
  const message = await restError('openapi/components/schemas.yaml#/ApiResponse', (dir) => {
    const overlay = path.join(dir, 'i18n/zh-Hans/restapi/openapi.overlay.yaml');
    fs.appendFileSync(overlay, '  - target: $.servers[0]\n    update: { url: "https://evil.example.com" }\n');
  });
  assert.match(message, /i18n\/zh-Hans\/restapi\/openapi\.overlay\.yaml:\d+:5 .*\$\.servers\[0\] changes "url", which is not a text/);
});

test('a static dotfile is not published; .well-known is', async () => {
  const dir = makeSite({
    'static/.env': SECRET,
    'static/.git/config': SECRET,
    'static/img/.DS_Store': SECRET,
    'static/.well-known/security.txt': 'Contact: mailto:security@example.com',
    'static/img/logo.txt': 'logo',
  });
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const out = path.join(dir, 'build');
  for (const rel of ['.env', '.git/config', 'img/.DS_Store']) assert.ok(!fs.existsSync(path.join(out, rel)), `${rel} was published`);
  assert.ok(fs.existsSync(path.join(out, '.well-known/security.txt')));
  assert.ok(fs.existsSync(path.join(out, 'img/logo.txt')));
  assert.ok(fs.existsSync(secret));
});

/** A Docusaurus site of one docs page whose config's preset options are `options` (JavaScript text). */
function docusaurusSite(name: string, options: string, i18n = "{ defaultLocale: 'en', locales: ['en'] }"): string {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, 'docs'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `module.exports = { title: 'D', url: 'https://d.example.com', baseUrl: '/', i18n: ${i18n}, presets: [['classic', ${options}]] };\n`,
  );
  fs.writeFileSync(path.join(dir, 'docs/intro.md'), '# Intro\n\nHello.\n');
  return dir;
}

test('migrate reads nothing outside the Docusaurus site and writes nothing outside --out', async () => {
  const { migrateSite } = await import('../../../src/generator/migrate/migrateSite.ts');
  const outsideDocs = path.join(root, 'outside-docs');
  fs.mkdirSync(outsideDocs, { recursive: true });
  fs.writeFileSync(path.join(outsideDocs, 'shadow.md'), `# Shadow\n\n${SECRET}\n`);
  const migrate = (from: string, name: string) => migrateSite({ from, to: path.join(root, name), engineDir: path.resolve('.') });

  const etc = docusaurusSite('d-etc', "{ docs: { path: '../outside-docs' } }");
  await assert.rejects(migrate(etc, 'out-etc'), (e: unknown) => {
    assert.ok(e instanceof UserError, String(e));
    assert.match(e.message, /names "\.\.\/outside-docs", which is outside the site/);
    return true;
  });
  assert.equal(findSecret(path.join(root, 'out-etc')), undefined);

  const evil = docusaurusSite('d-locale', '{ docs: {} }', "{ defaultLocale: 'en', locales: ['en', '../../../evil'] }");
  await assert.rejects(migrate(evil, 'out-locale'), /i18n names the locale "\.\.\/\.\.\/\.\.\/evil"/);
  assert.deepEqual(strays(), []);

  const linked = docusaurusSite('d-link', '{ docs: {} }');
  fs.symlinkSync(path.join(outsideDocs, 'shadow.md'), path.join(linked, 'docs/shadow.md'));
  const result = await migrate(linked, 'out-link');
  assert.ok(fs.existsSync(path.join(root, 'out-link/content/docs/intro.md')));
  assert.equal(findSecret(path.join(root, 'out-link')), undefined, 'the symlinked file outside was copied');
  assert.ok(result.notCarried.some((n) => /docs\/shadow\.md: not carried \(a symlink to a file outside/.test(n)));
});

function findSecret(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  for (const e of fs.readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (e.isFile() && fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').includes(SECRET)) return path.join(e.parentPath, e.name);
  return undefined;
}
