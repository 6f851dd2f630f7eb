/**
 * The theme's UI strings in the default language. Each locale translates them in
 * `i18n/<locale>/code.json` as `{ "<id>": { "message": "…" } }`; missing ids fall back to these.
 */
export const defaultMessages = {
  'theme.skipToContent': 'Skip to main content',
  'theme.navbar.toggle': 'Toggle navigation bar',
  'theme.navbar.close': 'Close navigation bar',
  'theme.navbar.backToMain': '← Back to main menu',
  'theme.navbar.backToMainLabel': 'Back to main menu',
  'theme.navbar.languages': 'Languages',
  'theme.navbar.itemError': 'Navbar item "{item}" could not be shown: {error}',
  'theme.colorMode.toggle': 'Switch between dark and light mode (currently {mode})',
  'theme.colorMode.dark': 'dark mode',
  'theme.colorMode.light': 'light mode',
  'theme.search.button': 'Search',
  'theme.search.placeholder': 'Search docs',
  'theme.toc.title': 'On this page',
  'theme.sidebar.label': 'Docs sidebar',
  'theme.sidebar.hide': 'Collapse sidebar',
  'theme.sidebar.show': 'Expand sidebar',
  'theme.sidebar.toggleCategory': 'Toggle the category {label}',
  'theme.doc.editThisPage': 'Edit this page',
  'theme.doc.lastUpdated': 'Last updated on {date}',
  'theme.doc.paginator': 'Docs pages',
  'theme.doc.previous': 'Previous',
  'theme.doc.next': 'Next',
  'theme.doc.untranslated': 'This page has not been translated into {language} yet. You are reading the {source} original.',
  'theme.doc.versionBanner.unreleased': 'This is documentation for an unreleased version.',
  'theme.doc.versionBanner.unmaintained': 'This is documentation for {version}, which is no longer actively maintained.',
  'theme.doc.versionBanner.latest': 'See the latest version',
  'theme.code.copy': 'Copy',
  'theme.code.copied': 'Copied',
  'theme.code.copyLabel': 'Copy code to clipboard',
  'theme.code.wrap': 'Toggle word wrap',
  'theme.admonition.note': 'note',
  'theme.admonition.tip': 'tip',
  'theme.admonition.info': 'info',
  'theme.admonition.warning': 'warning',
  'theme.admonition.danger': 'danger',
  'theme.admonition.important': 'important',
  'theme.admonition.success': 'success',
  'theme.admonition.secondary': 'note',
  'theme.details.summary': 'Details',
  'theme.notFound.title': 'Page Not Found',
  'theme.notFound.p1': 'We could not find what you were looking for.',
  'theme.notFound.p2': 'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
  'theme.crash.title': 'This page crashed.',
  'theme.crash.retry': 'Try again',
  'theme.baseUrlBanner': 'This site did not load properly: it is served under a base path other than the one it was built for ({baseUrl}).',
  'theme.announcement.close': 'Close',
  'theme.loading': 'Loading…',
  'theme.loadingFailed': 'This page could not be loaded.',
  'theme.retry': 'Retry',
  'theme.routeAnnouncement': 'Navigated to {title}',
  'theme.blog.archive': 'Archive',
  'theme.blog.archiveDescription': 'Every post on the blog, newest first.',
  'theme.blog.tags': 'Tags',
  'theme.blog.tagTitle': 'Posts tagged "{tag}"',
  'theme.blog.tagCount': '{count} post(s)',
  'theme.blog.allTags': 'View all tags',
  'theme.blog.by': 'By {authors}',
  'theme.blog.readingTime': '{minutes} min read',
  'theme.footer.description': 'OpenIM is a high-performance, lightweight and easily extended instant-messaging server with client SDKs for every platform. Deploy it on your own machines so your business data stays secure.',
  'theme.footer.community': 'Questions or ideas? Join the OpenIM community channel.',
  'theme.footer.copyright': 'Copyright © OpenIM since 2023. All rights reserved.',
  'theme.search.title': 'Search',
  'theme.search.pageTitle': 'Search the documentation',
  'theme.search.noResults': 'No results for "{query}"',
  'theme.search.trySearching': 'Try searching for',
  'theme.search.believe': 'Believe this query should return results?',
  'theme.search.letUsKnow': 'Let us know.',
  'theme.search.fetchFailed': 'Unable to fetch results',
  'theme.search.checkNetwork': 'You might want to check your network connection.',
  'theme.search.loading': 'Loading search results…',
  'theme.search.seeAll': 'See all {count} results',
  'theme.search.recent': 'Recent searches',
  'theme.search.allSections': 'All sections',
  'theme.search.section': 'Section',
  'theme.search.previous': 'Previous page',
  'theme.search.next': 'Next page',
  'theme.search.noscript': 'Search needs JavaScript. Use the navigation to browse the documentation.',
  'theme.search.shortcut': 'Press Ctrl+K or / to search',
  'theme.search.close': 'Close search',
  'theme.search.resultsCount': '{count} results',
  'theme.search.correctedTo': 'Showing results for "{query}"',
  'theme.home.title': 'Home',
} as const;

export type MessageId = keyof typeof defaultMessages;
export type Messages = Record<string, string>;

/** `{name}` placeholders replaced by `values`. */
export function formatMessage(messages: Messages, id: MessageId, values: Record<string, string | number> = {}): string {
  const template = messages[id] ?? defaultMessages[id] ?? id;
  return template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
}

/** A configured label (navbar item, footer link, section) translated by `<prefix><label>` in the catalogue, if present. */
export function translateLabel(messages: Messages, key: string, fallback: string): string {
  return messages[key] ?? fallback;
}
