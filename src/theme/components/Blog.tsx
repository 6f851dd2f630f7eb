import { useTheme, useT } from '../context.tsx';

function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}

/** Title, date and authors of a blog post. */
export function BlogPostHeader() {
  const t = useT();
  const { page, site } = useTheme();
  const doc = page.doc!;
  const lang = site.config.i18n.localeConfigs[page.locale]?.htmlLang ?? page.locale;
  const authors = (doc.authors ?? []).map((key) => site.authors[key]).filter(Boolean);
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

export interface PostSummary {
  title: string;
  route: string;
  date?: string;
  description?: string;
  /** The post's text before `<!--truncate-->`, as HTML; shown instead of the description, with a "read more" link. */
  excerptHtml?: string;
}

/** Links between the pages of a paginated post list. */
export interface PostPager {
  newer?: string;
  older?: string;
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
      {pager && (pager.newer || pager.older) ? (
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
      ) : null}
    </>
  );
}

export function TagList({ tags }: { tags: { label: string; route: string; count: number }[] }) {
  const t = useT();
  return (
    <ul className="tag-list tag-list--large">
      {tags.map((tag) => (
        <li key={tag.route}>
          <a className="tag" href={tag.route}>
            {tag.label} <span className="tag__count">{t('theme.blog.tagCount', { count: tag.count })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
