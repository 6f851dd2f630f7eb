import { useTheme, useT } from '../context.tsx';
import { SimplePage } from './SimplePage.tsx';
import { PostItems, PostList, TagList, TaggedDocs, type PostPager, type PostSummary, type TagEntry } from './Blog.tsx';
import { AuthorCard, PostArchive } from './BlogPostItem.tsx';
import { Sidebar } from './Sidebar.tsx';
import type { SidebarItem } from '../../shared/types.ts';

/** What a list page shows (the blog's list, archive, tag and author pages, docs tag pages, generated indexes). */
export interface ListPageProps {
  posts?: PostSummary[];
  pager?: PostPager;
  tags?: TagEntry[];
  /** A tag page of docs: the tagged docs. */
  docs?: { title: string; route: string; description?: string }[];
  heading: string;
  intro?: string;
  /** A tag or author page: the index of all tags or authors, linked under the heading. */
  indexLink?: { label: string; route: string };
  /** How posts show: as Docusaurus's list items (`items`), by year (`archive`), else as a plain list. */
  layout?: 'items' | 'archive';
  /** An author's page: the author's key (the author is the page's heading). */
  author?: string;
  /** The authors list: every author of authors.yml, with their number of posts. */
  authors?: { key: string; count: number }[];
  /** The blog's sidebar of recent posts, beside the blog's list pages as Docusaurus shows it. */
  sidebar?: SidebarItem[];
}

export function ListPage(props: ListPageProps) {
  const content = <ListContent {...props} />;
  if (!props.sidebar) return content;
  return (
    <div className="doc-layout" data-doc-layout="">
      <aside className="sidebar" data-sidebar-container="">
        <Sidebar items={props.sidebar} />
      </aside>
      {content}
    </div>
  );
}

function ListContent(props: ListPageProps) {
  const { site, page } = useTheme();
  const t = useT();
  const { posts, pager, layout, heading, intro } = props;
  const authors = site.authors[page.locale] ?? {};
  const author = props.author ? authors[props.author] : undefined;
  // The blog's list and archive title the page above its content, as Docusaurus's hero header does.
  const hero = !props.indexLink && !props.authors && (layout === 'archive' || (layout === 'items' && pager !== undefined));
  const title = author ? <AuthorCard author={author} as="h1" /> : <h1>{heading}</h1>;
  return (
    <SimplePage
      className="blog-list"
      header={
        hero ? (
          <header className="simple-page__hero">
            {title}
            {intro ? <p>{intro}</p> : null}
          </header>
        ) : undefined
      }
    >
      {hero ? null : title}
      {!hero && intro ? <p>{intro}</p> : null}
      {props.indexLink ? (
        <a className="all-tags-link" href={props.indexLink.route}>
          {props.indexLink.label}
        </a>
      ) : null}
      {props.authors ? (
        <ul className="author-list">
          {props.authors.map((a) =>
            authors[a.key] ? (
              <li key={a.key}>
                <AuthorCard author={authors[a.key]} as="h2" count={a.count} />
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      {posts && layout === 'items' ? <PostItems posts={posts} pager={pager} /> : null}
      {posts && layout === 'archive' ? <PostArchive posts={posts} /> : null}
      {posts && !layout ? <PostList posts={posts} pager={pager} /> : null}
      {props.docs ? <TaggedDocs docs={props.docs} /> : null}
      {props.tags ? <TagList tags={props.tags} /> : null}
      {posts && !posts.length && props.author ? <p>{t('theme.blog.noPosts')}</p> : null}
    </SimplePage>
  );
}
