import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Heading, Root } from 'mdast';
import type { Root as HastRoot, Element } from 'hast';
import { walkTree, EXIT } from './walkTree.ts';
import { find, hastToReact, html } from 'property-information';
import { VFile } from 'vfile';
import type { PluggableList } from 'unified';
import { toString as mdastToString } from 'mdast-util-to-string';
import { preprocessMdx } from './preprocess.ts';
import { remarkDirectives } from './remarkDirectives.ts';
import { remarkHeadings } from './remarkHeadings.ts';
import { rehypeCodeBlocks } from './rehypeCodeBlocks.ts';
import type { MagicComment } from './codeMeta.ts';
import { remarkLeanAutolinkLiterals } from './autolinkLiterals.ts';
import { UserError, codeFrame } from '../errors.ts';
import { writeFileInDir } from '../build/linkedFiles.ts';
import { ENGINE_VERSION } from './engineVersion.ts';
import type { TocEntry } from '../types.ts';
import { PluginFailure, pluginError, sitePluginsOf, type PluginsRef } from './sitePlugins.ts';

/**
 * The MDX compiler and its unified plugins, loaded on the first compile (~0.4 s of module loading a build
 * whose pages all come from the page cache does without).
 */
let compilerModules:
  Promise<[typeof import('@mdx-js/mdx'), typeof import('remark-gfm'), typeof import('remark-directive'), typeof import('rehype-raw')]> | undefined;
const loadCompiler = () => (compilerModules ??= Promise.all([import('@mdx-js/mdx'), import('remark-gfm'), import('remark-directive'), import('rehype-raw')]));

/** Starts loading the compiler now (a render worker, so its first page does not wait for it). A failure surfaces at the first compile. */
export function preloadCompiler(): void {
  loadCompiler().catch(() => undefined);
}

export { ENGINE_VERSION };

export interface CompileInput {
  /** Full source (frontmatter included) for code frames; read from `file` only when an error needs it. */
  source?: string;
  body: string;
  /** 1-based line of the body's first line within the file. */
  bodyLine: number;
  file: string;
  tocMin?: number;
  tocMax?: number;
  /** How the body is parsed: `mdx`, or CommonMark with raw HTML (`md`). See `markdownFormatOf`. */
  format?: 'md' | 'mdx';
  /**
   * `function-body` (default) runs with `@mdx-js/mdx`'s `run`; `program` is an ES module for the bundler (pages
   * with imports, and imported partials), which takes its components from `providerImportSource`.
   */
  output?: 'function-body' | 'program';
  providerImportSource?: string;
  /** Language of fences written without one (`markdown.defaultCodeLanguage`). */
  defaultCodeLanguage?: string;
  /** The site's own magic comments in code blocks (`markdown.magicComments`). */
  magicComments?: MagicComment[];
  /** A `function-body` compile returns the page's final tree instead of JS when the page needs no JS (see `rehypePlainTree`). */
  tree?: boolean;
  /** The site's remark and rehype plugins that apply to the file (see `pluginScopeOf`). */
  plugins?: PluginsRef;
}

/**
 * rehype-raw rebuilds every element and drops its `data`, where a fence's meta (`title="…"`, `{1,3}`) lives: kept
 * in a property across it and put back for the code-block stage.
 */
const META_PROP = 'dataImdocsMeta';
function rehypeStashMeta() {
  return (tree: HastRoot) =>
    walkTree(tree, (child) => {
      const node = child as Element;
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.type === 'element' && node.tagName === 'code' && meta) node.properties[META_PROP] = meta;
    });
}
function rehypeRestoreMeta() {
  return (tree: HastRoot) =>
    walkTree(tree, (child) => {
      const node = child as Element;
      if (node.type !== 'element') return;
      const meta = node.properties?.[META_PROP];
      if (node.tagName !== 'code' || typeof meta !== 'string') return;
      delete node.properties[META_PROP];
      node.data = { ...node.data, meta } as Element['data'];
    });
}

/** MDX node types rehype-raw must hand through untouched in a plain-Markdown page. */
const MDX_NODE_TYPES = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

