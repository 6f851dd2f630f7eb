import path from 'node:path';
import { importsOf } from './siteFiles.ts';
import { siteThemeFile, themeModuleSource } from '../mdx/themeModules.ts';
import { resolveModuleFile } from '../mdx/resolveModule.ts';

/**
 * React pages of a Docusaurus site (`src/pages/**\/*.{js,jsx,ts,tsx}`): Docusaurus makes a page of every such file
 * but those it excludes by default (`_`-prefixed files and folders, tests). imdocs renders `.jsx`/`.tsx` modules
 * under `content/pages/` as pages, with the Docusaurus modules they import provided (`@theme/Layout`,
 * `@docusaurus/Link`…): a page moves there, `.js` becoming `.jsx` and `.ts` `.tsx`.
 */
export function isReactPage(rel: string): boolean {
  return /\.(jsx?|tsx?)$/.test(rel) && !/(^|\/)_/.test(rel) && !/\.test\.[jt]sx?$/.test(rel) && !rel.split('/').includes('__tests__');
}

/** Where a React page of `src/pages/` goes in the imdocs site. */
export function reactPageDest(rel: string): string {
  return path.posix.join('content/pages', rel.replace(/\.js$/, '.jsx').replace(/\.ts$/, '.tsx'));
}

/**
 * Why the page `src/pages/<rel>` (its text `text`) cannot be carried, or undefined: an `@theme/…` or
 * `@docusaurus/…` module imdocs does not provide (and the site's theme has not), or a relative import of a file
 * outside the folder migrate may read (the site, or the repository that holds it: see readRoot).
 */
export function reactPageProblem(siteDir: string, rel: string, text: string, isSiteFile: (rel: string) => boolean): string | undefined {
  for (const spec of importsOf(rel, text)) {
    if (/^@(theme|docusaurus)\//.test(spec) && themeModuleSource(spec) === undefined && !siteThemeFile(siteDir, spec))
      return `it imports ${spec}, which imdocs does not provide`;
    if (/^\.{1,2}\//.test(spec)) {
      const target = path.join('src/pages', path.posix.dirname(rel), spec);
      const file = resolveModuleFile(path.join(siteDir, target)) ?? path.join(siteDir, target);
      if (!isSiteFile(path.relative(siteDir, file))) return `it imports ${spec}, a file outside the folder migrate may read`;
    }
  }
  return undefined;
}
