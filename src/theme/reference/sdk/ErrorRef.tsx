import type { SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { sdkRoutes } from './routes.ts';
import { SdkLink } from './SdkLink.tsx';

/** An error code linked to its row on the error-code page, with its name. */
export function ErrorRef({ catalogue, code }: { catalogue: SdkCatalogue; code: number }) {
  const entry = [...catalogue.errors.sdk, ...catalogue.errors.server].find((e) => e.code === code);
  return (
    <>
      <SdkLink to={sdkRoutes.errorCode(code)} code>
        {String(code)}
      </SdkLink>
      {entry ? (
        <>
          {' '}
          <code>{entry.name}</code>
        </>
      ) : null}
    </>
  );
}