export interface CompiledMdx {
  /** `function-body` JS: run with the JSX runtime to get the module (default export = MDX content). Empty when `hast` is set. */
  code: string;
  /**
   * A page without JSX, ESM or expressions: its final tree, rendered with `hast-util-to-jsx-runtime` and the same
   * components, instead of JS made from the same tree (see `rehypePlainTree`).
   */
  hast?: HastRoot;
  /** Component names `hast` renders (capitalised tag names). */
  components?: string[];
  toc: TocEntry[];
  headingIds: string[];
  /** Local names of `@theme/<Name>` imports, mapped to the built-in component name. */
  themeImports: Record<string, string>;
  /** Other import specifiers, with their position in the file (checked before the module runs). */
  imports: { source: string; line: number; column: number }[];
  warnings: string[];
}

/** Removes `import X from '@theme/Name'` (the built-ins are provided at render) and records aliases. */
function remarkThemeImports(options: { bodyLine: number; keep?: boolean }) {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const aliases: Record<string, string> = {};
    const imports: CompiledMdx['imports'] = [];
    tree.children = tree.children.filter((node) => {
      if (node.type !== 'mdxjsEsm') return true;
      const program = (node.data as { estree?: { body: any[] } } | undefined)?.estree;
      if (!program) return true;
      const kept = program.body.filter((stmt) => {
        const from =
          stmt.type === 'ImportDeclaration' || stmt.type === 'ExportNamedDeclaration' || stmt.type === 'ExportAllDeclaration' ? stmt.source?.value : undefined;
        if (typeof from === 'string' && (options.keep || !from.startsWith('@theme/'))) {
          imports.push({
            source: from,
            line: (stmt.loc?.start.line ?? node.position?.start.line ?? 1) + options.bodyLine - 1,
            column: (stmt.loc?.start.column ?? 0) + 1,
          });
        }
        if (options.keep || stmt.type !== 'ImportDeclaration' || !String(stmt.source.value).startsWith('@theme/')) return true;
        const name = String(stmt.source.value).slice('@theme/'.length);
        for (const spec of stmt.specifiers) aliases[spec.local.name] = spec.type === 'ImportDefaultSpecifier' ? name : spec.imported.name;
        return false;
      });
      program.body = kept;
      return kept.length > 0;
    });
    file.data.themeImports = aliases;
    file.data.imports = imports;
  };
}

/** Everything that decides the compiled output: engine, TOC range, format, output kind, provider, body. */
/** A JSON value as an estree expression (for the generated `toc` export). */
function toEstree(value: unknown): any {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (value && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([k, v]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Literal', value: k },
        value: toEstree(v),
      })),
    };
  }
  return { type: 'Literal', value };
}

/**
 * `export const toc = [{ value, id, level }, …]` (every h2–h6), as Docusaurus exports it, for `<TOCInline toc={toc} />`;
 * added when the page mentions `toc` and does not declare it itself.
 */
function remarkTocExport() {
  return (tree: Root) => {
    const declared = tree.children.some((n) => n.type === 'mdxjsEsm' && /\b(const|let|var|function|import)\b[^;]*\btoc\b/.test(n.value));
    if (declared) return;
    const toc: { value: string; id: string; level: number }[] = [];
    walkTree(tree, (child) => {
      if (child.type !== 'heading') return;
      const node = child as Heading;
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id;
      if (node.depth >= 2 && id) toc.push({ value: mdastToString(node).trim(), id, level: node.depth });
    });
    const declaration = {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'toc' }, init: toEstree(toc) }],
    };
    const estree = {
      type: 'Program',
      sourceType: 'module',
      body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null, attributes: [] }],
    };
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } } as never);
  };
}

/** Carries the final tree of a page without MDX syntax out of the compiler (see `rehypePlainTree`). */
class PlainTree extends Error {
  constructor(readonly tree: HastRoot) {
    super('plain page');
  }
}

interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
}
const isJsxElement = (node: { type: string }): node is JsxElement & { type: string } => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/**
 * The props MDX gives a JSX element written in a page, when they are all literal (`type="tip"`, `open`) and
 * `hast-util-to-jsx-runtime` hands the same name and value to the component for the same property on an element
 * (it renames some, `class` to `className`, and parses `style`); undefined otherwise. Only capitalised names
 * (components): MDX renders `<div>` written as JSX as itself, but a `div` element through the components map.
 */
