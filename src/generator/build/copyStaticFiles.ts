import path from 'node:path';
import { copySiteDir } from '../content/siteFiles.ts';
import { isPublishedPath } from '../../shared/routes.ts';

/** Folders whose files are published as they are, at the site root (`static/img/x.png` → `/img/x.png`). */
export const STATIC_DIRS = ['static', 'public'];

/**
 * Stage: copies the static folders into the output; symlinks are followed only while they stay inside the site,
 * and dotfiles (`.env`, `.git/`, `.DS_Store`) stay out (see `isPublishedPath`).
 */
export function copyStaticFiles(siteDir: string, outDir: string): void {
  for (const dir of STATIC_DIRS) copySiteDir(siteDir, path.join(siteDir, dir), outDir, isPublishedPath);
}
