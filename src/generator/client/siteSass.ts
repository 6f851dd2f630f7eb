import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import type { Loader, PartialMessage } from 'esbuild';
import { resolveInsideSite } from '../content/siteFiles.ts';

interface Sass {
  compile(file: string, options?: { loadPaths?: string[] }): { css: string; loadedUrls: URL[] };
}

/**
 * The `node_modules` folders Node would search from `dir` upward. Sass looks a bare `@use 'tailwindcss'` or
 * `@import 'pkg/file'` up in them, as sass-loader under webpack (Docusaurus) finds packages: without them a
 * stylesheet that loads a package's CSS (`index.css`, `_index.scss`) does not compile.
 */
function nodeModulesFrom(dir: string): string[] {
  const found: string[] = [];
  for (let d = dir; ; d = path.dirname(d)) {
    if (path.basename(d) !== 'node_modules') found.push(path.join(d, 'node_modules'));
    if (path.dirname(d) === d) return found;
  }
}

/**
 * A Sass stylesheet (`.scss`/`.sass`) compiled with the site's own `sass` package, the one Docusaurus'
 * docusaurus-plugin-sass compiles with (migrate carries it into the new package.json), resolved from the
 * stylesheet's folder. `module` makes a `.module.scss` a CSS module. Undefined when the site has no `sass`.
 */
export function compileSiteSass(
  file: string,
  siteDir: string,
): { contents: string; loader: Loader; resolveDir: string; watchFiles: string[] } | { errors: PartialMessage[] } | undefined {
  let sass: Sass;
  try {
    sass = createRequire(file)('sass') as Sass;
  } catch {
    return undefined;
  }
  try {
    const { css, loadedUrls } = sass.compile(file, { loadPaths: nodeModulesFrom(path.dirname(file)) });
    const watchFiles = loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u));
    const outside = outsideSiteLoad(siteDir, watchFiles);
    if (outside) return outside;
    return { contents: css, loader: /\.module\.s[ac]ss$/i.test(file) ? 'local-css' : 'css', resolveDir: path.dirname(file), watchFiles };
  } catch (error) {
    // Sass names the file, line and column of its own errors in the message.
    return { errors: [{ text: (error as Error).message.split('\n')[0], location: { file } }] };
  }
}

/**
 * Sass reads the files a stylesheet loads itself (esbuild's resolve hooks never see them): one of the site's
 * stylesheets that loaded a file outside the site (`@use '../../../shared/x'`) is refused after the compile, before
 * its CSS is used, at the `@use`/`@import`/`@forward` that names the file. Packages (`node_modules`) may live above
 * the site, as Node finds them.
 */
function outsideSiteLoad(siteDir: string, files: string[]): { errors: PartialMessage[] } | undefined {
  const inPackage = (f: string) => f.split(path.sep).includes('node_modules');
  const bad = files.find((f) => {
    if (inPackage(f)) return false;
    try {
      resolveInsideSite(siteDir, f, 'A stylesheet');
      return false;
    } catch {
      return true;
    }
  });
  if (!bad) return undefined;
  const stem = path
    .basename(bad)
    .replace(/^_/, '')
    .replace(/\.(s[ac]ss|css)$/i, '');
  for (const importer of files.filter((f) => f !== bad && !inPackage(f))) {
    const lines = fs.readFileSync(importer, 'utf8').split('\n');
    const line = lines.findIndex((l) => /@(use|import|forward)\b/.test(l) && l.includes(stem));
    if (line < 0) continue;
    const spec = /['"]([^'"]+)['"]/.exec(lines[line].slice(lines[line].indexOf('@')))?.[1] ?? stem;
    const text = `The import "${spec}" resolves outside the site folder; only files inside ${siteDir} can be used`;
    return { errors: [{ text, location: { file: importer, line: line + 1, column: Math.max(0, lines[line].indexOf(spec)), lineText: lines[line] } }] };
  }
  return { errors: [{ text: `A stylesheet loads a file outside the site folder; only files inside ${siteDir} can be used`, location: { file: files[0] } }] };
}
