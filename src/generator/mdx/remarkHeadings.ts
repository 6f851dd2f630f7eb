import GithubSlugger from 'github-slugger';
import { walkTree } from './walkTree.ts';
import { toString } from 'mdast-util-to-string';
import type { Root, Heading, Text } from 'mdast';
import type { VFile } from 'vfile';
import type { TocEntry } from '../types.ts';

export interface HeadingOptions {
  tocMin: number;
  tocMax: number;
}

/**
 * Gives every heading an id (`{#custom-id}` if written, else a GitHub-style slug, unique per page) and
 * records the h2–h3 (or the page's own range) table of contents and all ids in `file.data`.
 */
export function remarkHeadings(options: HeadingOptions) {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    const toc: TocEntry[] = [];
    const ids: string[] = [];
    /** Ids written as `{#id}`: a second one would give the page two elements with one id (and anchors that lie). */
    const written = new Set<string>();
    walkTree(tree, (child) => {
      if (child.type !== 'heading') return;
      const node = child as Heading;
      let id: string | undefined;
      const last = node.children[node.children.length - 1];
      if (last?.type === 'text') {
        const m = /\s*\{#([^\s}]+)\}\s*$/.exec((last as Text).value);
        if (m) {
          id = m[1];
          if (written.has(id) || ids.includes(id)) {
            file.fail(`The heading id {#${id}} is already used on this page; each heading needs an id of its own`, {
              place: node.position,
              source: 'imdocs',
              ruleId: 'duplicate-heading-id',
            });
          }
          written.add(id);
          (last as Text).value = (last as Text).value.slice(0, m.index);
          if (!(last as Text).value) node.children.pop();
          slugger.slug(id); // reserve it so a later identical heading gets a suffix
        }
      }
      // Docusaurus slugs the heading's text untrimmed: `## name <Tag />` gets `name-` (its links say so).
      const raw = toString(node);
      const text = raw.trim();
      id ??= slugger.slug(raw);
      ids.push(id);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      if (node.depth >= options.tocMin && node.depth <= options.tocMax) toc.push({ depth: node.depth, id, value: text });
    });
    file.data.toc = toc;
    file.data.headingIds = ids;
  };
}
