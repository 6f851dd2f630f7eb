import type { SdkCatalogue, SdkErrorCode } from '../../../shared/sdk/catalogue.ts';
import { useT } from '../../context.tsx';
import { AvailabilityNote } from './Availability.tsx';
import { EventRef } from './EventRef.tsx';
import { InlineText } from './InlineText.tsx';
import { sdkRoutes } from './routes.ts';
import { SdkLink } from './SdkLink.tsx';
import { useSdkCatalogue } from './useSdkCatalogue.ts';

/**
 * Every SDK error code and every server code the SDK reacts to, one row (and anchor `code-<n>`) per code, with
 * the events the SDK fires on it and the functions that document it; then the platforms' own code tables.
 */
export function SdkErrors() {
  const catalogue = useSdkCatalogue('SdkErrors');
  const t = useT();
  return (
    <div className="sdk-ref sdk-errors">
      <h2 id="sdk-codes">{t('theme.sdk.sdkCodes')}</h2>
      <CodeTable catalogue={catalogue} codes={catalogue.errors.sdk} />
      <h2 id="server-codes">{t('theme.sdk.serverCodes')}</h2>
      <CodeTable catalogue={catalogue} codes={catalogue.errors.server} />
      {catalogue.errors.platformTables.length ? (
        <>
          <h2 id="platform-tables">{t('theme.sdk.platformTables')}</h2>
          {catalogue.errors.platformTables.map((table) => (
            <section key={`${table.platform}-${table.name}`}>
              <h3 id={`table-${table.platform}`}>
                {catalogue.platforms.find((p) => p.id === table.platform)?.label ?? table.platform}: <code>{table.name}</code>
              </h3>
              <p>
                <InlineText text={table.note} />
              </p>
              {table.codes.length ? (
                <div className="table-wrap" tabIndex={0}>
                  <table>
                    <thead>
                      <tr>
                        <th>{t('theme.sdk.code')}</th>
                        <th>{t('theme.sdk.name')}</th>
                        <th>{t('theme.sdk.meaning')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {table.codes.map((c) => (
                        <tr key={c.code}>
                          <td>
                            <code>{c.code}</code>
                          </td>
                          <td>
                            <code>{c.name}</code>
                          </td>
                          <td>
                            <InlineText text={c.meaning} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : null}
            </section>
          ))}
        </>
      ) : null}
      {catalogue.errors.discrepancies.length ? (
        <>
          <h2 id="discrepancies">{t('theme.sdk.discrepancies')}</h2>
          <ul className="sdk-list">
            {catalogue.errors.discrepancies.map((d, i) => (
              <li key={i}>
                <InlineText text={d} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function CodeTable({ catalogue, codes }: { catalogue: SdkCatalogue; codes: SdkErrorCode[] }) {
  const t = useT();
  return (
    <div className="table-wrap" tabIndex={0}>
      <table className="field-list">
        <thead>
          <tr>
            <th>{t('theme.sdk.code')}</th>
            <th>{t('theme.sdk.name')}</th>
            <th>{t('theme.sdk.meaning')}</th>
            <th>{t('theme.sdk.events')}</th>
            <th>{t('theme.sdk.raisedBy')}</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => {
            const raisedBy = catalogue.index.errorRaisedBy[c.code] ?? [];
            const names = catalogue.platforms.filter((p) => c.platformNames[p.id]);
            return (
              <tr key={c.code} id={`code-${c.code}`}>
                <td className="fl-head">
                  <code>{c.code}</code>
                </td>
                <td className="fl-head">
                  <code>{c.name}</code>
                  {names.map((p) => (
                    <div key={p.id} className="sdk-note">
                      {p.label}: <code>{c.platformNames[p.id]}</code>
                    </div>
                  ))}
                </td>
                <td className="fl-body">
                  <InlineText text={c.meaning} />
                  <AvailabilityNote catalogue={catalogue} availability={c.availability} />
                </td>
                <td className="fl-body">
                  {c.events.map((id, i) => (
                    <span key={id}>
                      {i ? ', ' : ''}
                      <EventRef catalogue={catalogue} id={id} />
                    </span>
                  ))}
                </td>
                <td className="fl-body">
                  {raisedBy.map((f, i) => {
                    const fn = catalogue.functions[f];
                    return (
                      <span key={f}>
                        {i ? ', ' : ''}
                        {fn ? (
                          <SdkLink to={sdkRoutes.function(fn.group, fn.name)} code>
                            {fn.name}
                          </SdkLink>
                        ) : (
                          <code>{f}</code>
                        )}
                      </span>
                    );
                  })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
