// The engine compiled to JavaScript, so a command runs on plain Node, without tsx's loader: every module of
// the engine would otherwise go through tsx's hooks, which Node 20 runs on a thread of their own (~0.3 s and
// ~40 MB per thread that loads the engine). Compiled once per version of the sources, into
// node_modules/.cache/imdocs/engine-<hash>/, by esbuild (a dependency already).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../', import.meta.url));
const TS = /\.tsx?$/;

/**
 * Packages of many modules that the engine loads, bundled into the compiled engine (`vendor/<name>.js`, their shared
 * code in `vendor/chunk-*.js`): Node loads a few files instead of hundreds (zod is 95 ES modules, yaml 72 CommonJS
 * files; the MDX compiler with its remark, rehype, micromark and mdast/hast utilities ~450), and Node 20's module
 * loader costs ~2 ms of a thread's time per module. The render threads load the second group: bundled, a thread is
 * ready to render ~0.6 s sooner, which is what `imdocs dev` waits for when a page is edited right after its start.
 * Only packages whose state pages never share with the engine: a site that imports one gets its own copy, as
 * before. React stays a package of its own (a page and the engine must share its one copy), as does shiki (its
 * grammars load on demand).
 */
export const VENDORED = [
  'zod',
  'yaml',
  'fast-glob',
  'commander',
  '@mdx-js/mdx',
  'remark-gfm',
  'remark-directive',
  'rehype-raw',
  'unified',
  'vfile',
  'mdast-util-to-string',
  'mdast-util-from-markdown',
  'micromark-extension-gfm-autolink-literal',
  'hast-util-to-string',
  'hast-util-to-jsx-runtime',
  'property-information',
  'github-slugger',
  'htmlparser2',
];
// Not node-html-markdown: the engine extends classes it requires by subpath, which must stay the package's own.

/** What every module esbuild writes for the compiled engine is: one ES module for Node 20. */
const NODE_MODULE = { bundle: true, format: 'esm', platform: 'node', target: 'node20', logLevel: 'silent', legalComments: 'inline' };

