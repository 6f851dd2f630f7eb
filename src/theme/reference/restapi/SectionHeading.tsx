import type { ReactNode } from 'react';

/** A section heading of a reference component, with a stable id (the component also adds it to the TOC). */
export function SectionHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="api-heading">
      {children}
    </h2>
  );
}
