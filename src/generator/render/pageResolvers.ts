import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { CompiledMdx } from '../mdx/compileMdx.ts';
import { missingThemeModule, bundledThemeImport } from '../mdx/themeModules.ts';
import { resolveModuleFile } from '../mdx/resolveModule.ts';
import { UserError, formatLocation, codeFrame } from '../errors.ts';
import { locate, resolveInsideSite } from '../content/siteFiles.ts';
import { STATIC_DIRS } from '../build/copyStaticFiles.ts';
import { builtinComponents } from '../../theme/mdx/components.ts';
import type { MdxResolvers } from '../../theme/mdx/MdxContext.tsx';
import { localizeRoute, splitHref, type SiteData } from '../../theme/context.tsx';
import type { Lookups, RenderShared } from './renderJob.tsx';

/**
 * What a page's source refers to, resolved at render time: its imports (inside the site, existing), its
 * `@theme/…` imports, and its Markdown links and images (a link to a source file becomes its route; an image is
 * copied into the build under a hashed name, or checked in the static folders).
 */

/** What the resolvers read and write of the renderer that renders the page. */
export interface ResolverState {
  readonly shared: RenderShared;
  readonly site: SiteData & { routes: Set<string> & { recording?: Lookups } };
  readonly copiedImages: Map<string, string>;
  readonly pendingAssets: string[];
  write(rel: string, data: string): string;
}

/** A page may import files of the site and packages, never a file outside the site. */
export function checkImports(siteDir: string, file: string, imports: CompiledMdx['imports']): void {
  for (const { source, line, column } of imports) {
    if (!/^(\.{1,2}\/|\/|file:)/.test(source)) continue;
    const spelled = source.startsWith('file:') ? fileURLToPath(source) : path.resolve(path.dirname(file), source);
    // Extensionless (`./_widget`) and folder imports resolve as webpack resolves them.
    const target = resolveModuleFile(spelled) ?? spelled;
    const location = { file, line, column };
    if (!resolveInsideSite(siteDir, target, `The import "${source}"`, location)) {
      throw new UserError(`The import "${source}" points to a file that does not exist (${path.relative(siteDir, target)})`, {
        location,
        frame: codeFrame(readSource(file), line, column),
      });
    }
  }
}

/** `import X from '@theme/Name'` of a component imdocs does not have fails here, naming the page and line. */
export function checkThemeImports(siteDir: string, file: string, themeImports: Record<string, string>): void {
  for (const name of Object.values(themeImports)) {
    if (name in builtinComponents || bundledThemeImport(siteDir, name)) continue;
    const source = readSource(file);
    const at = locate(source, `@theme/${name}`);
    throw new UserError(missingThemeModule(`@theme/${name}`), {
      location: { file, ...at },
      frame: codeFrame(source, at.line, at.column),
      hint: "remove the import, or register a component of that name in the site's src/mdx-components.tsx",
    });
  }
}

