import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { loadSiteModule } from '../content/loadSiteModule.ts';

/** The parts of a Docusaurus config that `imdocs migrate` reads (everything else is reported, not carried). */
export interface DocusaurusConfig {
  title?: string;
  tagline?: string;
  url?: string;
  baseUrl?: string;
  favicon?: string;
  onBrokenLinks?: string;
  onBrokenMarkdownLinks?: string;
  i18n?: { defaultLocale?: string; locales?: string[]; localeConfigs?: Record<string, { label?: string; htmlLang?: string; direction?: string }> };
  presets?: unknown[];
  plugins?: unknown[];
  themes?: unknown[];
  scripts?: (string | { src: string; async?: boolean; defer?: boolean })[];
  stylesheets?: unknown[];
  markdown?: { format?: string; mermaid?: boolean };
  themeConfig?: Record<string, unknown>;
  [key: string]: unknown;
}

export const CONFIG_NAMES = ['docusaurus.config.ts', 'docusaurus.config.mts', 'docusaurus.config.js', 'docusaurus.config.mjs', 'docusaurus.config.cjs'];

/**
 * Evaluates a Docusaurus site's config with tsx: CommonJS, ESM or TypeScript, exporting the config object
 * or an (async) function returning it.
 */
export async function loadDocusaurusConfig(siteDir: string): Promise<{ config: DocusaurusConfig; file: string }> {
  const name = CONFIG_NAMES.find((n) => fs.existsSync(path.join(siteDir, n)));
  if (!name)
    throw new UserError(`No Docusaurus config in ${siteDir} (looked for ${CONFIG_NAMES.join(', ')})`, {
      hint: 'pass the folder of the Docusaurus site: imdocs migrate ../my-site',
    });
  const file = path.join(siteDir, name);
  let value = await loadSiteModule(file, 'The Docusaurus config');
  if (typeof value === 'function') {
    try {
      value = await (value as (...args: unknown[]) => unknown)({ currentBundler: { name: 'webpack' } });
    } catch (cause) {
      throw new UserError(`The config function of ${name} failed: ${(cause as Error).message?.split('\n')[0]}`, { location: { file }, cause });
    }
  }
  if (!value || typeof value !== 'object') throw new UserError(`${name} exports no config object`, { location: { file } });
  return { config: value as DocusaurusConfig, file };
}

/** A plugin or preset entry: `'name'`, `['name', options]` or a function; its name and options. */
export function pluginEntry(entry: unknown): { name: string; options: Record<string, unknown> } {
  if (typeof entry === 'string') return { name: entry, options: {} };
  if (Array.isArray(entry)) return { name: typeof entry[0] === 'string' ? entry[0] : '(function)', options: (entry[1] ?? {}) as Record<string, unknown> };
  if (typeof entry === 'function') return { name: entry.name || '(inline plugin function)', options: {} };
  return { name: '(unknown entry)', options: {} };
}

/** `classic` → `@docusaurus/preset-classic`, `content-docs` → `@docusaurus/plugin-content-docs`, as Docusaurus expands short names. */
export function expandName(name: string, kind: 'preset' | 'plugin'): string {
  if (name.startsWith('@docusaurus/') || name.startsWith('docusaurus-') || name.startsWith('.') || name.startsWith('/')) return name;
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/');
    return rest ? name : `${scope}/docusaurus-${kind}`;
  }
  if (name === 'classic' && kind === 'preset') return '@docusaurus/preset-classic';
  if (
    ['content-docs', 'content-blog', 'content-pages', 'sitemap', 'google-gtag', 'google-analytics', 'ideal-image', 'pwa', 'client-redirects', 'debug'].includes(
      name,
    )
  )
    return `@docusaurus/plugin-${name}`;
  return `docusaurus-${kind}-${name}`;
}
