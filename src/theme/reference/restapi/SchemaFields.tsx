import { Fragment, type ReactNode } from 'react';
import { useT } from '../../context.tsx';
import { Link } from '../../components/Link.tsx';
import { DescriptionText } from './DescriptionText.tsx';
import { RequiredMark } from '../RequiredMark.tsx';
import { useRestApi } from './useRestApi.ts';
import type { JsonSchema, RestApiData } from '../../../shared/restapi/types.ts';

type T = ReturnType<typeof useT>;
const MAX_DEPTH = 8;

export function refName(ref: string): string {
  return decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1));
}

/** Follows `$ref`s to the components of the document. */
export function resolveSchema(data: RestApiData, schema: JsonSchema | undefined): JsonSchema | undefined {
  let cur = schema;
  for (let i = 0; cur?.$ref && i < 20; i++) cur = data.schemas[refName(cur.$ref)];
  return cur;
}

/** An object schema's properties with `allOf` parts merged (the response envelope plus its `data`). */
export function objectFields(
  data: RestApiData,
  schema: JsonSchema | undefined,
  depth = 0,
): { properties: Record<string, JsonSchema>; required: Set<string> } | undefined {
  const s = resolveSchema(data, schema);
  if (!s || depth > MAX_DEPTH) return undefined;
  if (s.allOf) {
    const properties: Record<string, JsonSchema> = { ...(s.properties ?? {}) };
    const required = new Set(s.required ?? []);
    let any = Boolean(s.properties);
    for (const part of s.allOf) {
      const f = objectFields(data, part, depth + 1);
      if (!f) continue;
      any = true;
      Object.assign(properties, f.properties);
      for (const r of f.required) required.add(r);
    }
    return any ? { properties, required } : undefined;
  }
  if (s.properties) return { properties: s.properties, required: new Set(s.required ?? []) };
  return undefined;
}

/** The inline object a field opens into (not a shared schema: those are linked instead). */
function nestedObject(data: RestApiData, schema: JsonSchema): JsonSchema | undefined {
  if (schema.$ref) return undefined;
  if (schema.properties || schema.allOf?.some((p) => !p.$ref || objectFields(data, p))) return objectFields(data, schema) ? schema : undefined;
  if (schema.items && !schema.items.$ref) return nestedObject(data, schema.items);
  return undefined;
}

