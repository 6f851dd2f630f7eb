/**
 * Docusaurus sites moved over unchanged (issue 13): the compatibility fixture is built and checked page by page,
 * `markdown.format` is tried in each mode, cached rebuilds must follow renames, partial edits and config changes,
 * and every kind of render failure is reported as a content error naming its page.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { UserError, UserErrors, formatUserError } from '../../../src/generator/errors.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const fixture = path.join(fixturesDir, 'docusaurus-compat');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-compat-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));

/** The article of a built page (what the page's source produced, without the chrome). */
function article(outDir: string, route: string): string {
  const html = fs.readFileSync(path.join(outDir, `${route.slice(1)}.html`), 'utf8');
  const m = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html);
  assert.ok(m, `no <article> in ${route}`);
  return m[1];
}

const assetsIn = (html: string) => [...html.matchAll(/src="(\/assets\/img\/[^"]+)"/g)].map((m) => m[1]);

test('the Docusaurus compatibility fixture builds, page by page as Docusaurus renders it', async () => {
  const started = performance.now();
  const outDir = path.join(fixture, 'build');
  await build({ siteDir: fixture, outDir: 'build', workers: 0, search: false, cache: false, logger: silentLogger() });
  const ms = Math.round(performance.now() - started);
  console.log(`# docusaurus-compat fixture: cold build in ${ms} ms`);

  const intro = article(outDir, '/docs/intro');
  // `.md` is MDX: imports are not printed, JSX renders, the truncate marker is a comment.
  assert.doesNotMatch(intro, /import |truncate/);
  // @site component (TSX importing a .js helper, @docusaurus/Link and useDocusaurusContext).
  assert.match(
    intro,
    /<p class="greeting">HELLO READER!(<!-- -->)? from (<!-- -->)?Compat Docs(<!-- -->)?\. Go to <a href="\/docs\/tabs">the tabs<\/a>\.<\/p>/,
  );
  // A .md partial: frontmatter dropped, admonition title, its relative link resolved from its own file.
  assert.match(intro, /admonition--note[\s\S]*?Shared note[\s\S]*?from a <strong>Markdown<\/strong> partial\. See <a href="\/docs\/tabs">the tabs page<\/a>/);
  assert.doesNotMatch(intro, /frontmatter of a partial/);
  // An .mdx partial importing @theme/Admonition itself.
  assert.match(intro, /admonition--tip[\s\S]*?Setup[\s\S]*?Run the steps from an <strong>MDX<\/strong> partial\./);
  assert.match(intro, /<ol>\s*<li>Install\.<\/li>/);
  // The partial's relative link resolves from the partial's folder (guides/), not the page's.
  assert.match(intro, /Configure, as the <a href="\/docs\/intro">introduction<\/a> shows\./);
  // JSON import and an npm package from node_modules.
  assert.match(intro, /The team has (<!-- -->)?3(<!-- -->)? members: (<!-- -->)?Ada, Lin, Sam/);
  assert.match(intro, /<code>hello-compat<\/code>/);
  // Images: imported, required, and a Markdown image of the partial, all from assets/ outside content/.
  assert.match(intro, /<img src="\/assets\/img\/logo\.[0-9a-f]{10}\.png" alt="Imported logo" width="32"\/>/);
  assert.match(intro, /<img src="\/assets\/img\/logo\.[0-9a-f]{10}\.png" alt="Required logo" width="16"\/>/);
  assert.match(intro, /alt="Partial picture"/);
  for (const src of assetsIn(intro)) assert.ok(fs.existsSync(path.join(outDir, src)), `${src} is in the build`);
  // Raw HTML in MDX, and a component from the site's registry (src/mdx-components.tsx).
  assert.match(intro, /<details><summary>Raw details element<\/summary><p>Hidden <strong>until opened<\/strong>\.<\/p><\/details>/);
  assert.match(intro, /<span class="highlight" style="background-color:#2e8555">registered globally<\/span>/);

  const tabs = article(outDir, '/docs/tabs');
  // TOCInline from the page's exported `toc` (h2 and h3, nested).
  assert.match(
    tabs,
    /<nav class="toc-inline"><ul><li><a href="#package-managers">Package managers<\/a><\/li><li><a href="#pictures">Pictures<\/a><ul><li><a href="#outside-the-content-folder">/,
  );
  // Tabs `values` set order and labels, `defaultValue` the selection, `queryString` the URL parameter.
  const pm = /<div class="tabs" data-tabs="" data-group="pm" data-query="pm">([\s\S]*?)<\/div><\/div>/.exec(tabs);
  assert.ok(pm, 'the values Tabs');
  assert.deepEqual(
    [...pm[1].matchAll(/role="tab"[^>]*data-value="([^"]+)">([^<]+)</g)].map((m) => `${m[1]}:${m[2]}`),
    ['npm:npm', 'yarn:Yarn', 'pnpm:pnpm'],
  );
  assert.match(pm[1], /aria-selected="true"[^>]*data-value="yarn"/);
  assert.match(pm[1], /data-value="yarn">yarn<\/div>/);
  assert.match(pm[1], /data-value="pnpm" hidden="">pnpm install/);
  // ThemedImage: both modes in the HTML, through useBaseUrl.
  assert.match(
    tabs,
    /<img src="\/img\/light\.svg" alt="Mode picture" class="themed--light"[^>]*\/><img src="\/img\/dark\.svg" alt="Mode picture" class="themed--dark"/,
  );
  // A relative Markdown image outside content/.
  assert.match(tabs, /<img src="\/assets\/img\/logo\.[0-9a-f]{10}\.png" alt="Shared logo"/);
  // mdx-code-block fences are unwrapped: their Tabs hold Markdown.
  assert.match(
    tabs,
    /data-value="a">Alpha<\/button>[\s\S]*?data-value="b">Beta<\/button>[\s\S]*?<p>Alpha content written in <strong>Markdown<\/strong>\.<\/p>/,
  );
  assert.doesNotMatch(tabs, /mdx-code-block/);
  // A comment inside an ordinary fence is code.
  assert.match(tabs, /&#x3C;!-- a comment inside a fence stays as written -->/);

  // An island (markdown.islands): rendered here, and named with its props for the browser.
  const islands = article(outDir, '/docs/islands');
  const island =
    /<div data-island="(\/assets\/islands\/Counter\.[0-9a-f]{10}\.js)" data-props="\{&quot;start&quot;:2\}" style="display:contents"><button type="button" class="counter">Clicked 2 times<\/button><\/div>/.exec(
      islands,
    );
  assert.ok(island, islands);
  const script = fs.readFileSync(path.join(outDir, island[1]), 'utf8');
  assert.match(script, /export\s*\{[^}]*as mount/, 'the island script exports mount()');
  // A component that is not an island is static HTML: no marker.
  assert.doesNotMatch(intro, /data-island/);

  const plain = article(outDir, '/docs/plain');
  assert.match(plain, /an HTML comment (<!-- -->)? in a sentence/);
  assert.doesNotMatch(plain, /hidden remark/);
  assert.match(plain, /<details class="details"><summary>More<\/summary>/);
  // `toc` is exported by a page without imports too (compiled without the bundler).
  assert.match(
    plain,
    /<nav class="toc-inline"><ul><li><a href="#first-part">First part<\/a><\/li><li><a href="#second-part">Second part<\/a><\/li><\/ul><\/nav>/,
  );
});

let count = 0;
const schema = path.join(repoRoot, 'src/generator/config/schema.ts');
const configOf = (markdown = '') => `import { defineConfig } from ${JSON.stringify(schema)};
export default defineConfig({
  title: 'Compat', url: 'https://compat.example.com',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en' } } },
  sections: [{ id: 'docs', path: 'docs', routeBasePath: 'docs', label: 'Docs', mainDocId: 'intro', showLastUpdateTime: false }],
  navbar: { title: 'Compat', items: [] },${markdown}
});
`;

function makeSite(files: Record<string, string>, markdown = ''): string {
  const dir = path.join(root, `site-${++count}`);
  write(dir, { 'site.config.ts': configOf(markdown), 'content/pages/index.mdx': '---\ntitle: Home\n---\n\nHome.\n', ...files });
  return dir;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
}

async function buildCached(dir: string): Promise<void> {
  await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
}

const PAGE = '---\ntitle: Intro\n---\n\nSum: {1 + 1}.\n\n<details><summary>Sum</summary>Raw HTML</details>\n';

test('markdown.format: mdx parses .md as MDX, md as CommonMark with raw HTML, detect by extension', async () => {
  const mdx = makeSite({ 'content/docs/intro.md': PAGE });
  await buildCached(mdx);
  assert.match(article(path.join(mdx, 'build'), '/docs/intro'), /<p>Sum: (<!-- -->)?2(<!-- -->)?\.<\/p>/);

  const md = makeSite({ 'content/docs/intro.mdx': PAGE }, "\n  markdown: { format: 'md' },");
  await buildCached(md);
  const mdHtml = article(path.join(md, 'build'), '/docs/intro');
  assert.match(mdHtml, /<p>Sum: \{1 \+ 1\}\.<\/p>/);
  assert.match(mdHtml, /<details><summary>Sum<\/summary>Raw HTML<\/details>/);

  const detect = makeSite({ 'content/docs/intro.md': PAGE, 'content/docs/other.mdx': PAGE.replace('Intro', 'Other') }, "\n  markdown: { format: 'detect' },");
  await buildCached(detect);
  assert.match(article(path.join(detect, 'build'), '/docs/intro'), /Sum: \{1 \+ 1\}\./);
  assert.match(article(path.join(detect, 'build'), '/docs/other'), /Sum: (<!-- -->)?2(<!-- -->)?\./);
});

test('cached rebuilds follow a rename .md → .mdx, an edited partial, an edited component registry and markdown.format', async () => {
  const dir = makeSite(
    {
      'content/docs/intro.md': PAGE,
      'content/docs/uses.mdx': "---\ntitle: Uses\n---\n\nimport Part from './_part.md';\n\n<Part />\n\n<Badge />\n",
      'content/docs/_part.md': 'Partial **one**.\n',
      'src/mdx-components.tsx': 'export default { Badge: () => <b className="badge">v1</b> };\n',
    },
    "\n  markdown: { format: 'detect' },",
  );
  const out = path.join(dir, 'build');
  await buildCached(dir);
  assert.match(article(out, '/docs/intro'), /Sum: \{1 \+ 1\}/);
  assert.match(article(out, '/docs/uses'), /Partial <strong>one<\/strong>\.[\s\S]*<b class="badge">v1<\/b>/);

  fs.renameSync(path.join(dir, 'content/docs/intro.md'), path.join(dir, 'content/docs/intro.mdx'));
  write(dir, { 'content/docs/_part.md': 'Partial **two**.\n', 'src/mdx-components.tsx': 'export default { Badge: () => <b className="badge">v2</b> };\n' });
  await buildCached(dir);
  assert.match(article(out, '/docs/intro'), /Sum: (<!-- -->)?2(<!-- -->)?\./, 'renamed to .mdx: parsed as MDX');
  assert.match(article(out, '/docs/uses'), /Partial <strong>two<\/strong>\./, 'the edited partial');
  assert.match(article(out, '/docs/uses'), /<b class="badge">v2<\/b>/, 'the edited registry');

  write(dir, { 'site.config.ts': configOf("\n  markdown: { format: 'md' },") });
  await buildCached(dir);
  assert.match(article(out, '/docs/intro'), /Sum: \{1 \+ 1\}/, 'markdown.format md: plain Markdown again');
});

/** Builds a site expected to fail and returns every reported error. */
async function failures(files: Record<string, string>): Promise<UserError[]> {
  const dir = makeSite(files);
  try {
    await build({ siteDir: dir, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  } catch (error) {
    const errors = error instanceof UserErrors ? error.errors : [error];
    for (const e of errors) assert.ok(e instanceof UserError, `a content error, not ${(e as Error).stack}`);
    return (errors as UserError[]).map((e) => Object.assign(e, { location: e.location && { ...e.location, file: path.relative(dir, e.location.file) } }));
  }
  assert.fail('the build should fail');
}

test('render failures of every kind are reported together, each naming its page file, without a stack', async () => {
  const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;
  const errors = await failures({
    'content/docs/intro.md': page('Intro', 'Fine.'),
    'content/docs/unknown.md': page('Unknown', 'Text.\n\n<Missing />'),
    'content/docs/throws.md': page('Throws', 'Value: {undefinedThing.length}'),
    'content/docs/component-throws.md': page('Component throws', "import Boom from '@site/src/Boom';\n\n<Boom />"),
    'content/docs/missing-import.md': page('Missing import', "import Gone from '@site/src/Gone';\n\n<Gone />"),
    'content/docs/missing-theme.md': page('Missing theme', "import Fancy from '@theme/FancyThing';\n\n<Fancy />"),
    'content/docs/missing-theme-in-partial.md': page('Partial theme', "import P from './_p.mdx';\n\n<P />"),
    'content/docs/_p.mdx': "import Fancy from '@theme/FancyThing';\n\n<Fancy />\n",
    'content/docs/syntax.md': page('Syntax', 'Broken {expression'),
    'content/docs/bad-tabs.md': page(
      'Bad tabs',
      '<Tabs values={[{ value: \'a\' }, { value: \'b\' }]}>\n<TabItem value="a">A</TabItem>\n<TabItem value="c">C</TabItem>\n</Tabs>',
    ),
    'src/Boom.tsx': "export default function Boom(): never { throw new Error('boom in component'); }\n",
  });
  const byFile = new Map(errors.map((e) => [e.location?.file, e]));
  assert.deepEqual([...byFile.keys()].sort(), [
    'content/docs/_p.mdx',
    'content/docs/bad-tabs.md',
    'content/docs/component-throws.md',
    'content/docs/missing-import.md',
    'content/docs/missing-theme.md',
    'content/docs/syntax.md',
    'content/docs/throws.md',
    'content/docs/unknown.md',
  ]);
  assert.match(byFile.get('content/docs/unknown.md')!.message, /Unknown component <Missing> on \/docs\/unknown/);
  assert.equal(byFile.get('content/docs/unknown.md')!.location?.line, 7);
  assert.match(byFile.get('content/docs/throws.md')!.message, /Rendering \/docs\/throws failed: undefinedThing is not defined$/);
  assert.equal(byFile.get('content/docs/throws.md')!.location?.line, 5);
  // The component's own file and line, from the bundle's source map.
  assert.match(
    byFile.get('content/docs/component-throws.md')!.message,
    /Rendering \/docs\/component-throws failed: boom in component \(thrown at \.\.\/\.\.\/src\/Boom\.tsx:1:\d+\)/,
  );
  assert.match(byFile.get('content/docs/missing-import.md')!.message, /Could not resolve "@site\/src\/Gone"/);
  assert.equal(byFile.get('content/docs/missing-import.md')!.location?.line, 5);
  assert.match(byFile.get('content/docs/missing-theme.md')!.message, /"@theme\/FancyThing" is not provided by imdocs/);
  assert.equal(byFile.get('content/docs/missing-theme.md')!.location?.line, 5);
  assert.match(byFile.get('content/docs/_p.mdx')!.message, /"@theme\/FancyThing" is not provided by imdocs/);
  assert.equal(byFile.get('content/docs/_p.mdx')!.location?.line, 1);
  assert.match(byFile.get('content/docs/syntax.md')!.message, /MDX syntax error/);
  assert.match(
    byFile.get('content/docs/bad-tabs.md')!.message,
    /Rendering \/docs\/bad-tabs failed: <Tabs> has a <TabItem value="c"> that is not in its values \(a, b\)/,
  );
  for (const e of errors) {
    const printed = formatUserError(e);
    assert.doesNotMatch(printed, /\n\s+at /, `no stack in: ${printed}`);
    assert.equal(e.message.split('\n').length, 1, `one sentence: ${e.message}`);
  }
});
