import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../format';

const empty = (v: unknown) => v === undefined || v === null || v === '';

/** A relation field: the related records by their title field (spec 3: relationdropdown). */
export function RelationWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, options, rawErrors } = props;
  const translate = useTranslate();
  const resource = options.resource as string;
  const title = (options.titleField as string | undefined) ?? 'id';
  const { data = [], isPending } = useGetList(resource, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: title, order: 'ASC' },
  });
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly || isPending}
      value={empty(value) ? '' : value}
      error={Boolean(rawErrors?.length)}
      onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ htmlInput: { 'data-field': id } }}
    >
      {!required && <MenuItem value="">{translate('dashboard.form.none')}</MenuItem>}
      {data.map((r) => (
        <MenuItem key={r.id} value={r.id}>
          {String(r[title] ?? r.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A choice among coded values, shown by their translated labels (enums.<labels>.<value>). */
export function LabelledEnumWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, options, schema, rawErrors } = props;
  const translate = useTranslate();
  const values = (schema.enum ?? []).filter((v) => v !== null);
  return (
    <TextField
      id={id}
      select
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={empty(value) ? '' : String(value)}
      error={Boolean(rawErrors?.length)}
      onChange={(e) => {
        const picked = values.find((v) => String(v) === e.target.value);
        onChange(picked === undefined ? null : picked);
      }}
    >
      {!required && <MenuItem value="">{translate('dashboard.form.none')}</MenuItem>}
      {values.map((v) => (
        <MenuItem key={String(v)} value={String(v)}>
          {translate(`enums.${options.labels as string}.${String(v)}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An exact decimal amount, shown with thousands separators while it is not being edited (spec 3: money). */
export function MoneyWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors } = props;
  const [locale] = useLocaleState();
  return (
    <TextField
      id={id}
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={empty(value) ? '' : String(value)}
      error={Boolean(rawErrors?.length)}
      helperText={empty(value) ? undefined : formatMoney(value, locale)}
      onChange={(e) => onChange(e.target.value.replace(/[,\s]/g, '') || null)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
    />
  );
}
