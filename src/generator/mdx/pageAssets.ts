import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type * as esbuild from 'esbuild';
import { stampOf } from './engineVersion.ts';

/** Files a page bundle adds to the build: imported images, the files its CSS names, and its stylesheet. */

export interface BundleAsset {
  file: string;
  url: string;
}

/** Render workers share the folder: a file appears whole or not at all (written aside, then renamed). */
export function writeAtomic(file: string, data: string | Uint8Array): void {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/** The URL of a file copied into the build, named by its content: `/assets/img/<name>.<hash><ext>`. */
export function hashedAssetUrl(file: string): string {
  const ext = path.extname(file);
  return `/assets/img/${path.basename(file, ext)}.${crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex').slice(0, 10)}${ext}`;
}

/** A file a stylesheet names with `url()` (an image, a font): copied into the build under its hashed name. */
export function resolveStylesheetUrls(build: esbuild.PluginBuild, assets: BundleAsset[], deps: Record<string, string>): void {
  build.onResolve({ filter: /.*/ }, async (args) => {
    if (args.kind !== 'url-token' || args.pluginData?.asset) return undefined;
    // A URL, or a path of static/ (`/img/x.png`), served as written.
    if (/^([a-z]+:|#|\/)/i.test(args.path)) return { path: args.path, external: true };
    const resolved = await build.resolve(args.path.replace(/[?#].*$/, ''), {
      resolveDir: args.resolveDir,
      kind: args.kind,
      importer: args.importer,
      pluginData: { asset: true },
    });
    if (resolved.errors.length) return { errors: resolved.errors };
    const url = hashedAssetUrl(resolved.path);
    assets.push({ file: resolved.path, url });
    deps[resolved.path] = stampOf(resolved.path);
    return { path: url, external: true };
  });
}

/**
 * The CSS the page's modules import, as one stylesheet of the build named by its content (written to `dir`). It
 * sits in a cascade layer: the theme's own rules (outside any layer) win over it wherever both apply, so a
 * component's stylesheet styles the component and cannot restyle the navbar or the article. (`customCss` is the
 * place for overrides.)
 */
export function writePageStylesheet(dir: string, css: string | undefined): BundleAsset | undefined {
  const body = css?.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '').trim();
  if (!body) return undefined;
  // `@charset` and `@import` must stay first, outside the layer.
  const head: string[] = [];
  const rest = body.replace(/^@(?:charset|import)\b[^;]*;\s*/gm, (rule) => {
    head.push(rule.trim());
    return '';
  });
  const text = `${head.join('\n')}${head.length ? '\n' : ''}@layer site {\n${rest}\n}\n`;
  const name = `${crypto.createHash('sha1').update(text).digest('hex').slice(0, 10)}.css`;
  const file = path.join(dir, 'css', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeAtomic(file, text);
  return { file, url: `/assets/css/${name}` };
}
