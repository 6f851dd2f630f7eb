import typescript from 'shiki/langs/typescript.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import java from 'shiki/langs/java.mjs';
import objectiveC from 'shiki/langs/objective-c.mjs';
import dart from 'shiki/langs/dart.mjs';
import csharp from 'shiki/langs/csharp.mjs';
import bash from 'shiki/langs/bash.mjs';
import { highlightToHtml, loadGrammars } from '../../../shared/codeHighlighter.ts';

/**
 * Build-time highlighting for code that reaches the page through a component (catalogue signatures and
 * examples) rather than a fenced block. React renders synchronously, so the catalogue's grammars are imported
 * here and loaded into the site's one highlighter (src/shared/codeHighlighter.ts) before the first use: same
 * engine, themes and markup as fenced code blocks.
 */
const LANGS: Record<string, string> = {
  ts: 'typescript', typescript: 'typescript', js: 'javascript', javascript: 'javascript', java: 'java',
  objectivec: 'objective-c', objc: 'objective-c', 'objective-c': 'objective-c', dart: 'dart', csharp: 'csharp', cs: 'csharp',
  bash: 'bash', sh: 'bash', shell: 'bash',
};

let loaded = false;

/** The Shiki language for a catalogue language name, or undefined (shown as plain text). */
export function shikiLanguage(lang: string): string | undefined {
  return LANGS[lang.toLowerCase()];
}

/** Highlighted `<pre class="shiki">…</pre>` HTML of `code` (escaped plain lines when the language is unknown). */
export function highlightCode(code: string, lang: string): string {
  if (!loaded) {
    loadGrammars(typescript, javascript, java, objectiveC, dart, csharp, bash);
    loaded = true;
  }
  return highlightToHtml(code.replace(/\n$/, ''), shikiLanguage(lang));
}
