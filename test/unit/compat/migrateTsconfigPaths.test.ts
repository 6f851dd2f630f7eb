/**
 * A Docusaurus site whose pages import through its tsconfig's `paths` (`@/components/…`, resolved in its build by
 * babel-plugin-tsconfig-paths): `imdocs migrate` follows those imports to the files they reach, and carries the
 * aliases into the new site's tsconfig, pointed at where the files are now, so the pages build. The component
 * reads `useColorMode` of `@docusaurus/theme-common`, as necord.org's do.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '../../../src/generator/build/build.ts';
import { migrateSite } from '../../../src/generator/migrate/migrateSite.ts';
import { aliasTargets, carriedPathAliases, sitePathAliases } from '../../../src/generator/migrate/tsconfigPaths.ts';
import { fixturesDir, repoRoot, silentLogger } from '../../helpers/site.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-migrate-tsconfig-paths-'));
after(() => fs.rmSync(root, { recursive: true, force: true }));
const from = path.join(root, 'tidepool-src');
const site = path.join(root, 'tidepool');

const FILES: Record<string, string> = {
  // Comments and a trailing comma, as tsconfig files allow; the local base file holds baseUrl.
  'tsconfig.base.json': '{ "compilerOptions": { "baseUrl": "." } }\n',
  'tsconfig.json': `{
  // aliases the pages use
  "extends": "./tsconfig.base.json",
  "compilerOptions": {
    "paths": { "@/*": ["./src/*"], "~kit/*": ["./kit/*"], "@pages/*": ["./src/pages/*"], "@site/*": ["./*"], },
  },
}
`,
  'src/pages/harbours.jsx': `import React from 'react';
import { Beacon } from '@/components/Beacon';
import { depth } from '@pages/_depth';
export default function Harbours() {
  return <main><h1>Harbour lights</h1><Beacon label={'Depth ' + depth} /></main>;
}
`,
  'src/pages/_depth.js': 'export const depth = 12;\n',
  // useColorMode, as the site's components call it (the build-time value: the default mode, light).
  'src/components/Beacon.jsx': `import React from 'react';
import { useColorMode } from '@docusaurus/theme-common';
import { glow } from '~kit/glow';
export function Beacon({ label }) {
  const { colorMode } = useColorMode();
  return <p className="beacon" data-mode={colorMode}>{glow(label)}</p>;
}
`,
  // Outside src/: copied only because an alias reaches it.
  'kit/glow.js': 'export const glow = (text) => `* ${text} *`;\n',
};

before(async () => {
  fs.cpSync(path.join(fixturesDir, 'docusaurus-shapes'), from, { recursive: true });
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(from, rel)), { recursive: true });
    fs.writeFileSync(path.join(from, rel), text);
  }
  await migrateSite({ from, to: site, engineDir: repoRoot });
});

test("the site's tsconfig paths are read through `extends`, relative to baseUrl, leaving @site/* to imdocs", () => {
  const aliases = sitePathAliases(from, () => true);
  assert.deepEqual(aliases, { '@/*': ['src/*'], '~kit/*': ['kit/*'], '@pages/*': ['src/pages/*'] });
  assert.deepEqual(aliasTargets(aliases!, '@pages/_depth'), ['src/pages/_depth']);
  assert.deepEqual(aliasTargets(aliases!, 'lodash'), []);
});

test('the aliases are pointed at where their files were written, and a target outside the site is listed', () => {
  const notes: string[] = [];
  const where = (rel: string) => rel.replace(/^src\/pages(?=\/|$)/, 'content/pages');
  assert.deepEqual(
    carriedPathAliases({ '@pages/*': ['src/pages/*'], '@/*': ['src/*', '../shared/*'], root: ['.'] }, where, (n) => notes.push(n)),
    {
      '@pages/*': ['./content/pages/*'],
      '@/*': ['./src/*'],
      root: ['./'],
    },
  );
  assert.deepEqual(notes, ['tsconfig.json paths "@/*" → ../shared/*: not carried (outside the Docusaurus site)']);
  const written = JSON.parse(fs.readFileSync(path.join(site, 'tsconfig.json'), 'utf8'));
  assert.deepEqual(written.compilerOptions.paths, { '@/*': ['./src/*'], '~kit/*': ['./kit/*'], '@pages/*': ['./content/pages/*'] });
});

test('a page importing through the aliases builds, with the file only an alias reaches copied', async () => {
  assert.ok(fs.existsSync(path.join(site, 'kit/glow.js')), 'kit/glow.js is copied');
  await build({ siteDir: site, outDir: 'build', workers: 0, search: false, logger: silentLogger() });
  const html = fs.readFileSync(path.join(site, 'build/harbours.html'), 'utf8');
  assert.match(html, /<p class="beacon" data-mode="light">\* Depth 12 \*<\/p>/);
  // The page gives itself no `id="main"`: the skip link's target is the wrapper of its content (one, not two).
  assert.match(html, /<a class="skip-link" href="#main">/);
  assert.equal(html.match(/ id="main"/g)?.length, 1);
  assert.match(html, /<div id="main" class="main-wrapper/);
});
