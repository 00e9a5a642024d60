import { MenuItem, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList, useTranslate } from 'react-admin';
import { isEmpty as empty } from './conditions';

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
 * A relation field: the related records by their title field (spec 3: relationdropdown). A dependent one
 * (x-relation.dependsOn, spec 3: dependrelationdropdown) offers only the records that share the value of the field
 * it depends on, and waits until that field has one.
 */
export function RelationWidget(props: WidgetProps) {
  const translate = useTranslate();
  const resource = props.options.resource as string;
  const title = (props.options.titleField as string | undefined) ?? 'id';
  const dependsOn = props.options.dependsOn as string | undefined;
  const parent = dependsOn ? formValues(props)[dependsOn] : undefined;
  const waiting = dependsOn !== undefined && empty(parent);
  const { data = [], isPending } = useGetList(
    resource,
    {
      pagination: { page: 1, perPage: 200 },
      sort: { field: title, order: 'ASC' },
      filter: dependsOn && !waiting ? { [dependsOn]: parent } : {},
    },
    { enabled: !waiting },
  );
  const choices = data.map((r) => ({ value: String(r.id), label: String(r[title] ?? r.id) }));
  const helperText = waiting
    ? translate('dashboard.form.choosefirst', { field: translate(props.options.dependsOnLabel as string) })
    : undefined;
  return <ChoiceField widget={props} choices={choices} parse={Number} loading={isPending} helperText={helperText} />;
}

/** A choice among coded values, shown by their translated labels (enums.<labels>.<value>). */
export function LabelledEnumWidget(props: WidgetProps) {
  const translate = useTranslate();
  const values = (props.schema.enum ?? []).filter((v) => v !== null);
  const labels = props.options.labels as string;
  const choices = values.map((v) => ({ value: String(v), label: translate(`enums.${labels}.${String(v)}`) }));
  return <ChoiceField widget={props} choices={choices} parse={(s) => values.find((v) => String(v) === s)} />;
}
