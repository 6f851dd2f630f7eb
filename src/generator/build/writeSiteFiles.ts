import fs from 'node:fs';
import path from 'node:path';
import { renderSitemap, renderRedirect } from './writeSitemap.ts';
import { routeToFile } from '../../shared/routes.ts';
import { pathInside } from '../containment.ts';
import { renderLlmsTxt, llmsTxtFile } from './llmsTxt.ts';
import type { SiteModel } from '../content/siteModel.ts';

/**
 * The route manifest, relative to the output folder: every build writes it afresh, so its presence and time say
 * that a build is there and when it was made (a site need not have a home page, and a page restored from the
 * page cache keeps the time it was first written).
 */
export const BUILD_MARKER = '_imdocs/routes.json';

/**
 * Stage "write site files": everything besides the pages — sitemap.xml, the section redirects, the route
 * manifest the client router reads, `llms.txt` per locale, and files published by reference sources (the
 * OpenAPI document).
 */
export function writeSiteFiles(outDir: string, model: SiteModel, published: Record<string, string | Buffer> = {}): void {
  const write = (rel: string, data: string | Buffer) => {
    const file = pathInside(outDir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, data);
  };
  write('sitemap.xml', renderSitemap(model));
  for (const [from, to] of model.redirects) write(routeToFile(from), renderRedirect(to, model.config.url + to));
  write(
    BUILD_MARKER,
    JSON.stringify({
      version: model.config.version,
      locales: model.locales,
      routes: [...model.routes].sort(),
      redirects: Object.fromEntries(model.redirects),
    }),
  );
  for (const locale of model.locales) write(llmsTxtFile(model, locale), renderLlmsTxt(model, locale));
  for (const [rel, data] of Object.entries(published)) write(rel, data);
}
