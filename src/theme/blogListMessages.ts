/**
 * UI strings of the paginated blog list and its excerpts. Kept apart from `defaultMessages` so the client
 * bundles that import the main catalogue do not grow; the generator merges both into every locale's catalogue.
 */
export const blogListMessages = {
  'theme.blog.readMore': 'Read more',
  'theme.blog.readMoreAbout': 'Read more about {title}',
  'theme.blog.pagerLabel': 'Blog list pages',
  'theme.blog.newerPosts': 'Newer posts',
  'theme.blog.olderPosts': 'Older posts',
} as const;
