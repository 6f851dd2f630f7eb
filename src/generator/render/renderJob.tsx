import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as runtime from 'react/jsx-runtime';
import { createElement, Fragment, type ComponentType, type ReactElement } from 'react';
import { treeContent } from './treeContent.ts';
import { RecordedRoutes, recordedDocRoutes, type Lookups } from './recordedLookups.ts';

export type { Lookups };
import { compileCached, CompileCache, type CompiledMdx } from '../mdx/compileMdx.ts';
import { codeBlockInput, pageCompileInput, sitePluginsRef } from '../mdx/compileInput.ts';
import { PageBundler, type PageBundle, type BundleAsset } from '../mdx/bundlePage.ts';
import { THEME_FILES, bundledThemeImport } from '../mdx/themeModules.ts';
import { MDXProvider } from '../../theme/mdx/MdxComponents.tsx';
import { renderDocument } from './renderDocument.tsx';
import { pageMarkdown } from './pageMarkdown.ts';
import { pageDigest, type PageDigest } from '../search/pageDigest.ts';
import { isIndexedRoute, searchableHtml, SEARCH_INPUT_DIR } from '../search/searchableHtml.ts';
import { markdownUrl, routeToFile } from '../../shared/routes.ts';

const markdownFileOf = (route: string) => markdownUrl(route).slice(1);
import { UserError } from '../errors.ts';
import { resolveInsideSite } from '../content/siteFiles.ts';
import { writeFileInDir } from '../build/linkedFiles.ts';
import { checkImports, checkThemeImports, pageResolvers, type ResolverState } from './pageResolvers.ts';
import { pathInside } from '../containment.ts';
import { builtinComponents, markdownComponents } from '../../theme/mdx/components.ts';
import { MdxContext, type MdxResolvers } from '../../theme/mdx/MdxContext.tsx';
import { ReferenceContext } from '../../theme/reference/ReferenceContext.tsx';
import type { ReferencesByLocale } from '../../shared/reference.ts';
import { ReferenceReads } from './referenceReads.ts';
import { type PageInfo, type SiteData } from '../../theme/context.tsx';
import { Layout } from '../../theme/components/Layout.tsx';
import { DocPage } from '../../theme/components/DocPage.tsx';
import { SimplePage } from '../../theme/components/SimplePage.tsx';
import { MarkdownPage } from '../../theme/components/MarkdownPage.tsx';
import { NotFound } from '../../theme/components/NotFound.tsx';
import { SearchPage } from '../../theme/components/SearchPage.tsx';
import { ListPage, type ListPageProps } from '../../theme/components/ListPage.tsx';
import { SidebarItems } from '../../theme/components/Sidebar.tsx';
import { formatMessage, type Messages } from '../../theme/messages.ts';
import { renderToStaticMarkup } from 'react-dom/server';
import type { SidebarItem, TocEntry } from '../types.ts';

/** Site-wide data a render worker receives once. */
export interface RenderShared {
  siteDir: string;
  outDir: string;
  cacheDir?: string;
  site: Omit<SiteData, 'routes'> & { routes: string[] };
  messages: Record<string, Messages>;
  /** locale → default-locale source path (relative to siteDir, `content/…`) → route. */
  fileRoutes: Record<string, Record<string, string>>;
  defaultLocale: string;
  onBrokenMarkdownLinks: 'throw' | 'warn' | 'ignore';
  onBrokenMarkdownImages: 'throw' | 'warn' | 'ignore';
  /** Sidebar trees by `<locale>:<section>:<version>`, sent once instead of with every page. */
  sidebars?: Record<string, SidebarItem[]>;
  /** Structured reference data (OpenAPI document, SDK catalogue) by locale, read by MDX components. */
  references?: ReferencesByLocale;
  /**
   * The reference data is still loading (`imdocs dev`'s start): a page that reads it is put off
   * (`RenderResult.deferred`) and rendered again once it is there.
   */
  referencesLoading?: boolean;
  /**
   * The build indexes its pages with Pagefind: each result carries what the index reads of the page
   * (`RenderResult.searchable`). No part of any page's output (nor of the page cache's key).
   */
  indexSearch?: boolean;
}

export type RenderJob =
  | { kind: 'mdx'; page: PageInfo; file: string; body: string; bodyLine: number; tocMin?: number; tocMax?: number }
  | { kind: 'tsx'; page: PageInfo; file: string }
  | ({ kind: 'list'; page: PageInfo } & ListPageProps)
  | { kind: 'search'; page: PageInfo }
  | { kind: 'notFound'; page: PageInfo; outFile: string }
  | { kind: 'sidebar'; locale: string; items: SidebarItem[]; outFile: string };

