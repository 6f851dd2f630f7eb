import path from 'node:path';
import fs from 'node:fs';
import * as pagefind from 'pagefind';
import type { SiteModel } from '../content/siteModel.ts';
import { UserError } from '../errors.ts';
import { writeSearchClientConfig } from '../search/clientConfig.ts';

export interface SearchIndexStats {
  pages: number;
  /** Pagefind's language indexes (one per `<html lang>`). */
  languages: string[];
  bytes: number;
}

function dirBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirBytes(full) : fs.statSync(full).size;
  }
  return total;
}

/**
 * Indexes the written HTML with Pagefind (`<out>/pagefind/`): one index per language, chunked so a
 * query downloads only the fragments it needs. Only elements marked `data-pagefind-body` are indexed
 * (translated docs and custom pages; fallbacks, lists and the 404 stay out).
 */
export async function buildSearchIndex(outDir: string, model: SiteModel): Promise<SearchIndexStats> {
  writeSearchClientConfig(outDir, model);
  if (model.config.search.provider === 'algolia') return { pages: 0, languages: [], bytes: 0 };
  const { index, errors } = await pagefind.createIndex({ rootSelector: 'html', excludeSelectors: ['[data-pagefind-ignore]', 'pre .line--error'] });
  try {
    if (!index) throw new UserError(`Search indexing could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir, glob: '**/*.html' });
    if (added.errors.length) throw new UserError(`Search indexing failed: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length) throw new UserError(`Writing the search index failed: ${written.errors.join('; ')}`);
    const languages = fs.readdirSync(path.join(outDir, 'pagefind', 'index')).length ? readLanguages(path.join(outDir, 'pagefind')) : [];
    return { pages: added.page_count, languages, bytes: dirBytes(path.join(outDir, 'pagefind')) };
  } finally {
    await pagefind.close();
  }
}

function readLanguages(dir: string): string[] {
  try {
    const entry = JSON.parse(fs.readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as { languages?: Record<string, unknown> };
    return Object.keys(entry.languages ?? {});
  } catch {
    return [];
  }
}
