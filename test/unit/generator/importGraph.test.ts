/**
 * The layering rule: `src/theme` never imports `src/generator` (the theme must stay free of Node-side code),
 * and `src/shared` imports neither. Checked over every static and dynamic import of every source file.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../helpers/site.ts';

const src = path.join(repoRoot, 'src');

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|mts|mjs|js)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Relative specifiers of `import … from`, `export … from`, `import('…')` and `import type`. */
export function importsOf(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(
    /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;(=])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm,
  )) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (spec.startsWith('.')) out.push(spec);
  }
  return out;
}

function violations(fromDir: string, forbidden: string[]): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(path.join(src, fromDir))) {
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      const target = path.resolve(path.dirname(file), spec);
      for (const dir of forbidden) {
        if (target.startsWith(path.join(src, dir) + path.sep)) found.push(`${path.relative(repoRoot, file)} imports ${spec}`);
      }
    }
  }
  return found;
}

test('the import scanner sees every form of import', () => {
  const code =
    "import a from './a.ts';\nimport type { B } from '../b.ts';\nexport { c } from './c.ts';\nconst d = await import('./d.ts');\nimport './e.css';\nimport x from 'react';";
  assert.deepEqual(importsOf(code), ['./a.ts', '../b.ts', './c.ts', './d.ts', './e.css']);
});

test('src/theme never imports src/generator', () => {
  assert.deepEqual(violations('theme', ['generator']), []);
});

test('src/shared imports neither the theme nor the generator', () => {
  assert.deepEqual(violations('shared', ['generator', 'theme']), []);
});
