import typescript from 'shiki/langs/typescript.mjs';
import javascript from 'shiki/langs/javascript.mjs';
import java from 'shiki/langs/java.mjs';
import kotlin from 'shiki/langs/kotlin.mjs';
import objectiveC from 'shiki/langs/objective-c.mjs';
import dart from 'shiki/langs/dart.mjs';
import csharp from 'shiki/langs/csharp.mjs';
import bash from 'shiki/langs/bash.mjs';
import go from 'shiki/langs/go.mjs';
import python from 'shiki/langs/python.mjs';
import json from 'shiki/langs/json.mjs';
import { highlightToHtml, loadGrammars } from '../../shared/codeHighlighter.ts';

/**
 * Build-time highlighting for code that reaches the page through a reference component rather than a fenced
 * block: SDK catalogue signatures and examples, REST request samples and JSON examples. React renders
 * synchronously, so the grammars of these languages are imported here and loaded into the site's one
 * highlighter (src/shared/codeHighlighter.ts) before the first use: same engine, themes, markup and memo as
 * fenced code blocks. Highlighting while rendering (not while loading the reference data) spreads the work
 * over the render workers and keeps the highlighted HTML out of the data every worker receives.
 */
const LANGS: Record<string, string> = {
  ts: 'typescript',
  typescript: 'typescript',
  js: 'javascript',
  javascript: 'javascript',
  java: 'java',
  kotlin: 'kotlin',
  objectivec: 'objective-c',
  objc: 'objective-c',
  'objective-c': 'objective-c',
  dart: 'dart',
  csharp: 'csharp',
  cs: 'csharp',
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  go: 'go',
  python: 'python',
  json: 'json',
};

let loaded = false;

/** The Shiki language for a reference language name, or undefined (shown as plain text). */
export function shikiLanguage(lang: string): string | undefined {
  return LANGS[lang.toLowerCase()];
}

/** Highlighted `<pre class="shiki">…</pre>` HTML of `code` as it is (escaped plain lines when the language is unknown). */
export function highlightReferenceCode(code: string, lang: string): string {
  if (!loaded) {
    loadGrammars(typescript, javascript, java, kotlin, objectiveC, dart, csharp, bash, go, python, json);
    loaded = true;
  }
  return highlightToHtml(code, shikiLanguage(lang));
}

/** Catalogue code: the same, without a final line break. */
export function highlightCode(code: string, lang: string): string {
  return highlightReferenceCode(code.replace(/\n$/, ''), lang);
}

/** A JSON value as indented, highlighted JSON (REST examples). */
export function highlightJson(value: unknown): string {
  return highlightReferenceCode(JSON.stringify(value, null, 2), 'json');
}
