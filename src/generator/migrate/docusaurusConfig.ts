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
  onBrokenAnchors?: string;
  onBrokenMarkdownLinks?: string;
  onDuplicateRoutes?: string;
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
  let value = await loadSiteModule(file, 'The Docusaurus config').catch((error: UserError) => {
    throw missingPackage(error, siteDir, name) ?? error;
  });
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
export function expandName(name: string, kind: 'preset' | 'plugin' | 'theme'): string {
  if (name.startsWith('@docusaurus/') || name.startsWith('docusaurus-') || name.startsWith('.') || name.startsWith('/')) return name;
  if (name.startsWith('@')) {
    const [scope, rest] = name.split('/');
    return rest ? name : `${scope}/docusaurus-${kind}`;
  }
  if (name === 'classic' && kind === 'preset') return '@docusaurus/preset-classic';
  if (name === 'classic' && kind === 'theme') return '@docusaurus/theme-classic';
  if (
    ['content-docs', 'content-blog', 'content-pages', 'sitemap', 'google-gtag', 'google-analytics', 'ideal-image', 'pwa', 'client-redirects', 'debug'].includes(
      name,
    )
  )
    return `@docusaurus/plugin-${name}`;
  return `docusaurus-${kind}-${name}`;
}

/**
 * The config (or a file it imports) names a package that is not installed: one sentence naming the package
 * and the command that installs it, instead of Node's "Cannot find package".
 */
function missingPackage(error: UserError, siteDir: string, name: string): UserError | undefined {
  let cause: unknown = error;
  while (cause && !['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'].includes((cause as NodeJS.ErrnoException).code ?? '')) cause = (cause as Error).cause;
  const spec = cause ? /Cannot find (?:package|module) '([^']+)'/.exec((cause as Error).message)?.[1] : undefined;
  if (!spec || /^[./]/.test(spec)) return undefined;
  const pkg = spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
  const declared = (() => {
    try {
      const json = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
      return Boolean(json.dependencies?.[pkg] ?? json.devDependencies?.[pkg]);
    } catch {
      return false;
    }
  })();
  return new UserError(`${name} imports the package "${pkg}", which is not installed in ${siteDir}`, {
    location: error.location,
    hint: declared ? `install the site's packages first: cd ${siteDir} && npm install` : `install it: cd ${siteDir} && npm install ${pkg}`,
    cause: error,
  });
}
