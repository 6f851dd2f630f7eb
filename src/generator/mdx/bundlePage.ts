import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileSiteSass } from '../client/siteSass.ts';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { esbuildApi } from '../esbuildApi.ts';
import fg from 'fast-glob';
import { compileCached, type CompileCache, type CompileInput } from './compileMdx.ts';
import { markdownFormatOf } from './compileInput.ts';
import type { PluginsRef } from './sitePlugins.ts';
import { ENGINE_VERSION, depsUnchanged, stampOf } from './engineVersion.ts';
import { THEME_FILES, themeModuleSource, missingThemeModule, siteThemeFile } from './themeModules.ts';
import { RESOLVE_EXTENSIONS } from './resolveModule.ts';
import { parseFrontmatter } from '../content/frontmatter.ts';
import { outsideSiteImport } from '../content/siteFiles.ts';
import { engineModule, runningEngine } from '../engine.ts';
import { REQUIRE_BANNER } from '../content/loadSiteModule.ts';
import { hashedAssetUrl, resolveStylesheetUrls, writeAtomic, writePageStylesheet, type BundleAsset } from './pageAssets.ts';
import { svgComponentModule } from './svgComponent.ts';
import { asBundleError } from './bundleErrors.ts';

/**
 * Pages that import files (relative partials, `@site/…`, npm packages, JSON, images) are bundled with esbuild
 * for the server render: one ES module per page, written to the cache folder and imported. React, the theme and
 * every `@theme/…`/`@docusaurus/…` module stay external (the renderer's own instances); `.md`/`.mdx` imports are
 * compiled with the page pipeline; an imported image becomes the URL of its hashed copy in the build. A bundle is
 * reused while the page, the format and every file it read are unchanged.
 */

export type { BundleAsset };

export interface PageBundle {
  module: Record<string, unknown>;
  /** Every file the bundle read (absolute path → content stamp): the page cache checks them. */
  deps: Record<string, string>;
  /** Images imported by the page's modules (and their stylesheet), to copy into the build. */
  assets: BundleAsset[];
  /** URL of the stylesheet of the CSS the page's modules import, linked by the page. */
  stylesheet?: string;
  warnings: string[];
}

interface Manifest {
  key: string;
  out: string;
  /** URL of the stylesheet of the CSS the bundle's modules import (`stylesheet`). */
  stylesheet?: string;
  deps: Record<string, string>;
  assets: BundleAsset[];
  warnings: string[];
}

export interface BundlerOptions {
  siteDir: string;
  /** Folder for bundles and manifests (a temporary folder when the build has no cache). */
  cacheDir?: string;
  markdownFormat: 'mdx' | 'md' | 'detect';
  /** How code blocks are read: `markdown.defaultCodeLanguage` and `markdown.magicComments` (see `codeBlockInput`). */
  codeBlocks?: Pick<CompileInput, 'defaultCodeLanguage' | 'magicComments'>;
  /** The site plugins a partial is compiled with (see `sitePluginsRef`). */
  pluginsOf?: (file: string) => PluginsRef | undefined;
  /** The key of the site's plugins (`SitePlugins.key`): the partials a bundle holds depend on them. */
  pluginsKey?: string;
  compileCache?: CompileCache;
  /** Globs (relative to the site) of component modules that are also mounted in the browser (`markdown.islands`). */
  islands?: string[];
}

const engineRequire = createRequire(import.meta.url);
const RAW_LOADER = /^!*raw-loader!/;
const IMAGE = /\.(png|jpe?g|gif|svg|webp|avif|ico|bmp)$/i;

/** Browsers the island scripts are built for (as the client runtime). */
const BROWSER_TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];

export class PageBundler {
  private readonly dir: string;
  private islandFiles?: Set<string>;

  constructor(private readonly opts: BundlerOptions) {
    this.dir = opts.cacheDir ?? path.join(os.tmpdir(), `imdocs-bundles-${process.pid}`);
    fs.mkdirSync(this.dir, { recursive: true });
  }

  /** Bundles an MDX page from its compiled program (`code`): the entry is the page file itself. */
  async page(file: string, code: string, keyParts: string): Promise<PageBundle> {
    return this.bundle(file, keyParts, { stdin: { contents: code, sourcefile: file, resolveDir: path.dirname(file), loader: 'js' } });
  }

  /** Bundles a module of the site (the MDX components registry). */
  async module(file: string): Promise<PageBundle> {
    return this.bundle(file, 'module', { entryPoints: [file] });
  }

