import type { ReactNode } from 'react';

/** Catalogue prose: plain text where `backticks` mark inline code (the only markup the catalogue allows). */
export function InlineText({ text }: { text: string | undefined }): ReactNode {
  if (!text) return null;
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) => (part.length > 2 && part.startsWith('`') && part.endsWith('`') ? <code key={i}>{part.slice(1, -1)}</code> : part));
}
