import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveModuleFile } from './resolveModule.ts';
import { builtinComponents } from '../../theme/mdx/components.ts';

/**
 * The Docusaurus module names MDX pages and site components import (`@theme/Tabs`, `@docusaurus/Link`…), as the
 * source of a small module re-exporting our implementation. The implementations are loaded from the engine's own
 * files (never bundled), so a page shares React contexts and component identity with the renderer.
 */
const themeDir = fileURLToPath(new URL('../../theme/mdx/', import.meta.url));
export const THEME_FILES = {
  components: `${themeDir}components.ts`,
  docusaurus: `${themeDir}docusaurus.tsx`,
  provider: `${themeDir}MdxComponents.tsx`,
  head: `${themeDir}Head.tsx`,
  island: `${themeDir}Island.tsx`,
  docCardList: `${themeDir}DocCardList.tsx`,
};

const DOCUSAURUS_EXPORTS: Record<string, [file: keyof typeof THEME_FILES, name: string]> = {
  '@docusaurus/Link': ['docusaurus', 'Link'],
  '@docusaurus/useBaseUrl': ['docusaurus', 'useBaseUrl'],
  '@docusaurus/useDocusaurusContext': ['docusaurus', 'useDocusaurusContext'],
  '@docusaurus/BrowserOnly': ['docusaurus', 'BrowserOnly'],
  '@docusaurus/useIsBrowser': ['docusaurus', 'useIsBrowser'],
  '@docusaurus/Head': ['head', 'Head'],
  '@docusaurus/ExecutionEnvironment': ['docusaurus', 'ExecutionEnvironment'],
  '@docusaurus/Translate': ['docusaurus', 'Translate'],
  '@theme/Layout': ['docusaurus', 'PageLayout'],
  '@theme/DocCardList': ['docCardList', 'DocCardList'],
};

/** Modules with named exports only: specifier → the names `docusaurus.tsx` exports for it. */
const DOCUSAURUS_NAMED: Record<string, string[]> = {
  '@docusaurus/router': ['useLocation'],
  '@docusaurus/theme-common': ['useColorMode'],
  '@docusaurus/plugin-content-docs/client': [
    'useAllDocsData',
    'useDocsData',
    'useActivePlugin',
    'useVersions',
    'useLatestVersion',
    'useActiveVersion',
    'useActiveDocContext',
    'useDocVersionSuggestions',
    'useDocsPreferredVersion',
  ],
};

/** The module source for a Docusaurus specifier, or undefined when imdocs does not provide it. */
export function themeModuleSource(spec: string): string | undefined {
  const json = (s: string) => JSON.stringify(s);
  if (spec === '@theme/MDXComponents' || spec === '@theme-original/MDXComponents') {
    return `import { builtinComponents as b, markdownComponents as m } from ${json(THEME_FILES.components)};\nexport default { ...b, ...m };\n`;
  }
  const theme = /^@theme\/([A-Za-z]+)$/.exec(spec);
  if (theme && theme[1] in builtinComponents) {
    return `import { builtinComponents as b } from ${json(THEME_FILES.components)};\nconst C = b[${json(theme[1])}];\nexport { C as default, C as ${theme[1]} };\n`;
  }
  // `@theme/MDXComponents/Heading`: one entry of the components map (an HTML element for `Pre`, `Ul`… imdocs renders as is).
  const entry = /^@theme(?:-original)?\/MDXComponents\/([A-Za-z]+)$/.exec(spec)?.[1];
  if (entry) {
    return (
      `import { createElement } from 'react';\nimport { builtinComponents as b, markdownComponents as m } from ${json(THEME_FILES.components)};\n` +
      `const C = b[${json(entry)}] ?? m[${json(entry.toLowerCase())}] ?? ((props) => createElement(${json(entry.toLowerCase())}, props));\nexport default C;\n`
    );
  }
  const docusaurus = DOCUSAURUS_EXPORTS[spec];
  if (docusaurus) {
    const extra = spec === '@docusaurus/Translate' ? `export { translate } from ${json(THEME_FILES.docusaurus)};\n` : '';
    return `export { ${docusaurus[1]} as default } from ${json(THEME_FILES[docusaurus[0]])};\n${extra}`;
  }
  const named = DOCUSAURUS_NAMED[spec];
  if (named) return `export { ${named.join(', ')} } from ${json(THEME_FILES.docusaurus)};\n`;
  return undefined;
}

/** The Docusaurus classic-theme modules an MDX author is most likely to look for (all built-ins are importable). */
const DOCUSAURUS_THEME = ['Admonition', 'Tabs', 'TabItem', 'Details', 'CodeBlock', 'Heading', 'TOCInline', 'ThemedImage', 'MDXComponents'];

/** One sentence for an import imdocs cannot provide. */
export function missingThemeModule(spec: string): string {
  return `"${spec}" is not provided by imdocs (it has ${DOCUSAURUS_THEME.map((n) => `@theme/${n}`).join(', ')}, every built-in component as @theme/<Name>, @theme/MDXComponents/<Name>, and ${[...Object.keys(DOCUSAURUS_EXPORTS), ...Object.keys(DOCUSAURUS_NAMED)].join(', ')})`;
}

/** `@theme/Name` of a component the site's theme has (`src/theme/Name.*` or `src/theme/Name/index.*`), when imdocs has none of that name. */
export function siteThemeFile(siteDir: string, spec: string): string | undefined {
  const name = spec.replace(/^@theme\//, '');
  if (!/^[\w-]+(\/[\w-]+)*$/.test(name) || themeModuleSource(spec) !== undefined) return undefined;
  return resolveModuleFile(path.join(siteDir, 'src/theme', name));
}

/**
 * `@theme/<name>` that a page must be bundled for: not a built-in component the renderer hands to MDX, but a module
 * imdocs provides (`@theme/MDXComponents/Heading`) or a component of the site's own theme.
 */
export function bundledThemeImport(siteDir: string, name: string): boolean {
  if (name in builtinComponents) return false;
  const spec = `@theme/${name}`;
  return themeModuleSource(spec) !== undefined || siteThemeFile(siteDir, spec) !== undefined;
}
