/**
 * UI strings of the blog's list pages (paginated list, tag and author pages) and their post items. Kept apart from `defaultMessages` so the client
 * bundles that import the main catalogue do not grow; the generator merges both into every locale's catalogue.
 */
export const blogListMessages = {
  'theme.blog.readMore': 'Read more',
  'theme.blog.readMoreAbout': 'Read more about {title}',
  'theme.blog.pagerLabel': 'Blog list pages',
  'theme.blog.newerPosts': 'Newer posts',
  'theme.blog.olderPosts': 'Older posts',
  'theme.blog.tagsLabel': 'Tags:',
  'theme.blog.authors': 'Authors',
  'theme.blog.allAuthors': 'View all authors',
  'theme.blog.authorTitle': '{authorName} - {nPosts}',
  'theme.blog.noPosts': 'This author has not written any posts yet.',
} as const;
