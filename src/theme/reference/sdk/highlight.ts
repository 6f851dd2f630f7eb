import { createHighlighterCoreSync, type HighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
import typescript from 'shiki/langs/typescript.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import java from 'shiki/langs/java.mjs';
import objectiveC from 'shiki/langs/objective-c.mjs';
import dart from 'shiki/langs/dart.mjs';
import csharp from 'shiki/langs/csharp.mjs';
import bash from 'shiki/langs/bash.mjs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import githubDark from 'shiki/themes/github-dark-default.mjs';

/**
 * Build-time highlighting for code that reaches the page through a component (catalogue signatures and
 * examples) rather than a fenced block. React renders synchronously, so this uses Shiki's synchronous core with
 * the JavaScript regex engine and the same two themes and markup as fenced code blocks (`shiki`, `line` classes,
 * colours as CSS variables switched by the colour mode).
 */
const LANGS: Record<string, string> = {
  ts: 'typescript', typescript: 'typescript', js: 'javascript', javascript: 'javascript', java: 'java',
  objectivec: 'objective-c', objc: 'objective-c', 'objective-c': 'objective-c', dart: 'dart', csharp: 'csharp', cs: 'csharp',
  bash: 'bash', sh: 'bash', shell: 'bash',
};

let highlighter: HighlighterCore | undefined;
const cache = new Map<string, string>();

function get(): HighlighterCore {
  highlighter ??= createHighlighterCoreSync({
    themes: [githubLight, githubDark],
    langs: [typescript, javascript, java, objectiveC, dart, csharp, bash],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  });
  return highlighter;
}

/** The Shiki language for a catalogue language name, or undefined (shown as plain text). */
export function shikiLanguage(lang: string): string | undefined {
  return LANGS[lang.toLowerCase()];
}

/** Highlighted `<pre class="shiki">…</pre>` HTML of `code` (escaped plain lines when the language is unknown). */
export function highlightCode(code: string, lang: string): string {
  const shikiLang = shikiLanguage(lang) ?? 'text';
  const key = `${shikiLang}\0${code}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = get().codeToHtml(code.replace(/\n$/, ''), {
      lang: shikiLang,
      themes: { light: 'github-light-default', dark: 'github-dark-default' },
      defaultColor: false,
      transformers: [{
        pre(node) { node.properties = { class: 'shiki', tabindex: '0' }; },
        line(node) { node.properties.class = 'line'; },
      }],
    });
    if (cache.size > 5000) cache.clear();
    cache.set(key, html);
  }
  return html;
}
