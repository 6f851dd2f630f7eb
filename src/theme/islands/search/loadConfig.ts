import { defaultMessages } from '../../messages.ts';
import { searchConfigUrl, type SearchClientConfig } from './searchConfig.ts';

/**
 * The config of a locale; when it cannot be fetched (offline, an old build) a minimal one from the page
 * keeps the UI working in the default language, and the search itself reports the failure.
 */
export async function loadSearchConfig(locale: string, pending?: Promise<unknown>): Promise<SearchClientConfig> {
  try {
    const data = (await (pending ??
      fetch(searchConfigUrl(locale)).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`${r.status}`)))))) as SearchClientConfig;
    if (data && typeof data === 'object' && data.messages) return data;
  } catch {
    /* fall through */
  }
  const button = document.querySelector<HTMLAnchorElement>('[data-search-button]');
  const prefix = document.documentElement.dataset.route?.startsWith(`/${locale}/`) ? `/${locale}` : '';
  return {
    locale,
    localePrefix: prefix,
    provider: 'local',
    searchRoute: button?.getAttribute('href') ?? `${prefix}/search`,
    sections: [],
    suggestions: [],
    messages: { ...defaultMessages },
  };
}
