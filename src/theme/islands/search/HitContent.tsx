import { Highlight } from './Highlight.tsx';
import type { Segment } from './highlight.ts';

/** The heading and snippet of one result row. */
export function HitContent({ heading, snippet }: { heading: string; snippet: Segment[] }) {
  return (
    <>
      <span className="search-hit__heading">{heading}</span>
      {snippet.length ? (
        <span className="search-hit__snippet">
          <Highlight segments={snippet} />
        </span>
      ) : null}
    </>
  );
}
