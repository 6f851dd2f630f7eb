import fs from 'node:fs';
import path from 'node:path';
import { readable, type ReadRoot } from './readRoot.ts';

/**
 * The names Prettier looks for in each folder, in its order (`package.json` only counts when it has a `prettier`
 * key). Only these, by these names, are read: the walk is an explicit, listed copy, not a way up and out.
 */
const PRETTIER_FILES = [
  'package.json',
  'package.yaml',
  '.prettierrc',
  '.prettierrc.json',
  '.prettierrc.yaml',
  '.prettierrc.yml',
  '.prettierrc.json5',
  '.prettierrc.js',
  'prettier.config.js',
  '.prettierrc.ts',
  'prettier.config.ts',
  '.prettierrc.mjs',
  'prettier.config.mjs',
  '.prettierrc.mts',
  'prettier.config.mts',
  '.prettierrc.cjs',
  'prettier.config.cjs',
  '.prettierrc.cts',
  'prettier.config.cts',
  '.prettierrc.toml',
];

export interface CarriedPrettierConfig {
  /** Name of the file in the new site's root folder. */
  name: string;
  text: string;
  /** Where it came from, relative to the folder migrate may read (`/`-separated). */
  source: string;
}

/** The `prettier` key of a package.json (or package.yaml as text: only a JSON package.json is read for the key). */
function packagePrettierKey(file: string): unknown {
  try {
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { prettier?: unknown }).prettier;
  } catch {
    return undefined;
  }
}

/** The `type` of the package a folder belongs to (its nearest package.json inside the folder migrate may read). */
function packageType(dir: string, root: ReadRoot): string | undefined {
  for (let d = dir; readable(root, d); d = path.dirname(d)) {
    const file = path.join(d, 'package.json');
    if (fs.existsSync(file)) {
      try {
        return (JSON.parse(fs.readFileSync(file, 'utf8')) as { type?: string }).type;
      } catch {
        return undefined;
      }
    }
    if (d === root.dir) break;
  }
  return undefined;
}

/**
 * The Prettier config the Docusaurus site's files resolve to: site plugins that format code (remark-typescript-tools
 * formats the JavaScript it transpiles) ask Prettier for the config of the page, which walks up from the page's
 * folder, so for a site in `website/` it is often the repository's own, above the site. The new site's pages must
 * find the same config, and they cannot walk up to it (the new site lives elsewhere): it is copied into the new
 * site's root. The walk starts at the site folder and stops at the folder migrate may read (`readRoot`); a folder
 * migrate may not read (hidden, or reached through a symlink out of it) ends the walk, and so does a config that
 * is a symlink out of it. A `prettier` key of a package.json becomes `.prettierrc.json`.
 */
export function sitePrettierConfig(from: string, root: ReadRoot): CarriedPrettierConfig | undefined {
  for (let dir = fs.realpathSync(from); readable(root, dir); dir = path.dirname(dir)) {
    for (const name of PRETTIER_FILES) {
      const file = path.join(dir, name);
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) continue;
      if (!readable(root, path.dirname(fs.realpathSync(file)))) return undefined;
      const source = path.relative(root.dir, file).split(path.sep).join('/');
      if (name === 'package.json') {
        const key = packagePrettierKey(file);
        if (key === undefined) continue;
        return { name: '.prettierrc.json', text: `${JSON.stringify(key, null, 2)}\n`, source };
      }
      if (name === 'package.yaml') continue; // its `prettier` key is not read; a config further up still applies
      // The new site's package.json declares no "type": a `.js` config of an ES-module package keeps its meaning as `.mjs`.
      const renamed = name.endsWith('.js') && packageType(dir, root) === 'module' ? name.replace(/\.js$/, '.mjs') : name;
      return { name: renamed, text: fs.readFileSync(file, 'utf8'), source };
    }
    if (dir === root.dir) break;
  }
  return undefined;
}