function literalProps(node: JsxElement): Record<string, string | true> | undefined {
  if (!node.name || !/^[A-Z][A-Za-z0-9]*$/.test(node.name)) return undefined;
  const props: Record<string, string | true> = {};
  for (const attribute of node.attributes) {
    const { name, value } = attribute;
    if (attribute.type !== 'mdxJsxAttribute' || !name || (value !== null && typeof value !== 'string')) return undefined;
    const info = find(html, name);
    const passedAs = info.space ? hastToReact[info.property] || info.property : info.attribute;
    if (passedAs !== name || info.property === 'style') return undefined;
    props[name] = value ?? true;
  }
  return props;
}

/**
 * The last rehype plugin of a `function-body` compile: when the page's final tree holds no ESM, no expression
 * and only JSX components with literal props (most Markdown pages: admonitions are such components), the compile
 * stops here. The rest of MDX would turn the tree into an estree, rewrite it for the components map, print it as
 * JS, and the renderer would evaluate that JS to get the React elements of exactly this tree; the renderer makes
 * them from the tree instead (same components, same HTML), for a fraction of the work. The components the tree
 * names are listed, so that a missing one fails the render as it does in MDX.
 */
function rehypePlainTree() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    let plain = true;
    walkTree(tree, (node) => {
      if (isJsxElement(node) ? !literalProps(node) : MDX_NODE_TYPES.includes(node.type)) plain = false;
      return plain ? undefined : EXIT;
    });
    if (!plain) return;
    const components = new Set<string>();
    walkTree(tree, (node) => {
      delete node.position;
      if (isJsxElement(node)) {
        // In place: the element keeps the JSX element's children.
        const properties = literalProps(node)!;
        const element = node as unknown as Record<string, unknown>;
        element.type = 'element';
        element.tagName = node.name;
        element.properties = properties;
        delete element.name;
        delete element.attributes;
      }
      if (node.type === 'element' && /^[A-Z]/.test((node as Element).tagName)) components.add((node as Element).tagName);
    });
    file.data.components = [...components];
    throw new PlainTree(tree);
  };
}

export function cacheKey(input: CompileInput): string {
  const options = [
    input.tocMin,
    input.tocMax,
    input.format ?? 'mdx',
    input.output ?? 'function-body',
    input.providerImportSource ?? '',
    input.tree === true,
    input.defaultCodeLanguage ?? '',
    JSON.stringify(input.magicComments ?? []),
    input.plugins ? `${input.plugins.key}:${input.plugins.scope}` : '',
  ].join('|');
  return crypto.createHash('sha1').update(ENGINE_VERSION).update('\0').update(options).update('\0').update(input.body).digest('hex');
}

