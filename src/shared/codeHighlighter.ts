import {
  createHighlighterCoreSync,
  type HighlighterCore,
  type LanguageRegistration,
  type PatternScanner,
  type RegexEngine,
  type RegexEngineString,
} from 'shiki/core';
import { createOnigurumaEngine } from 'shiki/engine/oniguruma';
import { bundledLanguages } from 'shiki/langs';
import githubLight from 'shiki/themes/github-light-default.mjs';
import githubDark from 'shiki/themes/github-dark-default.mjs';

/**
 * The one syntax highlighter of a process (or worker thread), for every kind of code the site shows:
 * fenced blocks in Markdown (rehypeCodeBlocks.ts), REST request samples and JSON examples (generator) and
 * SDK catalogue code rendered by theme components. One Shiki core with the Oniguruma engine: each grammar is
 * compiled once per thread (compiling the TypeScript grammar costs far more than highlighting a page with it),
 * only the grammars a site uses are loaded, and a snippet seen before (a translation repeats the code of its
 * source page) is not tokenised again.
 *
 * The engine's WebAssembly is loaded while this module loads, so highlighting is synchronous afterwards (React
 * renders components synchronously). Grammars load with `loadLanguage` (async, any bundled language) or
 * `loadGrammars` (sync, grammar modules the caller imported).
 *
 * Shiki's JavaScript regex engine was tried instead: byte-identical HTML and no faster or slower than this
 * one when highlighting the site's 3,446 snippets in a loop, but inside a real build it was much slower (the
 * real site on one thread: render stage 31.7 s → 38.5 s), so Oniguruma stays.
 */

// The "-default" GitHub themes keep comments and punctuation above 4.5:1 on our code backgrounds (AA).
export const LIGHT_THEME = 'github-light-default';
export const DARK_THEME = 'github-dark-default';

/**
 * Highlighting for two themes tokenises the code twice, once per theme, and the two passes ask the grammar's
 * scanners exactly the same questions (which pattern matches this line from this position): the theme only
 * colours the result. So the engine answers each question once per snippet and replays the answer in the second
 * pass, which skips the WebAssembly search and the line's UTF-8 copy. Same tokens (a scanner's answer depends
 * only on its patterns, the line and the position); the site's 3,617 snippets highlight in 4.4 s instead of
 * 5.8 s. Answers are kept for one snippet: keeping them across snippets bought little more (~0.3 s).
 */
export function replayingEngine(engine: RegexEngine): RegexEngine & { forget(): void } {
  let answers = new Map<string, Map<number, unknown>>();
  let scanners = 0;
  class LineString {
    readonly answers: Map<number, unknown>;
    private native: RegexEngineString | undefined;
    constructor(readonly content: string) {
      let known = answers.get(content);
      if (!known) answers.set(content, (known = new Map()));
      this.answers = known;
    }
    get engineString(): RegexEngineString {
      return (this.native ??= engine.createString(this.content));
    }
    dispose(): void {
      (this.native as { dispose?: () => void } | undefined)?.dispose?.();
    }
  }
  return {
    createString: (content) => new LineString(content) as unknown as RegexEngineString,
    createScanner(patterns) {
      const scanner = engine.createScanner(patterns);
      // Positions and options are small: one number keys an answer of this scanner on a line.
      const id = scanners++ * 2 ** 32;
      return {
        findNextMatchSync(line, start, options) {
          const string = line as unknown as LineString;
          const known = string.answers;
          const key = id + start * 16 + (Number(options) || 0);
          if (known.has(key)) return known.get(key) as ReturnType<PatternScanner['findNextMatchSync']>;
          const answer = scanner.findNextMatchSync(string.engineString, start, options);
          known.set(key, answer);
          return answer;
        },
        dispose: () => (scanner as { dispose?: () => void }).dispose?.(),
      } as PatternScanner;
    },
    forget: () => (answers = new Map()),
  };
}