/** Every file under `dir`, relative to it, in a stable order. */
function filesUnder(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/**
 * The folder of the compiled engine for the sources as they are now: compiled first when they changed. The key
 * is the content of every file under `src/` and where that folder is, this file, and the installed packages
 * (`node_modules/.package-lock.json`), so an edit, a checkout, a moved checkout or an update compiles again, and nothing else
 * does. Folders of older versions are removed, but for the two newest. (A test compiles a copy of the sources
 * into a folder of its own.)
 */
export async function compiledEngine({
  srcDir = path.join(repo, 'src'),
  cacheDir = path.join(repo, 'node_modules', '.cache', 'imdocs'),
  sourcemap = false,
} = {}) {
  const files = filesUnder(srcDir);
  // This compiler and the installed packages (npm's record of the installed tree, else the lock file, else the
  // bundled ones' own versions): what the JavaScript of a source file depends on besides the file itself. An
  // update compiles again, also one made without the lock file (the rule of src/generator/mdx/engineVersion.ts).
  const toolchain = crypto.createHash('sha1').update(fs.readFileSync(fileURLToPath(import.meta.url)));
  const record = [path.join(repo, 'node_modules', '.package-lock.json'), path.join(repo, 'package-lock.json')].find((f) => fs.existsSync(f));
  if (record) toolchain.update(fs.readFileSync(record));
  else for (const pkg of ['esbuild', ...VENDORED]) toolchain.update(fs.readFileSync(path.join(repo, 'node_modules', pkg, 'package.json')));
  const stamp = toolchain.digest('hex');
  // The sources' own folder too: the compiled engine maps site imports of it to itself (engine.json).
  const hash = crypto.createHash('sha1').update(stamp).update(srcDir);
  if (sourcemap) hash.update('\0sourcemap');
  for (const rel of files)
    hash
      .update(rel)
      .update('\0')
      .update(fs.readFileSync(path.join(srcDir, rel)))
      .update('\0');
  const name = `engine-${hash.digest('hex').slice(0, 16)}`;
  const dir = path.join(cacheDir, name);
  if (fs.existsSync(path.join(dir, 'engine.json'))) return dir;

  // Compiled aside and renamed: two commands started together never see half an engine.
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  const esbuild = await import('esbuild');
  const entries = files.filter((f) => TS.test(f) && !f.endsWith('.d.ts')).map((f) => path.join(srcDir, f));
  const base = reusable(cacheDir, stamp);
  // Each vendored package as one module exporting what Node's own import of it exports, their shared code split into
  // chunks; compiled while the sources are (they only name its file).
  const vendored = compileVendored(tmp, base);
  const plugin = {
    name: 'imdocs-engine',
    setup(build) {
      build.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (VENDORED.includes(args.path)) {
          const own = path.join(tmp, 'src', path.relative(srcDir, args.importer));
          const rel = path.relative(path.dirname(own), path.join(tmp, 'vendor', `${args.path}.js`));
          return { path: rel.startsWith('.') ? rel : `./${rel}`, external: true };
        }
        return { path: /^\.\.?\//.test(args.path) ? args.path.replace(TS, '.js') : args.path, external: true };
      });
    },
  };
  // Each file compiles on its own (every import stays an import: bundling only parses them, to rename the engine's
  // own `.ts`/`.tsx` specifiers to the `.js` files written beside them), but many files share one esbuild call,
  // which compiles them in parallel: one call per file took 1.5-4 s for 280 files. Files whose outputs differ only
  // in case (`Highlight.tsx`, `highlight.ts`) go to separate calls: esbuild compares output names without case.
  const sourceOf = new Map();
  const groups = [];
  for (const entry of entries) {
    const rel = path.relative(srcDir, entry);
    const js = rel.replace(TS, '.js');
    if (base && sameFile(path.join(base, 'src', rel), entry) && reuse(path.join(base, 'src', js), path.join(tmp, 'src', js))) continue;
    sourceOf.set(path.join(tmp, 'src', js), entry);
    const group = groups.find((g) => !g.has(js.toLowerCase())) ?? (groups.push(new Map()), groups[groups.length - 1]);
    group.set(js.toLowerCase(), entry);
  }
  await Promise.all([
    vendored,
    ...groups.map(async (group) => {
      const result = await esbuild.build({
        entryPoints: [...group.values()],
        outdir: path.join(tmp, 'src'),
        outbase: srcDir,
        ...NODE_MODULE,
        write: false,
        jsx: 'automatic',
        plugins: [plugin],
        ...(sourcemap ? { sourcemap: 'linked', sourcesContent: false } : {}),
      });
      for (const out of result.outputFiles) {
        fs.mkdirSync(path.dirname(out.path), { recursive: true });
        // The map names the source beside the JavaScript (the sources are copied there below), not the folder it
        // was compiled from.
        if (out.path.endsWith('.map'))
          fs.writeFileSync(out.path, JSON.stringify({ ...JSON.parse(out.text), sources: [path.basename(sourceOf.get(out.path.slice(0, -4)))] }));
        else fs.writeFileSync(out.path, out.contents);
      }
    }),
  ]);
  // The sources stay beside their JavaScript: the engine reads some as files (the client runtime it bundles
  // for browsers, the styles, the files its cache keys hash).
  for (const rel of files) {
    const to = path.join(tmp, 'src', rel);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(srcDir, rel), to);
  }
  fs.writeFileSync(path.join(tmp, 'package.json'), '{ "type": "module", "private": true }\n');
  // Where it came from, and what compiles it again (`imdocs dev` after an edit of the sources).
  fs.writeFileSync(path.join(tmp, 'engine.json'), `${JSON.stringify({ src: `${srcDir}${path.sep}`, compiler: fileURLToPath(import.meta.url), stamp })}\n`);
  try {
    fs.renameSync(tmp, dir);
  } catch (error) {
    // Another command compiled the same sources first.
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!fs.existsSync(path.join(dir, 'engine.json'))) throw error;
  }
  // A command still running on an older version may yet start a worker from it, or load a module it had not
  // needed yet: the two newest stay, and any that a live command runs on (`markInUse`).
  const older = versions(cacheDir).filter((v) => v.dir !== dir);
  for (const v of older.slice(2)) if (!inUse(v.dir)) fs.rmSync(v.dir, { recursive: true, force: true });
  return dir;
}

