import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
  attributes?: Record<string, string>;
}

/** A tab panel; rendered by `Tabs`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

let tabsCounter = 0;

export interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, string>;
}

/**
 * Tabs rendered as real ARIA tabs. Every panel is in the HTML (readable without JavaScript, found by search; so
 * `lazy` changes nothing); the runtime switches them, syncs tabs sharing a `groupId` across the page, remembers
 * the choice in localStorage and, with `queryString`, reads and writes it in the URL (`?<groupId>=value`).
 * As in Docusaurus, `values` sets the order and labels of the tabs and `defaultValue` (or a `default` item) the
 * one shown first.
 */
export function Tabs({
  children,
  groupId,
  defaultValue,
  className,
  values,
  queryString,
  unknownChoice,
}: {
  children?: ReactNode;
  groupId?: string;
  defaultValue?: string | null;
  className?: string;
  queryString?: boolean | string;
  values?: readonly TabValue[];
  lazy?: boolean;
  /** The sentence shown when the URL names a tab this group lacks (`{value}`, `{shown}`, `{values}` filled in by the runtime). */
  unknownChoice?: string;
}) {
  const panels = Children.toArray(children).filter(
    (c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string',
  );
  const byValue = new Map(panels.map((p) => [p.props.value, p]));
  // As Docusaurus: a panel that no tab can show, or two tabs with one value, is a mistake in the page.
  const stray = values && panels.find((p) => !values.some((v) => v.value === p.props.value));
  if (stray) throw new Error(`<Tabs> has a <TabItem value="${stray.props.value}"> that is not in its values (${values!.map((v) => v.value).join(', ')})`);
  const all = values ? values.map((v) => v.value) : panels.map((p) => p.props.value);
  const twice = all.find((v, i) => all.indexOf(v) !== i);
  if (twice !== undefined) throw new Error(`<Tabs> has two tabs with the value "${twice}"`);
  const items: { value: string; label: string; panel?: ReactElement<TabItemProps> }[] = values
    ? values.map((v) => ({ value: v.value, label: v.label ?? byValue.get(v.value)?.props.label ?? v.value, panel: byValue.get(v.value) }))
    : panels.map((p) => ({ value: p.props.value, label: p.props.label ?? p.props.value, panel: p }));
  const selected =
    (defaultValue != null && items.some((i) => i.value === defaultValue) ? defaultValue : undefined) ??
    panels.find((p) => p.props.default)?.props.value ??
    items[0]?.value;
  const id = `tabs-${++tabsCounter}`;
  const query = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  return (
    <div className={`tabs${className ? ` ${className}` : ''}`} data-tabs="" data-group={groupId} data-query={query} data-unknown-choice={unknownChoice}>
      <div className="tabs__list" role="tablist">
        {items.map((item) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              className={`tabs__tab${active ? ' is-active' : ''}`}
              id={`${id}-tab-${item.value}`}
              aria-controls={`${id}-panel-${item.value}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              data-value={item.value}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          className="tabs__panel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          data-value={item.value}
          hidden={item.value !== selected}
        >
          {item.panel?.props.children}
        </div>
      ))}
    </div>
  );
}

/** Ids restart on every page so the same page always renders the same HTML. */
export function resetTabIds(): void {
  tabsCounter = 0;
}
