import path from 'node:path';
import fs from 'node:fs';
import { importSiteFile } from '../content/loadSiteModule.ts';
import type { z } from 'zod';
import { siteConfigSchema, type SiteConfig } from './schema.ts';
import { UserError } from '../errors.ts';
import { detachSitePlugins, pluginScopes, pluginsKey, type PluginLists } from './sitePlugins.ts';

/** Turns zod issues into one message per key: `navbar.items.2.type: expected one of …`. */
export function describeConfigIssues(issues: z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const key = issue.path.length ? issue.path.join('.') : '(root)';
    switch (issue.code) {
      case 'unrecognized_keys':
        return `${[key === '(root)' ? '' : `${key}.`].join('')}${issue.keys.join(', ')}: unknown key${issue.keys.length > 1 ? 's' : ''}`;
      case 'invalid_type':
        return `${key}: expected ${issue.expected}${'received' in issue ? `, received ${String((issue as { received?: unknown }).received)}` : ''}`;
      case 'invalid_union':
        return `${key}: ${issue.message}`;
      default:
        return `${key}: ${issue.message}`;
    }
  });
}

/** Validates a raw config object; throws one `UserError` listing every bad key. */
export function validateConfig(raw: unknown, file = 'site.config.ts'): SiteConfig {
  const result = siteConfigSchema.safeParse(raw);
  if (!result.success) {
    const lines = describeConfigIssues(result.error.issues);
    throw new UserError(`Invalid site configuration:\n${lines.map((l) => `  - ${l}`).join('\n')}`, {
      location: { file },
      hint: 'see src/generator/config/schema.ts for every key, its type and an example',
    });
  }
  const config = result.data;
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  if (!locales.includes(defaultLocale)) {
    throw new UserError(`Invalid site configuration:\n  - i18n.defaultLocale: "${defaultLocale}" is not in i18n.locales`, { location: { file } });
  }
  for (const locale of locales) {
    if (!localeConfigs[locale])
      throw new UserError(`Invalid site configuration:\n  - i18n.localeConfigs.${locale}: missing (label and htmlLang)`, { location: { file } });
  }
  const ids = new Set<string>();
  for (const [i, s] of config.sections.entries()) {
    if (ids.has(s.id)) throw new UserError(`Invalid site configuration:\n  - sections.${i}.id: duplicate section id "${s.id}"`, { location: { file } });
    ids.add(s.id);
  }
  if (config.search.provider === 'algolia' && !config.search.algolia) {
    throw new UserError('Invalid site configuration:\n  - search.algolia: required when search.provider is "algolia"', { location: { file } });
  }
  return config;
}

/**
 * Loads and validates `site.config.ts`, afresh on every call (`importSiteFile`), so `imdocs dev` sees every
 * edit; the build and dev share this one loader. The site's remark and rehype plugins are taken out of the
 * config (`detachSitePlugins`: it travels to threads); render threads get them with `loadSitePlugins`.
 */
export async function loadConfig(siteDir: string): Promise<{ config: SiteConfig; file: string }> {
  const { config, file, inputs } = await loadConfigModule(siteDir);
  detachSitePlugins(config, file, inputs);
  return { config, file };
}

/** The plugin lists of `site.config.ts` by scope (see `pluginScopes`), as they were when the config made `key`. */
export async function loadSitePlugins(siteDir: string, key: string): Promise<Record<string, PluginLists>> {
  const { config, file, inputs } = await loadConfigModule(siteDir);
  const scopes = pluginScopes(config);
  if (pluginsKey(scopes, file, inputs) !== key)
    throw new UserError('site.config.ts or a remark/rehype plugin it imports changed while pages were being compiled', {
      location: { file },
      hint: 'build again',
    });
  return scopes;
}

/** `site.config.ts` loaded and validated, plugin functions included, with the site files it imports. */
async function loadConfigModule(siteDir: string): Promise<{ config: SiteConfig; file: string; inputs: string[] }> {
  const file = path.join(siteDir, 'site.config.ts');
  if (!fs.existsSync(file)) throw new UserError(`No site.config.ts in ${siteDir}`, { hint: 'run imdocs from the site folder or pass --dir' });
  let mod: { default?: unknown };
  const inputs: string[] = [];
  try {
    mod = (await importSiteFile(file, inputs)) as { default?: unknown };
  } catch (cause) {
    const at = cause instanceof UserError ? cause : undefined;
    throw new UserError(`site.config.ts could not be loaded: ${(cause as Error).message.split('\n')[0]}`, {
      location: at?.location ?? { file },
      frame: at?.frame,
      cause,
    });
  }
  let value = mod.default;
  // Outside an ESM package the file loads as CommonJS and its default export arrives wrapped once more.
  if (value && typeof value === 'object' && Object.keys(value).join() === 'default') value = (value as { default: unknown }).default;
  if (value === undefined) throw new UserError('site.config.ts has no default export', { location: { file }, hint: 'export default defineConfig({ … })' });
  return { config: validateConfig(value, file), file, inputs };
}
