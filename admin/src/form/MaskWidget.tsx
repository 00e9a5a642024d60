import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLayoutEffect, useRef } from 'react';
import { applyMask, caretAfter, maskDigits } from './mask';

/**
 * Text typed through a mask (spec 3: maskstring, e.g. a phone as (999) 999-9999): shown formatted as it is typed,
 * stored as its digits only, which the field's pattern checks on both sides.
 */
export function MaskWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors, options } = props;
  const mask = options.mask as string;
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const shown = applyMask(mask, maskDigits(mask, String(value ?? '')));
  useLayoutEffect(() => {
    // Formatting moves the text under the caret; keep the caret after the same digit.
    if (caret.current !== null && input.current === document.activeElement)
      input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <TextField
      id={id}
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={shown}
      placeholder={mask.replace(/9/g, '_')}
      error={Boolean(rawErrors?.length)}
      inputRef={input}
      onChange={(e) => {
        const typed = e.target.value;
        const digits = maskDigits(mask, typed);
        const before = maskDigits(mask, typed.slice(0, e.target.selectionStart ?? typed.length)).length;
        caret.current = caretAfter(applyMask(mask, digits), before);
        onChange(digits || null);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
    />
  );
}
