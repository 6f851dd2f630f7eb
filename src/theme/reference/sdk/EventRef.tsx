import type { SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { eventRoute } from './routes.ts';
import { InlineText } from './InlineText.tsx';
import { SdkLink } from './SdkLink.tsx';

/** An event linked to its page (or to its entry on the listener page), optionally followed by its summary. */
export function EventRef({ catalogue, id, withSummary }: { catalogue: SdkCatalogue; id: string; withSummary?: boolean }) {
  const event = catalogue.events[id];
  if (!event) return <code>{id}</code>;
  return (
    <>
      <SdkLink to={eventRoute(event)} code>
        {event.name}
      </SdkLink>
      {withSummary ? (
        <>
          {' '}
          — <InlineText text={event.summary} />
        </>
      ) : null}
    </>
  );
}
