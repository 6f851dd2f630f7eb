import type { SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { modelRoute, sdkRoutes } from './routes.ts';
import { SdkLink } from './SdkLink.tsx';

/** A type as the catalogue writes it, linked to the model or enum page it names. */
export function TypeRef({ catalogue, type, model, enum: enumName }: { catalogue: SdkCatalogue; type: string; model?: string; enum?: string }) {
  const m = model ? catalogue.models[model] : undefined;
  if (m)
    return (
      <SdkLink to={modelRoute(m)} code>
        {type}
      </SdkLink>
    );
  if (enumName && catalogue.enums[enumName])
    return (
      <SdkLink to={sdkRoutes.enum(enumName)} code>
        {type}
      </SdkLink>
    );
  return <code>{type}</code>;
}
