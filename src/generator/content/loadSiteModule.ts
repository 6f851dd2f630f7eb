import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { UserError, codeFrame } from '../errors.ts';
import { engineModule } from '../engine.ts';

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

/** The declarations `FILE_GLOBALS` name, with `file`'s own values. */
const fileGlobals = (file: string) =>
  `const __imdocs_url = ${JSON.stringify(pathToFileURL(file).href)}, __imdocs_dirname = ${JSON.stringify(path.dirname(file))}, __imdocs_filename = ${JSON.stringify(file)};`;

let written = 0;

/**
 * A site's own JS/TS module (`site.config.ts`, `sidebars.js`, `docusaurus.config.ts`…) as a module namespace,
 * read afresh on every call (`imdocs dev` after an edit). It is bundled by esbuild (TypeScript, ESM and
 * CommonJS alike): the site's own files it imports are inlined, packages are left to Node, and the engine's
 * files to the running engine (`engineModule`). The bundle is written beside the file, so packages resolve as
 * they would from the file itself, and removed once imported; each inlined file keeps its own
 * `import.meta.url`, `__dirname` and `__filename`. This needs no TypeScript loader in the process, so the
 * compiled engine runs without one. A file esbuild cannot read is a UserError at its line and column.
 */
export async function importSiteFile(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      jsx: 'automatic',
      packages: 'external',
      logLevel: 'silent',
      define: FILE_GLOBALS,
      // The bundle is written beside the file: a package a CommonJS file requires resolves as from the file.
      banner: { js: REQUIRE_BANNER },
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
            // bundled: Node 20 cannot import it. Every other package is left to Node.
            build.onResolve({ filter: /^[^./]/ }, (args) => {
              if (args.kind === 'entry-point' || args.path.startsWith('node:') || !args.importer) return undefined;
              let entry: string;
              try {
                entry = createRequire(args.importer).resolve(args.path);
              } catch {
                return undefined;
              }
              return /\.[cm]?tsx?$/.test(entry) ? { path: entry } : undefined;
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
    code = result.outputFiles[0].text;
  } catch (error) {
    throw bundleError(error, file);
  }
  const out = path.join(path.dirname(file), `.${path.basename(file)}.imdocs-${process.pid}-${++written}.mjs`);
  fs.writeFileSync(out, code);
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    fs.rmSync(out, { force: true });
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
    const first = ((cause as Error).message ?? String(cause)).split('\n')[0];
    const at = cause instanceof UserError ? cause : undefined;
    throw new UserError(`${what} ${path.basename(file)} could not be loaded: ${first}`, { location: at?.location ?? { file }, frame: at?.frame, cause });
  }
  let value: unknown = 'default' in mod ? mod.default : mod;
  // CommonJS loaded from ESM arrives wrapped once more (`{ default: module.exports }`).
  while (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).join() === 'default')
    value = (value as { default: unknown }).default;
  return value;
}
