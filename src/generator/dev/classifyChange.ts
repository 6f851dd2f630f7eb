import path from 'node:path';

/** What a changed path means for the dev build, from cheapest to most expensive. */
export type ChangeKind =
  /** An `.md`/`.mdx` page: recompile it (or recompute the model if it was added, moved or removed). */
  | 'page'
  /**
   * `_category_.json`, `authors.yml`, images, components and other content files: the pages that read it render
   * again, or the model is recomputed and what changed re-rendered (a TSX page added or removed).
   */
  | 'content'
  /** `i18n/<locale>/code.json`: new UI messages for every page of that locale. */
  | 'messages'
  /** `static/` or `public/`: copy the file; pages are unaffected. */
  | 'static'
  /** A file of the site's stylesheet (`customCss` and what it imports): bundled again; open pages swap it in place. */
  | 'styles'
  /** `site.config.ts`, a sidebar file: reload everything. */
  | 'config'
  /** The engine's theme: restart the render workers so the modules load again, then rebuild. */
  | 'theme'
  /**
   * Any other file of the site that pages read (a component under `src/`, JSON data, an `@site/…` file): watched once
   * a page has read it (`RenderResult.deps`); the pages that read it render again.
   */
  | 'source'
  | 'ignore';

export interface ClassifyContext {
  siteDir: string;
  themeDir: string;
  /** Extra files that count as configuration (sidebar files named in the config). */
  configFiles: string[];
  /** Reference sources' paths relative to the site (OpenAPI document, SDK catalogue): their data files reload everything. */
  referencePaths?: string[];
  /** The files the site's stylesheet is made from (absolute): `customCss` and the files it imports. */
  styleFiles?: Set<string>;
}

/** Editor droppings that must never trigger a rebuild. */
export function isIgnoredName(file: string): boolean {
  const base = path.basename(file);
  return base.startsWith('.') || base.endsWith('~') || /\.(swp|swx|tmp|bak)$/.test(base) || /^#.*#$/.test(base) || base === '4913';
}

export function classifyChange(file: string, ctx: ClassifyContext): ChangeKind {
  const abs = path.resolve(file);
  if (isIgnoredName(abs)) return 'ignore';
  const rel = path.relative(ctx.siteDir, abs).split(path.sep).join('/');
  if (abs.startsWith(ctx.themeDir + path.sep) || abs === ctx.themeDir) return 'theme';
  if (rel === 'site.config.ts' || ctx.configFiles.some((f) => path.resolve(f) === abs)) return 'config';
  if (rel.startsWith('static/') || rel.startsWith('public/')) return 'static';
  if (ctx.styleFiles?.has(abs)) return 'styles';
  if (/^i18n\/[^/]+\/code\.json$/.test(rel)) return 'messages';
  if (rel.startsWith('content/') || rel.startsWith('i18n/')) {
    if (/\.mdx?$/.test(rel)) return 'page';
    if (/\.(ya?ml|json)$/.test(rel) && ctx.referencePaths?.some((p) => rel === p || rel.startsWith(`${p}/`))) return 'config';
    return 'content';
  }
  return rel.split('/').includes('node_modules') ? 'ignore' : 'source';
}
