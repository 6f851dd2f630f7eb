import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfigInput } from '../../shared/siteConfig.ts';
import { withCode, type CarriedPlugins } from './migratePlugins.ts';
import type { PathAliases } from './tsconfigPaths.ts';

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
 * Docusaurus' own packages and React (imdocs brings its own) are left out of both; prism-react-renderer and
 * @mdx-js/react stay, since imdocs brings neither and site components import them (a code block with `Highlight`).
 */
export function packageJson(from: string, engineDir: string, imdocs: string | undefined, plugins: Record<string, string>): Record<string, unknown> {
  const pkgFile = path.join(from, 'package.json');
  const pkg = fs.existsSync(pkgFile)
    ? (JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { name?: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> })
    : {};
  const siteOwn = (deps: Record<string, string> | undefined) =>
    Object.fromEntries(Object.entries(deps ?? {}).filter(([name]) => !/^(@docusaurus\/|docusaurus-|react$|react-dom$)/.test(name)));
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

/**
 * The new site's tsconfig.json. tsx compiles the engine's .tsx files with the tsconfig of the folder it runs in,
 * and only the files that tsconfig includes: the engine's folders are listed so they get the automatic JSX
 * runtime. npm installs the engine in node_modules/imdocs; a local folder (`--imdocs <folder>`, a `file:` link) is
 * seen at its real path, and so is the checkout this migrate runs from (not an installed package) when it is
 * linked in. The site's import aliases (`paths`, pointed at the files' new places) come along.
 */
export function newSiteTsconfig(engineDir: string, imdocs: string | undefined, paths?: PathAliases): string {
  const linked = /^file:/.test(imdocs ?? '') && fs.existsSync(imdocs!.slice(5)) && fs.statSync(imdocs!.slice(5)).isDirectory();
  const checkout = fs.realpathSync(engineDir);
  const engines = [
    ...new Set([
      'node_modules/imdocs',
      ...(linked ? [fs.realpathSync(imdocs!.slice(5))] : []),
      ...(checkout.split(path.sep).includes('node_modules') ? [] : [checkout]),
    ]),
  ];
  return `${JSON.stringify(
    {
      compilerOptions: {
        jsx: 'react-jsx',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2022',
        allowImportingTsExtensions: true,
        noEmit: true,
        strict: true,
        skipLibCheck: true,
        ...(paths && Object.keys(paths).length ? { paths } : {}),
      },
      include: ['**/*', ...engines.flatMap((engine) => [`${engine}/src/**/*`, `${engine}/bin/**/*`])],
    },
    null,
    2,
  )}\n`;
}
