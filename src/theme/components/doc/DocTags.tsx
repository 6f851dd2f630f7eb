import { useTheme, useT } from '../../context.tsx';

/** The page's tags, each linking to its tag page. */
export function DocTags() {
  const t = useT();
  const tags = useTheme().page.doc?.tags;
  if (!tags?.length) return null;
  return (
    <ul className="tag-list" aria-label={t('theme.blog.tags')}>
      {tags.map((tag) => (
        <li key={tag.route}>
          <a className="tag" href={tag.route}>
            {tag.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
