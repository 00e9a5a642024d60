import { Typography } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';
import { showValue } from './showValue';
import { useCurrency } from './useCurrency';

/** A field of the record in context, formatted for the reader (an amount in its coin, a date in their calendar…). */
export function FieldValue({ entity, source }: { entity: EntitySchema; source: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const field = entity.fields[source] ?? {};
  const currency = useCurrency(entity, field['x-money'] ? record : undefined);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }} data-field={source}>
      {showValue(field, record?.[source], { locale, translate, currency, source })}
    </Typography>
  );
}

/** A calculated amount of a row (a line total), in the row's coin when it is money. */
export function CalculatedValue({
  entity,
  row,
  value,
  money,
}: {
  entity: EntitySchema;
  row: Record<string, unknown>;
  value: string;
  money?: boolean;
}) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const currency = useCurrency(entity, money ? row : undefined);
  const field = money ? { format: 'decimal', 'x-money': true } : { format: 'decimal' };
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {showValue(field, value, { locale, translate, currency })}
    </Typography>
  );
}
