import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfigInput } from '../../shared/siteConfig.ts';
import { withCode, type CarriedPlugins } from './migratePlugins.ts';

/** The files `imdocs migrate` writes for the new site itself: its `site.config.ts` and its `package.json`. */

export function siteConfigSource(config: SiteConfigInput, from: string, plugins: CarriedPlugins): string {
  return `// Written by \`imdocs migrate\` from the Docusaurus site "${from}". Every key, with its type and default:
// src/shared/siteConfig.ts in imdocs. The type import is erased when the file is loaded.
import type { SiteConfigInput } from 'imdocs/src/shared/siteConfig.ts';
${plugins.imports.map((line) => `${line}\n`).join('')}
const config: SiteConfigInput = ${withCode(JSON.stringify(config, null, 2), plugins.code)};

export default config;
`;
}

/**
 * The new site's package.json: imdocs (`imdocs`: the dependency spec, by default this engine's version), tsx to run
 * it, the packages the pages may import, and the packages of the site's remark and rehype plugins. The site's
 * devDependencies stay devDependencies: `npm install` gave them to the Docusaurus build, and its plugins read them
 * (remark-typescript-tools compiles code blocks with the site's tsconfig, whose `types` and imports name them).
 * Docusaurus' own packages and React (imdocs brings its own) are left out of both.
 */
export function packageJson(from: string, engineDir: string, imdocs: string | undefined, plugins: Record<string, string>): Record<string, unknown> {
  const pkgFile = path.join(from, 'package.json');
  const pkg = fs.existsSync(pkgFile)
    ? (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { name?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> })
    : {};
  const siteOwn = (deps: Record<string, string> | undefined) =>
    Object.fromEntries(
      Object.entries(deps ?? {}).filter(([name]) => !/^(@docusaurus\/|docusaurus-|@mdx-js\/react$|prism-react-renderer$|react$|react-dom$)/.test(name)),
    );
  const engine = JSON.parse(fs.readFileSync(path.join(engineDir, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string> };
  const dependencies = { imdocs: imdocs ?? `^${engine.version}`, tsx: engine.dependencies.tsx, ...siteOwn(pkg.dependencies), ...plugins };
  const devDependencies = Object.fromEntries(Object.entries(siteOwn(pkg.devDependencies)).filter(([name]) => !(name in dependencies)));
  return {
    name: `${pkg.name ?? 'docs'}-imdocs`.replace(/^@[^/]+\//, ''),
    private: true,
    scripts: { start: 'imdocs build && imdocs serve', build: 'imdocs build', dev: 'imdocs dev', check: 'imdocs check', serve: 'imdocs serve' },
    dependencies,
    ...(Object.keys(devDependencies).length ? { devDependencies } : {}),
    engines: { node: '>=20.19' },
  };
}
