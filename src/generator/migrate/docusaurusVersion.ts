import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/**
 * The version the new package.json asks for: the one installed in the Docusaurus site (its lockfile's pick: the
 * version its build ran, e.g. metro's docusaurus-plugin-internaldocs-fb 1.19.1, whose internLinks differs in 1.19.2,
 * which `^1.19.1` would install), else the site's own spec, else any.
 */
export function versionOf(from: string, pkg: string): string {
  // Its manifest, also when the package's `exports` do not list `./package.json`: the folder Node finds it in.
  const folders = createRequire(path.join(from, 'package.json')).resolve.paths(pkg) ?? [];
  for (const manifest of folders.map((dir) => path.join(dir, pkg, 'package.json')))
    try {
      return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
    } catch {
      // not in this node_modules
    }
  try {
    const json = JSON.parse(fs.readFileSync(path.join(from, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return json.dependencies?.[pkg] ?? json.devDependencies?.[pkg] ?? '*';
  } catch {
    return '*';
  }
}

/**
 * Whether the site's Docusaurus writes the list page of a blog that has no posts: 3.10 does (an empty `/blog`),
 * earlier versions write no blog page at all. The version its build ran (installed), else the version its
 * package.json asks for, where a `^` range (or any open one) installs today's newest 3.x.
 */
export function writesEmptyBlog(from: string): boolean {
  const installed = versionOf(from, '@docusaurus/plugin-content-blog');
  const spec = installed === '*' ? versionOf(from, '@docusaurus/core') : installed;
  const stated = /(\d+)(?:\.(\d+))?/.exec(spec);
  if (!stated) return true;
  const [major, minor] = [Number(stated[1]), Number(stated[2] ?? 0)];
  // An exact version or a `~` range stays on its minor; any other range reaches the newest minor of its major.
  if (/^[~=v\d]/.test(spec.trim())) return major > 3 || (major === 3 && minor >= 10);
  return major >= 3;
}
