import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { compiledEngine, VENDORED } from '../../../bin/engine.mjs';
import { copyFixtureSite, fileTree, repoRoot } from '../../helpers/site.ts';

test('the engine is compiled once per version of its sources, with its own imports renamed to the JavaScript beside them', async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-engine-'));
  try {
    const srcDir = path.join(tmp, 'src');
    fs.cpSync(path.join(repoRoot, 'src'), srcDir, { recursive: true });
    const cacheDir = path.join(tmp, 'cache');
    const first = await compiledEngine({ srcDir, cacheDir });
    const cli = fs.readFileSync(path.join(first, 'src/generator/cli.js'), 'utf8');
    assert.match(cli, /from "\.\/build\/build\.js"/);
    assert.doesNotMatch(cli, /from "\.[^"]*\.tsx?"/);
    // Packages of many modules are one module each, exporting what Node's own import of the package exports.
    assert.match(cli, /from "\.\.\/\.\.\/vendor\/commander\.js"/);
    assert.ok(VENDORED.includes('zod') && VENDORED.includes('@mdx-js/mdx') && VENDORED.includes('unified'));
    for (const pkg of VENDORED) {
      const vendored = (await import(pathToFileURL(path.join(first, 'vendor', `${pkg}.js`)).href)) as Record<string, unknown>;
      const own = (await import(pkg)) as Record<string, unknown>;
      assert.deepEqual(Object.keys(vendored).sort(), Object.keys(own).sort(), pkg);
    }
    // The render threads' MDX compiler is vendored too, and each vendored package is in the bundle once: the vendor
    // files import none of them from node_modules (a VFile made by one copy is the VFile the other expects).
    assert.match(fs.readFileSync(path.join(first, 'src/generator/mdx/compileMdx.js'), 'utf8'), /import\("\.\.\/\.\.\/\.\.\/vendor\/@mdx-js\/mdx\.js"\)/);
    for (const file of Object.keys(fileTree(path.join(first, 'vendor'))).filter((f) => f.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(first, 'vendor', file), 'utf8');
      for (const pkg of VENDORED) assert.doesNotMatch(text, new RegExp(`(from |import\\()"${pkg}"`), `${file} imports ${pkg}`);
    }
    const yaml = (await import(pathToFileURL(path.join(first, 'vendor', 'yaml.js')).href)) as typeof import('yaml') & { default: typeof import('yaml') };
    assert.deepEqual(yaml.parse('a: [1, 2]'), { a: [1, 2] });
    assert.deepEqual(yaml.default.parse('b: c'), { b: 'c' });
    // The sources stay beside their JavaScript (the client runtime is bundled from them).
    assert.ok(fs.existsSync(path.join(first, 'src/theme/client/runtime.ts')));
    assert.equal(JSON.parse(fs.readFileSync(path.join(first, 'engine.json'), 'utf8')).src, `${srcDir}${path.sep}`);

    // The same sources in another folder are another engine: it maps site imports of its own folder to itself.
    const moved = path.join(tmp, 'moved-src');
    fs.cpSync(srcDir, moved, { recursive: true });
    const other = await compiledEngine({ srcDir: moved, cacheDir });
    assert.notEqual(other, first);
    assert.equal(JSON.parse(fs.readFileSync(path.join(other, 'engine.json'), 'utf8')).src, `${moved}${path.sep}`);

    // Nothing changed: the same folder, not compiled again.
    const marker = path.join(first, 'src/generator/cli.js');
    const before = fs.statSync(marker).mtimeMs;
    assert.equal(await compiledEngine({ srcDir, cacheDir }), first);
    assert.equal(fs.statSync(marker).mtimeMs, before);

    // An edit compiles a new version that holds it; the two newest versions stay, older ones go.
    const edited = path.join(srcDir, 'generator/errors.ts');
    const versions = [first];
    for (let i = 1; i <= 3; i++) {
      fs.appendFileSync(edited, `\nexport const EDIT_${i} = ${i};\n`);
      if (i === 2) fs.writeFileSync(path.join(srcDir, 'theme/added.tsx'), 'export const Added = () => <b>added</b>;\n');
      const next = await compiledEngine({ srcDir, cacheDir });
      assert.ok(!versions.includes(next));
      assert.match(fs.readFileSync(path.join(next, 'src/generator/errors.js'), 'utf8'), new RegExp(`EDIT_${i} = ${i}`));
      // Unchanged files are copied from the last version (even one compiled from another folder): the result is
      // what compiling everything again gives, file for file.
      const fresh = await compiledEngine({ srcDir, cacheDir: path.join(tmp, `fresh-${i}`) });
      assert.deepEqual(fileTree(next), fileTree(fresh));
      versions.push(next);
    }
    const kept = fs.readdirSync(cacheDir).sort();
    assert.deepEqual(
      kept,
      versions
        .slice(-3)
        .map((v) => path.basename(v))
        .sort(),
    );
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('the compiled engine (bin/imdocs.mjs, no tsx) builds a site exactly as the sources do, a TSX page sharing the theme it imports by path', () => {
  const site = copyFixtureSite('basic', 'compiled');
  // A page that reads the theme's context: it works only if the page gets the renderer's own instance of the module.
  fs.writeFileSync(
    path.join(site, 'content/pages/themed.tsx'),
    'import { useTheme } from \'../../../../../../src/theme/context.tsx\';\n\nexport default function Themed() {\n  return <main id="main"><h1>Themed</h1><p id="site-title">{useTheme().site.config.title}</p></main>;\n}\n',
  );
  const run = (args: string[], out: string) => {
    fs.rmSync(path.join(site, '.imdocs-cache'), { recursive: true, force: true });
    const r = spawnSync(process.execPath, [...args, 'build', '--dir', site, '--out', out, '--no-search'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', CI: '1' },
    });
    assert.equal(r.status, 0, `${r.stdout}${r.stderr}`);
    return fileTree(path.join(site, out));
  };
  const compiled = run([path.join(repoRoot, 'bin/imdocs.mjs')], 'out-compiled');
  const sources = run(['--import', 'tsx', path.join(repoRoot, 'bin/imdocs.ts')], 'out-sources');
  assert.match(fs.readFileSync(path.join(site, 'out-compiled/themed.html'), 'utf8'), /<p id="site-title">Fixture Docs<\/p>/);
  assert.deepEqual(Object.keys(compiled).sort(), Object.keys(sources).sort());
  for (const file of Object.keys(sources)) assert.equal(compiled[file], sources[file], file);
});
