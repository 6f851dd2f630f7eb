/**
 * Every Web (TypeScript) example of the SDK catalogue, and the browser quickstart, type-checks with the
 * TypeScript compiler against the real `@openim/wasm-client-sdk` package types (devDependency, pinned to the
 * tag the SDK facts were read from). Examples are snippets: each runs in its own async function after the
 * Web platform's `examplePrelude` (imports, the SDK instance, declared sample values).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { sdkSource } from '../../../src/generator/reference/sdk/source.ts';
import type { SdkCatalogue } from '../../../src/shared/sdk/catalogue.ts';
import type { ReferenceLoadContext } from '../../../src/generator/reference/loadReferences.ts';
import { repoRoot } from '../../helpers/site.ts';

/** The package's own type entry (its `exports` map does not expose the .d.ts path to Node's resolver). */
const sdkTypes = path.join(repoRoot, 'node_modules/@openim/wasm-client-sdk/lib/index.d.ts');

async function loadCatalogue(): Promise<SdkCatalogue> {
  const ctx = { siteDir: repoRoot, locales: ['en'], config: { i18n: { defaultLocale: 'en' } }, logger: console } as unknown as ReferenceLoadContext;
  const loaded = await sdkSource.load(ctx);
  assert.ok(loaded, 'the site has an SDK catalogue');
  return loaded.byLocale.en as SdkCatalogue;
}

interface Snippet {
  label: string;
  code: string;
}

/** Type-checks snippets (each wrapped in its own async function after `prelude`); returns errors per snippet label. */
function typeCheck(prelude: string, snippets: Snippet[]): Map<string, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imdocs-web-examples-'));
  const ranges: { label: string; from: number; to: number }[] = [];
  const lines = prelude.split('\n');
  snippets.forEach((s, i) => {
    const from = lines.length + 1;
    lines.push(`async function example${i}(): Promise<void> {`, ...s.code.split('\n'), '}');
    ranges.push({ label: s.label, from, to: lines.length });
  });
  lines.push('export {};');
  const file = path.join(dir, 'examples.ts');
  fs.writeFileSync(file, lines.join('\n'));
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    skipLibCheck: true,
    types: [],
    noUnusedLocals: false,
    paths: { '@openim/wasm-client-sdk': [sdkTypes] },
  });
  const errors = new Map<string, string[]>();
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    const label = ranges.find((r) => line >= r.from && line <= r.to)?.label ?? `prelude (line ${line})`;
    const list = errors.get(label) ?? [];
    list.push(`line ${line}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
    errors.set(label, list);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return errors;
}

const report = (errors: Map<string, string[]>) => [...errors].map(([label, list]) => `${label}:\n  ${list.join('\n  ')}`).join('\n');

test('the compiler sees a wrong example (the check can fail)', () => {
  const errors = typeCheck("import { getSDK } from '@openim/wasm-client-sdk';\nconst IMSDK = getSDK();", [
    { label: 'good', code: "await IMSDK.createTextMessage('hi');" },
    { label: 'bad', code: 'await IMSDK.createTextMessage(42);' },
  ]);
  assert.deepEqual([...errors.keys()], ['bad']);
});

test('every Web example of the catalogue (functions and events) type-checks against @openim/wasm-client-sdk', async () => {
  const catalogue = await loadCatalogue();
  const web = catalogue.platforms.find((p) => p.id === 'web');
  assert.ok(web, 'the catalogue has the web platform');
  const snippets: Snippet[] = [];
  for (const fn of Object.values(catalogue.functions)) {
    const impl = fn.platforms.web;
    if ('example' in impl && impl.example) snippets.push({ label: `function ${fn.name}`, code: impl.example });
  }
  for (const ev of Object.values(catalogue.events)) if (ev.examples.web) snippets.push({ label: `event ${ev.id}`, code: ev.examples.web });
  assert.ok(snippets.length >= 100, `expected the catalogue's Web examples, found ${snippets.length}`);
  const errors = typeCheck(web.examplePrelude ?? '', snippets);
  assert.equal(errors.size, 0, `Web examples that do not type-check (${errors.size} of ${snippets.length}):\n${report(errors)}`);
});

test('the browser quickstart type-checks against @openim/wasm-client-sdk', () => {
  const mdx = fs.readFileSync(path.join(repoRoot, 'content/sdks/quickstart/browser.mdx'), 'utf8');
  const code = mdx.match(/```ts title="src\/chat\.ts"\n([\s\S]*?)\n```/)?.[1];
  assert.ok(code, 'the quickstart has its TypeScript module');
  // A whole module: imports first, so it is checked as the prelude itself.
  const errors = typeCheck(code, []);
  assert.equal(errors.size, 0, report(errors));
});