function TypeLabel({ schema }: { schema: JsonSchema }) {
  const t = useT();
  const data = useRestApi();
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const home = data.schemaHome[name];
    return home ? (
      <Link to={home} className="api-type api-type--ref">
        {name}
      </Link>
    ) : (
      <span className="api-type">{name}</span>
    );
  }
  if (schema.type === 'array' || schema.items)
    return (
      <span className="api-type">
        {schema.items ? (
          <>
            {t('theme.restapi.arrayOf', { type: '\u0000' }).split('\u0000')[0]}
            <TypeLabel schema={schema.items} />
            {t('theme.restapi.arrayOf', { type: '\u0000' }).split('\u0000')[1]}
          </>
        ) : (
          'array'
        )}
      </span>
    );
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives)
    return (
      <span className="api-type">
        {alternatives.map((a, i) => (
          <span key={i}>
            {i ? ' | ' : ''}
            <TypeLabel schema={a} />
          </span>
        ))}
      </span>
    );
  if (schema.allOf?.length === 1) return <TypeLabel schema={schema.allOf[0]} />;
  const types = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? (schema.properties || schema.allOf ? 'object' : 'any'));
  return (
    <span className="api-type">
      {types}
      {schema.format ? ` (${schema.format})` : ''}
    </span>
  );
}

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Constraints in a compact notation (`≥ 1`, `length ≤ 64`, `items ≤ 1000`, allowed values), words from the catalogue. */
function constraints(schema: JsonSchema, t: T): string[] {
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`≥ ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`≤ ${schema.maximum}`);
  if (schema.exclusiveMaximum !== undefined) out.push(`< ${schema.exclusiveMaximum}`);
  if (schema.minLength !== undefined) out.push(t('theme.restapi.constraint.length', { rule: `≥ ${schema.minLength}` }));
  if (schema.maxLength !== undefined) out.push(t('theme.restapi.constraint.length', { rule: `≤ ${schema.maxLength}` }));
  if (schema.minItems !== undefined) out.push(t('theme.restapi.constraint.items', { rule: `≥ ${schema.minItems}` }));
  if (schema.maxItems !== undefined) out.push(t('theme.restapi.constraint.items', { rule: `≤ ${schema.maxItems}` }));
  if (schema.pattern) out.push(t('theme.restapi.constraint.pattern', { pattern: schema.pattern }));
  if (schema.const !== undefined) out.push(`= ${show(schema.const)}`);
  if (schema.enum) out.push(t('theme.restapi.enum', { values: schema.enum.map(show).join(', ') }));
  if (schema.default !== undefined) out.push(t('theme.restapi.default', { value: show(schema.default) }));
  const items = schema.items;
  if (items && !items.$ref) out.push(...constraints(items, t).map((c) => t('theme.restapi.constraint.each', { rule: c })));
  return out;
}

/** Meanings of enum values: `x-enum-descriptions` as a map or a list parallel to `enum`. */
function enumMeanings(schema: JsonSchema): [string, string][] {
  const d = schema['x-enum-descriptions'] ?? schema.items?.['x-enum-descriptions'];
  const values = schema.enum ?? schema.items?.enum ?? [];
  if (Array.isArray(d)) return values.map((v, i) => [show(v), String(d[i] ?? '')] as [string, string]).filter(([, m]) => m);
  if (d && typeof d === 'object') return Object.entries(d as Record<string, unknown>).map(([k, v]) => [k, String(v)]);
  return [];
}

function Rows({ schema, depth }: { schema: JsonSchema; depth: number }) {
  const t = useT();
  const data = useRestApi();
  const fields = objectFields(data, schema);
  if (!fields) return null;
  return (
    <>
      {Object.entries(fields.properties).map(([name, raw]) => {
        const field = raw.allOf?.length === 1 && !raw.properties ? { ...raw.allOf[0], description: raw.description ?? raw.allOf[0].description } : raw;
        const target = resolveSchema(data, field);
        const description = field.description ?? (field.$ref ? undefined : target?.description);
        const nested = depth < MAX_DEPTH ? nestedObject(data, field) : undefined;
        const nestedCount = nested ? Object.keys(objectFields(data, nested)?.properties ?? {}).length : 0;
        const meanings = enumMeanings(field);
        const cons = constraints(field.$ref ? {} : field, t);
        return (
          <Fragment key={name}>
            <tr>
              <td className="fl-head">
                <code className="api-field">{name}</code>
                {field.deprecated ? (
                  <>
                    {' '}
                    <s>{t('theme.restapi.deprecated')}</s>
                  </>
                ) : null}
              </td>
              <td className="fl-head">
                <TypeLabel schema={field} />
              </td>
              <td className="fl-head">
                <RequiredMark required={fields.required.has(name)} yes={t('theme.restapi.yes')} no={t('theme.restapi.no')} />
              </td>
              <td className="fl-body">
                {cons.length ? (
                  <ul className="api-constraints">
                    {cons.map((c) => (
                      <li key={c}>
                        <code>{c}</code>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="fl-body">
                <DescriptionText text={description} />
                {meanings.length ? (
                  <ul className="api-enum">
                    {meanings.map(([v, m]) => (
                      <li key={v}>
                        <code>{v}</code>: <DescriptionText text={m} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
            {nested ? (
              // The nested fields get a row of their own, the table's full width (indented), not a narrow description cell.
              <tr className="api-nested-row">
                <td colSpan={5}>
                  <details className="api-nested">
                    <summary>{t('theme.restapi.fieldsOf', { count: nestedCount, name })}</summary>
                    <FieldTable schema={nested} depth={depth + 1} />
                  </details>
                </td>
              </tr>
            ) : null}
          </Fragment>
        );
      })}
    </>
  );
}

/** A schema's fields as a table: name, type (shared schemas linked to their one description), required, constraints, description; inline objects open in `<details>` (no JavaScript needed). */
export function FieldTable({ schema, depth = 0, caption }: { schema: JsonSchema; depth?: number; caption?: ReactNode }) {
  const t = useT();
  const data = useRestApi();
  const s = resolveSchema(data, schema);
  if (!s) return null;
  if (!objectFields(data, s)) {
    const target = s.items ? s.items : s;
    if (s.items && objectFields(data, target)) return <FieldTable schema={target} depth={depth} caption={caption} />;
    return (
      <p className="api-scalar">
        <TypeLabel schema={schema} /> <DescriptionText text={s.description} />
      </p>
    );
  }
  return (
    <div className="table-wrap api-fields-wrap" tabIndex={0}>
      <table className="api-fields field-list">
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{t('theme.restapi.col.name')}</th>
            <th scope="col">{t('theme.restapi.col.type')}</th>
            <th scope="col">{t('theme.restapi.col.required')}</th>
            <th scope="col">{t('theme.restapi.col.constraints')}</th>
            <th scope="col">{t('theme.restapi.col.description')}</th>
          </tr>
        </thead>
        <tbody>
          <Rows schema={s} depth={depth} />
        </tbody>
      </table>
    </div>
  );
}