/** Markdown links and images of one source file, resolved for one locale. */
export function pageResolvers(page: ResolverState, file: string, locale: string, warnings: string[]): MdxResolvers {
  const { siteDir, fileRoutes, defaultLocale } = page.shared;
  const site = page.site;
  return {
    forFile: (other: string) => pageResolvers(page, other, locale, warnings),
    resolveHref: (href: string) => {
      if (!href || /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#') || href.startsWith('//')) return href;
      const [target, rest] = splitHref(href);
      if (!/\.mdx?$/.test(target)) return href.startsWith('/') ? localizeRoute(site, locale, href) : href;
      const fileKey = toSourceKey(path.relative(siteDir, file).split(path.sep).join('/'), locale, defaultLocale);
      const keys = linkCandidates(decodePath(href, target, 'link', file), fileKey);
      const recording = site.routes.recording;
      for (const key of keys) {
        const route = fileRoutes[locale]?.[key];
        if (recording) (recording.files[locale] ??= {})[key] = route ?? null;
        if (route) return `${route}${rest}`;
      }
      // `/x.md` that names no source file is a route (`/docs/x.md`, served as a file).
      if (href.startsWith('/')) return localizeRoute(site, locale, href);
      const key = keys.at(-1)!;
      const message = `${path.relative(siteDir, file)}: relative link "${href}" points to a missing file (${key})`;
      if (page.shared.onBrokenMarkdownLinks === 'throw') throw new UserError(message, { location: { file, ...locate(readSource(file), href) } });
      if (page.shared.onBrokenMarkdownLinks === 'warn') warnings.push(message);
      return href;
    },
    resolveImage: (src: string) => {
      if (!src || /^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//') || src.startsWith('data:')) return src;
      // Already an image of the build (imported by a module, or resolved before).
      if (src.startsWith('/assets/img/') && [...page.copiedImages.values()].includes(src)) return src;
      const where = () => ({ file, ...locate(readSource(file), src) });
      const missing = (message: string) => {
        if (page.shared.onBrokenMarkdownImages === 'throw')
          throw new UserError(message, { location: where(), hint: 'fix the path, or set onBrokenMarkdownImages: "warn" in site.config.ts' });
        if (page.shared.onBrokenMarkdownImages === 'warn') warnings.push(`${formatLocation(where())} ${message}`);
        return src;
      };
      const clean = decodePath(src, src.split(/[?#]/)[0], 'image', file);
      if (src.startsWith('/')) {
        // Served from static/: only checked, never copied (the static stage publishes it).
        const found = STATIC_DIRS.some((dir) =>
          resolveInsideSite(siteDir, path.join(siteDir, dir, path.posix.normalize(clean)), `The image "${src}"`, where()),
        );
        return found ? src : missing(`image "${src}" not found in ${STATIC_DIRS.join('/ or ')}/`);
      }
      const candidate = path.resolve(path.dirname(file), clean);
      const cached = page.copiedImages.get(candidate);
      if (cached) {
        page.pendingAssets.push(cached.slice(1));
        return cached;
      }
      const abs = resolveInsideSite(siteDir, candidate, `The image "${src}"`, where());
      if (!abs || !fs.statSync(abs).isFile()) return missing(`image "${src}" not found (looked for ${path.relative(siteDir, candidate)})`);
      const data = fs.readFileSync(abs);
      const hash = crypto.createHash('sha1').update(data).digest('hex').slice(0, 10);
      const ext = path.extname(abs);
      const url = `/assets/img/${path.basename(abs, ext)}.${hash}${ext}`;
      page.write(url.slice(1), data as unknown as string);
      page.copiedImages.set(candidate, url);
      page.pendingAssets.push(url.slice(1));
      return url;
    },
  };
}

/** `i18n/<locale>/x` → `content/x`, so translations and sources share one key. */
/**
 * The source files (keys of `fileRoutes`, site-relative) a Markdown file link may name, in the order Docusaurus
 * tries them (`resolveMarkdownLinkPathname` of @docusaurus/utils): `./x.md` and `../x.md` only from the linking
 * file's folder; `api/x.md` first from the root of the linking file's content folder (`content/docs`,
 * `content/docs_versions/1.0`), then from the site folder, then from the file's folder; `/api/x.md` from the content
 * root and the site folder only. `fileKey` is the linking file's own key.
 */
export function linkCandidates(link: string, fileKey: string): string[] {
  const out: string[] = [];
  const add = (dir: string) => {
    const key = path.posix.normalize(path.posix.join(dir, link)).replace(/^\/+/, '');
    if (!key.startsWith('../') && !out.includes(key)) out.push(key);
  };
  if (!link.startsWith('./') && !link.startsWith('../')) {
    const parts = fileKey.split('/');
    if (parts[0] === 'content' && parts.length > 2) add(parts.slice(0, parts[1].endsWith('_versions') && parts.length > 3 ? 3 : 2).join('/'));
    add('');
  }
  if (!link.startsWith('/')) add(path.posix.dirname(fileKey));
  return out;
}

export function toSourceKey(rel: string, locale: string, defaultLocale: string): string {
  if (locale !== defaultLocale && rel.startsWith(`i18n/${locale}/`)) return `content/${rel.slice(`i18n/${locale}/`.length)}`;
  return rel;
}

/** `decodeURI` of a link or image path, or a content error at its place in the page for a malformed %-escape. */
function decodePath(written: string, pathPart: string, what: 'link' | 'image', file: string): string {
  try {
    return decodeURI(pathPart);
  } catch {
    const source = readSource(file);
    const at = locate(source, written);
    throw new UserError(`The ${what} "${written}" has a malformed %-escape (write a literal "%" as %25)`, {
      location: { file, ...at },
      frame: codeFrame(source, at.line, at.column),
    });
  }
}

function readSource(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
