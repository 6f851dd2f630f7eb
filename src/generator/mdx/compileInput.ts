import type { CompileInput } from './compileMdx.ts';
import type { PluginsRef } from './sitePlugins.ts';
import type { SiteConfig } from '../../shared/siteConfig.ts';
import { pluginScopeOf } from '../config/sitePlugins.ts';

/*
 * What a page is compiled from, kept apart from the compiler: the build's main thread plans compiles (pages
 * compiled ahead of their render) without loading it.
 */

/** Docusaurus' `markdown.format`: `mdx` parses `.md` as MDX too; `detect` parses only `.mdx` as MDX. */
export function markdownFormatOf(configFormat: 'mdx' | 'md' | 'detect' | undefined, file: string): 'md' | 'mdx' {
  if (configFormat === 'md') return 'md';
  if (configFormat === 'detect') return /\.mdx$/i.test(file) ? 'mdx' : 'md';
  return 'mdx';
}

/** What a page's MDX source is compiled from (a render job, or a page compiled ahead of its render). */
export interface PageSource {
  file: string;
  body: string;
  bodyLine: number;
  tocMin?: number;
  tocMax?: number;
}

/** How the site's code blocks are read (`markdown.defaultCodeLanguage`, `markdown.magicComments`), for pages and partials. */
export function codeBlockInput(config: SiteConfig): Pick<CompileInput, 'defaultCodeLanguage' | 'magicComments'> {
  const markdown = config.markdown;
  return {
    ...(markdown?.defaultCodeLanguage ? { defaultCodeLanguage: markdown.defaultCodeLanguage } : {}),
    ...(markdown?.magicComments?.length ? { magicComments: markdown.magicComments } : {}),
  };
}

/** The compile input of a page as the renderer compiles it (a tree where the page allows one). */
export function pageCompileInput(source: PageSource, config: SiteConfig, siteDir: string): CompileInput {
  const { body, bodyLine, file, tocMin, tocMax } = source;
  const markdown = config.markdown;
  const input: CompileInput = { body, bodyLine, file, tocMin, tocMax, format: markdownFormatOf(markdown?.format, file), tree: true };
  Object.assign(input, codeBlockInput(config));
  const plugins = sitePluginsRef(config, siteDir, file);
  if (plugins) input.plugins = plugins;
  return input;
}

/** The site plugins a source file (a page or a partial) is compiled with, if any. */
export function sitePluginsRef(config: SiteConfig, siteDir: string, file: string): PluginsRef | undefined {
  const scope = pluginScopeOf(config, siteDir, file);
  return scope === undefined ? undefined : { siteDir, key: config.sitePlugins!.key, scope };
}
