import { CodeFrame } from '../../mdx/CodeFrame.tsx';
import { highlightCode, shikiLanguage } from '../highlight.ts';

/** Catalogue code (a signature or an example) in the same highlighted frame as fenced code blocks. */
export function CodeSample({ code, lang, title }: { code: string; lang: string; title?: string }) {
  return <CodeFrame title={title} lang={shikiLanguage(lang) ?? lang} html={highlightCode(code, lang)} />;
}
