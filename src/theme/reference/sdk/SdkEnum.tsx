import type { ReactNode } from 'react';
import { useT } from '../../context.tsx';
import { AvailabilityNote } from './Availability.tsx';
import { InlineText } from './InlineText.tsx';
import { PlatformNameTable } from './PlatformNameTable.tsx';
import { UsageList } from './UsageList.tsx';
import { requireEntry, useSdkCatalogue } from './useSdkCatalogue.ts';
import { TaskName } from '../TaskName.tsx';

/** The reference of one enum: every value with its number, per-platform declarations and their known discrepancies. */
export function SdkEnum({ name, children }: { name: string; children?: ReactNode }) {
  const catalogue = useSdkCatalogue('SdkEnum');
  const en = requireEntry(catalogue.enums, name, 'SdkEnum', 'enum');
  const t = useT();
  return (
    <div className="sdk-ref sdk-enum" data-sdk-enum={en.name}>
      <TaskName text={en.task} />
      <p className="sdk-summary">
        <InlineText text={en.summary} />
      </p>
      {en.description ? (
        <p>
          <InlineText text={en.description} />
        </p>
      ) : null}
      <p className="sdk-note">
        {t('theme.sdk.source')}: {en.source}
      </p>
      {children}
      <h2 id="values">{t('theme.sdk.values')}</h2>
      <div className="table-wrap" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th>{t('theme.sdk.value')}</th>
              <th>{t('theme.sdk.name')}</th>
              <th>{t('theme.sdk.description')}</th>
              {en.values.some((v) => v.constant) ? <th>{t('theme.sdk.constant')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {en.values.map((v) => (
              <tr key={`${v.name}-${v.value}`} id={`value-${v.name}`}>
                <td>
                  <code>{v.value}</code>
                </td>
                <td>
                  <code>{v.name}</code>
                </td>
                <td>
                  <InlineText text={v.description} />
                  <AvailabilityNote catalogue={catalogue} availability={v.availability} />
                </td>
                {en.values.some((x) => x.constant) ? <td>{v.constant ? <code>{v.constant}</code> : null}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PlatformNameTable catalogue={catalogue} names={en.platformNames} id="platforms" heading={t('theme.sdk.platformNames')} />
      {en.discrepancies.length ? (
        <>
          <h2 id="discrepancies">{t('theme.sdk.discrepancies')}</h2>
          <ul className="sdk-list">
            {en.discrepancies.map((d, i) => (
              <li key={i}>
                <InlineText text={d} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <UsageList catalogue={catalogue} usages={catalogue.index.enumUsedBy[en.name]} />
    </div>
  );
}
