import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { validateConfig } from '../config/loadConfig.ts';
import { UserError } from '../errors.ts';
import type { SiteConfig } from '../types.ts';

let generation = 0;

/**
 * Loads `site.config.ts` afresh on every call. `loadConfig`'s `?t=` query does not defeat tsx's module
 * cache (the second import returns the first file's contents), so the dev server imports a uniquely named
 * copy beside the original (relative imports still resolve), then removes it. The copy's name starts with
 * a dot, which the watcher ignores.
 */
export async function loadDevConfig(siteDir: string): Promise<SiteConfig> {
  const file = path.join(siteDir, 'site.config.ts');
  if (!fs.existsSync(file)) throw new UserError(`No site.config.ts in ${siteDir}`, { hint: 'run imdocs from the site folder or pass --dir' });
  const copy = path.join(siteDir, `.site.config.dev-${process.pid}-${++generation}.ts`);
  let mod: { default?: unknown };
  try {
    fs.copyFileSync(file, copy);
    mod = await import(pathToFileURL(copy).href);
  } catch (cause) {
    throw new UserError(`site.config.ts could not be loaded: ${(cause as Error).message.replaceAll(path.basename(copy), 'site.config.ts')}`, { location: { file }, cause });
  } finally {
    fs.rmSync(copy, { force: true });
  }
  if (mod.default === undefined) throw new UserError('site.config.ts has no default export', { location: { file }, hint: 'export default defineConfig({ … })' });
  return validateConfig(mod.default, file);
}
