import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { Suspense } from 'react';
import { useLocaleState } from 'react-admin';
import { DatePickerInput } from '../lazyParts';

/**
 * Dates (spec 3: date, datetime): a picker in the reader's calendar (Jalali in fa), stored as ISO. The picker is a
 * chunk of its own, fetched the first time a form shows a date; meanwhile a disabled field holds the place.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, rawErrors, schema } = props;
  const [locale] = useLocaleState();
  return (
    <Suspense fallback={<TextField id={id} fullWidth label={label} disabled value="" />}>
      <DatePickerInput
        id={id}
        label={label}
        value={value}
        withTime={schema.format === 'date-time'}
        locale={locale}
        required={required}
        disabled={disabled || readonly}
        error={Boolean(rawErrors?.length)}
        onChange={onChange}
        onBlur={() => onBlur(id, value)}
      />
    </Suspense>
  );
}