/** The vendored packages into `<tmp>/vendor/`, or copied from the same toolchain's earlier compile `base`. */
async function compileVendored(tmp, base) {
  const out = path.join(tmp, 'vendor');
  if (base && fs.existsSync(path.join(base, 'vendor', 'done'))) {
    try {
      fs.cpSync(path.join(base, 'vendor'), out, { recursive: true });
      return;
    } catch {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }
  const esbuild = await import('esbuild');
  const entry = async (pkg) => {
    const own = Object.keys(await import(pkg));
    const names = own.filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
    return `import * as ns from ${JSON.stringify(pkg)};\nexport const { ${names.join(', ')} } = ns;\n${own.includes('default') ? 'export default ns.default;\n' : ''}`;
  };
  const contents = new Map(await Promise.all(VENDORED.map(async (pkg) => [pkg, await entry(pkg)])));
  await esbuild.build({
    entryPoints: VENDORED.map((pkg) => ({ in: `vendored:${pkg}`, out: pkg })),
    outdir: out,
    splitting: true,
    ...NODE_MODULE,
    plugins: [
      {
        name: 'imdocs-vendored',
        setup(build) {
          build.onResolve({ filter: /^vendored:/ }, (args) => ({ path: args.path.slice('vendored:'.length), namespace: 'vendored' }));
          build.onLoad({ filter: /.*/, namespace: 'vendored' }, (args) => ({ contents: contents.get(args.path), resolveDir: repo, loader: 'js' }));
        },
      },
    ],
    // CommonJS code bundled into an ES module requires Node's built-in modules through Node.
    banner: { js: "import { createRequire as __imdocsCreateRequire } from 'node:module';\nconst require = __imdocsCreateRequire(import.meta.url);" },
  });
  fs.writeFileSync(path.join(out, 'done'), '');
}

/**
 * The compiled engines in `cacheDir`, newest first, each with what its `engine.json` says (if it can be read). A
 * version another command removes meanwhile is left out.
 */
function versions(cacheDir) {
  if (!fs.existsSync(cacheDir)) return [];
  const found = [];
  for (const f of fs.readdirSync(cacheDir)) {
    if (!f.startsWith('engine-') || f.includes('.tmp-')) continue;
    const dir = path.join(cacheDir, f);
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (!stat) continue;
    let record;
    try {
      record = JSON.parse(fs.readFileSync(path.join(dir, 'engine.json'), 'utf8'));
    } catch {
      /* gone meanwhile, or never finished */
    }
    found.push({ dir, t: stat.mtimeMs, record });
  }
  return found.sort((a, b) => b.t - a.t);
}

/**
 * The newest compiled engine in `cacheDir` made by this compiler from the same packages (`stamp`), if any. Each
 * source file is compiled on its own, so its JavaScript depends only on its text, its path and the toolchain: a
 * file that did not change is copied from there instead of compiled again (an edit of the theme during
 * `imdocs dev` compiles one file, not three hundred).
 */
function reusable(cacheDir, stamp) {
  return versions(cacheDir).find((v) => v.record?.stamp === stamp)?.dir;
}

/** Whether two files hold the same bytes (false if either is missing). */
function sameFile(a, b) {
  try {
    return fs.readFileSync(a).equals(fs.readFileSync(b));
  } catch {
    return false;
  }
}

/** Copies an earlier compile's output; false when it is gone (another command removed that version meanwhile). */
function reuse(from, to) {
  try {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    return true;
  } catch {
    return false;
  }
}

/** Whether a live process runs on the compiled engine `dir` (a marker of `markInUse` names its pid). */
function inUse(dir) {
  let pids;
  try {
    pids = fs.readdirSync(path.join(dir, 'in-use'));
  } catch {
    return false;
  }
  return pids.some((pid) => {
    try {
      process.kill(Number(pid), 0);
      return true;
    } catch (error) {
      // EPERM: alive, but another user's.
      return error.code === 'EPERM';
    }
  });
}

/**
 * Marks the compiled engine `dir` as used by this process until it exits or calls the function returned, so that
 * no other command removes it meanwhile (`imdocs dev` runs for hours; its main thread stays on the version it
 * started with while its render threads move to newer ones).
 */
export function markInUse(dir) {
  const marker = path.join(dir, 'in-use', String(process.pid));
  fs.mkdirSync(path.dirname(marker), { recursive: true });
  fs.writeFileSync(marker, '');
  const release = () => fs.rmSync(marker, { force: true });
  process.once('exit', release);
  return () => {
    process.off('exit', release);
    release();
  };
}

/**
 * The engine as the npm package ships it (`npm pack` runs this as `prepack`): compiled to JavaScript with source
 * maps, type declarations (tsc) and the sources beside them (the engine bundles the client runtime and reads the
 * styles from there), in `outDir` (dist/). bin/imdocs.mjs runs it as is when the package holds no `src/`: nothing
 * is compiled or hashed when a command starts. Its `engine.json` names no source folder and no compiler: the
 * engine is its own source (engine.ts), and `imdocs dev` has nothing of the engine to compile again.
 */
export async function compilePackage(outDir = path.join(repo, 'dist')) {
  const work = fs.mkdtempSync(path.join(path.dirname(outDir), '.imdocs-pack-'));
  try {
    const dir = await compiledEngine({ cacheDir: work, sourcemap: true });
    fs.rmSync(path.join(dir, 'in-use'), { recursive: true, force: true });
    const { version } = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'engine.json'), `${JSON.stringify({ packaged: version })}\n`);
    // Declarations of every module, beside its JavaScript; their imports name the `.js` files (whose `.d.ts`
    // TypeScript then reads), as in the JavaScript.
    const { spawnSync } = await import('node:child_process');
    const tsc = spawnSync(
      process.execPath,
      [path.join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', path.join(repo, 'tsconfig.package.json'), '--outDir', path.join(dir, 'src')],
      {
        encoding: 'utf8',
      },
    );
    if (tsc.status !== 0) throw new Error(`tsc could not write the type declarations:\n${tsc.stdout}${tsc.stderr}`);
    for (const rel of filesUnder(path.join(dir, 'src')).filter((f) => f.endsWith('.d.ts'))) {
      const file = path.join(dir, 'src', rel);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/((?:from|import)\s*\(?\s*['"]\.\.?\/[^'"]*?)\.tsx?(['"])/g, '$1.js$2'));
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.renameSync(dir, outDir);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

// `node bin/engine.mjs`: compiles the checkout's engine (npm's `prepare`, so the first command starts at once);
// `node bin/engine.mjs --package [dir]`: writes the package's engine (npm's `prepack`).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--package');
  if (i === -1) await compiledEngine();
  else await compilePackage(process.argv[i + 1] ? path.resolve(process.argv[i + 1]) : undefined);
}
