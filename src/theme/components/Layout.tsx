import type { ReactNode } from 'react';
import { useTheme, useT } from '../context.tsx';
import { Navbar } from './Navbar.tsx';
import { Footer } from './Footer.tsx';
import { AnnouncementBar } from './AnnouncementBar.tsx';

/** The page body shared by every route: skip link, banners, navbar, main content, footer, live regions. */
export function Layout({ children, wide }: { children: ReactNode; wide?: boolean }) {
  const t = useT();
  const { site } = useTheme();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('theme.skipToContent')}
      </a>
      <div className="progress" role="progressbar" aria-label={t('theme.loading')} aria-valuemin={0} aria-valuemax={100} hidden data-progress="" />
      <div className="base-url-banner" role="alert" hidden data-base-url={site.config.baseUrl}>
        {t('theme.baseUrlBanner', { baseUrl: site.config.baseUrl })}
      </div>
      <AnnouncementBar />
      <Navbar />
      <div className={`main-wrapper${wide ? ' main-wrapper--wide' : ''}`} data-main-wrapper="">
        {children}
      </div>
      <Footer />
      <template data-load-error="">
        <div className="load-error" role="alert" data-load-error-box="">
          <p>{t('theme.loadingFailed')}</p>
          <button type="button" className="button" data-retry="">
            {t('theme.retry')}
          </button>
        </div>
      </template>
      <div
        className="sr-only"
        aria-live="polite"
        aria-atomic="true"
        data-route-announcer=""
        data-template={t('theme.routeAnnouncement', { title: '{title}' })}
      />
    </>
  );
}
