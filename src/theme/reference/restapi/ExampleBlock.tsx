import { CodeFrame } from '../../mdx/CodeFrame.tsx';
import { highlightJson } from '../highlight.ts';
import type { RestExample } from '../../../shared/restapi/types.ts';

/** A JSON example, highlighted at build time, in the site's code frame (copy and wrap buttons). */
export function ExampleBlock({ example, title }: { example: RestExample; title?: string }) {
  return <CodeFrame title={title ?? example.summary} lang="json" html={highlightJson(example.value)} />;
}
