import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { createRequire, isBuiltin } from 'node:module';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import type * as esbuild from 'esbuild';
import { esbuildApi } from '../esbuildApi.ts';
import { UserError, codeFrame, refusedByContainment } from '../errors.ts';
import { engineModule } from '../engine.ts';
import { created, removed } from '../supervisor.ts';

const LOADERS: Record<string, esbuild.Loader> = { '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/** What a file's `import.meta.url`, `__dirname`… become in a bundle of site files: each file's own values. */
const FILE_GLOBALS = {
  'import.meta.url': '__imdocs_url',
  'import.meta.dirname': '__imdocs_dirname',
  'import.meta.filename': '__imdocs_filename',
  __dirname: '__imdocs_dirname',
  __filename: '__imdocs_filename',
};

/**
 * The first lines of an ES module bundled from CommonJS code: its `require` (of a package, of Node's own modules)
 * goes to Node, from the bundle's place.
 */
export const REQUIRE_BANNER = "import { createRequire as __imdocsCreateRequire } from 'node:module';\nconst require = __imdocsCreateRequire(import.meta.url);";

/**
 * After the banner of a site module: `require.resolve('./sidebars.js')` finds `sidebars.ts` when there is no
 * `sidebars.js`, as Docusaurus (jiti) and TypeScript resolve a `.js` specifier (`.mjs` → `.mts`, `.cjs` → `.cts`,
 * `.jsx` → `.tsx`).
 */
const TS_RESOLVE =
  '\nconst __imdocsResolve = require.resolve;\n' +
  'require.resolve = (spec, options) => { try { return __imdocsResolve(spec, options); } catch (error) {\n' +
  '  const m = /^(\\.{1,2}\\/.*)\\.([cm]?)js(x?)$/.exec(spec);\n' +
  '  if (m) { try { return __imdocsResolve(`${m[1]}.${m[2]}ts${m[3]}`, options); } catch { /* the first error names the file */ } }\n' +
  '  throw error; } };';

/** The declarations `FILE_GLOBALS` name, with `file`'s own values. */
const fileGlobals = (file: string) =>
  `const __imdocs_url = ${JSON.stringify(pathToFileURL(file).href)}, __imdocs_dirname = ${JSON.stringify(path.dirname(file))}, __imdocs_filename = ${JSON.stringify(file)};`;

let written = 0;

/**
 * A site's own JS/TS module (`site.config.ts`, `sidebars.js`, `docusaurus.config.ts`…) as a module namespace,
 * read afresh on every call (`imdocs dev` after an edit). It is bundled by esbuild (TypeScript, ESM and
 * CommonJS alike): the site's own files it imports are inlined (listed in `inputs` when given), packages are left to Node, and the engine's
 * files to the running engine (`engineModule`). The bundle is written beside the file, so packages resolve as
 * they would from the file itself, and removed once imported; each inlined file keeps its own
 * `import.meta.url`, `__dirname` and `__filename`. This needs no TypeScript loader in the process, so the
 * compiled engine runs without one. A file esbuild cannot read is a UserError at its line and column.
 */
export async function importSiteFile(file: string, inputs?: string[]): Promise<unknown> {
  // Render threads load site.config.ts too (its remark plugins): the thread is part of the name.
  const name = `.${path.basename(file)}.imdocs-${process.pid}-${threadId}-${++written}.mjs`;
  let out = path.join(path.dirname(file), name);
  try {
    fs.writeFileSync(out, await bundleSiteFile(file, false, inputs));
  } catch (error) {
    if (!['EROFS', 'EACCES', 'EPERM', 'ERR_ACCESS_DENIED'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    // A read-only checkout (or a contained build): the bundle goes to the temp folder, its packages resolved from the file's own folder.
    out = path.join(os.tmpdir(), name);
    fs.writeFileSync(out, await bundleSiteFile(file, true, inputs));
  }
  loading.set(out, file);
  created(out);
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    loading.delete(out);
    fs.rmSync(out, { force: true });
    removed(out);
  }
}

/**
 * Bundles being imported, by the file they were made from. A module whose top-level await never settles leaves
 * Node nothing to run: it exits with code 13 and no word, and the `finally` above never runs. On that exit the
 * bundles are removed and the module is named.
 */
const loading = new Map<string, string>();
process.on('exit', (code) => {
  for (const [out, file] of loading) {
    fs.rmSync(out, { force: true });
    if (code === 13 || process.exitCode === 13)
      process.stderr.write(`✖ ${file} never finished loading: a top-level await in it (or in a file it imports) does not settle\n`);
  }
});

/**
 * The file as one ES module. `elsewhere`: the bundle will not sit beside the file, so its `require` and the
 * packages it imports are resolved from the file's folder (as Node resolves `require`), not from the bundle's.
 */
async function bundleSiteFile(file: string, elsewhere: boolean, inputs?: string[]): Promise<string> {
  try {
    const result = await (
      await esbuildApi()
    ).build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: inputs !== undefined,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      packages: 'external',
      logLevel: 'silent',
      define: FILE_GLOBALS,
      // A package a CommonJS file requires resolves as from the file (the bundle is beside it, or names it).
      banner: { js: (elsewhere ? REQUIRE_BANNER.replace('import.meta.url', JSON.stringify(pathToFileURL(file).href)) : REQUIRE_BANNER) + TS_RESOLVE },
      plugins: [
        {
          name: 'imdocs-site-module',
          setup(build) {
            build.onResolve({ filter: /^(\.\.?(\/|$)|\/)/ }, async (args) => {
              if (args.kind === 'entry-point' || args.pluginData?.resolved) return undefined;
              const resolved = await build.resolve(args.path, {
                resolveDir: args.resolveDir,
                kind: args.kind,
                importer: args.importer,
                pluginData: { resolved: true },
              });
              if (resolved.errors.length) return { errors: resolved.errors };
              const engine = engineModule(resolved.path);
              return engine ? { path: pathToFileURL(engine).href, external: true } : resolved;
            });
            // A package whose entry is TypeScript (a workspace package of a monorepo, `main: "src/index.ts"`) is
            // bundled: Node 20 cannot import it. Every other package is left to Node: by its name, or (`elsewhere`)
            // by the path it resolves to from the file, since Node would look for it from the bundle's folder.
            build.onResolve({ filter: /^[^./]/ }, (args) => {
              if (args.kind === 'entry-point' || isBuiltin(args.path)) return undefined;
              let entry: string;
              try {
                entry = createRequire(args.importer || file).resolve(args.path);
              } catch {
                return undefined; // left as written: Node then names the package it cannot find
              }
              if (/\.[cm]?tsx?$/.test(entry)) return { path: entry };
              return elsewhere ? { path: pathToFileURL(entry).href, external: true } : undefined;
            });
            // On the first line, so every line esbuild reports stays the file's own (bundleError takes them off the column).
            build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => ({
              contents: `${fileGlobals(args.path)}${fs.readFileSync(args.path, 'utf8')}`,
              loader: LOADERS[path.extname(args.path)] ?? 'js',
            }));
          },
        },
      ],
    });
    if (inputs && result.metafile) inputs.push(...Object.keys(result.metafile.inputs).map((input) => path.resolve(input)));
    return result.outputFiles[0].text;
  } catch (error) {
    throw bundleError(error, file);
  }
}

