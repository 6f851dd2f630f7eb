import { useT } from '../context.tsx';

/**
 * The Required column of a field list (REST fields, SDK parameters): `yes`/`no` in the table; where the table
 * reflows into a list on a narrow screen (CSS `.field-list`), the words "required"/"optional" instead.
 */
export function RequiredMark({ required, yes, no }: { required: boolean; yes: string; no: string }) {
  const t = useT();
  return required ? (
    <strong className="api-required">
      <span className="fl-wide">{yes}</span>
      <span className="fl-narrow">{t('theme.restapi.requiredWord')}</span>
    </strong>
  ) : (
    <>
      <span className="fl-wide">{no}</span>
      <span className="fl-narrow fl-optional">{t('theme.restapi.optionalWord')}</span>
    </>
  );
}
