/**
 * `@theme/DocCardList` of Docusaurus's classic theme: the items of the sidebar category the page is the page of, as
 * cards (a doc with its description, a category with its number of items), in Docusaurus's markup and Infima
 * classes, so a category page moved over unchanged lists what it listed there. Rendered at build time from the
 * page's job (`DocInfo.cards`); `items` given by the page are shown instead.
 */
import { useT, useTheme, type DocCard } from '../context.tsx';
import { Link } from '../components/Link.tsx';

interface GivenItem {
  type?: string;
  label?: string;
  href?: string;
  description?: string;
  items?: unknown[];
}

function fromGiven(item: GivenItem): DocCard | undefined {
  if (!item.label || !item.href) return undefined;
  return { label: item.label, href: item.href, description: item.description, items: item.type === 'category' ? (item.items?.length ?? 0) : undefined };
}

export function DocCardList({ items, className }: { items?: GivenItem[]; className?: string }) {
  const { page } = useTheme();
  const t = useT();
  const cards = items ? items.map(fromGiven).filter((c): c is DocCard => c !== undefined) : (page.doc?.cards ?? []);
  return (
    <section className={['row', 'doc-card-list', className].filter(Boolean).join(' ')}>
      {cards.map((card) => {
        const external = /^[a-z][a-z0-9+.-]*:\/\//i.test(card.href);
        const icon = card.items !== undefined ? '🗃️' : external ? '🔗' : '📄️';
        const description =
          card.items !== undefined ? (card.description ?? t('theme.docs.DocCard.categoryDescription.plurals', { count: card.items })) : card.description;
        return (
          <article key={card.href} className="col col--6 margin-bottom--lg">
            <Link href={card.href} className="card padding--lg doc-card">
              <h2 className="text--truncate doc-card__title" title={card.label}>
                {icon} {card.label}
              </h2>
              {description ? (
                <p className="text--truncate doc-card__description" title={description}>
                  {description}
                </p>
              ) : null}
            </Link>
          </article>
        );
      })}
    </section>
  );
}

export default DocCardList;
