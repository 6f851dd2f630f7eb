import type { ReactNode } from 'react';
import { useT } from '../../context.tsx';
import { InlineText } from './InlineText.tsx';
import { UsageList } from './UsageList.tsx';
import { requireEntry, useSdkCatalogue } from './useSdkCatalogue.ts';

/** The reference of one enum: every value with its number, per-platform declarations and their known discrepancies. */
export function SdkEnum({ name, children }: { name: string; children?: ReactNode }) {
  const catalogue = useSdkCatalogue('SdkEnum');
  const en = requireEntry(catalogue.enums, name, 'SdkEnum', 'enum');
  const t = useT();
  const platforms = catalogue.platforms.filter((p) => en.platformNames[p.id]);
  return (
    <div className="sdk-ref sdk-enum" data-sdk-enum={en.name}>
      <p className="sdk-summary"><InlineText text={en.summary} /></p>
      {en.description ? <p><InlineText text={en.description} /></p> : null}
      <p className="sdk-note">{t('theme.sdk.source')}: {en.source}</p>
      {children}
      <h2 id="values">{t('theme.sdk.values')}</h2>
      <div className="table-wrap" tabIndex={0}>
        <table>
          <thead><tr><th>{t('theme.sdk.value')}</th><th>{t('theme.sdk.name')}</th><th>{t('theme.sdk.description')}</th>{en.values.some((v) => v.constant) ? <th>{t('theme.sdk.constant')}</th> : null}</tr></thead>
          <tbody>
            {en.values.map((v) => (
              <tr key={`${v.name}-${v.value}`} id={`value-${v.name}`}>
                <td><code>{v.value}</code></td>
                <td><code>{v.name}</code></td>
                <td>
                  <InlineText text={v.description} />
                  {v.availability && !(v.availability.tag && v.availability.main) ? (
                    <> <span className="sdk-note">({v.availability.tag ? t('theme.sdk.onlyInTag', { tag: catalogue.meta.coreTag }) : t('theme.sdk.onlyInMain')})</span></>
                  ) : null}
                </td>
                {en.values.some((x) => x.constant) ? <td>{v.constant ? <code>{v.constant}</code> : null}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {platforms.length ? (
        <>
          <h2 id="platforms">{t('theme.sdk.platformNames')}</h2>
          <div className="table-wrap" tabIndex={0}>
            <table>
              <thead><tr><th>{t('theme.sdk.platform')}</th><th>{t('theme.sdk.name')}</th></tr></thead>
              <tbody>{platforms.map((p) => <tr key={p.id}><td>{p.label}</td><td><code>{en.platformNames[p.id]}</code></td></tr>)}</tbody>
            </table>
          </div>
        </>
      ) : null}
      {en.discrepancies.length ? (
        <>
          <h2 id="discrepancies">{t('theme.sdk.discrepancies')}</h2>
          <ul className="sdk-list">{en.discrepancies.map((d, i) => <li key={i}><InlineText text={d} /></li>)}</ul>
        </>
      ) : null}
      <UsageList catalogue={catalogue} usages={catalogue.index.enumUsedBy[en.name]} />
    </div>
  );
}
