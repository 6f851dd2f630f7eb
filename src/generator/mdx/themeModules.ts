import { fileURLToPath } from 'node:url';
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
};

const DOCUSAURUS_EXPORTS: Record<string, [file: keyof typeof THEME_FILES, name: string]> = {
  '@docusaurus/Link': ['docusaurus', 'Link'],
  '@docusaurus/useBaseUrl': ['docusaurus', 'useBaseUrl'],
  '@docusaurus/useDocusaurusContext': ['docusaurus', 'useDocusaurusContext'],
  '@docusaurus/BrowserOnly': ['docusaurus', 'BrowserOnly'],
  '@docusaurus/useIsBrowser': ['docusaurus', 'useIsBrowser'],
  '@docusaurus/Head': ['head', 'Head'],
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
  const docusaurus = DOCUSAURUS_EXPORTS[spec];
  if (docusaurus) return `export { ${docusaurus[1]} as default } from ${json(THEME_FILES[docusaurus[0]])};\n`;
  return undefined;
}

/** The Docusaurus classic-theme modules an MDX author is most likely to look for (all built-ins are importable). */
const DOCUSAURUS_THEME = ['Admonition', 'Tabs', 'TabItem', 'Details', 'CodeBlock', 'Heading', 'TOCInline', 'ThemedImage', 'MDXComponents'];

/** One sentence for an import imdocs cannot provide. */
export function missingThemeModule(spec: string): string {
  return `"${spec}" is not provided by imdocs (it has ${DOCUSAURUS_THEME.map((n) => `@theme/${n}`).join(', ')}, every built-in component as @theme/<Name>, and ${Object.keys(DOCUSAURUS_EXPORTS).join(', ')})`;
}
