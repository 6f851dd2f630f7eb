import type { SiteModel } from '../content/siteModel.ts';

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Routes the sitemap lists: every indexable page of every locale; tag pages (blog and docs), search and fallbacks stay out. */
export function sitemapRoutes(model: SiteModel): string[] {
  const blog = model.config.sections.find((s) => s.kind === 'blog');
  const tagPrefix = blog ? `/${blog.routeBasePath}/tags` : null;
  const out: string[] = [];
  for (const doc of model.docs) if (doc.translated) out.push(doc.route);
  for (const doc of model.pageDocs) if (doc.translated && doc.baseRoute !== '/404') out.push(doc.route);
  for (const page of model.pages) if (page.translated && !page.noindex && !['notFound', 'docTags', 'docTag'].includes(page.kind)) out.push(page.route);
  return out.filter((r) => !tagPrefix || !(r.includes(`${tagPrefix}/`) || r.endsWith(tagPrefix))).sort();
}

/** `sitemap.xml`: changefreq weekly, priority 0.5, hreflang alternates for translated pages. */
export function renderSitemap(model: SiteModel): string {
  const { url, i18n } = model.config;
  const byRoute = new Map<string, string>();
  for (const doc of [...model.docs, ...model.pageDocs]) byRoute.set(doc.route, doc.baseRoute);
  for (const page of model.pages) byRoute.set(page.route, page.baseRoute);
  const entries = sitemapRoutes(model).map((route) => {
    const alternates = model.alternates.get(byRoute.get(route) ?? route);
    const links =
      alternates && alternates.size > 1
        ? [...alternates]
            .map(
              ([locale, r]) =>
                `\n    <xhtml:link rel="alternate" hreflang="${xmlEscape(i18n.localeConfigs[locale]?.htmlLang ?? locale)}" href="${xmlEscape(url + encodeURI(r))}"/>`,
            )
            .join('')
        : '';
    return `  <url>\n    <loc>${xmlEscape(url + encodeURI(route))}</loc>\n    <changefreq>weekly</changefreq>\n    <priority>0.5</priority>${links}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** A page that sends the visitor on at once on any static host (meta refresh, plus a link without it). */
export function renderRedirect(to: string, canonical: string): string {
  const href = xmlEscape(to);
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Redirecting…</title><link rel="canonical" href="${xmlEscape(canonical)}"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0; url=${href}"><script>location.replace(${JSON.stringify(to)}+location.search+location.hash)</script></head><body><p><a href="${href}">${href}</a></p></body></html>\n`;
}
