import { createHighlighter, bundledLanguages, type Highlighter, type BundledLanguage } from 'shiki';
import { visit } from 'unist-util-visit';
import { toString } from 'hast-util-to-string';
import type { Root, Element, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { parseCodeMeta, applyMagicComments } from './codeMeta.ts';

// The "-default" GitHub themes keep comments and punctuation above 4.5:1 on our code backgrounds (AA).
export const LIGHT_THEME = 'github-light-default';
export const DARK_THEME = 'github-dark-default';

/** Names authors use (Prism's, Docusaurus') mapped to Shiki's. */
const ALIASES: Record<string, string> = {
  objectivec: 'objective-c', objc: 'objective-c', sh: 'bash', shell: 'bash', zsh: 'bash', console: 'shellsession',
  yml: 'yaml', js: 'javascript', ts: 'typescript', golang: 'go', kt: 'kotlin', rb: 'ruby', dockerfile: 'docker',
  conf: 'ini', env: 'ini', properties: 'ini', proto: 'proto', protobuf: 'proto', html: 'html', xml: 'xml',
};
const PLAIN = new Set(['text', 'txt', 'plain', 'plaintext', 'none', '']);

let highlighterPromise: Promise<Highlighter> | undefined;
/** Same code in several pages (translations repeat their code blocks): highlighted once per process. */
const htmlCache = new Map<string, string>();
function getHighlighter(): Promise<Highlighter> {
  // One highlighter per process (worker); languages load on first use. Shiki 4 colours the very first
  // highlight of a fresh highlighter with the light theme's plain foreground (whichever language comes
  // first), so output depended on render order: one throwaway highlight settles it.
  highlighterPromise ??= createHighlighter({ themes: [LIGHT_THEME, DARK_THEME], langs: ['javascript'] }).then((h) => {
    h.codeToHtml('const a = 1;', { lang: 'javascript', themes: { light: LIGHT_THEME, dark: DARK_THEME }, defaultColor: false });
    return h;
  });
  return highlighterPromise;
}

export function resolveLanguage(lang: string): string | undefined {
  const lower = lang.toLowerCase();
  if (PLAIN.has(lower)) return undefined;
  const name = ALIASES[lower] ?? lower;
  return name in bundledLanguages ? name : undefined;
}

/** Highlights one snippet outside Markdown (reference data: request samples, JSON examples), same themes and classes. */
export async function highlightCode(code: string, lang: string): Promise<string> {
  const key = `snippet\0${lang}\0${code}`;
  const cached = htmlCache.get(key);
  if (cached !== undefined) return cached;
  const highlighter = await getHighlighter();
  const shikiLang = resolveLanguage(lang);
  if (shikiLang && !highlighter.getLoadedLanguages().includes(shikiLang)) await highlighter.loadLanguage(shikiLang as BundledLanguage);
  const html = highlighter.codeToHtml(code, {
    lang: shikiLang ?? 'text',
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
    transformers: [{
      pre(node) { node.properties = { class: 'shiki', tabindex: '0' }; },
      line(node) { node.properties.class = 'line'; },
    }],
  });
  if (htmlCache.size > 5000) htmlCache.clear();
  htmlCache.set(key, html);
  return html;
}

function h(tag: string, properties: Element['properties'], children: ElementContent[] = []): Element {
  return { type: 'element', tagName: tag, properties, children };
}

/**
 * Highlights every fenced code block at build time with a light and a dark theme (CSS variables, switched
 * by `data-theme`), and wraps it with the title bar, line classes, line numbers and the action buttons the
 * client runtime binds (see `CodeFrame` in the theme).
 */
export function rehypeCodeBlocks() {
  return async (tree: Root, file: VFile) => {
    const blocks: { pre: Element; code: Element; parent: Element | Root; index: number }[] = [];
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || index === undefined || !parent) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (code) blocks.push({ pre: node, code, parent: parent as Element | Root, index });
    });
    if (!blocks.length) return;
    const highlighter = await getHighlighter();
    for (const { code, parent, index } of blocks) {
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const langClass = classes.find((c) => c.startsWith('language-'));
      const lang = langClass ? langClass.slice('language-'.length) : '';
      const meta = parseCodeMeta((code.data as { meta?: string } | undefined)?.meta);
      const magic = applyMagicComments(toString(code).replace(/\n$/, ''));
      const highlight = new Set([...meta.highlight, ...magic.highlight]);
      const shikiLang = resolveLanguage(lang);
      if (lang && !shikiLang && !PLAIN.has(lang.toLowerCase())) {
        file.message(`Unknown code language "${lang}"; shown without highlighting`, code.position);
      }
      if (shikiLang && !highlighter.getLoadedLanguages().includes(shikiLang)) {
        await highlighter.loadLanguage(shikiLang as BundledLanguage);
      }
      const key = `${shikiLang}\0${[...highlight].join(',')}\0${[...magic.error].join(',')}\0${meta.showLineNumbers}:${meta.startLine}\0${magic.code}`;
      let html = htmlCache.get(key);
      if (html === undefined) {
        html = highlighter.codeToHtml(magic.code, {
          lang: shikiLang ?? 'text',
          themes: { light: LIGHT_THEME, dark: DARK_THEME },
          defaultColor: false,
          transformers: [{
            pre(node) {
              node.properties = {
                class: meta.showLineNumbers ? 'shiki shiki--numbered' : 'shiki',
                tabindex: '0',
                style: meta.showLineNumbers && meta.startLine !== 1 ? `counter-reset: line ${meta.startLine - 1}` : undefined,
              };
            },
            line(node, line) {
              const cls = ['line'];
              if (highlight.has(line)) cls.push('line--highlighted');
              if (magic.error.has(line)) cls.push('line--error');
              node.properties.class = cls.join(' ');
            },
          }],
        });
        if (htmlCache.size > 5000) htmlCache.clear();
        htmlCache.set(key, html);
      }
      // The highlighted HTML travels as one string prop: thousands of token spans as JSX would make the
      // compiled module (and every render) several times slower. `CodeFrame` (capitalised) is a theme component.
      parent.children[index] = h('CodeFrame', { title: meta.title, lang: shikiLang ?? (lang || 'text'), html });
    }
  };
}
