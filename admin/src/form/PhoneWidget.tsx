import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/**
 * A phone number (x-phone): typed freely, with spaces, a leading 0 or Persian digits; the server stores its
 * international form (+989123456789) or answers why it is not a number, shown under the field. Left to right in
 * every language, since a number reads that way.
 */
export function PhoneWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors } = props;
  return (
    <TextField
      id={id}
      type="tel"
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={typeof value === 'string' ? value : ''}
      placeholder="+98 912 345 6789"
      error={Boolean(rawErrors?.length)}
      onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'tel', inputMode: 'tel' } }}
    />
  );
}
