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
      {availability.note ? (
        <>
          {' '}
          <InlineText text={availability.note} />
        </>
      ) : null}
    </p>
  );
}

/** The short form inside a table cell: "(only in v3.8.3-patch.14)" / "(only on main)", nothing when in both. */
export function AvailabilityNote({ catalogue, availability }: { catalogue: SdkCatalogue; availability: AvailabilityValue | undefined }) {
  const t = useT();
  if (!availability || (availability.tag && availability.main)) return null;
  return (
    <>
      {' '}
      <span className="sdk-note">({availability.tag ? t('theme.sdk.onlyInTag', { tag: catalogue.meta.coreTag }) : t('theme.sdk.onlyInMain')})</span>
    </>
  );
}

/** Inline list of identifiers: `a`, `b`, `c`. */
export function CodeList({ items }: { items: string[] }) {
  return (
    <>
      {items.map((k, i) => (
        <span key={k}>
          {i ? ', ' : ''}
          <code>{k}</code>
        </span>
      ))}
    </>
  );
}
