import { localizeRoute, useTheme, useT } from '../context.tsx';
import type { BlogAuthor } from '../../shared/types.ts';
import { TagLinks } from './doc/DocTags.tsx';

/**
 * A blog post as blog lists show it (the blog's pages, a tag's page, an author's page), with the parts Docusaurus's
 * list items have: the title as a heading, "date · reading time", the authors, the excerpt, the tags and "Read more".
 */

export interface PostItemData {
  title: string;
  route: string;
  date?: string;
  description?: string;
  excerptHtml?: string;
  /** Keys into the site's authors. */
  authors?: string[];
  tags?: { label: string; route: string }[];
  readingMinutes?: number;
}

export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(date));
}

/** Where an author's name leads: their page on this blog when they have one, else their own URL. */
function authorLink(author: BlogAuthor, route: (to: string) => string): string | undefined {
  return author.pageRoute ? route(author.pageRoute) : author.url;
}

/** An author: picture, name (a heading on the author's own page and the authors list), title and social links. */
export function AuthorCard({ author, as = 'span', count }: { author: BlogAuthor; as?: 'span' | 'h1' | 'h2'; count?: number }) {
  const { site, page } = useTheme();
  const href = authorLink(author, (to) => localizeRoute(site, page.locale, to));
  const Name = as;
  const name = <Name className="author__name">{author.name}</Name>;
  return (
    <div className="author">
      {author.imageURL ? (
        href ? (
          <a href={href} className="author__photo-link">
            <img className="author__photo" src={author.imageURL} alt={author.name} loading="lazy" />
          </a>
        ) : (
          <img className="author__photo" src={author.imageURL} alt={author.name} loading="lazy" />
        )
      ) : null}
      <div className="author__intro">
        <div className="author__heading">
          {href ? <a href={href}>{name}</a> : name}
          {count !== undefined ? <span className="author__count">{count}</span> : null}
        </div>
        {author.title ? <small className="author__title">{author.title}</small> : null}
        {author.socials?.length ? (
          <div className="author__socials">
            {author.socials.map((s) => (
              <a key={s.platform} href={s.url} target="_blank" rel="noopener noreferrer" className="author__social" aria-label={s.platform} title={s.platform}>
                <span aria-hidden="true">{s.platform.charAt(0).toUpperCase()}</span>
              </a>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}

export function PostItem({ post }: { post: PostItemData }) {
  const t = useT();
  const { page, site } = useTheme();
  const lang = site.config.i18n.localeConfigs[page.locale]?.htmlLang ?? page.locale;
  const authors = (post.authors ?? []).map((key) => site.authors[page.locale]?.[key]).filter(Boolean);
  const minutes = post.readingMinutes ? Math.ceil(post.readingMinutes) : undefined;
  return (
    <article className="post-item">
      <header>
        <h2 className="post-item__title">
          <a href={post.route}>{post.title}</a>
        </h2>
        <div className="post-item__meta">
          {post.date ? <time dateTime={post.date}>{formatDay(post.date, lang)}</time> : null}
          {post.date && minutes ? ' · ' : null}
          {minutes ? t('theme.blog.readingTime', { count: minutes, readingTime: minutes }) : null}
        </div>
        {authors.length ? (
          <div className="post-item__authors">
            {authors.map((a) => (
              <AuthorCard key={a.key} author={a} />
            ))}
          </div>
        ) : null}
      </header>
      {post.excerptHtml !== undefined ? (
        <div className="post-item__excerpt markdown" dangerouslySetInnerHTML={{ __html: post.excerptHtml }} />
      ) : post.description ? (
        <p className="post-item__excerpt">{post.description}</p>
      ) : null}
      {post.tags?.length || post.excerptHtml !== undefined ? (
        <footer className="post-item__footer">
          {post.tags?.length ? (
            <div className="post-item__tags">
              <b>{t('theme.blog.tagsLabel')}</b>
              <TagLinks tags={post.tags} />
            </div>
          ) : null}
          {post.excerptHtml !== undefined ? (
            <a className="post-item__more" href={post.route} aria-label={t('theme.blog.readMoreAbout', { title: post.title })}>
              <b>{t('theme.blog.readMore')}</b>
            </a>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}

/** The archive: posts under a heading per year, newest first, each as "Month day - Title". */
export function PostArchive({ posts }: { posts: PostItemData[] }) {
  const { page, site } = useTheme();
  const lang = site.config.i18n.localeConfigs[page.locale]?.htmlLang ?? page.locale;
  const years = new Map<string, PostItemData[]>();
  for (const post of posts) {
    const year = post.date?.slice(0, 4) ?? '';
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  const day = (date: string) => new Intl.DateTimeFormat(lang, { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(date));
  return (
    <div className="post-archive">
      {[...years].map(([year, list]) => (
        <section key={year}>
          <h3>{year}</h3>
          <ul className="post-archive__list">
            {list.map((p) => (
              <li key={p.route}>
                <a href={p.route}>
                  {p.date ? `${day(p.date)} - ` : ''}
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
