import type { Root, Text, Image } from 'mdast';
import type { Processor } from 'unified';
import { fromMarkdown, type Extension as FromMarkdownExtension, type Options } from 'mdast-util-from-markdown';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { walkTree, EXIT } from './walkTree.ts';

type SyntaxExtension = NonNullable<Options['extensions']>[number];
type Constructs = NonNullable<SyntaxExtension['text']>[number];
type MdastExtensions = NonNullable<Options['mdastExtensions']>;

/** Every literal autolink GFM finds in text (`https://…`, `www.…`, `a@b.co`, `mailto:`/`xmpp:`) holds one of these. */
export const AUTOLINK_HINT = /:\/\/|www\.|@/i;

/** The constructs of GFM's literal autolinks (`www.`, `http(s)://`, e-mail), as remark-gfm's syntax holds them. */
const AUTOLINK_CONSTRUCTS = new Set<unknown>(Object.values(gfmAutolinkLiteral().text ?? {}).flat());

/** `extension` without the literal autolink constructs (itself when it has none). */
function withoutAutolinkSyntax(extension: SyntaxExtension): SyntaxExtension {
  if (!extension.text) return extension;
  const kept: Record<string, Constructs> = {};
  let removed = false;
  for (const [code, constructs] of Object.entries(extension.text)) {
    const all = [constructs].flat();
    const rest = all.filter((c) => !AUTOLINK_CONSTRUCTS.has(c));
    if (rest.length < all.length) removed = true;
    if (rest.length) kept[code] = rest as Constructs;
  }
  return removed ? { ...extension, text: kept } : extension;
}

/** The mdast extensions without GFM's literal autolink one (its `literalAutolink` handlers and the transform that finds more in text). */
function withoutAutolinkMdast(extensions: MdastExtensions): MdastExtensions {
  const isAutolink = (e: FromMarkdownExtension) => Boolean(e.enter?.literalAutolink);
  return extensions.map((e) => (Array.isArray(e) ? e.filter((x) => !isAutolink(x)) : e)).filter((e) => Array.isArray(e) || !isAutolink(e));
}

/** Whether some text (or image alt) of a tree holds `AUTOLINK_HINT`: only then can GFM find a literal autolink in it. */
export function mayHoldAutolink(tree: Root): boolean {
  let found = false;
  walkTree(tree, (node) => {
    const value = node.type === 'text' ? (node as Text).value : node.type === 'image' || node.type === 'imageReference' ? (node as Image).alt : undefined;
    if (!value || !AUTOLINK_HINT.test(value)) return undefined;
    found = true;
    return EXIT;
  });
  return found;
}

/**
 * Parses each page without GFM's literal autolinks first, and again with them only when the first tree has text
 * where one could be. Those constructs are tried at every letter and digit of prose (e-mail addresses start
 * anywhere), which costs ~a quarter of micromark's time on a page, yet most pages have none: in the bench corpus,
 * '@' and '://' sit almost only in code. A literal autolink covers `www.`, `://` or '@', and the first parse
 * keeps those characters in a text node (nothing else there can take them), so a page whose first tree has
 * none in its text has no literal autolink, and then both parses give the same tree (a construct that never
 * matches leaves no trace). A page whose first parse fails is parsed again too when its text holds a hint:
 * an autolink can take characters (a `{` in `www.a.example/{x`) that would otherwise start MDX syntax.
 *
 * Runs after remark-gfm and replaces remark-parse's parser, with the same syntax and mdast extensions, read
 * when a page is parsed.
 */
export function remarkLeanAutolinkLiterals(this: Processor) {
  const full = this.parser as (doc: string, file: unknown) => Root;
  const data = this.data() as {
    settings?: Options;
    micromarkExtensions?: SyntaxExtension[];
    fromMarkdownExtensions?: MdastExtensions;
  };
  this.parser = ((doc: string, file: unknown): Root => {
    let tree: Root;
    try {
      tree = fromMarkdown(doc, {
        ...data.settings,
        extensions: (data.micromarkExtensions ?? []).map(withoutAutolinkSyntax),
        mdastExtensions: withoutAutolinkMdast(data.fromMarkdownExtensions ?? []),
      });
    } catch (error) {
      // Only the syntax can take characters from MDX, and it reads them as written.
      if (AUTOLINK_HINT.test(doc)) return full(doc, file);
      throw error;
    }
    // The tree's text, not the source: remark-gfm also links `www\.a.example` and `me&#64;a.example`.
    return mayHoldAutolink(tree) ? full(doc, file) : tree;
  }) as typeof this.parser;
}
