import { useTheme, useT } from '../../context.tsx';

/** On a fallback page: says the page is shown in the default language because it has no translation yet. */
export function UntranslatedNotice() {
  const t = useT();
  const { site, page } = useTheme();
  if (!page.fallbackOf) return null;
  const { localeConfigs, defaultLocale } = site.config.i18n;
  return (
    <div className="notice notice--untranslated" role="note" lang={localeConfigs[page.locale]?.htmlLang}>
      {t('theme.doc.untranslated', {
        language: localeConfigs[page.locale]?.label ?? page.locale,
        source: localeConfigs[defaultLocale]?.label ?? defaultLocale,
      })}
    </div>
  );
}
