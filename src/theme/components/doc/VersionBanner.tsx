import { useTheme, useT } from '../../context.tsx';

/** "This is unreleased / an old version" above a versioned doc, with a link to the latest version. */
export function VersionBanner() {
  const t = useT();
  const { page } = useTheme();
  const doc = page.doc;
  if (!doc || doc.versionBanner === 'none') return null;
  return (
    <div className="notice notice--version" role="note">
      {doc.versionBanner === 'unreleased' ? t('theme.doc.versionBanner.unreleased') : t('theme.doc.versionBanner.unmaintained', { version: doc.versionLabel })}
      {doc.latestRoute ? (
        <>
          {' '}
          <a href={doc.latestRoute}>{t('theme.doc.versionBanner.latest')}</a>
        </>
      ) : null}
    </div>
  );
}
