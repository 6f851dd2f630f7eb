import type { Segment } from './highlight.ts';

/** Text with `<mark>`s, built from segments as React text nodes (nothing is parsed as HTML). */
export function Highlight({ segments }: { segments: Segment[] }) {
  return <>{segments.map((s, i) => (s.mark ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
