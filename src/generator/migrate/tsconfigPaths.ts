import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';

/**
 * The import aliases of a Docusaurus site's `tsconfig.json` (`"paths": { "@/*": ["./src/*"] }`). A site that
 * resolves them in its pages (through `babel-plugin-tsconfig-paths` in its Babel config, as Docusaurus itself
 * applies only `@site/…`) keeps them in imdocs: migrate follows them to the files they reach and writes them,
 * pointed at where those files are now, into the new site's tsconfig, which esbuild and tsx both apply.
 */

/** Alias pattern (`@/*`) → its targets, site-relative (`src/*`), in the order TypeScript tries them. */
export type PathAliases = Record<string, string[]>;

interface TsconfigFile {
  extends?: unknown;
  compilerOptions?: { baseUrl?: unknown; paths?: unknown };
}

/**
 * The site's path aliases, from its `tsconfig.json` and the local files it `extends` (the nearest `paths` and
 * `baseUrl` win, as in TypeScript); `@site/*` is left out (imdocs resolves it itself). `readable` says whether a
 * site-relative file may be read. Undefined when the site has none.
 */
export function sitePathAliases(siteDir: string, readable: (rel: string) => boolean): PathAliases | undefined {
  let paths: { value: Record<string, unknown>; dir: string } | undefined;
  let baseUrl: string | undefined;
  const seen = new Set<string>();
  let rel: string | undefined = 'tsconfig.json';
  while (rel && !seen.has(rel) && readable(rel) && fs.existsSync(path.join(siteDir, rel))) {
    seen.add(rel);
    const data = parse(fs.readFileSync(path.join(siteDir, rel), 'utf8'), [], { allowTrailingComma: true }) as TsconfigFile | undefined;
    const dir = path.posix.dirname(rel);
    const options = data?.compilerOptions ?? {};
    if (!paths && options.paths && typeof options.paths === 'object') paths = { value: options.paths as Record<string, unknown>, dir };
    if (baseUrl === undefined && typeof options.baseUrl === 'string') baseUrl = path.posix.join(dir, options.baseUrl);
    // Only a local file is followed: a package's config (`@docusaurus/tsconfig`) names no alias but `@site/*`.
    const parent: unknown = data?.extends;
    rel =
      typeof parent === 'string' && /^\.{1,2}\//.test(parent)
        ? path.posix.normalize(path.posix.join(dir, parent.endsWith('.json') ? parent : `${parent}.json`))
        : undefined;
  }
  if (!paths) return undefined;
  // Targets are relative to baseUrl, or without one to the file that declares `paths`.
  const base = baseUrl ?? paths.dir;
  const aliases: PathAliases = {};
  for (const [pattern, targets] of Object.entries(paths.value)) {
    if (pattern === '@site/*' || !Array.isArray(targets)) continue;
    const list = targets.filter((t): t is string => typeof t === 'string').map((t) => path.posix.normalize(path.posix.join(base, t)));
    if (list.length) aliases[pattern] = list;
  }
  return Object.keys(aliases).length ? aliases : undefined;
}

/**
 * The site-relative paths an import of `spec` may name through the aliases, as TypeScript matches them: an exact
 * pattern first, else the `*` pattern with the longest prefix.
 */
export function aliasTargets(aliases: PathAliases, spec: string): string[] {
  if (aliases[spec]) return aliases[spec];
  let best: [prefix: string, suffix: string, targets: string[]] | undefined;
  for (const [pattern, targets] of Object.entries(aliases)) {
    const star = pattern.indexOf('*');
    if (star < 0) continue;
    const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (spec.length >= prefix.length + suffix.length && spec.startsWith(prefix) && spec.endsWith(suffix) && (!best || prefix.length > best[0].length))
      best = [prefix, suffix, targets];
  }
  if (!best) return [];
  const matched = spec.slice(best[0].length, spec.length - best[1].length);
  return best[2].map((target) => target.replace('*', matched));
}

/**
 * The aliases for the new site's tsconfig (at its root, with no `baseUrl`): each target pointed at where its
 * files were written (`where` maps a site path to its new one: `src/pages/*` → `content/pages/*`). A target
 * outside the site is dropped and told to `note`.
 */
export function carriedPathAliases(aliases: PathAliases, where: (rel: string) => string, note: (text: string) => void): PathAliases {
  const out: PathAliases = {};
  for (const [pattern, targets] of Object.entries(aliases)) {
    const kept: string[] = [];
    for (const target of targets) {
      if (target.startsWith('../')) {
        note(`tsconfig.json paths "${pattern}" → ${target}: not carried (outside the Docusaurus site)`);
        continue;
      }
      const star = target.indexOf('*');
      if (star < 0) {
        kept.push(target === '.' ? './' : `./${where(target)}`);
        continue;
      }
      // `src/*`: the folder moves; `src/comp*` (part of a name): the prefix as a path.
      const prefix = target.slice(0, star);
      const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
      const moved = folder === '' || folder === '.' ? '' : where(folder);
      kept.push(`./${moved}${moved && prefix.endsWith('/') ? '/' : ''}${target.slice(star)}`);
    }
    if (kept.length) out[pattern] = kept;
  }
  return out;
}
