import type { ReactNode } from 'react';
import type { SdkCatalogue, UsageRef } from '../../../shared/sdk/catalogue.ts';
import { useT } from '../../context.tsx';
import { eventRoute, modelRoute, sdkRoutes } from './routes.ts';
import { SdkLink } from './SdkLink.tsx';

/** "Used by": the functions, events and model fields that take or return a model or enum, each linked. */
export function UsageList({ catalogue, usages }: { catalogue: SdkCatalogue; usages: UsageRef[] | undefined }) {
  const t = useT();
  if (!usages?.length) return null;
  const seen = new Set<string>();
  const items = usages.filter((u) => {
    const key = JSON.stringify(u);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return (
    <>
      <h2 id="used-by">{t('theme.sdk.usedBy')}</h2>
      <ul className="sdk-list">
        {items.map((u, i) => (
          <li key={i}>
            <Usage catalogue={catalogue} usage={u} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Usage({ catalogue, usage }: { catalogue: SdkCatalogue; usage: UsageRef }) {
  const t = useT();
  const parts = (id: Parameters<typeof t>[0], values: Record<string, string>, target: ReactNode) => {
    const text = t(id, { ...values, target: '\u0000' });
    const [before, after] = text.split('\u0000');
    return (
      <>
        {before}
        {target}
        {after}
      </>
    );
  };
  if (usage.kind === 'function') {
    const fn = catalogue.functions[usage.name];
    const target = fn ? (
      <SdkLink to={sdkRoutes.function(fn.group, fn.name)} code>
        {fn.name}
      </SdkLink>
    ) : (
      <code>{usage.name}</code>
    );
    return usage.via === 'param' ? parts('theme.sdk.usedBy.param', { param: usage.param ?? '' }, target) : parts('theme.sdk.usedBy.result', {}, target);
  }
  if (usage.kind === 'event') {
    const ev = catalogue.events[usage.id];
    return parts(
      'theme.sdk.usedBy.event',
      {},
      ev ? (
        <SdkLink to={eventRoute(ev)} code>
          {ev.name}
        </SdkLink>
      ) : (
        <code>{usage.id}</code>
      ),
    );
  }
  const m = catalogue.models[usage.model];
  return parts(
    'theme.sdk.usedBy.field',
    { field: usage.field },
    m ? (
      <SdkLink to={modelRoute(m)} code>
        {m.name}
      </SdkLink>
    ) : (
      <code>{usage.model}</code>
    ),
  );
}
