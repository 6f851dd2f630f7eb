/** Where the SDK catalogue and its translations live, relative to the site (apart from the loader's heavy modules). */
export const CATALOGUE_DIR = 'content/sdks/catalogue';

/** The keyed translations of the catalogue for `locale`. */
export function translationFile(locale: string): string {
  return `i18n/${locale}/sdks/catalogue.yaml`;
}
