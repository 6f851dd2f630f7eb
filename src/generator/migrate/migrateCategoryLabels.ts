import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import YAML from 'yaml';
import { numberPrefix } from '../content/numberPrefix.ts';

/**
 * A locale's sidebar category labels, as Docusaurus translates them: it reads `_category_` files only from the
 * default locale's docs (a copy in `i18n/<locale>/…/current/` is ignored) and takes each category's label in the
 * locale from `current.json` (`version-<name>.json` for a version), at `sidebar.<sidebarId>.category.<label>`.
 * imdocs reads a category's label in a locale from `i18n/<locale>/<section>/<folder>/_category_.json`, laid over
 * the default one: those files are written here.
 */
export function carryCategoryLabels(opts: {
  from: string;
  /** The default locale's docs of the version, relative to the site (`docs`, `versioned_docs/version-2.0`). */
  contentDir: string;
  /** `i18n/<locale>/docusaurus-plugin-content-docs/current.json`, relative to the site. */
  catalogue: string;
  /** Where the locale's docs of the version go in the new site (`i18n/ru/docs`). */
  dest: string;
  write: (rel: string, text: string) => void;
  notes: string[];
}): void {
  const { from, contentDir, catalogue, dest, write, notes } = opts;
  const entries = JSON.parse(fs.readFileSync(path.join(from, catalogue), 'utf8')) as Record<string, { message?: unknown }>;
  const labels = new Map<string, string>();
  // Every id not used below is listed: version labels, generated-index titles, sidebars-file categories…
  const unused = new Set(Object.keys(entries));
  for (const [id, entry] of Object.entries(entries)) {
    const m = /^sidebar\.[^.]+\.category\.(.+)$/.exec(id);
    if (m && typeof entry?.message === 'string' && !/\.link\.generated-index\.(title|description)$/.test(m[1])) labels.set(m[1], entry.message);
  }
  const files = fs.existsSync(path.join(from, contentDir))
    ? fg.sync('**/_category_.{json,yml,yaml}', { cwd: path.join(from, contentDir), ignore: ['**/node_modules/**'] }).sort()
    : [];
  for (const rel of files) {
    const meta = (YAML.parse(fs.readFileSync(path.join(from, contentDir, rel), 'utf8')) ?? {}) as { label?: unknown; key?: unknown };
    const folder = path.posix.dirname(rel);
    // The category's key is its `key`, else its label, else the folder's name without its number prefix.
    const key = typeof meta.key === 'string' ? meta.key : typeof meta.label === 'string' ? meta.label : numberPrefix(path.posix.basename(folder)).name;
    const label = labels.get(key);
    if (label === undefined) continue;
    write(path.posix.join(dest, folder, '_category_.json'), `${JSON.stringify({ label }, null, 2)}\n`);
    for (const id of unused) if (id.endsWith(`.category.${key}`)) unused.delete(id);
  }
  if (unused.size)
    notes.push(
      `${catalogue}: ${[...unused].join(', ')}: not carried (imdocs translates only the labels of the categories that have a _category_ file in ${contentDir})`,
    );
}
