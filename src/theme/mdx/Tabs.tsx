import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';

export interface TabItemProps { value: string; label?: string; default?: boolean; children?: ReactNode; attributes?: Record<string, string> }

/** A tab panel; rendered by `Tabs`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

let tabsCounter = 0;

/**
 * Tabs rendered as real ARIA tabs. Every panel is in the HTML (readable without JavaScript); the runtime
 * switches them, syncs tabs sharing a `groupId` across the page and remembers the choice in localStorage.
 */
export function Tabs({ children, groupId, defaultValue, className }: { children?: ReactNode; groupId?: string; defaultValue?: string; className?: string; queryString?: boolean | string }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c) && typeof (c.props as TabItemProps).value === 'string');
  const selected = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? items[0]?.props.value;
  const id = `tabs-${++tabsCounter}`;
  return (
    <div className={`tabs${className ? ` ${className}` : ''}`} data-tabs="" data-group={groupId}>
      <div className="tabs__list" role="tablist">
        {items.map((item) => {
          const active = item.props.value === selected;
          return (
            <button key={item.props.value} type="button" role="tab" className={`tabs__tab${active ? ' is-active' : ''}`}
              id={`${id}-tab-${item.props.value}`} aria-controls={`${id}-panel-${item.props.value}`}
              aria-selected={active} tabIndex={active ? 0 : -1} data-value={item.props.value}>
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div key={item.props.value} role="tabpanel" className="tabs__panel" id={`${id}-panel-${item.props.value}`}
          aria-labelledby={`${id}-tab-${item.props.value}`} data-value={item.props.value} hidden={item.props.value !== selected}>
          {item.props.children}
        </div>
      ))}
    </div>
  );
}

/** Ids restart on every page so the same page always renders the same HTML. */
export function resetTabIds(): void {
  tabsCounter = 0;
}
