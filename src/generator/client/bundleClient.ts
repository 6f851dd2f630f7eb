import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { compileSiteSass } from './siteSass.ts';
import type { Loader, Message } from 'esbuild';
import { esbuildApi } from '../esbuildApi.ts';
import { askParent, isContained } from '../contained/host.ts';
import { depsUnchanged, stampOf } from '../mdx/engineVersion.ts';
import { restoreTree, storeFile, type FileStamp } from '../build/linkedFiles.ts';
import { engineSources } from '../engine.ts';
import { UserError } from '../errors.ts';
import { outsideSiteImport } from '../content/siteFiles.ts';

const themeDir = path.join(engineSources, 'theme');

export interface ClientAssets {
  /** URL of the runtime entry (the only script a page references). */
  runtime: string;
  css: string;
  /** URL of the site's own stylesheet (`customCss`), linked after the theme's; absent when the site has none. */
  customCss?: string;
  /** Every file the site's stylesheet was made from (absolute; Sass partials included): `imdocs dev` watches them. */
  customCssInputs?: string[];
  /** Every emitted file (URL → bytes), for budgets and the manifest. */
  files: { url: string; bytes: number }[];
}

interface BundleOptions {
  minify?: boolean;
  define?: Record<string, string>;
  /** The site's `customCss` files (absolute paths), bundled into one stylesheet with the files they reference. */
  customCss?: string[];
  /** The site folder, required with `customCss`: what the stylesheets import must stay inside it. */
  siteDir?: string;
}

/** Files a stylesheet may reference with `url()`: copied into the build, hashed. */
const CSS_FILES: Record<string, Loader> = Object.fromEntries(
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.svg', '.woff', '.woff2', '.ttf', '.otf', '.eot'].map((ext) => [ext, 'file']),
);

/** What the cache keeps of a bundle: its inputs' stamps, its files' stamps and the assets it described. */
interface StoredBundle {
  inputs: Record<string, string>;
  stamps: Record<string, FileStamp>;
  assets: ClientAssets;
}

/**
 * Bundles the client runtime (no React) and the React islands it imports on demand (code-split,
 * content-hashed), plus the theme's CSS, into `<outDir>/assets/`. With a cache folder, a bundle whose every
 * input (theme sources, React, CSS, icons) is unchanged is restored from the cache instead of bundled again
 * (~0.1 s of every warm build and dev start).
 */
export async function bundleClient(outDir: string, opts: BundleOptions = {}, cacheDir?: string): Promise<ClientAssets> {
  // A contained build has its parent bundle the theme with esbuild's native binary (contained/host.ts).
  if (isContained() && !opts.define && opts.minify !== false && !opts.customCss?.length) return askParent<ClientAssets>({ type: 'client', outDir, cacheDir });
  if (!cacheDir) return (await bundle(outDir, opts)).assets;
  const { version } = await esbuildApi();
  const key = crypto
    .createHash('sha1')
    .update(JSON.stringify([opts.minify ?? true, opts.define ?? {}, opts.customCss ?? [], version]))
    .digest('hex');
  const dir = path.join(cacheDir, 'client', key);
  const manifest = path.join(dir, 'bundle.json');
  try {
    const stored = JSON.parse(fs.readFileSync(manifest, 'utf8')) as StoredBundle;
    if (depsUnchanged(stored.inputs) && restoreTree(path.join(dir, 'files'), outDir, stored.stamps)) return stored.assets;
  } catch {
    /* nothing stored yet */
  }
  const { assets, inputs } = await bundle(outDir, opts);
  fs.rmSync(dir, { recursive: true, force: true });
  const stamps: Record<string, FileStamp> = {};
  for (const { url } of assets.files) {
    const rel = url.slice(1);
    stamps[rel] = storeFile(path.join(outDir, rel), path.join(dir, 'files', rel));
  }
  const stored: StoredBundle = { inputs: Object.fromEntries(inputs.map((f) => [f, stampOf(f)])), stamps, assets };
  fs.writeFileSync(manifest, JSON.stringify(stored));
  return assets;
}

/**
 * Stops esbuild's service process (~32 MB), which otherwise lives until the process exits. For `imdocs build`,
 * once the client is bundled: the service is started again by the next bundle, if a page needs one.
 */
export const stopBundler = async (): Promise<void> => (await esbuildApi()).stop();

