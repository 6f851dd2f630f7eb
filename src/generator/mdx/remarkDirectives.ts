import { walkTree } from './walkTree.ts';
import type { Root, Parent, PhrasingContent, Paragraph } from 'mdast';

export const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary']);

interface DirectiveNode extends Parent {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined>;
  children: any[];
}

/**
 * `:::note[Title]` containers become `<Admonition type title>`. Text and leaf directives that are not
 * ours (`key:value`, `10:30` in prose) are turned back into the text they came from.
 */
export function remarkDirectives() {
  return (tree: Root) => {
    walkTree(tree, (node, index, parent) => {
      const n = node as unknown as DirectiveNode;
      if (n.type === 'containerDirective' && ADMONITION_TYPES.has(n.name)) {
        let title: string | undefined;
        const first = n.children[0] as Paragraph | undefined;
        if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          title = first.children.map((c) => ('value' in c ? c.value : '')).join('');
          n.children.shift();
        }
        const attributes = [{ type: 'mdxJsxAttribute', name: 'type', value: n.name === 'caution' ? 'warning' : n.name }];
        if (title) attributes.push({ type: 'mdxJsxAttribute', name: 'title', value: title });
        Object.assign(n, { type: 'mdxJsxFlowElement', name: 'Admonition', attributes });
        return;
      }
      if ((n.type === 'textDirective' || n.type === 'leafDirective' || n.type === 'containerDirective') && parent && index !== undefined) {
        const prefix = n.type === 'textDirective' ? ':' : n.type === 'leafDirective' ? '::' : ':::';
        const label = n.children.length ? null : undefined;
        const restored: PhrasingContent[] = [{ type: 'text', value: `${prefix}${n.name}` }];
        if (label === null) restored.push({ type: 'text', value: '[' }, ...(n.children as PhrasingContent[]), { type: 'text', value: ']' });
        if (n.type === 'textDirective') {
          parent.children.splice(index, 1, ...(restored as any[]));
        } else {
          parent.children.splice(index, 1, { type: 'paragraph', children: restored } as any);
        }
        return index + restored.length;
      }
      return undefined;
    });
    mergeTextRuns(tree as unknown as Parent);
  };
}

/** Joins adjacent text nodes left by restored directives, so "key:value" renders as one string. */
function mergeTextRuns(node: Parent): void {
  const out: any[] = [];
  for (const child of node.children as any[]) {
    const prev = out[out.length - 1];
    if (child.type === 'text' && prev?.type === 'text') prev.value += child.value;
    else out.push(child);
    if ('children' in child) mergeTextRuns(child);
  }
  node.children = out;
}
