import { Button, InputAdornment, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldLabel, type EntitySchema } from '../schema';
import {
  checkStarted,
  isEmail,
  isIranMobile,
  lookupValue,
  type ContactField,
  type WizardEvent,
  type WizardState,
} from './wizardState';

interface Props {
  entity: EntitySchema;
  state: WizardState;
  dispatch(event: WizardEvent): void;
  /** A lookup or a national-code check is under way. */
  busy: boolean;
  /** The server's messages (translated) for these fields after a refused lookup or save. */
  errors: Partial<Record<ContactField, string>>;
  onLookup(): void;
  onCheckNationalCode(): void;
}

/** Step 1: mobile, e-mail and national code, each with its check button (spec 1 §2.7, §5). */
export function ContactStep({ entity, state, dispatch, busy, errors, onLookup, onCheckNationalCode }: Props) {
  const translate = useTranslate();
  const value = (field: ContactField) => String(state.customer[field] ?? '');
  const canLookUp = (field: ContactField, rule: (t: string) => boolean) =>
    !busy && lookupValue(value(field), rule) !== undefined;
  const ruleError = (field: ContactField, rule: (t: string) => boolean, key: string) =>
    checkStarted(value(field)) && !rule(value(field).trim()) ? translate(key) : undefined;
  const checkButton = (field: ContactField, enabled: boolean, onClick: () => void) => ({
    input: {
      endAdornment: (
        <InputAdornment position="end">
          <Button size="small" disabled={!enabled} onClick={onClick} data-check={field}>
            {translate('customer.wizard.check')}
          </Button>
        </InputAdornment>
      ),
    },
    htmlInput: { dir: 'ltr' },
  });
  const field = (
    name: ContactField,
    message: string | undefined,
    enabled: boolean,
    onCheck: () => void,
    hint?: string,
  ) => (
    <TextField
      id={`customer_${name}`}
      fullWidth
      label={translate(fieldLabel(entity, name), { _: name })}
      value={value(name)}
      onChange={(e) => dispatch({ type: 'contact', field: name, value: e.target.value })}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={checkButton(name, enabled, onCheck)}
    />
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      {field(
        'mobile',
        errors.mobile ?? ruleError('mobile', isIranMobile, 'customer.error.mobile_iran_format'),
        canLookUp('mobile', isIranMobile),
        onLookup,
      )}
      {field(
        'email',
        errors.email ?? ruleError('email', isEmail, 'customer.error.email_format'),
        canLookUp('email', isEmail),
        onLookup,
      )}
      {field(
        'nationalCode',
        errors.nationalCode ?? (state.nationalCodeError ? translate(state.nationalCodeError) : undefined),
        !busy && state.nationalCodePending,
        onCheckNationalCode,
        state.nationalCodePending ? translate('customer.wizard.nationalcode_pending') : undefined,
      )}
    </Stack>
  );
}
