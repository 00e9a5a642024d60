import KeyIcon from '@mui/icons-material/Key';
import { InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';

/**
 * A write-only field (a password, an API key): typed as a password, never filled from the record (the server never
 * answers it). Whether a value is stored comes from the record's `_set`; left empty, the stored value stays.
 */
export function SecretWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors, options } = props;
  const translate = useTranslate();
  const stored = Boolean(options.stored);
  return (
    <TextField
      id={id}
      type="password"
      fullWidth
      label={label}
      required={required && !stored}
      disabled={disabled || readonly}
      value={typeof value === 'string' ? value : ''}
      error={Boolean(rawErrors?.length)}
      helperText={translate(stored ? 'dashboard.secret.set' : 'dashboard.secret.unset')}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{
        htmlInput: { autoComplete: 'new-password', dir: 'ltr', 'data-stored': stored },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <KeyIcon fontSize="small" color={stored ? 'success' : 'disabled'} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
