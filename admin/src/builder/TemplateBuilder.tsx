import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

/** A content template's control list (JSON text). */
export function TemplateBuilderWidget({ id, label, value, onChange, disabled, readonly }: WidgetProps) {
  return (
    <TextField
      id={id}
      label={label}
      multiline
      fullWidth
      minRows={4}
      disabled={disabled || readonly}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value || null)}
    />
  );
}
