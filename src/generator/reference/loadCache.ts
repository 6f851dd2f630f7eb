import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import fg from 'fast-glob';
import type { LoadedReference } from './loadReferences.ts';
import { engineSources, runningEngine as engineSrc } from '../engine.ts';
import { hashSources, importClosure } from '../moduleClosure.ts';

/** The engine checkout's installed packages (whichever engine runs: engine.ts). */
const modulesDir = path.join(path.dirname(engineSources), 'node_modules');

/** What a reference source's loaded data is made from, besides the locales. */
export interface LoadInputs {
  /** Files and folders of the site (relative to it); a folder counts with its YAML and JSON files. */
  watch: string[];
  /** Folders of the loader's own code (every `.ts` in them, with the modules they import). */
  codeDirs: string[];
  /** Packages whose version goes into the data. */
  packages: string[];
}

/**
 * The loaded data of a reference source in an earlier build, reused when nothing that goes into it changed:
 * every watched file, the locales, the loader's code and the versions of the packages it uses. Validating
 * and bundling the REST document takes seconds, reading the SDK catalogue ~0.4 s; a warm build skips both.
 * (Code samples and examples are highlighted when their pages render, so the highlighter is no input here.)
 */
export function cacheKey(siteDir: string, inputs: LoadInputs, locales: string[], defaultLocale: string): string {
  const hash = crypto.createHash('sha1').update(JSON.stringify({ locales, defaultLocale }));
  for (const pkg of inputs.packages) {
    try {
      hash.update(pkg).update(fs.readFileSync(path.join(modulesDir, pkg, 'package.json')));
    } catch {
      hash.update(`${pkg}:none`);
    }
  }
  // The loader's folders and every module they import (the YAML reader, the catalogue's schema…), wherever it sits.
  const own = inputs.codeDirs.flatMap((dir) => fg.sync('*.ts', { cwd: dir }).map((f) => path.relative(engineSrc, path.join(dir, f))));
  hashSources(hash, engineSrc, importClosure(engineSrc, own));
  for (const w of inputs.watch) {
    const abs = path.join(siteDir, w);
    const stat = fs.statSync(abs, { throwIfNoEntry: false });
    if (!stat) continue;
    if (stat.isFile()) {
      hash.update(w).update(fs.readFileSync(abs));
      continue;
    }
    // Sidebar labels (`_category_.json`) sit in the same folders but are no part of the data.
    for (const f of fg.sync('**/*.{yaml,yml,json}', { cwd: abs, dot: false, ignore: ['**/_category_.json'] }).sort())
      hash.update(`${w}/${f}`).update(fs.readFileSync(path.join(abs, f)));
  }
  return hash.digest('hex');
}

/** One entry per source and set of locales, so a one-locale build does not evict the full build's entry. */
const file = (cacheDir: string, source: string, locales: string[]) => path.join(cacheDir, `${source}-reference.${[...locales].sort().join('+')}.json`);

function readCache(cacheDir: string | undefined, source: string, locales: string[], key: string): LoadedReference | undefined {
  if (!cacheDir) return undefined;
  try {
    const stored = JSON.parse(fs.readFileSync(file(cacheDir, source, locales), 'utf8')) as { key: string; value: LoadedReference };
    return stored.key === key ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

function writeCache(cacheDir: string | undefined, source: string, locales: string[], key: string, value: LoadedReference): void {
  if (!cacheDir) return;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const target = file(cacheDir, source, locales);
    const tmp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ key, value }));
    fs.renameSync(tmp, target);
  } catch {
    /* a cache that cannot be written is only slower */
  }
}

/**
 * `load`, or the data an earlier build loaded from the same inputs. The data must survive JSON (plain objects,
 * arrays and scalars, no Buffer), as a source's `byLocale`, warnings and files do.
 */
export async function cachedLoad(
  cacheDir: string | undefined,
  source: string,
  key: () => string,
  locales: string[],
  load: () => Promise<LoadedReference>,
): Promise<LoadedReference> {
  const k = cacheDir ? key() : '';
  const cached = readCache(cacheDir, source, locales, k);
  if (cached) return cached;
  const loaded = await load();
  writeCache(cacheDir, source, locales, k, loaded);
  return loaded;
}
