import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import fg from 'fast-glob';
import { ENGINE_VERSION, depsUnchanged } from '../mdx/engineVersion.ts';
import { runningEngine } from '../engine.ts';
import type { Lookups, RenderJob, RenderResult, RenderShared } from '../render/renderJob.tsx';
import { linkFile, storeFile, unchanged, type FileStamp } from './linkedFiles.ts';
import { pathInside } from '../containment.ts';
import { hashSources, importClosure } from '../moduleClosure.ts';

/**
 * Hash of the code that renders pages in the engine whose `src/` is `src`: the theme, the renderer and the shared
 * sources (the highlighter of theme components lives there), and every module the render threads import at run
 * time wherever it sits (image paths resolved by the site's files, warnings worded by errors.ts). Any change to
 * them re-renders every page. The sources the render threads run, not those on disk now: a compiled engine
 * holds the sources it was compiled from, and an edit saved while `imdocs dev` restarts its threads must not
 * file pages rendered by the older theme under the newer one's key.
 */
function codeHash(src: string): string {
  const files = new Set(importClosure(src, ['generator/render/renderWorker.ts']));
  for (const dir of ['theme', 'generator/render', 'shared']) for (const file of fg.sync('**/*.{ts,tsx,css,mjs}', { cwd: path.join(src, dir) })) files.add(`${dir}/${file}`);
  return hashSources(crypto.createHash('sha1').update(ENGINE_VERSION), src, [...files].sort()).digest('hex');
}

interface Entry {
  result: RenderResult;
  files: string[];
  /** Stamp of each cached file (linkedFiles.ts): an entry whose files were edited since is a miss. */
  stamps: FileStamp[];
  /** The broken-link and broken-image policies the page was rendered with (see `restore`). */
  policy: string;
  /** The page's locale and the hash of each reference data set it read (`RenderResult.references`), as they were then. */
  references?: { locale: string; read: Record<string, string> };
}

/** Whether the cache under `cacheDir` holds rendered pages (a build without them renders every page). */
export function hasCachedPages(cacheDir: string | undefined): boolean {
  try {
    return cacheDir !== undefined && fs.readdirSync(path.join(cacheDir, 'pages')).length > 0;
  } catch {
    return false;
  }
}

/**
 * Rendered pages of earlier builds, keyed by everything that goes into a page: the job (source, page
 * data, sidebar, last update), the site-wide data and the theme's code. A warm build copies unchanged
 * pages (as hard links, linkedFiles.ts) instead of rendering them. A page that imports files (bundled) or uses the site's MDX components records
 * every file it read with a content stamp; its entry is reused only while all of them are unchanged.
 */
export class PageCache {
  private readonly siteKey: string;
  private readonly policy: string;
  /** Whether pages restored go into a search index (`RenderShared.indexSearch`). */
  private readonly indexSearch: boolean;
  /** What every page of `locale` reads of the per-locale data (its UI messages), and its hash by locale. */
  private readonly localeData: (locale: string) => unknown;
  private readonly localeKeys = new Map<string, string>();
  /** The reference data by locale (undefined while it loads: `RenderShared.referencesLoading`), and its hashes. */
  private readonly references?: RenderShared['references'];
  private readonly referenceKeys = new Map<string, string>();
  /** The site's routes and the routes of its source files, to check the answers an entry's page got (`lookups`). */
  private readonly routes: Set<string>;
  private readonly fileRoutes: RenderShared['fileRoutes'];
  /** Docs whose slug moves them (`SiteData.docRoutes`), checked like the routes (`lookups.docs`). */
  private readonly docRoutes: Record<string, Record<string, string>>;

  constructor(
    private readonly dir: string,
    shared: RenderShared,
    /** The `src/` folder of the engine the pages are rendered with (another than this one's after `imdocs dev` compiled an edit). */
    engineSrc: string = runningEngine,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    // Sidebars are left out: each job carries the hash of its own tree. So are the broken-link and
    // broken-image policies, which `imdocs dev` softens from "throw" to "warn": they change a page only when
    // it has such a link or image, and then it carries a warning (see `restore`).
    // So are the UI messages of each locale, which a page reads for its own locale only: they key each page by its
    // locale (`localeKey`), so a translation edit renders that locale's pages again, not every page. So is the
    // reference data: an entry holds the hash of each data set its page read (`RenderResult.references`) and is
    // reused while they hold (`restore`), so an edit of the OpenAPI document renders the REST pages again, not the
    // guides; and `imdocs dev` can render the pages that read none before the references load. And the site's routes: an entry holds what its page asked of them (`RenderResult.lookups`),
    // and is reused while the answers hold (`restore`), so a page added renders again only the pages it changes.
    const {
      outDir: _out,
      sidebars: _sidebars,
      indexSearch: _index,
      onBrokenMarkdownLinks,
      onBrokenMarkdownImages,
      messages,
      references,
      referencesLoading: _loading,
      fileRoutes,
      site: { routes, docRoutes, ...site },
      ...stable
    } = shared;
    this.docRoutes = docRoutes ?? {};
    this.localeData = (locale) => messages[locale];
    this.references = shared.referencesLoading ? undefined : (references ?? {});
    this.routes = new Set(routes);
    this.fileRoutes = fileRoutes;
    this.policy = `${onBrokenMarkdownLinks}/${onBrokenMarkdownImages}`;
    this.indexSearch = Boolean(shared.indexSearch);
    // Which components registry files exist (adding one changes every page; its content is in each page's deps).
    const registries = fg.sync(['src/mdx-components.*', 'src/theme/MDXComponents.*'], { cwd: shared.siteDir }).sort();
    this.siteKey = crypto
      .createHash('sha1')
      .update(codeHash(engineSrc))
      .update(JSON.stringify({ ...stable, site }))
      .update(registries.join('\0'))
      .digest('hex');
  }

