import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { PLUGIN_LISTS, type PluginListName, type SiteConfig, type SitePlugins } from '../../shared/siteConfig.ts';

/** A plugin entry of the config: the plugin, or `[plugin, ...options]`. */
export type PluginEntry = ((...args: any[]) => unknown) | [(...args: any[]) => unknown, ...unknown[]];
export type PluginLists = Partial<Record<PluginListName, PluginEntry[]>>;

/**
 * The plugin lists of the config by scope: `''` for `markdown`'s when it lists any, and each section that has a
 * `markdown` of its own (which replaces `markdown`'s for its pages, even when it lists none). Empty lists are left out.
 */
export function pluginScopes(config: SiteConfig): Record<string, PluginLists> {
  const scopes: Record<string, PluginLists> = {};
  const listsOf = (from: Partial<Record<PluginListName, unknown>> | undefined) => {
    const lists: PluginLists = {};
    for (const name of PLUGIN_LISTS) {
      const list = from?.[name] as PluginEntry[] | undefined;
      if (list?.length) lists[name] = list;
    }
    return lists;
  };
  const site = listsOf(config.markdown);
  if (Object.keys(site).length) scopes[''] = site;
  for (const section of config.sections) if (section.markdown) scopes[section.id] = listsOf(section.markdown);
  return scopes;
}

/** The function of a plugin entry, and its options. */
export const pluginParts = (entry: PluginEntry) => (Array.isArray(entry) ? { fn: entry[0], options: entry.slice(1) } : { fn: entry, options: [] });

/** How a plugin is named in messages: its function's name. */
export const pluginName = (entry: PluginEntry) => pluginParts(entry).fn.name || '(anonymous plugin)';

/** Options as text for the key: functions by their source, regular expressions as written. */
const optionsText = (options: unknown[]) =>
  JSON.stringify(options, (_key, value: unknown) => (typeof value === 'function' || value instanceof RegExp ? String(value) : value));

/** The lockfile (or package.json) nearest the site: which versions of plugin packages are installed. */
function packagesText(siteDir: string): string {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    for (const name of ['package-lock.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'package.json']) {
      const file = path.join(dir, name);
      if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8');
    }
    if (path.dirname(dir) === dir) return '';
  }
}

/**
 * A key for everything the plugins' output depends on: each plugin's source and options, the site's files the
 * config imports (local plugins and the helpers they use; `site.config.ts` itself only through the plugins'
 * sources and options, so editing its navbar does not compile every page again) and the installed packages'
 * versions. Caches of compiled pages include it.
 */
export function pluginsKey(scopes: Record<string, PluginLists>, configFile: string, inputs: string[]): string {
  const hash = crypto.createHash('sha1');
  for (const [scope, lists] of Object.entries(scopes)) {
    hash.update(`\0scope ${scope}`);
    for (const name of PLUGIN_LISTS)
      for (const entry of lists[name] ?? []) {
        const { fn, options } = pluginParts(entry);
        hash.update(`\0${name}\0${String(fn)}\0${optionsText(options)}`);
      }
  }
  for (const input of [...new Set(inputs)].sort()) {
    if (input === path.resolve(configFile) || !fs.existsSync(input)) continue;
    hash.update(`\0${input}\0`).update(fs.readFileSync(input));
  }
  return hash
    .update('\0')
    .update(packagesText(path.dirname(configFile)))
    .digest('hex');
}

/**
 * Takes the plugin functions out of a loaded config (it is sent to threads, which cannot receive functions) and
 * leaves their names and key in `sitePlugins`; render threads load the functions from `site.config.ts` themselves.
 */
export function detachSitePlugins(config: SiteConfig, configFile: string, inputs: string[]): void {
  const scopes = pluginScopes(config);
  for (const holder of [config.markdown, ...config.sections.map((s) => s.markdown)]) if (holder) for (const name of PLUGIN_LISTS) delete holder[name];
  if (!Object.values(scopes).some((lists) => Object.keys(lists).length)) return;
  const summary: SitePlugins = { key: pluginsKey(scopes, configFile, inputs), scopes: {} };
  for (const [scope, lists] of Object.entries(scopes))
    summary.scopes[scope] = Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.map(pluginName)]));
  config.sitePlugins = summary;
}

/**
 * The plugin scope of a source file (relative paths from the site root): the section whose folder holds it (in
 * `content/` or `i18n/<locale>/`, a version's folder included) when that section lists plugins of its own, else
 * `markdown`'s; undefined when no plugin applies.
 */
export function pluginScopeOf(config: SiteConfig, siteDir: string, file: string): string | undefined {
  const plugins = config.sitePlugins;
  if (!plugins) return undefined;
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  const inLocale = /^(?:content|i18n\/[^/]+)\/(.*)$/.exec(rel)?.[1];
  if (inLocale !== undefined) {
    let best: string | undefined;
    let length = -1;
    for (const section of config.sections) {
      const own = inLocale.startsWith(`${section.path}/`) || inLocale.startsWith(`${section.path}_versions/`);
      if (own && section.path.length > length) [best, length] = [section.id, section.path.length];
    }
    if (best !== undefined && plugins.scopes[best]) return Object.keys(plugins.scopes[best]).length ? best : undefined;
  }
  return plugins.scopes[''] ? '' : undefined;
}
