import type { ReactNode } from 'react';
import { useT } from '../../context.tsx';
import { Availability, AvailabilityNote, CodeList } from './Availability.tsx';
import { InlineText } from './InlineText.tsx';
import { PlatformNameTable } from './PlatformNameTable.tsx';
import { TypeRef } from './TypeRef.tsx';
import { UsageList } from './UsageList.tsx';
import { requireEntry, useSdkCatalogue } from './useSdkCatalogue.ts';
import { TaskName } from '../TaskName.tsx';

/** The reference of one data model or message element: fields, platform classes and differences, where it is used. */
export function SdkModel({ name, children }: { name: string; children?: ReactNode }) {
  const catalogue = useSdkCatalogue('SdkModel');
  const model = requireEntry(catalogue.models, name, 'SdkModel', 'model');
  const t = useT();
  const diffs = catalogue.platforms.filter((p) => model.platformDiffs[p.id]);
  // A Go field without a JSON key (`json:"-"`) never reaches an app: it is named below the table, not as a key.
  const jsonFields = model.fields.filter((f) => f.key);
  const goOnly = model.fields.filter((f) => !f.key);
  return (
    <div className="sdk-ref sdk-model" data-sdk-model={model.name}>
      <TaskName text={model.task} />
      <p className="sdk-summary">
        <InlineText text={model.summary} />
      </p>
      {model.description ? (
        <p>
          <InlineText text={model.description} />
        </p>
      ) : null}
      <dl className="sdk-facts">
        <dt>{t('theme.sdk.coreStruct')}</dt>
        <dd>
          <code>{model.coreStruct}</code>
        </dd>
        <dt>{t('theme.sdk.source')}</dt>
        <dd>{model.source}</dd>
        {model.aliases.length ? (
          <>
            <dt>{t('theme.sdk.aliases')}</dt>
            <dd>
              <CodeList items={model.aliases} />
            </dd>
          </>
        ) : null}
        {model.contentType !== undefined ? (
          <>
            <dt>{t('theme.sdk.contentType')}</dt>
            <dd>
              <code>{String(model.contentType)}</code>
            </dd>
          </>
        ) : null}
        {model.messageInfoKey ? (
          <>
            <dt>{t('theme.sdk.messageInfoKey')}</dt>
            <dd>
              <code>{model.messageInfoKey}</code>
            </dd>
          </>
        ) : null}
      </dl>
      <Availability catalogue={catalogue} availability={model.availability} />
      {children}
      <h2 id="fields">{t('theme.sdk.fields')}</h2>
      <div className="table-wrap" tabIndex={0}>
        <table className="field-list">
          <thead>
            <tr>
              <th>{t('theme.sdk.key')}</th>
              <th>{t('theme.sdk.type')}</th>
              <th>{t('theme.sdk.description')}</th>
            </tr>
          </thead>
          <tbody>
            {jsonFields.map((f) => (
              <tr key={f.key} id={`field-${f.key}`}>
                <td className="fl-head">
                  <code>{f.key}</code>
                </td>
                <td className="fl-head">
                  <TypeRef catalogue={catalogue} type={f.type} model={f.model} enum={f.enum} />
                </td>
                <td className="fl-body">
                  <InlineText text={f.description} />
                  {f.omitempty ? (
                    <>
                      {' '}
                      <span className="sdk-note">({t('theme.sdk.omitempty')})</span>
                    </>
                  ) : null}
                  <AvailabilityNote catalogue={catalogue} availability={f.availability} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {goOnly.length ? (
        <p className="sdk-note" data-go-only>
          {t('theme.sdk.goOnlyFields')}{' '}
          {goOnly.map((f, i) => (
            <span key={f.goField}>
              {i ? ', ' : ''}
              <code>{f.goField}</code> (<TypeRef catalogue={catalogue} type={f.type} model={f.model} enum={f.enum} />)
            </span>
          ))}
          .
        </p>
      ) : null}
      <PlatformNameTable catalogue={catalogue} names={model.platformClasses} id="platform-classes" heading={t('theme.sdk.platformClasses')} />
      {diffs.length ? (
        <>
          <h2 id="platform-differences">{t('theme.sdk.platformDiffs')}</h2>
          <ul className="sdk-list">
            {diffs.map((p) => {
              const d = model.platformDiffs[p.id]!;
              return (
                <li key={p.id}>
                  <strong>{p.label}</strong>
                  {d.missing.length ? (
                    <>
                      {' '}
                      — {t('theme.sdk.missingKeys')}: <CodeList items={d.missing} />
                    </>
                  ) : null}
                  {d.extra.length ? (
                    <>
                      {' '}
                      — {t('theme.sdk.extraKeys')}: <CodeList items={d.extra} />
                    </>
                  ) : null}
                  {d.note ? (
                    <>
                      {' '}
                      — <InlineText text={d.note} />
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {model.mainBranchDiff && (model.mainBranchDiff.onlyInTag.length || model.mainBranchDiff.onlyInMain.length || model.mainBranchDiff.note) ? (
        <>
          <h2 id="main-branch">{t('theme.sdk.mainDiff')}</h2>
          <ul className="sdk-list">
            {model.mainBranchDiff.onlyInTag.length ? (
              <li>
                {t('theme.sdk.onlyInTag', { tag: catalogue.meta.coreTag })}: <CodeList items={model.mainBranchDiff.onlyInTag} />
              </li>
            ) : null}
            {model.mainBranchDiff.onlyInMain.length ? (
              <li>
                {t('theme.sdk.onlyInMain')}: <CodeList items={model.mainBranchDiff.onlyInMain} />
              </li>
            ) : null}
            {model.mainBranchDiff.note ? (
              <li>
                <InlineText text={model.mainBranchDiff.note} />
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
      <UsageList catalogue={catalogue} usages={catalogue.index.modelUsedBy[model.name]} />
    </div>
  );
}
