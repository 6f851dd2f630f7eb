import path from 'node:path';
import { createRequire } from 'node:module';
import { expandName, pluginEntry, type DocusaurusConfig } from './docusaurusConfig.ts';

/** The content plugins' options a preset hands on, by kind (`undefined`: the preset has no such plugin). */
export interface PresetContent {
  docs?: Record<string, unknown>;
  blog?: Record<string, unknown>;
  pages?: Record<string, unknown>;
}

const KINDS = {
  '@docusaurus/plugin-content-docs': 'docs',
  '@docusaurus/plugin-content-blog': 'blog',
  '@docusaurus/plugin-content-pages': 'pages',
} as const;

/**
 * A preset other than the classic one that wraps it (Meta's `docusaurus-plugin-internaldocs-fb` preset adds its
 * remark plugins to the docs options, then calls `@docusaurus/preset-classic`): it is run as Docusaurus runs it,
 * with the site's config as its context, and the options its content plugins get are read from what it returns
 * (`plugins: [['…/plugin-content-docs', options], …]`, as the classic preset lists them). `undefined` when it
 * cannot be loaded or run, or lists no content plugin.
 */
export function wrappedPresetContent(name: string, options: Record<string, unknown>, config: DocusaurusConfig, configFile: string): PresetContent | undefined {
  const require = createRequire(configFile);
  let result: { plugins?: unknown[] } | undefined;
  // Docusaurus runs in the site's folder, and presets read it (`process.cwd()`) as they load.
  const cwd = process.cwd();
  try {
    process.chdir(path.dirname(configFile));
    const loaded = require(name) as { default?: unknown } | ((...args: unknown[]) => unknown);
    const preset = (typeof loaded === 'function' ? loaded : loaded.default) as (...args: unknown[]) => unknown;
    if (typeof preset !== 'function') return undefined;
    const siteDir = path.dirname(configFile);
    const context = { siteDir, siteConfig: config, generatedFilesDir: path.join(siteDir, '.docusaurus'), i18n: { currentLocale: 'en' } };
    result = preset(context, structuredCloneWithFunctions(options)) as typeof result;
  } catch {
    return undefined;
  } finally {
    process.chdir(cwd);
  }
  const content: PresetContent = {};
  for (const entry of result?.plugins ?? []) {
    const { name: plugin, options: given } = pluginEntry(entry);
    // The classic preset names its plugins by their resolved files (`…/node_modules/@docusaurus/plugin-content-docs/lib/index.js`).
    const pkg = /[\\/]node_modules[\\/](@docusaurus[\\/]plugin-content-[a-z]+)[\\/]/.exec(plugin)?.[1].replace('\\', '/') ?? expandName(plugin, 'plugin');
    const kind = KINDS[pkg as keyof typeof KINDS];
    if (kind) content[kind] = given;
  }
  return Object.keys(content).length ? content : undefined;
}

/** A copy of plain objects and arrays (a preset may change the options it is given), functions and other values shared. */
function structuredCloneWithFunctions<T>(value: T): T {
  if (Array.isArray(value)) return value.map(structuredCloneWithFunctions) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneWithFunctions(v)])) as T;
  return value;
}
