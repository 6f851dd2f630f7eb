import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Loader, PartialMessage } from 'esbuild';

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
): { contents: string; loader: Loader; resolveDir: string; watchFiles: string[] } | { errors: PartialMessage[] } | undefined {
  let sass: Sass;
  try {
    sass = createRequire(file)('sass') as Sass;
  } catch {
    return undefined;
  }
  try {
    const { css, loadedUrls } = sass.compile(file, { loadPaths: nodeModulesFrom(path.dirname(file)) });
    return {
      contents: css,
      loader: /\.module\.s[ac]ss$/i.test(file) ? 'local-css' : 'css',
      resolveDir: path.dirname(file),
      watchFiles: loadedUrls.filter((u) => u.protocol === 'file:').map((u) => fileURLToPath(u)),
    };
  } catch (error) {
    // Sass names the file, line and column of its own errors in the message.
    return { errors: [{ text: (error as Error).message.split('\n')[0], location: { file } }] };
  }
}
