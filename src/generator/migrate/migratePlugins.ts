import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { versionOf } from './docusaurusVersion.ts';
import { pathToFileURL } from 'node:url';
import { VFile } from 'vfile';
import { PLUGIN_LISTS, type PluginListName } from '../../shared/siteConfig.ts';
import { importSiteFile } from '../content/loadSiteModule.ts';
import { esbuildApi } from '../esbuildApi.ts';
import { importsOf, reachedFiles } from './siteFiles.ts';
import { optionsCode } from './optionsCode.ts';

/**
 * `imdocs migrate` carries a Docusaurus site's remark and rehype plugins (`beforeDefaultRemarkPlugins`,
 * `remarkPlugins`, `beforeDefaultRehypePlugins`, `rehypePlugins` of each docs, blog and pages plugin) into
 * `site.config.ts` as code: each plugin function is traced to the module that exports it (a package, or a file
 * of the site, in the build — ESM or CommonJS — the config loaded), imported there by the new config, and listed
 * with its options written as code (optionsCode.ts: data, regular expressions, functions that stand alone). A
 * plugin that cannot be traced (written inside the config) or whose options cannot be written is listed as not
 * carried, with the pages it
 * changes.
 */

/** A content plugin of the Docusaurus site and where its pages go: `''` for the pages plugin, else a section id. */
export interface PluginInstance {
  scope: string;
  /** How notes name it: `docs plugin "default"`. */
  what: string;
  options: Record<string, unknown>;
  /** Its Markdown pages, site-relative (the pages a plugin may change). */
  pages: string[];
}

export interface CarriedPlugins {
  /** Plugin lists by scope, entries as code placeholders (see `placeholder`). */
  scopes: Record<string, Partial<Record<PluginListName, string[]>>>;
  /** Placeholder → code. */
  code: Map<string, string>;
  /** `import` lines of the new config. */
  imports: string[];
  /** Packages the new site needs for its plugins, with versions. */
  packages: Record<string, string>;
}

type Fn = (...args: unknown[]) => unknown;
interface Candidate {
  /** The specifier the new config imports it by. */
  spec: string;
  /** The package name, when it is one. */
  pkg?: string;
  /** Exports by access path from the module namespace (`default`, `default.remarkX`, `remarkX`). */
  exports: [string[], Fn][];
  local: boolean;
}

const isFn = (v: unknown): v is Fn => typeof v === 'function';

/** The functions a module namespace exports, by access path (CommonJS `module.exports` arrives as `default`). */
function exportedFunctions(ns: Record<string, unknown>): [string[], Fn][] {
  const out: [string[], Fn][] = [];
  for (const [key, value] of Object.entries(ns)) {
    if (isFn(value)) out.push([[key], value]);
    if (key === 'default' && value && (typeof value === 'object' || isFn(value)))
      for (const [inner, v] of Object.entries(value as Record<string, unknown>)) if (isFn(v)) out.push([['default', inner], v]);
  }
  return out;
}

const packageName = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The modules the config may take plugins from: packages and site files it imports, and those the site files it
 * imports import. A package is loaded as Node loads it for the config (same functions); a site file afresh.
 */
async function candidates(from: string, configRel: string, where: (rel: string) => string): Promise<Candidate[]> {
  const files = [configRel, ...reachedFiles(from, [configRel], (rel) => fs.readFileSync(path.join(from, rel), 'utf8'))];
  const out: Candidate[] = [];
  const seen = new Set<string>();
  for (const rel of files) {
    const file = path.join(from, rel);
    if (rel !== configRel && /\.[cm]?[jt]sx?$/.test(rel)) {
      try {
        const ns = (await importSiteFile(file)) as Record<string, unknown>;
        out.push({ spec: `./${where(rel)}`, exports: exportedFunctions(ns), local: true });
      } catch {
        // A file that does not load on its own exports no plugin we can name.
      }
    }
    for (const spec of importsOf(file, fs.readFileSync(file, 'utf8'))) {
      if (/^[./]|^@site\/|^node:/.test(spec) || seen.has(spec)) continue;
      seen.add(spec);
      // A package with both builds (`exports` with `import` and `require`) has two sets of functions; the config
      // holds the one its own way of loading gave it (the ESM build, as imdocs bundles configs as ES modules).
      const resolved = new Set([await importResolve(spec, path.dirname(file)), requireResolve(spec, file)].filter((r) => r !== undefined));
      for (const entry of resolved) {
        try {
          const ns = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
          out.push({ spec, pkg: packageName(spec), exports: exportedFunctions(ns), local: false });
        } catch {
          // Not a module Node loads: nothing to match.
        }
      }
    }
  }
  return out;
}

function requireResolve(spec: string, from: string): string | undefined {
  try {
    return createRequire(from).resolve(spec);
  } catch {
    return undefined;
  }
}