export interface RenderResult {
  route: string;
  file: string;
  /** hrefs of every `<a>` in the page. */
  links: string[];
  ids: string[];
  warnings: string[];
  toc?: TocEntry[];
  /** Other files the job wrote (copied images), relative to the output folder. */
  extraFiles?: string[];
  /** Files the page's output depends on besides its job (bundled imports, the components registry), with their stamps. */
  deps?: Record<string, string>;
  /** What the page asked of the site's routes while it rendered, with the answers (see `Lookups`). */
  lookups?: Lookups;
  /** The reference data sets (`restapi`, `sdk`) the page's components read (see `ReferenceReads`). */
  references?: string[];
  /** The page read reference data that is still loading: nothing was written, it renders again once the data is there. */
  deferred?: true;
  /** The page's language and HTML hash, for the search index (which would otherwise read the page again). */
  digest?: PageDigest;
  /**
   * Where the render thread wrote what the local search index reads of the page (`searchableHtml`, made while the
   * page is at hand instead of on the main thread by the search stage), relative to the output folder: a file in
   * `SEARCH_INPUT_DIR`, so that the main thread does not hold every page's text until the search stage. Kept
   * by the page cache with the page, and restored only into a build that indexes search.
   */
  searchableFile?: string;
}

/** Docusaurus sites register global MDX components in a swizzled `MDXComponents`; used when our file is absent. */
const SWIZZLED_COMPONENTS = ['src/theme/MDXComponents.tsx', 'src/theme/MDXComponents.ts', 'src/theme/MDXComponents.jsx', 'src/theme/MDXComponents.js'];
const DEFAULT_COMPONENTS = 'src/mdx-components.tsx';

export class Renderer {
  private readonly site: SiteData & { routes: RecordedRoutes };
  private readonly cache?: CompileCache;
  private readonly copiedImages = new Map<string, string>();
  /** Images referenced by the page being rendered (reported with its result, for the page cache). */
  private readonly pendingAssets: string[] = [];
  private readonly bundler: PageBundler;
  private registry?: Promise<PageBundle | undefined>;

  constructor(private readonly shared: RenderShared) {
    const routes = new RecordedRoutes(shared.site.routes);
    this.site = { ...shared.site, routes, docRoutes: recordedDocRoutes(shared.site.docRoutes, routes) };
    this.cache = shared.cacheDir ? new CompileCache(path.join(shared.cacheDir, 'mdx')) : undefined;
    this.bundler = new PageBundler({
      siteDir: shared.siteDir,
      cacheDir: shared.cacheDir && path.join(shared.cacheDir, 'bundles'),
      markdownFormat: this.markdownFormat,
      codeBlocks: codeBlockInput(shared.site.config),
      pluginsOf: (file) => sitePluginsRef(shared.site.config, shared.siteDir, file),
      pluginsKey: shared.site.config.sitePlugins?.key,
      compileCache: this.cache,
      islands: shared.site.config.markdown?.islands,
    });
  }

  /** What the page's link, image and import resolvers (pageResolvers.ts) use of this renderer. */
  private get resolverState(): ResolverState {
    return {
      shared: this.shared,
      site: this.site,
      copiedImages: this.copiedImages,
      pendingAssets: this.pendingAssets,
      write: (rel, data) => this.write(rel, data),
    };
  }

  private get markdownFormat(): 'mdx' | 'md' | 'detect' {
    return this.shared.site.config.markdown?.format ?? 'mdx';
  }

  /** The site's MDX components registry (`markdown.components`, or a swizzled `src/theme/MDXComponents`), bundled once. */
  private components(): Promise<PageBundle | undefined> {
    this.registry ??= (async () => {
      const configured = this.shared.site.config.markdown?.components ?? DEFAULT_COMPONENTS;
      const candidates = configured === DEFAULT_COMPONENTS ? [configured, ...SWIZZLED_COMPONENTS] : [configured];
      const found = candidates.map((rel) => path.join(this.shared.siteDir, rel)).find((file) => fs.existsSync(file));
      if (!found) {
        if (configured === DEFAULT_COMPONENTS) return undefined;
        throw new UserError(`markdown.components names ${configured}, which does not exist`, {
          location: { file: path.join(this.shared.siteDir, 'site.config.ts') },
        });
      }
      resolveInsideSite(this.shared.siteDir, found, `The MDX components file ${path.relative(this.shared.siteDir, found)}`, { file: found });
      const bundle = await this.bundler.module(found);
      const exported = bundle.module.default;
      if (!exported || typeof exported !== 'object') {
        throw new UserError(`${path.relative(this.shared.siteDir, found)} must export an object of MDX components as default`, {
          location: { file: found },
          hint: 'export default { Highlight, ... }',
        });
      }
      return bundle;
    })();
    return this.registry;
  }

