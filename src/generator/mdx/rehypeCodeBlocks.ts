import { toString } from 'hast-util-to-string';
import type { Root, Element, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { parseCodeMeta, applyMagicComments, type MagicComment } from './codeMeta.ts';
import { highlightToHtml, isBundledLanguage, loadLanguage } from '../../shared/codeHighlighter.ts';
import { walkTree } from './walkTree.ts';

export { LIGHT_THEME, DARK_THEME } from '../../shared/codeHighlighter.ts';

/** Names authors use (Prism's, Docusaurus') mapped to Shiki's. */
const ALIASES: Record<string, string> = {
  objectivec: 'objective-c',
  objc: 'objective-c',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'shellsession',
  yml: 'yaml',
  js: 'javascript',
  ts: 'typescript',
  golang: 'go',
  kt: 'kotlin',
  rb: 'ruby',
  dockerfile: 'docker',
  conf: 'ini',
  env: 'ini',
  properties: 'ini',
  proto: 'proto',
  protobuf: 'proto',
  html: 'html',
  xml: 'xml',
};
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

export function resolveLanguage(lang: string): string | undefined {
  const lower = lang.toLowerCase();
  if (PLAIN.has(lower)) return undefined;
  const name = ALIASES[lower] ?? lower;
  return isBundledLanguage(name) ? name : undefined;
}

function h(tag: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return { type: 'element', tagName: tag, properties, children };
}

/**
 * Highlights every fenced code block at build time with a light and a dark theme (CSS variables, switched
 * by `data-theme`), and wraps it with the title bar, line classes, line numbers and the action buttons the
 * client runtime binds (see `CodeFrame` in the theme).
 */
export function rehypeCodeBlocks(options: { defaultLanguage?: string; magicComments?: MagicComment[] } = {}) {
  return async (tree: Root, file: VFile) => {
    const blocks: { pre: Element; code: Element; parent: Element | Root; index: number }[] = [];
    walkTree(tree, (child, index, parent) => {
      const node = child as Element;
      if (node.type !== 'element' || node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (code) blocks.push({ pre: node, code, parent: parent as Element | Root, index });
    });
    if (!blocks.length) return;
    for (const { code, parent, index } of blocks) {
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const langClass = classes.find((c) => c.startsWith('language-'));
      // A fence without a language takes the site's default (Docusaurus' `prism.defaultLanguage`).
      const lang = langClass ? langClass.slice('language-'.length) : (options.defaultLanguage ?? '');
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const magic = applyMagicComments(toString(code).replace(/\n$/, ''), options.magicComments);
      const highlight = new Set([...meta.highlight, ...magic.highlight]);
      const shikiLang = resolveLanguage(lang);
      if (lang && !shikiLang && !PLAIN.has(lang.toLowerCase())) {
        file.message(`Unknown code language "${lang}"; shown without highlighting`, code.position);
      }
      if (shikiLang) await loadLanguage(shikiLang);
      const html = highlightToHtml(magic.code, shikiLang, {
        numbered: meta.showLineNumbers,
        startLine: meta.startLine,
        highlighted: highlight,
        errors: magic.error,
        lineClasses: magic.classes,
      });
      // The highlighted HTML travels as one string prop: thousands of token spans as JSX would make the
      // compiled module (and every render) several times slower. `CodeFrame` (capitalised) is a theme component.
      parent.children[index] = h('CodeFrame', { title: meta.title, lang: shikiLang ?? (lang || 'text'), html });
    }
  };
}