const engine = replayingEngine(await createOnigurumaEngine(import('shiki/wasm')));
const highlighter: HighlighterCore = createHighlighterCoreSync({ themes: [githubLight, githubDark], langs: [], engine });

/** Whether `lang` is a language Shiki bundles (names and aliases). */
export function isBundledLanguage(lang: string): boolean {
  return lang in bundledLanguages;
}

/** Loads a bundled language (and the languages it embeds) unless it is loaded already. */
export async function loadLanguage(lang: string): Promise<void> {
  if (highlighter.getLoadedLanguages().includes(lang)) return;
  const load = (bundledLanguages as Record<string, () => Promise<{ default: LanguageRegistration[] }>>)[lang];
  if (!load) throw new Error(`Shiki has no language "${lang}"`);
  highlighter.loadLanguageSync((await load()).default);
}

/** Loads grammar modules the caller imported statically (for synchronous callers). */
export function loadGrammars(...grammars: LanguageRegistration[][]): void {
  const loaded = highlighter.getLoadedLanguages();
  for (const grammar of grammars) if (grammar.some((g) => !loaded.includes(g.name))) highlighter.loadLanguageSync(grammar);
}

export interface HighlightOptions {
  /** Line numbers shown (`showLineNumbers`), counting from `startLine`. */
  numbered?: boolean;
  startLine?: number;
  /** Lines (1-based) marked highlighted and marked as errors. */
  highlighted?: ReadonlySet<number>;
  errors?: ReadonlySet<number>;
  /** Classes of lines (1-based) that the site's own magic comments mark (`markdown.magicComments`). */
  lineClasses?: ReadonlyMap<number, readonly string[]>;
}

/** Same code, language and options: the same HTML, made once per thread. */
const memo = new Map<string, string>();
const MEMO_SIZE = 5000;

/**
 * `<pre class="shiki" tabindex="0"><code><span class="line">…` of `code`, coloured for both themes with CSS
 * variables (switched by `data-theme`). `lang` must be loaded (or undefined / 'text': plain, escaped text).
 */
export function highlightToHtml(code: string, lang: string | undefined, opts: HighlightOptions = {}): string {
  const { numbered = false, startLine = 1, highlighted, errors, lineClasses } = opts;
  const classKey = [...(lineClasses ?? [])].map(([n, names]) => `${n}=${names.join(' ')}`).join(',');
  const key = `${lang}\0${numbered}:${startLine}\0${[...(highlighted ?? [])].join(',')}\0${[...(errors ?? [])].join(',')}\0${classKey}\0${code}`;
  let html = memo.get(key);
  if (html !== undefined) return html;
  html = highlighter.codeToHtml(code, {
    lang: lang ?? 'text',
    themes: { light: LIGHT_THEME, dark: DARK_THEME },
    defaultColor: false,
    // No time limit per line. Shiki's default (500 ms) silently gives the rest of a line one colour when it is
    // exceeded, and the first line a fresh grammar tokenises pays for compiling the grammar's patterns: on a
    // busy machine the light theme (tokenised first) came out wrong, so output depended on load and order.
    tokenizeTimeLimit: 0,
    transformers: [
      {
        pre(node) {
          node.properties = {
            class: numbered ? 'shiki shiki--numbered' : 'shiki',
            tabindex: '0',
            style: numbered && startLine !== 1 ? `counter-reset: line ${startLine - 1}` : undefined,
          };
        },
        line(node, line) {
          const cls = ['line'];
          if (highlighted?.has(line)) cls.push('line--highlighted');
          if (errors?.has(line)) cls.push('line--error');
          for (const name of lineClasses?.get(line) ?? []) if (!cls.includes(name)) cls.push(name);
          node.properties.class = cls.join(' ');
        },
      },
    ],
  });
  engine.forget();
  if (memo.size >= MEMO_SIZE) memo.clear();
  memo.set(key, html);
  return html;
}
