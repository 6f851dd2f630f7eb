/**
 * Structured reference data (the REST API's OpenAPI document, the client SDK catalogue) loaded once per build
 * and handed to MDX components. Keyed by locale, then by source name (`restapi`, `sdk`); each source defines
 * the shape of its own data in `src/shared/<name>/`.
 */
export type ReferenceData = Record<string, unknown>;

/** locale → source name → that source's data for the locale. */
export type ReferencesByLocale = Record<string, ReferenceData>;
