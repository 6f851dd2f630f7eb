/**
 * Site remark plugins whose package ships both an ES module and a CommonJS build, and whose options hold functions
 * and regular expressions (as remark-typescript-tools' `transpileCodeblocks` in the Redux site: `exports` with
 * `import` and `require`, and a `transformVirtualFilepath` function): `imdocs migrate` traces the plugin to its
 * package and writes the options as code in the new site.config.ts; an option function that reads the config's own
 * variables cannot be written, and is said so.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDocusaurusConfig } from '../../../src/generator/migrate/docusaurusConfig.ts';
import { carryPlugins } from '../../../src/generator/migrate/migratePlugins.ts';
import { optionsCode } from '../../../src/generator/migrate/optionsCode.ts';
import { packageJson } from '../../../src/generator/migrate/newSiteFiles.ts';
import { repoRoot } from '../../helpers/site.ts';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-plugin-options-'));
after(() => fs.rmSync(site, { recursive: true, force: true }));

const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
// A dual package: the ES build and the CommonJS build each make their own plugin function.
const plugin = 'function remarkHarbour(options) { return () => {}; }';
write(
  'node_modules/remark-harbour/package.json',
  JSON.stringify({ name: 'remark-harbour', version: '1.2.0', exports: { '.': { import: './index.mjs', require: './index.cjs' } } }),
);
write('node_modules/remark-harbour/index.mjs', `export ${plugin}\n`);
write('node_modules/remark-harbour/index.cjs', `exports.remarkHarbour = ${plugin};\n`);
write('docs/tides.md', '# Tides\n');
write(
  'docusaurus.config.ts',
  `import { remarkHarbour } from 'remark-harbour';
const suffix = '-ebb';
export default {
  title: 'Harbour',
  presets: [['classic', { docs: { remarkPlugins: [
    [remarkHarbour, { depth: 2, match: /^tide-\\d+$/i, rename: (p: string) => p.replace('/docs/', '/charts/'), keep(name: string) { const n = name.trim(); return n.length > 0; } }],
    [remarkHarbour, { rename: (p: string) => p + suffix }],
  ] } }]],
};
`,
);

test('a plugin of a dual package is traced to the package, its function and regular-expression options written as code', async () => {
  const { config, file } = await loadDocusaurusConfig(site);
  const options = (config.presets![0] as [string, { docs: Record<string, unknown> }])[1].docs;
  const notes: string[] = [];
  const carried = await carryPlugins(site, file, [{ scope: 'docs', what: 'docs plugin "default"', options, pages: ['docs/tides.md'] }], (rel) => rel, notes);
  assert.deepEqual(carried.imports, ['import * as remarkHarbour from "remark-harbour";']);
  assert.deepEqual(carried.packages, { 'remark-harbour': '1.2.0' });
  const lists = carried.scopes.docs.remarkPlugins!;
  assert.equal(lists.length, 1, notes.join('\n'));
  const code = carried.code.get(lists[0])!;
  assert.match(
    code,
    /^\[remarkHarbour\.remarkHarbour, \{"depth":2,"match":\/\^tide-\\d\+\$\/i,"rename":\(p\) => p\.replace\("\/docs\/", "\/charts\/"\),"keep":function keep\(name\) \{/,
  );
  // The code means what the config meant.
  const [, written] = new Function(`const remarkHarbour = {}; return ${code};`)() as [
    unknown,
    { match: RegExp; rename(p: string): string; keep(n: string): boolean },
  ];
  assert.equal(written.rename('/site/docs/a.md'), '/site/charts/a.md');
  assert.equal(written.match.test('TIDE-12'), true);
  assert.equal(written.keep('  '), false);
  assert.equal(notes.length, 1);
  assert.match(
    notes[0],
    /remarkPlugins\[1\] \(remarkHarbour\): not carried \(its options cannot be written in the new config: options\[0\]\.rename \(a function\) reads suffix of the config/,
  );
});

test('options: data as JSON, functions standing alone as their source, anything else named with why', () => {
  assert.deepEqual(optionsCode([{ a: 1, b: [true, null], c: undefined }]), { code: JSON.stringify([{ a: 1, b: [true, null] }]) });
  const f = new Function('return (x) => Math.max(x, 0)')() as (x: number) => number;
  assert.deepEqual(optionsCode({ f }), { code: '{"f":(x) => Math.max(x, 0)}' });
  assert.deepEqual(optionsCode({ when: new Date(0) }), { why: 'options.when is not plain data, a regular expression or a function' });
  assert.deepEqual(optionsCode({ f: Math.max }), { why: 'options.f is a built-in or bound function' });
  const limit = 3;
  assert.deepEqual(optionsCode({ f: (x: number) => x > limit }), {
    why: 'options.f (a function) reads limit of the config, which the new config does not have',
  });
  // Its own declarations, parameters (destructured and defaulted), labels and property names are not read from outside.
  const own = function ({ a, b: [c] = [1] }: { a: number; b?: number[] }, ...rest: number[]) {
    const d = { e: a };
    outer: for (const f of rest) if (f > d.e + c) break outer;
    return d.e;
  };
  assert.ok('code' in optionsCode(own), JSON.stringify(optionsCode(own)));
});

test("the new package.json keeps the site's devDependencies (its build read them), without Docusaurus' and React's", () => {
  write(
    'package.json',
    JSON.stringify({
      name: '@harbour/site',
      dependencies: { '@docusaurus/core': '3.6.3', react: '^19.0.0', 'remark-harbour': '^1.2.0' },
      devDependencies: { '@testing-library/jest-dom': '^6.2.0', '@docusaurus/tsconfig': '3.6.3', 'remark-harbour': '^1.0.0' },
    }),
  );
  const pkg = packageJson(site, repoRoot, '^1.0.0', {}) as { name: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
  assert.equal(pkg.name, 'site-imdocs');
  assert.equal(pkg.dependencies['remark-harbour'], '^1.2.0');
  assert.equal(pkg.dependencies.react, undefined);
  assert.deepEqual(pkg.devDependencies, { '@testing-library/jest-dom': '^6.2.0' });
});

test('the new package.json keeps prism-react-renderer and @mdx-js/react: imdocs brings neither, and site components import them', () => {
  write(
    'package.json',
    JSON.stringify({
      name: 'harbour',
      dependencies: { '@docusaurus/preset-classic': '^3.0.1', 'prism-react-renderer': '^2.3.0', '@mdx-js/react': '^3.0.0', 'react-dom': '^19.0.0' },
    }),
  );
  const pkg = packageJson(site, repoRoot, '^1.0.0', {}) as { dependencies: Record<string, string> };
  assert.equal(pkg.dependencies['prism-react-renderer'], '^2.3.0');
  assert.equal(pkg.dependencies['@mdx-js/react'], '^3.0.0');
  assert.equal(pkg.dependencies['@docusaurus/preset-classic'], undefined);
  assert.equal(pkg.dependencies['react-dom'], undefined);
});
