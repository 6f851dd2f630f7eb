import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fg from 'fast-glob';
import type { LoadedReference } from '../loadReferences.ts';

const codeDirs = [fileURLToPath(new URL('./', import.meta.url)), fileURLToPath(new URL('../../../shared/restapi/', import.meta.url))];
const modulesDir = fileURLToPath(new URL('../../../../node_modules/', import.meta.url));

/**
 * The loaded REST reference of an earlier build, reused when nothing that goes into it changed: every
 * file under the watched folders, the locales, our loader's code and the versions of Redocly and jsonpath.
 * Validating and bundling a large document takes seconds; a warm build skips all of it. (Code samples and
 * examples are highlighted when their pages render, so the highlighter is no input here.)
 */
export function cacheKey(siteDir: string, watch: string[], locales: string[], defaultLocale: string): string {
  const hash = crypto.createHash('sha1').update(JSON.stringify({ locales, defaultLocale }));
  for (const pkg of ['@redocly/openapi-core', 'jsonpath-rfc9535']) {
    try {
      hash.update(pkg).update(fs.readFileSync(path.join(modulesDir, pkg, 'package.json')));
    } catch {
      hash.update(`${pkg}:none`);
    }
  }
  for (const dir of codeDirs) for (const f of fg.sync('*.ts', { cwd: dir }).sort()) hash.update(f).update(fs.readFileSync(path.join(dir, f)));
  for (const w of watch) {
    const abs = path.join(siteDir, w);
    if (!fs.existsSync(abs)) continue;
    // Sidebar labels (`_category_.json`) sit in the same folders but are no part of the document.
    for (const f of fg.sync('**/*.{yaml,yml,json}', { cwd: abs, dot: false, ignore: ['**/_category_.json'] }).sort())
      hash.update(`${w}/${f}`).update(fs.readFileSync(path.join(abs, f)));
  }
  return hash.digest('hex');
}

/** One entry per set of locales, so a one-locale build does not evict the full build's entry. */
const file = (cacheDir: string, locales: string[]) => path.join(cacheDir, `restapi-reference.${[...locales].sort().join('+')}.json`);

export function readCache(cacheDir: string | undefined, locales: string[], key: string): LoadedReference | undefined {
  if (!cacheDir) return undefined;
  try {
    const stored = JSON.parse(fs.readFileSync(file(cacheDir, locales), 'utf8')) as { key: string; value: LoadedReference };
    return stored.key === key ? stored.value : undefined;
  } catch {
    return undefined;
  }
}

export function writeCache(cacheDir: string | undefined, locales: string[], key: string, value: LoadedReference): void {
  if (!cacheDir) return;
  try {
    fs.mkdirSync(cacheDir, { recursive: true });
    const target = file(cacheDir, locales);
    const tmp = `${target}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify({ key, value }));
    fs.renameSync(tmp, target);
  } catch {
    /* a cache that cannot be written is only slower */
  }
}
