import { useTheme, useT } from '../../context.tsx';

/** One formatter per locale: making an `Intl.DateTimeFormat` costs far more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(ms: number, locale: string): string {
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })));
  return format.format(new Date(ms));
}

/** "Last updated on <date>", the date in a `<time>` element, worded by the locale's message. */
export function LastUpdated() {
  const t = useT();
  const { page, site } = useTheme();
  const lastUpdated = page.doc?.lastUpdated;
  if (!lastUpdated) return null;
  const locale = site.config.i18n.localeConfigs[page.locale]?.htmlLang ?? page.locale;
  const [before, after] = t('theme.doc.lastUpdated', { date: '\u0000' }).split('\u0000');
  return (
    <span className="doc-footer__updated">
      {before}
      <time dateTime={new Date(lastUpdated).toISOString()}>{formatDate(lastUpdated, locale)}</time>
      {after}
    </span>
  );
}
