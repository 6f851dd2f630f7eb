import type { ReactNode } from 'react';

/** A full-width page without sidebar (custom pages, blog lists, search, 404). */
export function SimplePage({ children, className = '', header }: { children: ReactNode; className?: string; header?: ReactNode }) {
  return (
    <main id="main" className={`simple-page ${className}`.trim()} tabIndex={-1} data-main="">
      {header}
      <div className="simple-page__inner" data-article="">
        {children}
      </div>
    </main>
  );
}