/** Where `import(spec)` from a module in `dir` leads (Node's `import` conditions, as esbuild resolves them for Node). */
async function importResolve(spec: string, dir: string): Promise<string | undefined> {
  let found: string | undefined;
  try {
    await (
      await esbuildApi()
    ).build({
      stdin: { contents: `import ${JSON.stringify(spec)};`, resolveDir: dir },
      bundle: true,
      write: false,
      platform: 'node',
      format: 'esm',
      logLevel: 'silent',
      plugins: [
        {
          name: 'imdocs-import-resolve',
          setup(build) {
            build.onResolve({ filter: /.*/ }, async (args) => {
              if (args.pluginData === 'inner') return undefined;
              const result = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'inner' });
              if (!result.errors.length) found = result.path;
              return { path: args.path, external: true };
            });
          },
        },
      ],
    });
  } catch {
    return undefined;
  }
  return found;
}

/** The module and access path of a plugin function: the same function for packages, the same source for site files. */
function trace(fn: Fn, all: Candidate[]): { candidate: Candidate; access: string[] } | undefined {
  for (const candidate of all)
    for (const [access, value] of candidate.exports) if (candidate.local ? String(value) === String(fn) : value === fn) return { candidate, access };
  return undefined;
}

/**
 * A plugin function that no module the config imports exports, found among the packages' files Node has loaded
 * (a preset that wraps the classic one adds plugins from its own files: `docusaurus-plugin-internaldocs-fb/…/
 * internLinks.js`), when the new config can import that file by the package's name.
 */
function traceLoaded(fn: Fn, configFile: string): { candidate: Candidate; access: string[] } | undefined {
  const require = createRequire(configFile);
  for (const [file, loaded] of Object.entries(require.cache)) {
    const m = /^(.*[\\/]node_modules[\\/])((?:@[^\\/]+[\\/])?[^@\\/][^\\/]*)[\\/](.+)$/.exec(file);
    if (!m || !loaded?.loaded) continue;
    const exports = exportedFunctions({ default: loaded.exports });
    const access = exports.find(([, value]) => value === fn)?.[0];
    if (!access) continue;
    const pkg = m[2].split(path.sep).join('/');
    const spec = `${pkg}/${m[3].split(path.sep).join('/')}`;
    try {
      if (require.resolve(spec) !== file) continue;
    } catch {
      continue; // the package's `exports` do not let the file be imported
    }
    return { candidate: { spec, pkg, exports, local: false }, access };
  }
  return undefined;
}

/** Absolute paths into the Docusaurus site's repository among option values (`resolve(__dirname, 'tsconfig.json')`). */
function absolutePaths(value: unknown, from: string): string[] {
  const root = path.dirname(path.resolve(from));
  if (typeof value === 'string') return path.isAbsolute(value) && value.startsWith(root + path.sep) && fs.existsSync(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap((v) => absolutePaths(v, from));
  return [];
}

const identifier = (spec: string) =>
  spec
    .replace(/\.[cm]?[jt]sx?$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part, i) => (i ? part[0].toUpperCase() + part.slice(1) : part.toLowerCase()))
    .join('')
    .replace(/^(\d)/, '_$1') || 'plugin';

/** Up to `max` names of `pages`, then how many more. */
export function pageList(pages: string[], max = 8): string {
  if (!pages.length) return 'no page';
  const shown = pages.slice(0, max).join(', ');
  return pages.length > max ? `${shown} and ${pages.length - max} more` : shown;
}

/**
 * The pages of `pages` a remark plugin changes (or fails on), found by running it on each page's Markdown tree;
 * for a rehype plugin, every page (its trees are made later than migrate looks).
 */
