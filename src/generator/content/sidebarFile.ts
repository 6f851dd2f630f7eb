import fs from 'node:fs';
import path from 'node:path';
import { UserError } from '../errors.ts';
import { readJsonFile } from './readJsonFile.ts';
import { loadSiteModule } from './loadSiteModule.ts';
import type { SidebarConfigItem } from './sidebars.ts';

/**
 * A sidebar file: either one list of items (one sidebar for the section), or — as Docusaurus writes
 * `sidebars.js|cjs|mjs|ts|json` — an object of named sidebars.
 */
export type SidebarFile =
  | { kind: 'single'; items: SidebarConfigItem[] }
  | { kind: 'named'; sidebars: [name: string, items: SidebarConfigItem[] | Record<string, SidebarConfigItem[]>][] };

export const SIDEBAR_FILE_EXTENSIONS = ['.js', '.cjs', '.mjs', '.ts', '.mts', '.cts', '.json'];

export async function loadSidebarFile(file: string): Promise<SidebarFile> {
  if (!fs.existsSync(file)) throw new UserError(`Sidebar file not found: ${file}`, { location: { file } });
  const ext = path.extname(file);
  if (!SIDEBAR_FILE_EXTENSIONS.includes(ext)) {
    throw new UserError(`The sidebar file ${path.basename(file)} has an unsupported extension; use ${SIDEBAR_FILE_EXTENSIONS.join(', ')}`, {
      location: { file },
    });
  }
  let value = ext === '.json' ? readJsonFile(file, 'sidebar file').data : await loadSiteModule(file, 'The sidebar file');
  // `export const sidebar = [...]` (the engine's older form) without a default export.
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).join() === 'sidebar') value = (value as { sidebar: unknown }).sidebar;
  if (Array.isArray(value)) return { kind: 'single', items: value as SidebarConfigItem[] };
  if (value && typeof value === 'object') {
    const sidebars = Object.entries(value as Record<string, unknown>);
    if (!sidebars.length) throw new UserError(`The sidebar file ${path.basename(file)} exports no sidebar`, { location: { file } });
    for (const [name, items] of sidebars) {
      if (!items || typeof items !== 'object') {
        throw new UserError(`Sidebar "${name}" in ${path.basename(file)} must be a list of items or an object of categories`, { location: { file } });
      }
    }
    return { kind: 'named', sidebars: sidebars as [string, SidebarConfigItem[]][] };
  }
  throw new UserError(`The sidebar file ${path.basename(file)} must export a list of items or an object of named sidebars`, {
    location: { file },
    hint: "export default { docs: ['intro', …] }",
  });
}
