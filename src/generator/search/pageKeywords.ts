import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { UserError, UserErrors } from '../errors.ts';
import { readYamlFile } from '../content/readYamlFile.ts';
import { errorAt } from './synonyms.ts';
import type { Doc } from '../types.ts';

/**
 * Page keywords (issue 30): the words readers type before they know a page's name ("silence a member", 禁言, 小红点),
 * kept as data next to the content: `content/keywords/*.yaml` (the default locale) and
 * `i18n/<locale>/keywords/*.yaml`, each a map of page route (without the locale prefix) → phrases; an MDX page's
 * frontmatter `keywords` adds to its own. The build checks every route (a page that does not exist in that locale is
 * an error at its line, so the build and `imdocs check` fail), renders them as the page's `<meta name="keywords">`,
 * and the search matches them like the task name (searchMeta.ts → names.json → src/theme/islands/search/fields.ts).
 * The folders hold no pages: sections and custom pages are read from their own folders only.
 */
export const KEYWORDS_DIR = 'keywords';

const phrases = z.array(z.string().trim().min(1, 'a keyword phrase cannot be empty')).min(1, 'a page needs at least one keyword phrase');
const fileSchema = z
  .record(z.string(), phrases)
  .superRefine((map, ctx) => {
    for (const route of Object.keys(map))
      if (!route.startsWith('/')) ctx.addIssue({ code: 'custom', path: [route], message: 'a page is a route starting with "/"' });
  })
  .nullable();

/** Per locale: page route (with the locale prefix) → its keyword phrases, in file order, without repeats. */
export type PageKeywords = Record<string, Record<string, string[]>>;

/** Where a locale's keyword files live, relative to the site folder. */
export function keywordsDir(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? path.join('content', KEYWORDS_DIR) : path.join('i18n', locale, KEYWORDS_DIR);
}

/**
 * Reads and checks the keywords of every locale: each file's YAML and shape (readYamlFile: one sentence at its line
 * and column), then that each route is a page of the locale (`routes`: the site's routes, with locale prefixes; every
 * missing one reported at its key), then adds the frontmatter `keywords` of `docs` (docs and MDX pages).
 */
export function loadPageKeywords(siteDir: string, locales: string[], defaultLocale: string, routes: Set<string>, docs: Doc[] = []): PageKeywords {
  const out: PageKeywords = {};
  const problems: UserError[] = [];
  const add = (locale: string, route: string, list: string[]) => {
    const byRoute = (out[locale] ??= {});
    byRoute[route] = [...new Set([...(byRoute[route] ?? []), ...list])];
  };
  for (const locale of locales) {
    const dir = path.join(siteDir, keywordsDir(locale, defaultLocale));
    if (!fs.existsSync(dir)) continue;
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    for (const name of fs.readdirSync(dir).sort()) {
      if (!/\.ya?ml$/.test(name)) continue;
      const file = path.join(dir, name);
      const rel = path.relative(siteDir, file);
      for (const [route, list] of Object.entries(readYamlFile(file, `page keywords (${rel})`, fileSchema) ?? {})) {
        const full = route === '/' ? prefix || '/' : `${prefix}${route}`;
        if (!routes.has(full)) problems.push(errorAt(file, [route], `The keywords of ${route} name a page that does not exist in ${locale} (${full}).`, true));
        else add(locale, full, list);
      }
    }
  }
  for (const doc of docs) if (doc.frontmatter.keywords?.length) add(doc.locale, doc.route, doc.frontmatter.keywords.map(String));
  if (problems.length === 1) throw problems[0];
  if (problems.length > 1) throw new UserErrors(problems);
  return out;
}
