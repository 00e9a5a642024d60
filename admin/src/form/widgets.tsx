import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import type { EntitySchema } from '../schema';
import { isEmpty as empty } from './conditions';
import { RelationInput } from './RelationInput';

/** What every widget may read of the whole form (rjsf's formContext). */
export interface FormContext {
  /** The form's current values: a dependent field reads the one it depends on. */
  values: Record<string, unknown>;
  /** The record being edited, if any. */
  recordId?: number | string;
}

export const formValues = (widget: WidgetProps): Record<string, unknown> =>
  (widget.registry.formContext as FormContext | undefined)?.values ?? {};

export interface Choice {
  value: string;
  label: string;
}

/** A single choice among values (spec 3: dropdown), with an empty choice when it is optional. */
export function SelectField(props: {
  id: string;
  label: string;
  value: unknown;
  choices: Choice[];
  onChange(value: string): void;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  const translate = useTranslate();
  return (
    <TextField
      id={props.id}
      select
      fullWidth
      label={props.label}
      required={props.required}
      disabled={props.disabled}
      value={empty(props.value) ? '' : String(props.value)}
      error={props.error}
      helperText={props.helperText}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {!props.required && <MenuItem value="">{translate('dashboard.form.none')}</MenuItem>}
      {props.choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A form field choosing among values; the chosen text is parsed back into the field's type. */
function ChoiceField({
  widget,
  choices,
  parse,
  loading,
  helperText,
}: {
  widget: WidgetProps;
  choices: Choice[];
  parse(value: string): unknown;
  loading?: boolean;
  helperText?: string;
}) {
  const { id, value, required, disabled, readonly, label, onChange, rawErrors } = widget;
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      choices={choices}
      required={required}
      disabled={disabled || readonly || loading}
      error={Boolean(rawErrors?.length)}
      helperText={helperText}
      onChange={(v) => onChange(v === '' ? null : parse(v))}
    />
  );
}

/**
 * A relation field (spec 3: relationdropdown): an autocomplete asking the server as the reader types, each record by
 * its title template. A dependent one (x-relation.dependsOn, spec 3: dependrelationdropdown) offers only the records
 * that share the value of the field it depends on, and waits until that field has one.
 */
export function RelationWidget(props: WidgetProps) {
  const translate = useTranslate();
  const target = props.options.target as EntitySchema;
  const dependsOn = props.options.dependsOn as string | undefined;
  const parent = dependsOn ? formValues(props)[dependsOn] : undefined;
  const waiting = dependsOn !== undefined && empty(parent);
  const helperText = waiting
    ? translate('dashboard.form.choosefirst', { field: translate(props.options.dependsOnLabel as string) })
    : undefined;
  return (
    <RelationInput
      id={props.id}
      label={props.label}
      target={target}
      template={props.options.template as string}
      value={props.value}
      onChange={(id) => props.onChange(id)}
      filter={dependsOn && !waiting ? { [dependsOn]: parent } : undefined}
      required={props.required}
      disabled={props.disabled || props.readonly || waiting}
      error={Boolean(props.rawErrors?.length)}
      helperText={helperText}
    />
  );
}

/** A choice among coded values, shown by their translated labels (enums.<labels>.<value>). */
export function LabelledEnumWidget(props: WidgetProps) {
  const translate = useTranslate();
  const values = (props.schema.enum ?? []).filter((v) => v !== null);
  const labels = props.options.labels as string;
  const choices = values.map((v) => ({ value: String(v), label: translate(`enums.${labels}.${String(v)}`) }));
  return <ChoiceField widget={props} choices={choices} parse={(s) => values.find((v) => String(v) === s)} />;
}
