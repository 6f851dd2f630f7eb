import type { ReactNode } from 'react';
import { useT } from '../../context.tsx';
import { Availability } from './Availability.tsx';
import { InlineText } from './InlineText.tsx';
import { TypeRef } from './TypeRef.tsx';
import { UsageList } from './UsageList.tsx';
import { requireEntry, useSdkCatalogue } from './useSdkCatalogue.ts';

/** The reference of one data model or message element: fields, platform classes and differences, where it is used. */
export function SdkModel({ name, children }: { name: string; children?: ReactNode }) {
  const catalogue = useSdkCatalogue('SdkModel');
  const model = requireEntry(catalogue.models, name, 'SdkModel', 'model');
  const t = useT();
  const classes = catalogue.platforms.filter((p) => model.platformClasses[p.id]);
  const diffs = catalogue.platforms.filter((p) => model.platformDiffs[p.id]);
  return (
    <div className="sdk-ref sdk-model" data-sdk-model={model.name}>
      <p className="sdk-summary"><InlineText text={model.summary} /></p>
      {model.description ? <p><InlineText text={model.description} /></p> : null}
      <dl className="sdk-facts">
        <dt>{t('theme.sdk.coreStruct')}</dt><dd><code>{model.coreStruct}</code></dd>
        <dt>{t('theme.sdk.source')}</dt><dd>{model.source}</dd>
        {model.aliases.length ? <><dt>{t('theme.sdk.aliases')}</dt><dd>{model.aliases.map((a, i) => <span key={a}>{i ? ', ' : ''}<code>{a}</code></span>)}</dd></> : null}
        {model.contentType !== undefined ? <><dt>{t('theme.sdk.contentType')}</dt><dd><code>{String(model.contentType)}</code></dd></> : null}
        {model.messageInfoKey ? <><dt>{t('theme.sdk.messageInfoKey')}</dt><dd><code>{model.messageInfoKey}</code></dd></> : null}
      </dl>
      <Availability catalogue={catalogue} availability={model.availability} />
      {children}
      <h2 id="fields">{t('theme.sdk.fields')}</h2>
      <div className="table-wrap" tabIndex={0}>
        <table>
          <thead><tr><th>{t('theme.sdk.key')}</th><th>{t('theme.sdk.type')}</th><th>{t('theme.sdk.description')}</th></tr></thead>
          <tbody>
            {model.fields.map((f) => (
              <tr key={f.key ?? f.goField} id={f.key ? `field-${f.key}` : undefined}>
                <td>{f.key ? <code>{f.key}</code> : <code>{f.goField}</code>}</td>
                <td><TypeRef catalogue={catalogue} type={f.type} model={f.model} enum={f.enum} /></td>
                <td>
                  <InlineText text={f.description} />
                  {f.omitempty ? <> <span className="sdk-note">({t('theme.sdk.omitempty')})</span></> : null}
                  {f.availability && !(f.availability.tag && f.availability.main) ? (
                    <> <span className="sdk-note">({f.availability.tag ? t('theme.sdk.onlyInTag', { tag: catalogue.meta.coreTag }) : t('theme.sdk.onlyInMain')})</span></>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {classes.length ? (
        <>
          <h2 id="platform-classes">{t('theme.sdk.platformClasses')}</h2>
          <div className="table-wrap" tabIndex={0}>
            <table>
              <thead><tr><th>{t('theme.sdk.platform')}</th><th>{t('theme.sdk.name')}</th></tr></thead>
              <tbody>{classes.map((p) => <tr key={p.id}><td>{p.label}</td><td><code>{model.platformClasses[p.id]}</code></td></tr>)}</tbody>
            </table>
          </div>
        </>
      ) : null}
      {diffs.length ? (
        <>
          <h2 id="platform-differences">{t('theme.sdk.platformDiffs')}</h2>
          <ul className="sdk-list">
            {diffs.map((p) => {
              const d = model.platformDiffs[p.id]!;
              return (
                <li key={p.id}>
                  <strong>{p.label}</strong>
                  {d.missing.length ? <> — {t('theme.sdk.missingKeys')}: {d.missing.map((k, i) => <span key={k}>{i ? ', ' : ''}<code>{k}</code></span>)}</> : null}
                  {d.extra.length ? <> — {t('theme.sdk.extraKeys')}: {d.extra.map((k, i) => <span key={k}>{i ? ', ' : ''}<code>{k}</code></span>)}</> : null}
                  {d.note ? <> — <InlineText text={d.note} /></> : null}
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
            {model.mainBranchDiff.onlyInTag.length ? <li>{t('theme.sdk.onlyInTag', { tag: catalogue.meta.coreTag })}: {model.mainBranchDiff.onlyInTag.map((k, i) => <span key={k}>{i ? ', ' : ''}<code>{k}</code></span>)}</li> : null}
            {model.mainBranchDiff.onlyInMain.length ? <li>{t('theme.sdk.onlyInMain')}: {model.mainBranchDiff.onlyInMain.map((k, i) => <span key={k}>{i ? ', ' : ''}<code>{k}</code></span>)}</li> : null}
            {model.mainBranchDiff.note ? <li><InlineText text={model.mainBranchDiff.note} /></li> : null}
          </ul>
        </>
      ) : null}
      <UsageList catalogue={catalogue} usages={catalogue.index.modelUsedBy[model.name]} />
    </div>
  );
}