  private async bundle(file: string, keyParts: string, entry: Pick<esbuild.BuildOptions, 'stdin' | 'entryPoints'>): Promise<PageBundle> {
    // A bundle imports the running engine's modules by path (the compiled engine's or the sources').
    const key = crypto
      .createHash('sha1')
      .update(ENGINE_VERSION)
      .update('\0')
      .update(runningEngine)
      .update('\0')
      .update(this.opts.markdownFormat)
      .update('\0')
      .update(JSON.stringify(this.opts.codeBlocks ?? {}))
      .update('\0')
      .update(this.opts.pluginsKey ?? '')
      .update('\0')
      .update(keyParts)
      .digest('hex');
    const manifestFile = path.join(this.dir, `${crypto.createHash('sha1').update(file).digest('hex')}.json`);
    let manifest: Manifest | undefined;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
      if (manifest.key !== key || !fs.existsSync(path.join(this.dir, manifest.out)) || !depsUnchanged(manifest.deps)) manifest = undefined;
    } catch {
      manifest = undefined;
    }
    if (!manifest) {
      manifest = await this.build(file, key, entry);
      writeAtomic(manifestFile, JSON.stringify(manifest));
    }
    const module = (await import(pathToFileURL(path.join(this.dir, manifest.out)).href)) as Record<string, unknown>;
    return {
      module,
      deps: manifest.deps,
      assets: manifest.assets,
      warnings: manifest.warnings,
      ...(manifest.stylesheet ? { stylesheet: manifest.stylesheet } : {}),
    };
  }

  private async build(file: string, key: string, entry: Pick<esbuild.BuildOptions, 'stdin' | 'entryPoints'>): Promise<Manifest> {
    const assets: BundleAsset[] = [];
    const warnings: string[] = [];
    const deps: Record<string, string> = {};
    let result: esbuild.BuildResult<{ metafile: true; write: false }>;
    try {
      result = await (
        await esbuildApi()
      ).build({
        ...entry,
        absWorkingDir: this.opts.siteDir,
        bundle: true,
        write: false,
        metafile: true,
        format: 'esm',
        platform: 'node',
        target: 'node20',
        jsx: 'automatic',
        loader: { '.js': 'jsx' },
        // Extensionless imports resolve as webpack resolves them in a Docusaurus site.
        resolveExtensions: RESOLVE_EXTENSIONS,
        logLevel: 'silent',
        legalComments: 'none',
        // Stack traces of a component that throws then name the site's file and line (Node applies inline maps).
        // The map's paths are relative to the output, written next to `outfile` (in the same folder).
        sourcemap: 'inline',
        sourcesContent: false,
        outfile: path.join(this.dir, 'bundle.mjs'),
        // CommonJS packages bundled into an ES module `require` the externals (React) through Node.
        banner: { js: REQUIRE_BANNER },
        plugins: [this.plugin(assets, warnings, deps)],
      });
    } catch (error) {
      throw asBundleError(error, file, this.opts.siteDir);
    }
    const js = result.outputFiles.find((f) => f.path.endsWith('.mjs'))!.text;
    const out = `${crypto.createHash('sha1').update(js).digest('hex')}.mjs`;
    writeAtomic(path.join(this.dir, out), js);
    const stylesheet = writePageStylesheet(this.dir, result.outputFiles.find((f) => f.path.endsWith('.css'))?.text);
    if (stylesheet) assets.push(stylesheet);
    this.addDeps(deps, result.metafile);
    if (entry.entryPoints) deps[file] = stampOf(file);
    return { key, out, deps, assets, warnings, ...(stylesheet ? { stylesheet: stylesheet.url } : {}) };
  }

  private addDeps(deps: Record<string, string>, metafile: esbuild.Metafile): void {
    for (const input of Object.keys(metafile.inputs)) {
      if (input === '<stdin>' || /^[a-z-]+:/.test(input)) continue;
      const abs = path.resolve(this.opts.siteDir, input);
      deps[abs] = stampOf(abs);
    }
  }

  private isIsland(file: string): boolean {
    this.islandFiles ??= new Set(fg.sync(this.opts.islands ?? [], { cwd: this.opts.siteDir, absolute: true }).map((f) => fs.realpathSync(f)));
    return this.islandFiles.has(file);
  }

  /**
   * `@site/…` and relative imports, kept inside the site (code in installed packages resolves as usual). For the
   * server render, the engine's own files stay the renderer's instances; a browser bundle (`server` false)
   * bundles them like any other file.
   */
  private resolveSiteImports(build: esbuild.PluginBuild, server = true): void {
    const { siteDir } = this.opts;
    const insideSite = (target: string, spec: string, importer: string) => outsideSiteImport(siteDir, target, spec, importer);
    const inNodeModules = (file: string) => file.split(path.sep).includes('node_modules');
    build.onResolve({ filter: /^@site\// }, async (args) => {
      const resolved = await build.resolve(`./${args.path.slice('@site/'.length)}`, {
        resolveDir: siteDir,
        kind: args.kind,
        importer: args.importer,
        pluginData: { checked: true },
      });
      if (resolved.errors.length) return { errors: [{ text: `Could not resolve "${args.path}" (no such file in the site)` }] };
      return insideSite(resolved.path, args.path, args.importer) ?? { path: resolved.path };
    });
    build.onResolve({ filter: /^(\.\.?(\/|$)|\/)/ }, async (args) => {
      // The engine's own modules (the theme modules of `@theme/…`, or a page importing the theme by path) stay
      // the renderer's instances, wherever the engine sits: they are the code that runs the build, as when TSX
      // pages loaded through tsx. Any other file outside the site is refused below.
      const engine = server && path.isAbsolute(args.path) ? engineModule(args.path) : undefined;
      if (engine) return { path: engine, external: true };
      if (args.pluginData?.checked || (args.importer && inNodeModules(args.importer))) return undefined;
      const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { checked: true } });
      if (resolved.errors.length) return { errors: resolved.errors };
      if (resolved.external) return resolved;
      const own = server ? engineModule(resolved.path) : undefined;
      if (own) return { path: own, external: true };
      return insideSite(resolved.path, args.path, args.importer) ?? { path: resolved.path };
    });
  }

  /**
   * The browser script of an island: the component with React, bundled on its own and content-hashed, exporting
   * `mount(el, props)` for the client runtime (`src/theme/client/islands.ts`).
   */
  private async islandScript(file: string, deps: Record<string, string>): Promise<BundleAsset> {
    const name = path.basename(file).replace(/\.[^.]+$/, '');
    const entry =
      `import C from ${JSON.stringify(file)};\nimport { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\n` +
      'export function mount(el, props) {\n  const root = createRoot(el);\n  root.render(createElement(C, props));\n  return () => root.unmount();\n}\n';
    const result = await (
      await esbuildApi()
    ).build({
      stdin: { contents: entry, resolveDir: this.opts.siteDir, sourcefile: `${name}.island.js`, loader: 'js' },
      absWorkingDir: this.opts.siteDir,
      bundle: true,
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'browser',
      target: BROWSER_TARGET,
      minify: true,
      jsx: 'automatic',
      loader: { '.js': 'jsx' },
      logLevel: 'silent',
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'imdocs-island',
          setup: (build) => {
            // The engine's React, whether or not the site installed one.
            build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: engineRequire.resolve(args.path) }));
            build.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, (args) => ({
              errors: [{ text: `"${args.path}" is not available in an island (islands run in the browser; the theme's components render at build time only)` }],
            }));
            this.resolveSiteImports(build, false);
          },
        },
      ],
    });
    this.addDeps(deps, result.metafile);
    const js = result.outputFiles[0].contents;
    const hashed = `${name}.${crypto.createHash('sha1').update(js).digest('hex').slice(0, 10)}.js`;
    const out = path.join(this.dir, 'islands', hashed);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    writeAtomic(out, js);
    return { file: out, url: `/assets/islands/${hashed}` };
  }

  private plugin(assets: BundleAsset[], warnings: string[], deps: Record<string, string>): esbuild.Plugin {
    const { siteDir } = this.opts;
    return {
      name: 'imdocs-page',
      setup: (build) => {
        resolveStylesheetUrls(build, assets, deps);
        // The renderer's React (one instance: hooks and contexts must be shared).
        build.onResolve({ filter: /^react(-dom)?(\/.*)?$/ }, (args) => ({ path: engineRequire.resolve(args.path), external: true }));
        build.onResolve({ filter: /^@(theme|theme-original|docusaurus)\// }, (args) => {
          if (themeModuleSource(args.path) !== undefined) return { path: args.path, namespace: 'imdocs-theme' };
          // A component of the site's own theme (`src/theme/Callout.jsx` is `@theme/Callout`), as Docusaurus resolves it.
          const own = args.path.startsWith('@theme/') ? siteThemeFile(siteDir, args.path) : undefined;
          return own ? { path: own } : { errors: [{ text: missingThemeModule(args.path) }] };
        });
        build.onLoad({ filter: /.*/, namespace: 'imdocs-theme' }, (args) => ({ contents: themeModuleSource(args.path)!, loader: 'js', resolveDir: siteDir }));
        // `!!raw-loader!./snippet.ts` (webpack's raw-loader, common in Docusaurus sites): the file's text.
        build.onResolve({ filter: RAW_LOADER }, async (args) => {
          const resolved = await build.resolve(args.path.replace(RAW_LOADER, ''), { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer });
          return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: 'imdocs-raw' };
        });
        build.onLoad({ filter: /.*/, namespace: 'imdocs-raw' }, (args) => {
          deps[args.path] = stampOf(args.path);
          return { contents: `export default ${JSON.stringify(fs.readFileSync(args.path, 'utf8'))};`, loader: 'js' };
        });
        // An SVG that code or an MDX `import` asks for is a component, as SVGR makes it in Docusaurus (svgComponent.ts);
        // before the site-import checks, which it runs through (they would claim `@site/…` first).
        build.onResolve({ filter: /\.svg$/i }, async (args) => {
          // The inner lookups (this one's, and the site-import checks': `checked`) resolve the file as usual.
          if (args.pluginData?.svg || args.pluginData?.checked || !/\.(m?[jt]sx?|cjs|mdx?)$/i.test(args.importer)) return undefined;
          const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: { svg: true } });
          return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: 'imdocs-svg' };
        });
        build.onLoad({ filter: /.*/, namespace: 'imdocs-svg' }, (args) => {
          const url = hashedAssetUrl(args.path);
          assets.push({ file: args.path, url });
          deps[args.path] = stampOf(args.path);
          return { contents: svgComponentModule(fs.readFileSync(args.path, 'utf8'), url), loader: 'js', resolveDir: siteDir };
        });
        this.resolveSiteImports(build);
        // An island: the component as usual for the server render, wrapped to name its browser script.
        build.onLoad({ filter: /\.[cm]?[jt]sx?$/, namespace: 'file' }, async (args) => {
          if (!this.isIsland(args.path)) return undefined;
          const script = await this.islandScript(args.path, deps);
          assets.push(script);
          const impl = JSON.stringify(`imdocs-island-impl:${args.path}`);
          const name = path.basename(args.path).replace(/\.[^.]+$/, '');
          return {
            contents:
              `import Impl from ${impl};\nimport { asIsland } from ${JSON.stringify(THEME_FILES.island)};\nexport * from ${impl};\n` +
              `export default asIsland(Impl, ${JSON.stringify(script.url)}, ${JSON.stringify(name)});\n`,
            loader: 'js',
            resolveDir: path.dirname(args.path),
          };
        });
        build.onResolve({ filter: /^imdocs-island-impl:/ }, (args) => ({
          path: args.path.slice('imdocs-island-impl:'.length),
          namespace: 'imdocs-island-impl',
        }));
        build.onLoad({ filter: /.*/, namespace: 'imdocs-island-impl' }, (args) => ({
          contents: fs.readFileSync(args.path),
          resolveDir: path.dirname(args.path),
          loader: /\.tsx$/.test(args.path) ? 'tsx' : /\.ts$/.test(args.path) ? 'ts' : 'jsx',
        }));
        build.onLoad({ filter: /\.mdx?$/i }, async (args) => {
          try {
            const source = fs.readFileSync(args.path, 'utf8');
            const { body, bodyLine } = parseFrontmatter(source, args.path);
            const compiled = await compileCached(
              {
                source,
                body,
                bodyLine,
                file: args.path,
                format: markdownFormatOf(this.opts.markdownFormat, args.path),
                output: 'program',
                providerImportSource: THEME_FILES.provider,
                ...this.opts.codeBlocks,
                plugins: this.opts.pluginsOf?.(args.path),
              },
              this.opts.compileCache,
            );
            // The partial resolves its own relative links and images.
            const code =
              compiled.code.replace('export default function MDXContent(', 'function MDXContent(') +
              `\nimport { withSourceFile as __withSourceFile } from ${JSON.stringify(THEME_FILES.provider)};\nexport default __withSourceFile(MDXContent, ${JSON.stringify(args.path)});\n`;
            return { contents: code, loader: 'js', resolveDir: path.dirname(args.path) };
          } catch (error) {
            return { errors: [{ text: (error as Error).message, detail: error }] };
          }
        });
        build.onLoad({ filter: IMAGE }, (args) => {
          const url = hashedAssetUrl(args.path);
          assets.push({ file: args.path, url });
          return { contents: `export default ${JSON.stringify(url)};`, loader: 'js' };
        });
        // CSS is bundled by esbuild (`.module.css` as CSS modules: class names made unique); Sass is compiled with
        // the site's own sass package when it has one; Less is not compiled.
        build.onLoad({ filter: /\.(scss|sass|less)$/i }, (args) => {
          const compiled = /\.less$/i.test(args.path) ? undefined : compileSiteSass(args.path, siteDir);
          // The partials Sass read (`@use 'tokens'` → `_tokens.scss`) are the page's too: esbuild never sees them.
          if (compiled && 'watchFiles' in compiled) for (const read of compiled.watchFiles) deps[read] = stampOf(read);
          if (compiled) return compiled;
          warnings.push(
            `${path.relative(siteDir, args.path)}: a Sass or Less stylesheet imported by a page is not applied (imdocs bundles CSS, it does not compile Sass or Less); CSS-module class names are kept as written`,
          );
          return {
            contents: /\.module\.(scss|sass|less)$/i.test(args.path) ? 'export default new Proxy({}, { get: (_, name) => String(name) });' : '',
            loader: 'js',
          };
        });
      },
    };
  }
}
