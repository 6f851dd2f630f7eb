import type { ReactNode } from 'react';
import type { SdkCatalogue, SdkEvent as SdkEventEntry } from '../../../shared/sdk/catalogue.ts';
import { useT } from '../../context.tsx';
import { Availability } from './Availability.tsx';
import { CodeSample } from './CodeSample.tsx';
import { ErrorRef } from './ErrorRef.tsx';
import { InlineText } from './InlineText.tsx';
import { PlatformTabs } from './PlatformTabs.tsx';
import { sdkRoutes } from './routes.ts';
import { SdkLink } from './SdkLink.tsx';
import { TypeRef } from './TypeRef.tsx';
import { requireEntry, useSdkCatalogue } from './useSdkCatalogue.ts';
import { TaskName } from '../TaskName.tsx';

/** The reference of one event (a listener callback): when it fires, its payload, per-platform names and handlers, and what fires it. */
export function SdkEvent({ name, children }: { name: string; children?: ReactNode }) {
  const catalogue = useSdkCatalogue('SdkEvent');
  const event = requireEntry(catalogue.events, name, 'SdkEvent', 'event');
  const t = useT();
  const firedBy = catalogue.index.eventFiredBy[event.id] ?? [];
  const codes = Object.entries(catalogue.index.errorEvents)
    .filter(([, ids]) => ids.includes(event.id))
    .map(([code]) => Number(code));
  return (
    <div className="sdk-ref sdk-event" data-sdk-event={event.id}>
      <TaskName text={event.task} />
      <EventFacts catalogue={catalogue} event={event}>
        {children}
      </EventFacts>
      {firedBy.length ? (
        <>
          <h2 id="fired-by">{t('theme.sdk.firedBy')}</h2>
          <ul className="sdk-list">
            {firedBy.map((f) => {
              const fn = catalogue.functions[f];
              return (
                <li key={f}>
                  {fn ? (
                    <>
                      <SdkLink to={sdkRoutes.function(fn.group, fn.name)} code>
                        {fn.name}
                      </SdkLink>{' '}
                      — <InlineText text={fn.summary} />
                    </>
                  ) : (
                    <code>{f}</code>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {codes.length ? (
        <>
          <h2 id="fired-by-codes">{t('theme.sdk.firedByCodes')}</h2>
          <ul className="sdk-list">
            {codes.map((c) => (
              <li key={c}>
                <ErrorRef catalogue={catalogue} code={c} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** What an event page and a listener page both show about an event. `headingLevel` 3 nests it under a listener. */
export function EventFacts({
  catalogue,
  event,
  headingLevel = 2,
  idPrefix = '',
  children,
}: {
  catalogue: SdkCatalogue;
  event: SdkEventEntry;
  headingLevel?: 2 | 3;
  idPrefix?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const H = headingLevel === 2 ? 'h2' : 'h4';
  const listener = catalogue.listeners[event.listener];
  return (
    <>
      <p className="sdk-summary">
        <InlineText text={event.summary} />
      </p>
      <dl className="sdk-facts">
        <dt>{t('theme.sdk.firedWhen')}</dt>
        <dd>
          <InlineText text={event.firedWhen} />
        </dd>
        <dt>{t('theme.sdk.listener')}</dt>
        <dd>
          {listener ? (
            <SdkLink to={sdkRoutes.listener(listener.name)} code>
              {listener.name}
            </SdkLink>
          ) : (
            <code>{event.listener}</code>
          )}
        </dd>
        <dt>{t('theme.sdk.coreMethod')}</dt>
        <dd>
          <code>{`${event.method}(${event.params})`}</code>
        </dd>
        <dt>{t('theme.sdk.payload')}</dt>
        <dd>
          <TypeRef catalogue={catalogue} type={event.payload.type} model={event.payload.model} enum={event.payload.enum} />
          {event.payload.description ? (
            <>
              {' '}
              — <InlineText text={event.payload.description} />
            </>
          ) : null}
        </dd>
        {event.cEvent ? (
          <>
            <dt>{t('theme.sdk.cEvent')}</dt>
            <dd>
              <code>{event.cEvent}</code>
            </dd>
          </>
        ) : null}
      </dl>
      {event.description ? (
        <p>
          <InlineText text={event.description} />
        </p>
      ) : null}
      <Availability catalogue={catalogue} availability={event.availability} />
      {children}
      <H id={`${idPrefix}platforms`}>{t('theme.sdk.platformNames')}</H>
      <PlatformTabs
        catalogue={catalogue}
        render={(platform, label) => {
          const p = event.platforms[platform];
          const example = event.examples[platform];
          const lang = catalogue.platforms.find((x) => x.id === platform)?.language ?? 'text';
          if (!p || p === 'missing')
            return (
              <p className="sdk-absent" data-status="missing">
                <strong>{t('theme.sdk.eventNotAvailable', { platform: label })}</strong>
              </p>
            );
          return (
            <div data-status="available">
              <p>
                <code>{p.name}</code>
                {p.note ? (
                  <>
                    {' '}
                    — <InlineText text={p.note} />
                  </>
                ) : null}
              </p>
              {p.variants?.map((v, i) => (
                <p key={i}>
                  {v.label ? `${v.label}: ` : null}
                  <code>{v.code}</code>
                </p>
              ))}
              {example ? <CodeSample code={example} lang={lang} title={t('theme.sdk.exampleHandler')} /> : null}
            </div>
          );
        }}
      />
    </>
  );
}