  /** Copies images imported by bundled modules into the build (once) and reports them with the page. */
  private useAssets(assets: BundleAsset[]): void {
    for (const asset of assets) {
      if (!this.copiedImages.has(asset.file)) {
        this.write(asset.url.slice(1), fs.readFileSync(asset.file) as unknown as string);
        this.copiedImages.set(asset.file, asset.url);
      }
      this.pendingAssets.push(asset.url.slice(1));
    }
  }

  private write(rel: string, html: string): string {
    const file = pathInside(this.shared.outDir, rel);
    writeFileInDir(file, html);
    return file;
  }

  /** Writes what the search index reads of the page written at `rel`; returns where, relative to the output folder. */
  private writeSearchable(rel: string, text: string): string {
    const file = path.join(SEARCH_INPUT_DIR, rel);
    this.write(file, text);
    return file;
  }

  async render(job: RenderJob): Promise<RenderResult> {
    if (job.kind === 'sidebar') {
      const t = (id: Parameters<typeof formatMessage>[1], v?: Record<string, string | number>) => formatMessage(this.shared.messages[job.locale], id, v);
      const html = renderToStaticMarkup(<SidebarItems items={job.items} route="" full t={t} />);
      this.write(job.outFile, html);
      return { route: '', file: job.outFile, links: [], ids: [], warnings: [] };
    }
    const page = job.page;
    if (page.doc?.sidebarKey && !page.doc.sidebar) page.doc.sidebar = this.shared.sidebars?.[page.doc.sidebarKey];
    const messages = this.shared.messages[page.locale];
    const warnings: string[] = [];
    let body: ReactElement;
    let toc: TocEntry[] | undefined;
    let deps: Record<string, string> | undefined;
    const references = new ReferenceReads(this.shared, page.locale);
    switch (job.kind) {
      case 'mdx': {
        const input = pageCompileInput(job, this.shared.site.config, this.shared.siteDir);
        const format = input.format!;
        const compiled = await compileCached(input, this.cache);
        warnings.push(...compiled.warnings);
        // A copy: MDX components add their own headings to the page's TOC while rendering (the compiled one is cached).
        toc = page.doc ? (page.doc.toc = [...compiled.toc]) : compiled.toc;
        checkImports(this.shared.siteDir, job.file, compiled.imports);
        checkThemeImports(this.shared.siteDir, job.file, compiled.themeImports);
        const registry = await this.components();
        const stylesheets: (string | undefined)[] = [registry?.stylesheet];
        if (registry) {
          deps = { ...registry.deps };
          this.useAssets(registry.assets);
        }
        let Content: ComponentType<{ components: Record<string, unknown> }>;
        const bundled = Object.values(compiled.themeImports).some((name) => bundledThemeImport(this.shared.siteDir, name));
        if (bundled || compiled.imports.length || (format === 'mdx' && /\brequire\(/.test(job.body))) {
          // Imports are resolved and bundled (see bundlePage.ts); `@theme/…` imports are kept for the bundler.
          const program = await compileCached({ ...input, output: 'program', providerImportSource: THEME_FILES.provider, tree: false }, this.cache);
          const bundle = await this.bundler.page(job.file, program.code, `${job.file}\0${format}\0${job.tocMin}-${job.tocMax}\0${job.body}`);
          deps = { ...deps, ...bundle.deps };
          warnings.push(...bundle.warnings);
          this.useAssets(bundle.assets);
          stylesheets.push(bundle.stylesheet);
          Content = bundle.module.default as typeof Content;
        } else if (compiled.hast) {
          Content = treeContent(compiled.hast, compiled.components ?? []);
        } else {
          const { run } = await import('@mdx-js/mdx');
          Content = ((await run(compiled.code, { ...runtime, baseUrl: pathToFileURL(job.file).href })) as { default: typeof Content }).default;
        }
        const aliases = Object.fromEntries(
          Object.entries(compiled.themeImports)
            .filter(([, name]) => name in builtinComponents)
            .map(([local, name]) => [local, (builtinComponents as Record<string, unknown>)[name]]),
        );
        const components = { ...builtinComponents, ...markdownComponents, ...(registry?.module.default as Record<string, unknown> | undefined), ...aliases };
        const content = createElement(
          ReferenceContext.Provider,
          { value: references.value },
          createElement(
            MdxContext.Provider,
            { value: pageResolvers(this.resolverState, job.file, page.locale, warnings) },
            withStylesheets(stylesheets, createElement(MDXProvider, { components }, createElement(Content, { components }))),
          ),
        );
        body = page.doc ? (
          <Layout>
            <DocPage>{content}</DocPage>
          </Layout>
        ) : (
          <Layout>
            <MarkdownPage title={page.title && !/^#\s/m.test(job.body) ? page.title : undefined} toc={compiled.toc}>
              {content}
            </MarkdownPage>
          </Layout>
        );
        break;
      }
      case 'tsx': {
        // Bundled like a site's components registry: the theme it imports by path is the renderer's own.
        const bundle = await this.bundler.module(job.file);
        deps = bundle.deps;
        warnings.push(...bundle.warnings);
        this.useAssets(bundle.assets);
        const mod = bundle.module as { default?: ComponentType; title?: string; description?: string };
        // A function or class component, or one wrapped by `memo`/`forwardRef` (an object React renders).
        const component = mod.default as unknown;
        if (typeof component !== 'function' && !(typeof component === 'object' && component !== null && '$$typeof' in component)) {
          throw new UserError('A page module must export a React component as default', {
            location: { file: job.file },
            hint: 'export default function Home() { … }',
          });
        }
        body = <Layout wide>{withStylesheets([bundle.stylesheet], createElement(mod.default!))}</Layout>;
        break;
      }
      case 'list':
        body = (
          <Layout>
            <ListPage {...job} />
          </Layout>
        );
        break;
      case 'search':
        body = (
          <Layout>
            <SearchPage />
          </Layout>
        );
        break;
      case 'notFound':
        body = (
          <Layout>
            <NotFound />
          </Layout>
        );
        break;
    }
    // React renders synchronously: every question the page asks of the routes is asked within this call.
    const lookups: Lookups = (this.site.routes.recording = { routes: {}, files: {} });
    let rendered: ReturnType<typeof renderDocument> | undefined;
    try {
      rendered = renderDocument(this.site, page, messages, body);
    } catch (error) {
      if (!references.wanted) throw error;
    } finally {
      this.site.routes.recording = undefined;
    }
    const extraFiles = this.pendingAssets.splice(0);
    if (references.wanted || !rendered) return { route: page.route, file: '', links: [], ids: [], warnings: [], deferred: true };
    warnings.push(...rendered.warnings);
    const rel = job.kind === 'notFound' ? job.outFile : routeToFile(page.route);
    this.write(rel, rendered.html);
    // The Markdown twin of an authored page (not of a fallback: that text is the other locale's).
    if (job.kind === 'mdx' && !page.fallbackOf) {
      const markdown = pageMarkdown(rendered.html, page.title, this.site.config.url + page.route);
      if (markdown) {
        const mdFile = markdownFileOf(page.route);
        this.write(mdFile, markdown);
        extraFiles.push(mdFile);
      }
    }
    return {
      route: page.route,
      file: rel,
      links: extractLinks(rendered.html),
      ids: extractAll(rendered.html, /\sid="([^"]*)"/g),
      warnings,
      toc,
      extraFiles,
      ...(deps ? { deps } : {}),
      lookups,
      ...(references.read() ? { references: references.read() } : {}),
      digest: pageDigest(rendered.html),
      ...(this.shared.indexSearch && isIndexedRoute(page.route)
        ? { searchableFile: this.writeSearchable(rel, searchableHtml(rendered.html, page.route)) }
        : {}),
    };
  }
}

/**
 * An element preceded by the `<link rel="stylesheet">` of the CSS its page imports. In the body, not the head:
 * the client router swaps the body on navigation, so the next page brings its own stylesheets along.
 */
function withStylesheets(stylesheets: (string | undefined)[], element: ReactElement): ReactElement {
  const links = [...new Set(stylesheets.filter((href): href is string => Boolean(href)))].map((href) =>
    createElement('link', { key: href, rel: 'stylesheet', href }),
  );
  return links.length ? createElement(Fragment, null, ...links, element) : element;
}

/** hrefs of the page's anchors, except the language switcher's (which cross locales on purpose). */
export function extractLinks(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<a\s([^>]*)>/g)) {
    if (m[1].includes('data-locale-link')) continue;
    const href = /(?:^|\s)href="([^"]*)"/.exec(m[1]);
    if (href) out.push(href[1].replace(/&amp;/g, '&'));
  }
  return out;
}

function extractAll(html: string, re: RegExp): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(re)) out.push(m[1].replace(/&amp;/g, '&'));
  return out;
}
