import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UserError } from '../errors.ts';

const imported = new Set<string>();

/**
 * A site file (`site.config.ts`, `sidebars.ts`…) as a module. The first load in a process is a plain `import()`
 * through the process's own tsx loader, so the engine modules the file imports (`defineConfig`'s schema, zod)
 * are the ones already loaded: ~0.3 s less per command than `tsImport`, which loads them all again. Every
 * later load of the same file (`imdocs dev` after an edit) uses `tsImport`, which gives each load its own
 * module namespace, so the edit and the files it imports are read afresh.
 */
export async function importSiteFile(file: string): Promise<unknown> {
  const href = pathToFileURL(file).href;
  if (!imported.has(file)) {
    imported.add(file);
    try {
      return await import(href);
    } catch (error) {
      // No TypeScript loader in this process (an embedding that did not start Node with tsx): tsImport brings its own.
      if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    }
  }
  // Loaded on first use (~10 ms): a build imports each site file once, by the plain import above.
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(href, import.meta.url);
}

/**
 * The default export of a site's own JS/TS module (`sidebars.js`, `docusaurus.config.ts`…), loaded afresh
 * with tsx so TypeScript, ESM and CommonJS (`module.exports = …`) all work. A module that fails to load is
 * one sentence naming the file.
 */
export async function loadSiteModule(file: string, what: string): Promise<unknown> {
  let mod: Record<string, unknown>;
  try {
    mod = (await importSiteFile(file)) as Record<string, unknown>;
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
