import type { ReactNode } from 'react';
import { useMdxResolvers } from '../../mdx/MdxContext.tsx';

/** A link to another reference page, localised like a Markdown link. */
export function SdkLink({ to, children, code }: { to: string; children: ReactNode; code?: boolean }) {
  const { resolveHref } = useMdxResolvers();
  return <a href={resolveHref(to)}>{code ? <code>{children}</code> : children}</a>;
}