/** esbuild's first error as one sentence at the file, line and column it names. */
function bundleError(error: unknown, file: string): Error {
  const first = (error as { errors?: esbuild.Message[] }).errors?.[0];
  if (!first) return error as Error;
  const loc = first.location;
  if (!loc) return new UserError(first.text, { location: { file } });
  const at = path.resolve(loc.file);
  // The first line starts with the file's globals (see the onLoad above).
  const column = loc.column + 1 - (loc.line === 1 ? Buffer.byteLength(fileGlobals(at)) : 0);
  let frame: string | undefined;
  try {
    frame = codeFrame(fs.readFileSync(at, 'utf8'), loc.line, column);
  } catch {
    frame = undefined;
  }
  return new UserError(first.text, { location: { file: at, line: loc.line, column }, frame });
}

/**
 * The default export of a site's own JS/TS module (`sidebars.js`, `docusaurus.config.ts`…), loaded afresh
 * (`importSiteFile`). A module that fails to load is one sentence naming the file (and the line and column,
 * when esbuild could not read it).
 */
export async function loadSiteModule(file: string, what: string): Promise<unknown> {
  let mod: Record<string, unknown>;
  try {
    mod = (await importSiteFile(file)) as Record<string, unknown>;
  } catch (cause) {
    const first = refusedByContainment(cause) ?? ((cause as Error).message ?? String(cause)).split('\n')[0];
    const at = cause instanceof UserError ? cause : undefined;
    throw new UserError(`${what} ${path.basename(file)} could not be loaded: ${first}`, { location: at?.location ?? { file }, frame: at?.frame, cause });
  }
  let value: unknown = 'default' in mod ? mod.default : mod;
  // CommonJS loaded from ESM arrives wrapped once more (`{ default: module.exports }`).
  while (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).join() === 'default')
    value = (value as { default: unknown }).default;
  return value;
}
