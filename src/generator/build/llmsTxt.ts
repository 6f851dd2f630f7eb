import { localePrefix, markdownUrl } from '../../shared/routes.ts';
import type { SiteModel } from '../content/siteModel.ts';

/**
 * `/llms.txt` of one locale (llmstxt.org): the site's title and tagline, then every authored page of the
 * locale grouped by section, each a link to its Markdown twin with its one-line description.
 * Fallback pages (shown in another locale's words) are left out.
 */
export function renderLlmsTxt(model: SiteModel, locale: string): string {
  const { config } = model;
  const base = config.url.replace(/\/$/, '');
  const line = (title: string, route: string, description?: string) =>
    `- [${title}](${base}${markdownUrl(route)})${description ? `: ${description.replace(/\s+/g, ' ').trim()}` : ''}`;
  const out = [`# ${config.title}`, '', `> ${config.tagline ?? ''}`.trimEnd(), ''];
  const pages = model.pageDocs.filter((d) => d.locale === locale && d.translated);
  if (pages.length) out.push('## Pages', '', ...pages.map((d) => line(d.title, d.route, d.description)), '');
  for (const section of config.sections) {
    const docs = model.docs.filter((d) => d.locale === locale && d.section === section.id && d.translated && !d.draft && d.version === 'current');
    if (!docs.length) continue;
    docs.sort((a, b) => a.route.localeCompare(b.route));
    out.push(`## ${section.label}`, '', ...docs.map((d) => line(d.title, d.route, d.description)), '');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** Output path of a locale's llms.txt: `llms.txt`, `zh-Hans/llms.txt`. */
export function llmsTxtFile(model: SiteModel, locale: string): string {
  const prefix = localePrefix(model.config, locale);
  return prefix ? `${prefix.slice(1)}/llms.txt` : 'llms.txt';
}