async function changedPages(list: PluginListName, entry: unknown, from: string, pages: string[]): Promise<string[]> {
  if (!/Remark/i.test(list)) return pages;
  const [fn, ...options] = Array.isArray(entry) ? entry : [entry];
  if (!isFn(fn)) return pages;
  const [{ createProcessor }, { default: remarkGfm }, { default: remarkDirective }, { unified }] = await Promise.all([
    import('@mdx-js/mdx'),
    import('remark-gfm'),
    import('remark-directive'),
    import('unified'),
  ]);
  const changed: string[] = [];
  for (const rel of pages) {
    const text = fs.readFileSync(path.join(from, rel), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    let tree: unknown;
    for (const format of ['mdx', 'md'] as const) {
      try {
        tree = createProcessor({ format, remarkPlugins: [remarkGfm, remarkDirective] }).parse(new VFile({ value: text, path: rel }));
        break;
      } catch {
        tree = undefined;
      }
    }
    if (!tree) continue;
    const before = JSON.stringify(tree);
    try {
      const after = await unified()
        .use(fn as never, ...options)
        .run(structuredClone(tree) as never, new VFile({ value: text, path: path.join(from, rel) }));
      if (JSON.stringify(after) !== before) changed.push(rel);
    } catch {
      changed.push(rel);
    }
  }
  return changed;
}

/**
 * The plugin lists of the instances for the new config. `where` maps a site file to its place in the new site
 * (the config's local plugins are copied there by migrate's import following).
 */
export async function carryPlugins(
  from: string,
  configFile: string,
  instances: PluginInstance[],
  where: (rel: string) => string,
  notes: string[],
): Promise<CarriedPlugins> {
  const result: CarriedPlugins = { scopes: {}, code: new Map(), imports: [], packages: {} };
  const listed = instances.some((i) => PLUGIN_LISTS.some((name) => Array.isArray(i.options[name]) && (i.options[name] as unknown[]).length));
  if (!listed) return result;
  const all = await candidates(from, path.relative(from, configFile).split(path.sep).join('/'), where);
  const bindings = new Map<string, string>();
  const names = new Set<string>();
  /** The expression of a traced plugin in the new config (an import added the first time). */
  const expressionOf = (candidate: Candidate, access: string[]) => {
    const byDefault = access.length === 1 && access[0] === 'default';
    // A site file's `module.exports.x` is imported by name (the config is bundled: esbuild gives CommonJS names).
    const named = candidate.local && access.length === 2 && access[0] === 'default' && /^[A-Za-z_$][\w$]*$/.test(access[1]) ? access[1] : undefined;
    if (named) {
      if (!bindings.has(`${candidate.spec}\0${named}`)) {
        bindings.set(`${candidate.spec}\0${named}`, named);
        names.add(named);
        result.imports.push(`import { ${named} } from ${JSON.stringify(candidate.spec)};`);
      }
      return named;
    }
    const key = `${candidate.spec}\0${byDefault ? 'default' : '*'}`;
    let name = bindings.get(key);
    if (!name) {
      const base = identifier(
        candidate.spec
          .replace(/\/index\.[cm]?[jt]sx?$/, '')
          .split('/')
          .pop()!,
      );
      name = base;
      for (let n = 2; names.has(name); n++) name = `${base}${n}`;
      names.add(name);
      bindings.set(key, name);
      result.imports.push(byDefault ? `import ${name} from ${JSON.stringify(candidate.spec)};` : `import * as ${name} from ${JSON.stringify(candidate.spec)};`);
      if (candidate.pkg) result.packages[candidate.pkg] = versionOf(from, candidate.pkg);
    }
    return byDefault
      ? name
      : [name, ...access].map((part, i) => (i === 0 ? part : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`)).join('');
  };
  for (const instance of instances) {
    const lists: Partial<Record<PluginListName, string[]>> = {};
    for (const list of PLUGIN_LISTS) {
      const entries = instance.options[list];
      if (!Array.isArray(entries)) continue;
      const carried: string[] = [];
      for (const [index, entry] of entries.entries()) {
        const [fn, ...options] = Array.isArray(entry) ? entry : [entry];
        const label = `${instance.what}: ${list}[${index}] (${(isFn(fn) && fn.name) || 'anonymous'})`;
        const traced = isFn(fn) ? (trace(fn, all) ?? traceLoaded(fn, configFile)) : undefined;
        const written = optionsCode(options);
        const why = !isFn(fn)
          ? 'not a plugin function'
          : !traced
            ? 'written inside the config, not exported by a module imdocs can import; move it to a file of the site and import it'
            : 'why' in written
              ? `its options cannot be written in the new config: ${written.why}`
              : undefined;
        if (why || 'why' in written) {
          const pages = await changedPages(list, entry, from, instance.pages);
          notes.push(`${label}: not carried (${why}); it changes ${pages.length} page(s): ${pageList(pages)}`);
          continue;
        }
        const expression = expressionOf(traced!.candidate, traced!.access);
        const code = options.length ? `[${expression}, ${written.code.slice(1, -1)}]` : expression;
        for (const file of absolutePaths(options, from))
          notes.push(`${label}: an option names ${file} by its absolute path; kept as is (the new site reads it from the Docusaurus checkout)`);
        const token = `__imdocs_code_${result.code.size}__`;
        result.code.set(token, code);
        carried.push(token);
      }
      if (carried.length) lists[list] = carried;
    }
    result.scopes[instance.scope] = lists;
  }
  return result;
}

/** Whether two scopes list the same plugins (the same code, in the same order). */
export function sameLists(
  a: Partial<Record<PluginListName, string[]>> | undefined,
  b: Partial<Record<PluginListName, string[]>> | undefined,
  code: Map<string, string>,
) {
  const text = (lists: Partial<Record<PluginListName, string[]>> | undefined) =>
    JSON.stringify(PLUGIN_LISTS.map((name) => (lists?.[name] ?? []).map((token) => code.get(token))));
  return text(a) === text(b);
}

/** `JSON.stringify` of the new config with each placeholder replaced by its code. */
export function withCode(json: string, code: Map<string, string>): string {
  return json.replace(/"(__imdocs_code_\d+__)"/g, (whole, token: string) => code.get(token) ?? whole);
}

/** Site files a Markdown glob finds under `dir` (site-relative), for `PluginInstance.pages`. */
export function markdownPages(from: string, dirs: string[], glob: (cwd: string) => string[]): string[] {
  return dirs.flatMap((dir) => (fs.existsSync(path.join(from, dir)) ? glob(path.join(from, dir)).map((rel) => path.posix.join(dir, rel)) : [])).sort();
}
