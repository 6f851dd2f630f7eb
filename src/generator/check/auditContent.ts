import type { SiteModel } from '../content/siteModel.ts';
import type { BuiltPage } from './scanBuild.ts';

export interface FallbackPage {
  route: string;
  /** The default-locale page it shows. */
  source: string;
  /** `<meta name="robots" content="noindex">` present. */
  noindex: boolean;
  /** Canonical points at the source page. */
  canonicalToSource: boolean;
  /** The build's warnings name it. */
  warned: boolean;
}

export interface LocaleCoverage {
  locale: string;
  pages: number;
  translated: number;
  /** 0–100. */
  percent: number;
  fallbacks: FallbackPage[];
  /** Texts of structured reference sources (OpenAPI document, SDK catalogue) with no translation, per source. */
  untranslatedStrings: { source: string; keys: string[] }[];
}

export interface ContentAudit {
  coverage: LocaleCoverage[];
  /** Indexable pages from a source file (docs, MDX pages) without `<meta name="description">`. */
  missingDescription: string[];
  /** Page route → image srcs without an alt attribute. */
  imagesWithoutAlt: { route: string; src: string }[];
}

/** Translation coverage per locale (from the model), and page-level content checks (from the HTML). */
export function auditContent(model: SiteModel | undefined, pages: BuiltPage[], untranslated: Record<string, Record<string, string[]>> = {}): ContentAudit {
  const byRoute = new Map(pages.map((p) => [p.route, p]));
  const coverage: LocaleCoverage[] = [];
  if (model) {
    const { config } = model;
    const warnedFiles = new Set(model.warnings.filter((w) => w.code === 'missing-translation').map((w) => `${w.message}`));
    for (const locale of model.locales) {
      if (locale === config.i18n.defaultLocale) continue;
      const docs = [...model.docs, ...model.pageDocs].filter((d) => d.locale === locale);
      const fallbacks: FallbackPage[] = docs
        .filter((d) => !d.translated)
        .map((d) => {
          const source =
            [...model.docs, ...model.pageDocs].find(
              (s) => s.locale === config.i18n.defaultLocale && s.section === d.section && s.version === d.version && s.relPath === d.relPath,
            )?.route ?? d.baseRoute;
          const built = byRoute.get(d.route);
          const rel = d.file.startsWith(model.siteDir) ? d.file.slice(model.siteDir.length + 1) : d.file;
          return {
            route: d.route,
            source,
            noindex: Boolean(built?.noindex),
            canonicalToSource: Boolean(built?.canonical && new URL(built.canonical).pathname === source),
            warned: [...warnedFiles].some((m) => m.startsWith(`${locale}:`) && m.includes(rel)),
          };
        });
      const translated = docs.length - fallbacks.length;
      const untranslatedStrings = Object.entries(untranslated).map(([source, byLocale]) => ({ source, keys: byLocale[locale] ?? [] }));
      coverage.push({
        locale,
        pages: docs.length,
        translated,
        percent: docs.length ? Math.round((translated / docs.length) * 1000) / 10 : 100,
        fallbacks,
        untranslatedStrings,
      });
    }
  }
  // Authors can only fix pages that have a source file; generated lists (tags, archive) are the theme's.
  const authored = model ? new Set([...model.docs, ...model.pageDocs].filter((d) => d.translated).map((d) => d.route)) : undefined;
  const missingDescription = pages
    .filter((p) => (!authored || authored.has(p.route)) && !p.redirect && !p.noindex && !p.route.endsWith('/404') && p.route !== '/404' && !p.description)
    .map((p) => p.route);
  const imagesWithoutAlt = pages.filter((p) => !p.redirect).flatMap((p) => p.imagesWithoutAlt.map((src) => ({ route: p.route, src })));
  return { coverage, missingDescription, imagesWithoutAlt };
}
