import type { ReactNode } from 'react';
import { useT } from '../context.tsx';

export function Details({ summary, children, open }: { summary?: ReactNode; children?: ReactNode; open?: boolean }) {
  const t = useT();
  return (
    <details className="details" open={open}>
      <summary>{summary ?? t('theme.details.summary')}</summary>
      <div className="details__body">{children}</div>
    </details>
  );
}
