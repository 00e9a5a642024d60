import { InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLocaleState, usePermissions } from 'react-admin';
import { useCurrency } from '../display/useCurrency';
import { formatDecimal, formatMoney } from '../format';
import type { EntitySchema } from '../schema';
import { isEmpty as empty } from './conditions';
import { formValues } from './widgets';

/**
 * An exact decimal amount (spec 3: money): typed as it is, and shown below in the reader's digits, rounded to the
 * decimals of the coin the form names (its x-currency field), with the coin's symbol beside the input.
 */
export function MoneyWidget(props: WidgetProps) {
  const { id, value, required, disabled, readonly, label, onChange, onBlur, onFocus, rawErrors } = props;
  const [locale] = useLocaleState();
  const { permissions } = usePermissions<EntitySchema[]>();
  const entity = permissions?.find((e) => e.name === props.options.entityName);
  const money = Boolean(props.options.money);
  const currency = useCurrency(entity ?? ({ fields: {} } as EntitySchema), money ? formValues(props) : undefined);
  const shown = money ? formatMoney(value, locale, currency) : formatDecimal(value, locale);
  return (
    <TextField
      id={id}
      fullWidth
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={empty(value) ? '' : String(value)}
      error={Boolean(rawErrors?.length)}
      helperText={empty(value) ? undefined : shown}
      onChange={(e) => onChange(e.target.value.replace(/[,\s]/g, '') || null)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', dir: 'ltr' },
        formHelperText: { 'data-testid': `amount-${id}` } as object,
        input: currency?.symbol
          ? { endAdornment: <InputAdornment position="end">{currency.symbol}</InputAdornment> }
          : undefined,
      }}
    />
  );
}