  /** Hash of the data of one locale (see the constructor), once per locale. */
  private localeKey(locale: string): string {
    let key = this.localeKeys.get(locale);
    if (key === undefined) {
      key = crypto.createHash('sha1').update(JSON.stringify(this.localeData(locale)) ?? '').digest('hex');
      this.localeKeys.set(locale, key);
    }
    return key;
  }

  /** Hash of the reference data set `name` of `locale` (once each); undefined while the references load. */
  private referenceKey(locale: string, name: string): string | undefined {
    if (!this.references) return undefined;
    let key = this.referenceKeys.get(`${locale}\0${name}`);
    if (key === undefined) {
      key = crypto
        .createHash('sha1')
        .update(JSON.stringify(this.references[locale]?.[name]) ?? '')
        .digest('hex');
      this.referenceKeys.set(`${locale}\0${name}`, key);
    }
    return key;
  }

  /** Whether the reference data sets a cached page read are as they were (none read: true). */
  private referencesHold(references: Entry['references']): boolean {
    return !references || Object.entries(references.read).every(([name, hash]) => this.referenceKey(references.locale, name) === hash);
  }

  key(job: RenderJob): string | undefined {
    const locale = job.kind === 'sidebar' ? job.locale : job.page.locale;
    const hash = crypto.createHash('sha1').update(this.siteKey).update(this.localeKey(locale)).update(JSON.stringify(job));
    if (job.kind === 'tsx') hash.update(fs.readFileSync(job.file));
    return hash.digest('hex');
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /**
   * Copies the cached files into `outDir` and returns the cached result, or undefined on a miss. A page
   * rendered under other policies is reused only if it had no warning: then it had no broken link or image,
   * and renders the same under any policy (so `imdocs dev` and `imdocs build` share their pages, but a page
   * dev rendered with a broken link is never restored into a build that must fail on it).
   */
  restore(key: string, outDir: string): RenderResult | undefined {
    let entry: Entry;
    try {
      entry = JSON.parse(fs.readFileSync(this.file(key), 'utf8')) as Entry;
      if (entry.policy !== this.policy && entry.result.warnings.length) return undefined;
      if (entry.result.deps && !depsUnchanged(entry.result.deps)) return undefined;
      if (entry.result.lookups && !this.lookupsHold(entry.result.lookups)) return undefined;
      // Read while the references still load: put off until they are there (it may well be restored then).
      if (entry.references && !this.references) return { route: entry.result.route, file: '', links: [], ids: [], warnings: [], deferred: true };
      if (!this.referencesHold(entry.references)) return undefined;
      if (!entry.files.every((_, i) => unchanged(`${this.file(key)}.${i}`, entry.stamps[i]))) return undefined;
      const { searchableFile, ...result } = entry.result;
      entry.files.forEach((rel, i) => {
        // What the search index reads of the page, only for a build that indexes it (else nothing would remove it).
        if (rel !== searchableFile || this.indexSearch) linkFile(`${this.file(key)}.${i}`, pathInside(outDir, rel));
      });
      return searchableFile && this.indexSearch ? { ...result, searchableFile } : result;
    } catch {
      return undefined;
    }
  }

  /** Whether the site's routes still answer what a cached page asked of them. */
  private lookupsHold(lookups: Lookups): boolean {
    for (const [route, found] of Object.entries(lookups.routes)) if (this.routes.has(route) !== found) return false;
    for (const [locale, files] of Object.entries(lookups.files))
      for (const [file, route] of Object.entries(files)) if ((this.fileRoutes[locale]?.[file] ?? null) !== route) return false;
    for (const [section, ids] of Object.entries(lookups.docs ?? {}))
      for (const [id, route] of Object.entries(ids)) if ((this.docRoutes[section]?.[id] ?? null) !== route) return false;
    return true;
  }

  /**
   * Files a rendered page under `key` (`job`: the job it was rendered from). A page that read reference data is
   * not kept while that data loads (its hash is not known yet), nor is a page put off until it has
   * (`RenderResult.deferred`).
   */
  store(key: string, outDir: string, result: RenderResult, job: RenderJob): void {
    if (result.deferred) return;
    let references: Entry['references'];
    if (result.references?.length) {
      const locale = job.kind === 'sidebar' ? job.locale : job.page.locale;
      const read = Object.fromEntries(result.references.map((name) => [name, this.referenceKey(locale, name)]));
      if (Object.values(read).includes(undefined)) return;
      references = { locale, read: read as Record<string, string> };
    }
    const files = [result.file, ...(result.extraFiles ?? []), ...(result.searchableFile ? [result.searchableFile] : [])];
    const file = this.file(key);
    const stamps = files.map((rel, i) => storeFile(path.join(outDir, rel), `${file}.${i}`));
    // The entry is written last: a reader never sees an entry whose files are missing.
    fs.writeFileSync(file, JSON.stringify({ result, files, stamps, policy: this.policy, ...(references ? { references } : {}) } satisfies Entry));
  }
}
