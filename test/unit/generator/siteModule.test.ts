import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { importSiteFile, loadSiteModule } from '../../../src/generator/content/loadSiteModule.ts';
import { siteConfigSchema } from '../../../src/generator/config/schema.ts';
import { UserError } from '../../../src/generator/errors.ts';
import { copyFixtureSite } from '../../helpers/site.ts';

test('a site module is bundled with its own files, keeps each file its own import.meta.url and __dirname, and leaves nothing behind', async () => {
  const dir = copyFixtureSite('basic', 'sitemodule');
  fs.mkdirSync(path.join(dir, 'lib'));
  fs.writeFileSync(path.join(dir, 'lib/where.ts'), 'export const where: string = import.meta.url;\nexport const folder = import.meta.dirname;\n');
  fs.writeFileSync(
    path.join(dir, 'lib/legacy.cjs'),
    "const path = require('node:path');\nmodule.exports = { base: path.basename(__dirname), file: __filename };\n",
  );
  fs.writeFileSync(path.join(dir, 'lib/data.json'), '{ "n": 3 }\n');
  const entry = path.join(dir, 'entry.ts');
  fs.writeFileSync(
    entry,
    "import { where, folder } from './lib/where.ts';\nimport legacy from './lib/legacy.cjs';\nimport data from './lib/data.json';\n" +
      'export default { own: import.meta.url, where, folder, legacy, n: data.n as number };\n',
  );
  const before = fs.readdirSync(dir).sort();
  const mod = (await importSiteFile(entry)) as { default: Record<string, unknown> };
  assert.deepEqual(mod.default, {
    own: pathToFileURL(entry).href,
    where: pathToFileURL(path.join(dir, 'lib/where.ts')).href,
    folder: path.join(dir, 'lib'),
    legacy: { base: 'lib', file: path.join(dir, 'lib/legacy.cjs') },
    n: 3,
  });
  assert.deepEqual(fs.readdirSync(dir).sort(), before);

  // Read afresh on every call (`imdocs dev` after an edit).
  fs.writeFileSync(path.join(dir, 'lib/data.json'), '{ "n": 4 }\n');
  assert.equal(((await importSiteFile(entry)) as { default: { n: number } }).default.n, 4);
});

test("a site module that imports the engine by path gets the engine's own module, not a copy", async () => {
  const dir = copyFixtureSite('basic', 'sitemodule');
  const file = path.join(dir, 'schema-of-site.ts');
  fs.writeFileSync(file, "export { siteConfigSchema as default } from '../../../../src/generator/config/schema.ts';\n");
  assert.equal(await loadSiteModule(file, 'The test module'), siteConfigSchema);
});

test('a site module esbuild cannot read is one error at its file, line and column', async () => {
  const dir = copyFixtureSite('basic', 'sitemodule');
  const file = path.join(dir, 'broken.ts');
  for (const [source, line, column] of [
    ['export default {\n  title: "x",\n  oops oops\n};\n', 3, 8],
    ['export default = 1;\n', 1, 16],
  ] as const) {
    fs.writeFileSync(file, source);
    await assert.rejects(loadSiteModule(file, 'The test module'), (error: unknown) => {
      assert.ok(error instanceof UserError);
      assert.match(error.message, /^The test module broken\.ts could not be loaded: /);
      assert.deepEqual(error.location, { file, line, column });
      assert.match(error.frame ?? '', new RegExp(`> +${line} \\|`));
      return true;
    });
  }
});

test('require.resolve of a .js file that is TypeScript finds the .ts file, as Docusaurus resolves it', async () => {
  const dir = copyFixtureSite('basic', 'sitemodule-resolve');
  fs.writeFileSync(path.join(dir, 'sidebars.ts'), 'export default { docs: [] };\n');
  const entry = path.join(dir, 'config.ts');
  fs.writeFileSync(entry, "export default { sidebarPath: require.resolve('./sidebars.js'), json: require.resolve('./package.json') };\n");
  fs.writeFileSync(path.join(dir, 'package.json'), '{}\n');
  assert.deepEqual(await loadSiteModule(entry, 'The config'), { sidebarPath: path.join(dir, 'sidebars.ts'), json: path.join(dir, 'package.json') });
  fs.writeFileSync(entry, "export default { missing: require.resolve('./nowhere.js') };\n");
  await assert.rejects(loadSiteModule(entry, 'The config'), /Cannot find module '\.\/nowhere\.js'/);
});
