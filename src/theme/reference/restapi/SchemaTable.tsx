import { DescriptionText } from './DescriptionText.tsx';
import { FieldTable } from './SchemaFields.tsx';
import { useEntry, useRestApi } from './useRestApi.ts';

/** `<SchemaTable name="UserInfo"/>`: one shared schema, described once; other pages link here (`#UserInfo`). */
export function SchemaTable({ name, description = true }: { name: string; description?: boolean }) {
  const data = useRestApi();
  const schema = useEntry(data.schemas, name, 'schema');
  return (
    <div className="api-schema" id={name}>
      {description ? <DescriptionText text={schema.description} block /> : null}
      <FieldTable schema={{ $ref: `#/components/schemas/${name}` }} />
    </div>
  );
}