async function bundle(outDir: string, opts: BundleOptions): Promise<{ assets: ClientAssets; inputs: string[] }> {
  const assetsDir = path.join(outDir, 'assets');
  const minify = opts.minify ?? true;
  const esbuild = await esbuildApi();
  const sassInputs: string[] = [];
  const siteDir = opts.siteDir ?? '';
  if (opts.customCss?.length && !siteDir) throw new Error('bundleClient: customCss needs the site folder (siteDir)');
  // Written here rather than by esbuild (`write: false`): the WebAssembly esbuild of a contained build cannot write.
  const [js, css, custom] = await Promise.all([
    esbuild.build({
      absWorkingDir: process.cwd(),
      entryPoints: { runtime: path.join(themeDir, 'client', 'runtime.ts') },
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      outdir: assetsDir,
      entryNames: '[name].[hash]',
      chunkNames: 'chunks/[name].[hash]',
      minify,
      metafile: true,
      write: false,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"', ...opts.define },
      legalComments: 'none',
      logLevel: 'silent',
    }),
    esbuild.build({
      absWorkingDir: process.cwd(),
      entryPoints: { site: path.join(themeDir, 'styles', 'index.css') },
      bundle: true,
      outdir: assetsDir,
      entryNames: '[name].[hash]',
      minify,
      metafile: true,
      write: false,
      logLevel: 'silent',
      loader: { '.svg': 'dataurl' },
    }),
    opts.customCss?.length
      ? esbuild
          .build({
            stdin: {
              contents: opts.customCss.map((file) => `@import ${JSON.stringify(file)};`).join('\n'),
              loader: 'css',
              resolveDir: path.dirname(opts.customCss[0]),
            },
            bundle: true,
            outfile: path.join(assetsDir, 'custom.css'),
            assetNames: 'site/[name].[hash]',
            minify,
            metafile: true,
            write: false,
            logLevel: 'silent',
            loader: CSS_FILES,
            // `url(/img/x.png)` names a file of static/, served at that path.
            plugins: [
              {
                name: 'imdocs-static-urls',
                setup: (b) => b.onResolve({ filter: /^\// }, (args) => (args.kind === 'url-token' ? { path: args.path, external: true } : undefined)),
              },
              {
                // `@import` and `url()` of the site's stylesheets stay inside the site (packages resolve as usual).
                name: 'imdocs-inside-site',
                setup: (b) =>
                  b.onResolve({ filter: /^(\.\.?(\/|$)|\/)/ }, async (args) => {
                    if (args.pluginData?.checked || args.importer === '<stdin>' || args.importer.split(path.sep).includes('node_modules')) return undefined;
                    const resolved = await b.resolve(args.path, {
                      resolveDir: args.resolveDir,
                      kind: args.kind,
                      importer: args.importer,
                      pluginData: { checked: true },
                    });
                    if (resolved.errors.length || resolved.external) return resolved.errors.length ? { errors: resolved.errors } : resolved;
                    return outsideSiteImport(siteDir, resolved.path, args.path, args.importer) ?? { path: resolved.path };
                  }),
              },
              {
                // `custom.scss` (docusaurus-plugin-sass): compiled with the site's own sass package.
                name: 'imdocs-site-sass',
                setup: (b) =>
                  b.onLoad({ filter: /\.s[ac]ss$/i }, (args) => {
                    const compiled = compileSiteSass(args.path, siteDir);
                    if (compiled && 'watchFiles' in compiled) sassInputs.push(...compiled.watchFiles);
                    return (
                      compiled ?? {
                        errors: [{ text: `${path.basename(args.path)} is Sass, and the site has no sass package to compile it: npm install sass` }],
                      }
                    );
                  }),
              },
            ],
          })
          .catch((error: { errors?: Message[] }) => {
            // A mistake in the site's stylesheet (or a file it names that does not exist): one sentence at its place.
            const first = error.errors?.[0];
            if (!first) throw error;
            throw new UserError(`customCss: ${first.text}`, {
              location: first.location ? { file: path.resolve(first.location.file), line: first.location.line, column: first.location.column + 1 } : undefined,
            });
          })
      : undefined,
  ]);
  for (const out of [...js.outputFiles, ...css.outputFiles]) {
    try {
      fs.mkdirSync(path.dirname(out.path), { recursive: true });
      fs.writeFileSync(out.path, out.contents);
    } catch (error) {
      // A failed write names no file (a full disk): the file is said (systemError), as esbuild's own write said it.
      (error as NodeJS.ErrnoException).path ??= out.path;
      throw error;
    }
  }
  const files: ClientAssets['files'] = [];
  let runtime = '';
  let cssUrl = '';
  let customCss: string | undefined;
  // The site's stylesheet is named by its content, like the theme's.
  for (const output of custom?.outputFiles ?? []) {
    const file = output.path.endsWith('custom.css')
      ? path.join(assetsDir, `custom.${crypto.createHash('sha1').update(output.contents).digest('hex').slice(0, 8)}.css`)
      : output.path;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, output.contents);
    const url = `/${path.relative(outDir, file).split(path.sep).join('/')}`;
    files.push({ url, bytes: output.contents.byteLength });
    if (file.endsWith('.css')) customCss = url;
  }
  for (const [file, info] of Object.entries({ ...js.metafile.outputs, ...css.metafile.outputs })) {
    const url = `/${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
    files.push({ url, bytes: info.bytes });
    if (info.entryPoint?.endsWith('runtime.ts')) runtime = url;
    if (info.entryPoint?.endsWith('index.css') && url.endsWith('.css')) cssUrl = url;
  }
  // Every file esbuild read (paths relative to the working folder), for the cache's stamps.
  const inputs = Object.keys({ ...js.metafile.inputs, ...css.metafile.inputs, ...custom?.metafile.inputs })
    .filter((f) => f !== '<stdin>')
    .map((f) => path.resolve(f));
  const customCssInputs = [
    ...new Set([...Object.keys(custom?.metafile.inputs ?? {}).filter((f) => f !== '<stdin>' && !f.includes(':')), ...sassInputs].map((f) => path.resolve(f))),
  ];
  return { assets: { runtime, css: cssUrl, ...(customCss ? { customCss, customCssInputs } : {}), files }, inputs: [...new Set([...inputs, ...sassInputs])] };
}
