import { useT } from '../../context.tsx';
import { DescriptionText } from './DescriptionText.tsx';
import { FieldTable } from './SchemaFields.tsx';
import { CodeFrame } from '../../mdx/CodeFrame.tsx';
import { highlightJson } from '../highlight.ts';
import { SectionHeading as Heading } from './SectionHeading.tsx';
import { useRestApi } from './useRestApi.ts';
import { useTocEntries } from '../../toc/TocHeadings.tsx';

/**
 * `<ContentTypes/>`: every message content schema (components with `x-content-type`), in contentType order:
 * its number, fields and an example `content` (highlighted at build time).
 */
export function ContentTypes() {
  const t = useT();
  const data = useRestApi();
  const types = Object.entries(data.schemas)
    .filter(([, s]) => typeof s['x-content-type'] === 'number')
    .sort(([, a], [, b]) => (a['x-content-type'] as number) - (b['x-content-type'] as number));
  useTocEntries(types.map(([name, s]) => ({ depth: 2, id: name, value: `${name} (${String(s['x-content-type'])})` })));
  return (
    <>
      {types.map(([name, schema]) => (
        <section key={name} className="api-schema">
          <Heading id={name}>
            {name}{' '}
            <small>
              ({t('theme.restapi.col.contentType')} {String(schema['x-content-type'])})
            </small>
          </Heading>
          <DescriptionText text={schema.description} block />
          <FieldTable schema={{ $ref: `#/components/schemas/${name}` }} />
          {schema.example !== undefined ? <CodeFrame lang="json" title={t('theme.restapi.example.default')} html={highlightJson(schema.example)} /> : null}
        </section>
      ))}
    </>
  );
}
