import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { UserError } from '../errors.ts';

/**
 * The default export of a site's own JS/TS module (`sidebars.js`, `docusaurus.config.ts`…), loaded afresh
 * with tsx so TypeScript, ESM and CommonJS (`module.exports = …`) all work. A module that fails to load is
 * one sentence naming the file.
 */
export async function loadSiteModule(file: string, what: string): Promise<unknown> {
  let mod: Record<string, unknown>;
  try {
    mod = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
  } catch (cause) {
    const first = ((cause as Error).message ?? String(cause)).split('\n')[0];
    throw new UserError(`${what} ${path.basename(file)} could not be loaded: ${first}`, { location: { file }, cause });
  }
  let value: unknown = 'default' in mod ? mod.default : mod;
  // CommonJS loaded from ESM arrives wrapped once more (`{ default: module.exports }`).
  while (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).join() === 'default')
    value = (value as { default: unknown }).default;
  return value;
}
