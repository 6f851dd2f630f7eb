import type { ReactNode } from 'react';

/** A full-width page without sidebar (custom pages, blog lists, search, 404). */
export function SimplePage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" className={`simple-page ${className}`.trim()} tabIndex={-1} data-main="">
      <div className="simple-page__inner" data-article="">
        {children}
      </div>
    </main>
  );
}
