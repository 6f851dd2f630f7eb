import type { Availability as AvailabilityValue, SdkCatalogue } from '../../../shared/sdk/catalogue.ts';
import { useT } from '../../context.tsx';
import { InlineText } from './InlineText.tsx';

/** Says so when an entry exists only in the documented core release or only on the core main branch. */
export function Availability({ catalogue, availability }: { catalogue: SdkCatalogue; availability: AvailabilityValue | undefined }) {
  const t = useT();
  if (!availability || (availability.tag && availability.main)) return null;
  const tag = catalogue.meta.coreTag;
  const text = availability.tag ? t('theme.sdk.tagOnly', { tag }) : availability.main ? t('theme.sdk.mainOnly', { tag }) : '';
  if (!text) return null;
  return (
    <p className="sdk-availability">
      {text}
      {availability.note ? <> <InlineText text={availability.note} /></> : null}
    </p>
  );
}
