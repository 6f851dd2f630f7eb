import { useTheme, useT } from '../context.tsx';
import { formatDay, PostItem, type PostItemData } from './BlogPostItem.tsx';

/** Title, date and authors of a blog post. */
export function BlogPostHeader() {
  const t = useT();
  const { page, site } = useTheme();
  const doc = page.doc!;
  const lang = site.config.i18n.localeConfigs[page.locale]?.htmlLang ?? page.locale;
  const authors = (doc.authors ?? []).map((key) => site.authors[page.locale]?.[key]).filter(Boolean);
  return (
    <header className="blog-header">
      <h1>{page.title}</h1>
      <p className="blog-header__meta">
        {doc.date ? <time dateTime={doc.date}>{formatDay(doc.date, lang)}</time> : null}
        {authors.length ? <> · {t('theme.blog.by', { authors: authors.map((a) => a.name).join(', ') })}</> : null}
      </p>
    </header>
  );
}

/** A post (or a doc of a generated index) in a list. */
export type PostSummary = PostItemData;

/** Links between the pages of a paginated post list. */
export interface PostPager {
  newer?: string;
  older?: string;
}

/** Pager links of a paginated post list. */
function Pager({ pager }: { pager?: PostPager }) {
  const t = useT();
  if (!pager || (!pager.newer && !pager.older)) return null;
  return (
    <nav className="post-list__pager" aria-label={t('theme.blog.pagerLabel')}>
      {pager.newer ? (
        <a href={pager.newer} rel="prev">
          {t('theme.blog.newerPosts')}
        </a>
      ) : null}
      {pager.older ? (
        <a href={pager.older} rel="next">
          {t('theme.blog.olderPosts')}
        </a>
      ) : null}
    </nav>
  );
}

/** Blog posts as Docusaurus's blog lists show them (BlogPostItem.tsx), with the pager. */
export function PostItems({ posts, pager }: { posts: PostSummary[]; pager?: PostPager }) {
  return (
    <>
      {posts.map((p) => (
        <PostItem key={p.route} post={p} />
      ))}
      <Pager pager={pager} />
    </>
  );
}

export function PostList({ posts, pager }: { posts: PostSummary[]; pager?: PostPager }) {
  const t = useT();
  const { page, site } = useTheme();
  const lang = site.config.i18n.localeConfigs[page.locale]?.htmlLang ?? page.locale;
  return (
    <>
      <ul className="post-list">
        {posts.map((p) => (
          <li key={p.route} className="post-list__item">
            <a href={p.route} className="post-list__title">
              {p.title}
            </a>
            {p.date ? (
              <time className="post-list__date" dateTime={p.date}>
                {formatDay(p.date, lang)}
              </time>
            ) : null}
            {p.excerptHtml !== undefined ? (
              <>
                <div className="post-list__excerpt" dangerouslySetInnerHTML={{ __html: p.excerptHtml }} />
                <a className="post-list__more" href={p.route} aria-label={t('theme.blog.readMoreAbout', { title: p.title })}>
                  {t('theme.blog.readMore')}
                </a>
              </>
            ) : p.description ? (
              <p className="post-list__desc">{p.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager pager={pager} />
    </>
  );
}

/** A tag on a tags index: its page and how many posts or docs carry it. */
export interface TagEntry {
  label: string;
  route: string;
  count: number;
  /** The count in words (`2 posts`), shown on hover. */
  countText?: string;
}

/** Tags grouped under the capital of their first letter, letters and tags in alphabetical order (as Docusaurus lists them). */
export function tagsByLetter(tags: TagEntry[]): { letter: string; tags: TagEntry[] }[] {
  const groups = new Map<string, TagEntry[]>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([letter, list]) => ({ letter, tags: [...list].sort((a, b) => a.label.localeCompare(b.label)) }));
}

/** A tags index: a heading per letter, each tag with its count. */
export function TagList({ tags }: { tags: TagEntry[] }) {
  return (
    <>
      {tagsByLetter(tags).map((group) => (
        <section key={group.letter} className="tag-letter">
          <h2>{group.letter}</h2>
          <ul className="tag-list tag-list--large">
            {group.tags.map((tag) => (
              <li key={tag.route}>
                <a className="tag" href={tag.route} title={tag.countText}>
                  {tag.label}
                  <span className="tag__count">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The docs carrying one tag: each doc's title (a heading linking to it) and description. */
export function TaggedDocs({ docs }: { docs: { title: string; route: string; description?: string }[] }) {
  return (
    <div className="tagged-docs">
      {docs.map((d) => (
        <article key={d.route} className="tagged-docs__item">
          <h2>
            <a href={d.route}>{d.title}</a>
          </h2>
          {d.description ? <p>{d.description}</p> : null}
        </article>
      ))}
    </div>
  );
}
