import type { ReactNode } from 'react';
import type { PlatformId, SdkCatalogue, SdkFunction as SdkFunctionEntry } from '../../../shared/sdk/catalogue.ts';
import { useT, useTheme } from '../../context.tsx';
import { Availability } from './Availability.tsx';
import { CodeSample } from './CodeSample.tsx';
import { ErrorRef } from './ErrorRef.tsx';
import { EventRef } from './EventRef.tsx';
import { InlineText } from './InlineText.tsx';
import { PlatformTabs } from './PlatformTabs.tsx';
import { REST_PAGES } from './restPages.ts';
import { RequiredMark } from '../RequiredMark.tsx';
import { SdkLink } from './SdkLink.tsx';
import { TypeRef } from './TypeRef.tsx';
import { requireEntry, useSdkCatalogue } from './useSdkCatalogue.ts';
import { TaskName } from '../TaskName.tsx';

/**
 * The reference of one core function: purpose, per-platform signature and example (or an explicit "not
 * available"), the page's own prose (children), parameters, result, errors, the events it fires and the REST operation doing the same.
 */
export function SdkFunction({ name, children }: { name: string; children?: ReactNode }) {
  const catalogue = useSdkCatalogue('SdkFunction');
  const fn = requireEntry(catalogue.functions, name, 'SdkFunction', 'function');
  const t = useT();
  const { site } = useTheme();
  const extras = (catalogue.index.extrasOf[fn.name] ?? []).map((x) => catalogue.extras.find((e) => e.name === x)).filter((x) => x !== undefined);
  // Linked only when the REST reference page is part of this build (it lives in another section of the site).
  const rest = (fn.rest ?? []).map((op) => ({ op, route: REST_PAGES[op] && site.routes.has(REST_PAGES[op]) ? REST_PAGES[op] : undefined }));
  return (
    <div className="sdk-ref sdk-function" data-sdk-function={fn.name}>
      <TaskName text={fn.task} />
      <p className="sdk-summary">
        <InlineText text={fn.summary} />
      </p>
      {fn.description ? (
        <p>
          <InlineText text={fn.description} />
        </p>
      ) : null}
      <Availability catalogue={catalogue} availability={fn.availability} />
      {children}

      <h2 id="platforms">{t('theme.sdk.platforms')}</h2>
      <PlatformTabs
        catalogue={catalogue}
        render={(platform, label) => <FunctionOnPlatform catalogue={catalogue} fn={fn} platform={platform} label={label} />}
      />

      <h2 id="parameters">{t('theme.sdk.coreParams')}</h2>
      {fn.params.length ? (
        <div className="table-wrap" tabIndex={0}>
          <table className="field-list">
            <thead>
              <tr>
                <th>{t('theme.sdk.name')}</th>
                <th>{t('theme.sdk.type')}</th>
                <th>{t('theme.sdk.required')}</th>
                <th>{t('theme.sdk.description')}</th>
              </tr>
            </thead>
            <tbody>
              {fn.params.map((p) => (
                <tr key={p.name}>
                  <td className="fl-head">
                    <code>{p.name}</code>
                  </td>
                  <td className="fl-head">
                    <TypeRef catalogue={catalogue} type={p.type} model={p.model} enum={p.enum} />
                  </td>
                  <td className="fl-head">
                    <RequiredMark required={p.required} yes={t('theme.sdk.yes')} no={t('theme.sdk.no')} />
                  </td>
                  <td className="fl-body">
                    <InlineText text={p.description} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('theme.sdk.noParameters')}</p>
      )}

      <h2 id="result">{t('theme.sdk.result')}</h2>
      <p>
        {fn.result.kind === 'none' ? (
          t('theme.sdk.result.none')
        ) : (
          <>
            {t(fn.result.kind === 'sync' ? 'theme.sdk.result.sync' : 'theme.sdk.result.callback')}{' '}
            <TypeRef catalogue={catalogue} type={fn.result.type} model={fn.result.model} enum={fn.result.enum} />
            {fn.result.description ? (
              <>
                . <InlineText text={fn.result.description} />
              </>
            ) : null}
          </>
        )}
      </p>

      {fn.errors.length ? (
        <>
          <h2 id="errors">{t('theme.sdk.errors')}</h2>
          <div className="table-wrap" tabIndex={0}>
            <table className="field-list">
              <thead>
                <tr>
                  <th>{t('theme.sdk.code')}</th>
                  <th>{t('theme.sdk.when')}</th>
                </tr>
              </thead>
              <tbody>
                {fn.errors.map((e) => (
                  <tr key={`${e.code}-${e.when}`}>
                    <td className="fl-head">
                      <ErrorRef catalogue={catalogue} code={e.code} />
                    </td>
                    <td className="fl-body">
                      <InlineText text={e.when} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      {fn.events.length || fn.peerEvents.length ? (
        <>
          <h2 id="events">{t('theme.sdk.firesEvents')}</h2>
          {(
            [
              ['events-here', 'theme.sdk.eventsHere', fn.events],
              ['events-peers', 'theme.sdk.eventsPeers', fn.peerEvents],
            ] as const
          ).map(([id, label, ids]) =>
            ids.length ? (
              <section key={id} data-events={id}>
                <h3 id={id}>{t(label)}</h3>
                <ul className="sdk-list">
                  {ids.map((e) => (
                    <li key={e}>
                      <EventRef catalogue={catalogue} id={e} withSummary />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null,
          )}
        </>
      ) : null}

      {rest.length ? (
        <>
          <h2 id="rest">{t('theme.sdk.rest')}</h2>
          <p>{t('theme.sdk.restIntro')}</p>
          <ul className="sdk-list">
            {rest.map(({ op, route }) => (
              <li key={op}>
                {route ? (
                  <SdkLink to={route} code>
                    {op}
                  </SdkLink>
                ) : (
                  <code>{op}</code>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {extras.length ? (
        <>
          <h2 id="extras">{t('theme.sdk.extras')}</h2>
          <ul className="sdk-list">
            {extras.map((x) => (
              <li key={x.name}>
                <code>{x.name}</code> ({x.kind === 'wrapper' ? t('theme.sdk.extra.wrapper') : t('theme.sdk.extra.platformOnly')};{' '}
                {Object.keys(x.platforms)
                  .map((p) => catalogue.platforms.find((pl) => pl.id === p)?.label ?? p)
                  .join(', ')}
                ): <InlineText text={x.summary} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function FunctionOnPlatform({ catalogue, fn, platform, label }: { catalogue: SdkCatalogue; fn: SdkFunctionEntry; platform: PlatformId; label: string }) {
  const t = useT();
  const impl = fn.platforms[platform];
  const lang = catalogue.platforms.find((p) => p.id === platform)?.language ?? 'text';
  if (!('signatures' in impl)) {
    return (
      <div className={`sdk-absent sdk-absent--${impl.status}`} data-status={impl.status}>
        <p>
          <strong>{impl.status === 'missing' ? t('theme.sdk.notAvailable', { platform: label }) : t('theme.sdk.unverified', { platform: label })}</strong>
        </p>
        {impl.note ? (
          <p>
            <InlineText text={impl.note} />
          </p>
        ) : null}
        {impl.example ? <CodeSample code={impl.example} lang={lang} title={t('theme.sdk.instead')} /> : null}
      </div>
    );
  }
  return (
    <div data-status={impl.status}>
      {impl.status === 'renamed' && impl.name ? <p>{t('theme.sdk.renamed', { platform: label, name: impl.name })}</p> : null}
      {impl.signatures.map((s, i) => (
        <CodeSample key={i} code={s.code} lang={lang} title={s.label} />
      ))}
      {impl.note ? (
        <p>
          <InlineText text={impl.note} />
        </p>
      ) : null}
      {impl.example ? <CodeSample code={impl.example} lang={lang} title={t('theme.sdk.example')} /> : null}
    </div>
  );
}
