import fs from 'node:fs';
import path from 'node:path';

/**
 * Every HTML page of a build, by route (`/docs/a`, `/`), without 404 pages and imdocs' own files. Docusaurus
 * writes a route as `<route>/index.html` (or `<route>.html`); imdocs always as `<route>.html`, so its
 * `tutorials/index.html` is the route `/tutorials/index` (a doc whose slug is `index`), not `/tutorials`.
 */
export function routesOf(buildDir: string, imdocs = false): Map<string, string> {
  const out = new Map<string, string>();
  for (const rel of fs.readdirSync(buildDir, { recursive: true }).map(String)) {
    if (!rel.endsWith('.html')) continue;
    const posix = rel.split(path.sep).join('/');
    if (/(^|\/)404\.html$/.test(posix) || posix.startsWith('_imdocs/') || posix.startsWith('assets/')) continue;
    const route = `/${(imdocs ? posix.replace(/^index\.html$/, '') : posix.replace(/(^|\/)index\.html$/, '')).replace(/\.html$/, '')}`;
    out.set(route.length > 1 ? route.replace(/\/$/, '') : '/', path.join(buildDir, rel));
  }
  return out;
}
