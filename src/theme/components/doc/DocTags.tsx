import { useTheme, useT } from '../../context.tsx';

/** Tags as links to their pages. */
export function TagLinks({ tags, label }: { tags: { label: string; route: string }[]; label?: string }) {
  return (
    <ul className="tag-list" aria-label={label}>
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

/** The page's tags, each linking to its tag page. */
export function DocTags() {
  const t = useT();
  const tags = useTheme().page.doc?.tags;
  if (!tags?.length) return null;
  return <TagLinks tags={tags} label={t('theme.blog.tags')} />;
}