/** Compiles one MDX body to a function-body module, with build-time highlighting, heading ids and TOC. */
export async function compileMdx(input: CompileInput): Promise<CompiledMdx> {
  try {
    const format = input.format ?? 'mdx';
    const [{ compile }, { default: remarkGfm }, { default: remarkDirective }, { default: rehypeRaw }] = await loadCompiler();
    const plain = input.tree === true && (input.output ?? 'function-body') === 'function-body';
    const vfile = new VFile({ value: preprocessMdx(input.body, format), path: input.file });
    // Site plugins in Docusaurus' order around the transforms that stand for its defaults (see the schema's `markdownPlugins`).
    const site = input.plugins ? await sitePluginsOf(input.plugins) : undefined;
    const done = await compile(vfile, {
      format,
      outputFormat: input.output ?? 'function-body',
      providerImportSource: input.providerImportSource,
      development: false,
      remarkPlugins: [
        ...(site?.beforeDefaultRemarkPlugins ?? []),
        remarkGfm,
        remarkLeanAutolinkLiterals,
        remarkDirective,
        remarkDirectives,
        [remarkHeadings, { tocMin: input.tocMin ?? 2, tocMax: input.tocMax ?? 3 }],
        // Before the `@theme/` imports are taken out: a plugin may add some (npm2yarn imports Tabs and TabItem).
        ...(site?.remarkPlugins ?? []),
        [remarkThemeImports, { bodyLine: input.bodyLine, keep: input.output === 'program' }],
        ...(format === 'mdx' && /\btoc\b/.test(input.body) ? [remarkTocExport] : []),
      ],
      rehypePlugins: [
        ...(format === 'md' ? [rehypeStashMeta, [rehypeRaw, { passThrough: MDX_NODE_TYPES }], rehypeRestoreMeta] : []),
        // Docusaurus highlights code in the browser, after every rehype plugin: they see the plain `<pre><code>`.
        ...(site?.beforeDefaultRehypePlugins ?? []),
        ...(site?.rehypePlugins ?? []),
        [rehypeCodeBlocks, { defaultLanguage: input.defaultCodeLanguage, magicComments: input.magicComments }],
        ...(plain ? [rehypePlainTree] : []),
      ] as PluggableList,
    }).catch((error: unknown) => {
      if (error instanceof PlainTree) return error.tree;
      throw error;
    });
    return {
      code: done instanceof VFile ? String(done) : '',
      ...(done instanceof VFile ? {} : { hast: done, components: vfile.data.components as string[] }),
      toc: (vfile.data.toc as TocEntry[]) ?? [],
      headingIds: (vfile.data.headingIds as string[]) ?? [],
      themeImports: (vfile.data.themeImports as Record<string, string>) ?? {},
      imports: (vfile.data.imports as CompiledMdx['imports']) ?? [],
      warnings: vfile.messages.map((m) => `${input.file}:${(m.line ?? 1) + input.bodyLine - 1}:${m.column ?? 1} ${m.reason}`),
    };
  } catch (cause) {
    const failure = pluginFailureOf(cause);
    if (failure) throw pluginError(failure, input.file);
    const err = cause as { line?: number; column?: number; reason?: string; message: string; place?: unknown; source?: string };
    // Our own plugins' errors are not syntax errors (a duplicate heading id).
    const ours = err.source === 'imdocs';
    const shift = input.bodyLine - 1;
    // Some messages carry their own body-relative positions, e.g. "Expected a closing tag for `<div>` (102:1-102:6)"
    // (an element left open at the end of the page has no place of its own): shift them to file lines too, and
    // use the first as the location when the error has none.
    const reason = (err.reason ?? err.message).replace(
      /\((\d+):(\d+)-(\d+):(\d+)\)/g,
      (_m, l1, c1, l2, c2) => `(${Number(l1) + shift}:${c1}-${Number(l2) + shift}:${c2})`,
    );
    const own = err.line ? undefined : /\((\d+):(\d+)-\d+:\d+\)/.exec(reason);
    const line = own ? Number(own[1]) : (err.line ?? 1) + shift;
    const column = own ? Number(own[2]) : (err.column ?? 1);
    throw new UserError(ours ? reason : `MDX syntax error: ${reason}`, {
      location: { file: input.file, line, column },
      frame: codeFrame(input.source ?? readSource(input.file), line, column),
      hint: ours ? undefined : 'in MDX, escape literal "{", "}" and "<" in prose as \\{ \\} \\< or put them in `inline code`',
      cause,
    });
  }
}

/** The site plugin failure behind a compile error (unified may wrap it). */
function pluginFailureOf(error: unknown): PluginFailure | undefined {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) if (e instanceof PluginFailure) return e;
  return undefined;
}

function readSource(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Persistent cache of compiled MDX, keyed by content hash and engine version. */
export class CompileCache {
  constructor(private readonly dir: string) {
    fs.mkdirSync(dir, { recursive: true });
  }

  private fileFor(key: string): string {
    return path.join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  get(key: string): CompiledMdx | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.fileFor(key), 'utf8')) as CompiledMdx;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: CompiledMdx): void {
    const file = this.fileFor(key);
    const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileInDir(tmp, JSON.stringify(value));
    fs.renameSync(tmp, file);
  }
}

export async function compileCached(input: CompileInput, cache: CompileCache | undefined): Promise<CompiledMdx> {
  if (!cache) return compileMdx(input);
  const key = cacheKey(input);
  const hit = cache.get(key);
  if (hit) return hit;
  const compiled = await compileMdx(input);
  cache.set(key, compiled);
  return compiled;
}
