import type { ReactNode } from 'react';
import { useT } from '../../context.tsx';
import { Availability } from './Availability.tsx';
import { EventFacts } from './SdkEvent.tsx';
import { EventRef } from './EventRef.tsx';
import { InlineText } from './InlineText.tsx';
import { PlatformNameTable } from './PlatformNameTable.tsx';
import { eventAnchor, hasEventPage } from './routes.ts';
import { requireEntry, useSdkCatalogue } from './useSdkCatalogue.ts';
import { TaskName } from '../TaskName.tsx';

/** The reference of one listener: how each platform registers it and its events (linked, or described here when they have no page). */
export function SdkListener({ name, children }: { name: string; children?: ReactNode }) {
  const catalogue = useSdkCatalogue('SdkListener');
  const listener = requireEntry(catalogue.listeners, name, 'SdkListener', 'listener');
  const t = useT();
  const events = (catalogue.index.listenerEvents[listener.name] ?? []).map((id) => catalogue.events[id]).filter((e) => e !== undefined);
  const own = events.filter((e) => !hasEventPage(e));
  return (
    <div className="sdk-ref sdk-listener" data-sdk-listener={listener.name}>
      <TaskName text={listener.task} />
      <p className="sdk-summary">
        <InlineText text={listener.summary} />
      </p>
      {listener.description ? (
        <p>
          <InlineText text={listener.description} />
        </p>
      ) : null}
      <Availability catalogue={catalogue} availability={listener.availability} />
      {children}
      <h2 id="registration">{t('theme.sdk.setter')}</h2>
      <p>
        <code>{listener.setter}</code>
      </p>
      <PlatformNameTable catalogue={catalogue} names={listener.platforms} column={t('theme.sdk.setter')} />
      <h2 id="events">{t('theme.sdk.events')}</h2>
      <ul className="sdk-list">
        {events.map((e) => (
          <li key={e.id}>
            <EventRef catalogue={catalogue} id={e.id} withSummary />
          </li>
        ))}
      </ul>
      {own.map((e) => (
        <section key={e.id} className="sdk-listener__event">
          <h3 id={eventAnchor(e)}>
            <code>{e.name}</code>
          </h3>
          <EventFacts catalogue={catalogue} event={e} headingLevel={3} idPrefix={`${eventAnchor(e)}-`} />
        </section>
      ))}
    </div>
  );
}
