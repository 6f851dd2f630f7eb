import type { ReactNode } from 'react';
import { useT } from '../context.tsx';
import type { MessageId } from '../messages.ts';

const ICONS: Record<string, string> = {
  note: 'ℹ',
  info: 'ℹ',
  tip: '💡',
  warning: '⚠',
  caution: '⚠',
  danger: '🔥',
  important: '❗',
  success: '✔',
  secondary: 'ℹ',
};

export function Admonition({ type = 'note', title, children }: { type?: string; title?: ReactNode; children?: ReactNode }) {
  const t = useT();
  const kind = ICONS[type] ? type : 'note';
  const label = title ?? t(`theme.admonition.${kind}` as MessageId);
  return (
    <aside className={`admonition admonition--${kind}`} role="note">
      <p className="admonition__title">
        <span className="admonition__icon" aria-hidden="true">
          {ICONS[kind]}
        </span>
        {label}
      </p>
      <div className="admonition__body">{children}</div>
    </aside>
  );
}
