import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const themeDir = fileURLToPath(new URL('../../theme/', import.meta.url));

export interface ClientAssets {
  /** URL of the runtime entry (the only script a page references). */
  runtime: string;
  css: string;
  /** Every emitted file (URL → bytes), for budgets and the manifest. */
  files: { url: string; bytes: number }[];
}

/**
 * Bundles the client runtime (no React) and the React islands it imports on demand (code-split,
 * content-hashed), plus the theme's CSS, into `<outDir>/assets/`.
 */
export async function bundleClient(outDir: string, opts: { minify?: boolean; define?: Record<string, string> } = {}): Promise<ClientAssets> {
  const assetsDir = path.join(outDir, 'assets');
  const minify = opts.minify ?? true;
  const [js, css] = await Promise.all([
    esbuild.build({
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
      write: true,
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"', ...opts.define },
      legalComments: 'none',
      logLevel: 'silent',
    }),
    esbuild.build({
      entryPoints: { site: path.join(themeDir, 'styles', 'index.css') },
      bundle: true,
      outdir: assetsDir,
      entryNames: '[name].[hash]',
      minify,
      metafile: true,
      write: true,
      logLevel: 'silent',
      loader: { '.svg': 'dataurl' },
    }),
  ]);
  const files: ClientAssets['files'] = [];
  let runtime = '';
  let cssUrl = '';
  for (const [file, info] of Object.entries({ ...js.metafile.outputs, ...css.metafile.outputs })) {
    const url = `/${path.relative(outDir, path.resolve(file)).split(path.sep).join('/')}`;
    files.push({ url, bytes: info.bytes });
    if (info.entryPoint?.endsWith('runtime.ts')) runtime = url;
    if (info.entryPoint?.endsWith('index.css') && url.endsWith('.css')) cssUrl = url;
  }
  return { runtime, css: cssUrl, files };
}
