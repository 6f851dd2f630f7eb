import { Fragment, type ReactNode } from 'react';
import { Link } from '../../components/Link.tsx';

/** Inline Markdown of OpenAPI descriptions: `code`, **bold** and [links](/route). */
function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /`([^`]+)`|\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(<code key={m.index}>{m[1]}</code>);
    else if (m[2] !== undefined) out.push(<strong key={m.index}>{m[2]}</strong>);
    else out.push(<Link key={m.index} to={m[4]}>{m[3]}</Link>);
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** A description from the OpenAPI document: paragraphs split on blank lines, inline Markdown inside. */
export function DescriptionText({ text, block = false }: { text?: string; block?: boolean }) {
  if (!text) return null;
  const paragraphs = text.trim().split(/\n\s*\n/);
  if (!block && paragraphs.length === 1) return <>{inline(paragraphs[0])}</>;
  return <>{paragraphs.map((p, i) => <p key={i}>{inline(p.replace(/\s*\n\s*/g, ' ')).map((n, j) => <Fragment key={j}>{n}</Fragment>)}</p>)}</>;
}
