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
    else
      out.push(
        <Link key={m.index} to={m[4]}>
          {m[3]}
        </Link>,
      );
    last = re.lastIndex;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const BULLET = /^\s*[-*]\s+/;

function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  if (lines.every((l) => BULLET.test(l) || /^\s{2,}\S/.test(l)) && BULLET.test(lines[0])) {
    const items = text.split(/\n(?=\s*[-*]\s+)/).map((item) => item.replace(BULLET, '').replace(/\s*\n\s*/g, ' '));
    return (
      <ul>
        {items.map((item, i) => (
          <li key={i}>
            {inline(item).map((n, j) => (
              <Fragment key={j}>{n}</Fragment>
            ))}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p>
      {inline(text.replace(/\s*\n\s*/g, ' ')).map((n, j) => (
        <Fragment key={j}>{n}</Fragment>
      ))}
    </p>
  );
}

/** A description from the OpenAPI document: paragraphs split on blank lines, `- ` bullet lists, inline Markdown inside. */
export function DescriptionText({ text, block = false }: { text?: string; block?: boolean }) {
  if (!text) return null;
  const paragraphs = text.trim().split(/\n\s*\n/);
  if (!block && paragraphs.length === 1 && !BULLET.test(paragraphs[0])) return <>{inline(paragraphs[0].replace(/\s*\n\s*/g, ' '))}</>;
  return (
    <>
      {paragraphs.map((p, i) => (
        <Paragraph key={i} text={p} />
      ))}
    </>
  );
}
