import type { ReactNode } from 'react';
import { CodeFrame } from './CodeFrame.tsx';

/**
 * `<CodeBlock language="ts" title="…">{code}</CodeBlock>` in MDX. Fenced code is highlighted at build
 * time; this component shows code given as a JSX child as plain, copyable text in the same frame.
 */
export function CodeBlock({
  children,
  language,
  title,
  showLineNumbers,
}: {
  children?: ReactNode;
  language?: string;
  title?: string;
  showLineNumbers?: boolean;
}) {
  const text = typeof children === 'string' ? children.replace(/\n$/, '') : children;
  return (
    <CodeFrame title={title} lang={language}>
      <pre className={`shiki shiki--plain${showLineNumbers ? ' shiki--numbered' : ''}`} tabIndex={0}>
        <code>
          {typeof text === 'string'
            ? text.split('\n').map((line, i) => (
                <span className="line" key={i}>
                  {line}
                  {'\n'}
                </span>
              ))
            : text}
        </code>
      </pre>
    </CodeFrame>
  );
}
