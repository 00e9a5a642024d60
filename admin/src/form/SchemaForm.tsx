import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { useMemo, useState } from 'react';
import { usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { TemplateBuilderWidget } from '../builder/TemplateBuilder';
import { SYSTEM_FIELDS, fieldLabel, type EntitySchema } from '../schema';
import { DateWidget } from './DateWidget';
import { FileWidget } from './FileWidget';
import { LabelledEnumWidget, MoneyWidget, RelationWidget } from './widgets';

// The server's own formats, checked in the browser as the server checks them.
const validator = customizeValidator({
  customFormats: {
    decimal: /^-?\d+(\.\d+)?$/,
    html: () => true,
    json: () => true,
    location: () => true,
  },
});

export interface ServerErrorBody {
  error?: string;
  details?: { path: string; error: string; message?: string }[];
}

/** Server error details (path /field) as the form's errors under each field. */
export const fieldErrors = (body: ServerErrorBody | undefined, translate: (k: string) => string): ErrorSchema =>
  Object.fromEntries(
    (body?.details ?? [])
      .filter((d) => d.path)
      .map((d) => [d.path.slice(1).split('/')[0], { __errors: [d.message ?? translate(d.error)] }]),
  ) as ErrorSchema;

interface Props {
  entity: EntitySchema;
  record?: RaRecord;
  defaults?: Record<string, unknown>;
  disabled?: boolean;
  saving?: boolean;
  serverErrors?: ErrorSchema;
  onSubmit(values: Record<string, unknown>): void;
}

/**
 * The generic form of spec 3 §3, built from the entity's fields: the same form creates and edits. Fields only the
 * platform fills are hidden; read-only ones are shown but cannot be changed; messages are the server's keys.
 */
export function SchemaForm({ entity, record, defaults, disabled, saving, serverErrors, onSubmit }: Props) {
  const translate = useTranslate();
  const { permissions } = usePermissions<EntitySchema[]>();
  const [formData, setFormData] = useState<Record<string, unknown>>(() => ({ ...(record ?? defaults ?? {}) }));
  const { schema, uiSchema } = useMemo(() => {
    const properties: Record<string, RJSFSchema> = {};
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    for (const [name, spec] of Object.entries(entity.fields)) {
      if (SYSTEM_FIELDS.includes(name) || spec.writeOnly) continue;
      if (spec.readOnly && !record) continue;
      const { readOnly: _r, default: fallback, ...rest } = spec;
      properties[name] = {
        ...(rest as RJSFSchema),
        // A new record starts from the entity file's defaults.
        ...(record || fallback === undefined ? {} : { default: fallback as RJSFSchema['default'] }),
        title: translate(fieldLabel(entity, name), { _: name }),
      };
      const relation = spec['x-relation'];
      const target = relation && permissions?.find((e) => e.name === relation.entity);
      if (target)
        ui[name] = {
          'ui:widget': RelationWidget,
          'ui:options': { resource: target.resource, titleField: relation.title },
        };
      else if (spec['x-upload'])
        ui[name] = { 'ui:widget': FileWidget, 'ui:options': { ...(spec['x-upload'] as object) } };
      else if (spec['x-widget'] === 'template') ui[name] = { 'ui:widget': TemplateBuilderWidget };
      else if (spec['x-labels'])
        ui[name] = { 'ui:widget': LabelledEnumWidget, 'ui:options': { labels: spec['x-labels'] } };
      else if (spec.format === 'decimal') ui[name] = { 'ui:widget': MoneyWidget };
      else if (spec.format === 'date' || spec.format === 'date-time') ui[name] = { 'ui:widget': DateWidget };
      else if (spec.format === 'html' || (spec.maxLength ?? 0) > 1000) ui[name] = { 'ui:widget': 'textarea' };
      if (spec.readOnly) ui[name] = { ...(ui[name] as object), 'ui:readonly': true };
    }
    const required = entity.required.filter((r) => r in properties && !entity.fields[r]?.readOnly);
    return { schema: { type: 'object', properties, required } as RJSFSchema, uiSchema: ui };
  }, [entity, record, permissions, translate]);

  // The server's messages for the same checks: the field's own key (x-errors) or the keyword's common one.
  const transformErrors = (errors: RJSFValidationError[]) =>
    errors.map((e) => {
      const field = (e.property ?? '').replace(/^\./, '').split('.')[0];
      const own = (entity.fields[field]?.['x-errors'] as Record<string, string> | undefined)?.[e.name ?? ''];
      const key = own ?? `common.error.${(e.name ?? 'invalid').toLowerCase()}`;
      return { ...e, message: translate(key, { ...(e.params ?? {}), _: e.message }) };
    });

  const submit = () => {
    const values: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(formData)) {
      if (k in schema.properties! && !entity.fields[k]?.readOnly) values[k] = v === undefined ? null : v;
    }
    if (record) values.version = record.version;
    onSubmit(values);
  };

  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={formData}
      validator={validator}
      disabled={disabled || saving}
      noHtml5Validate
      showErrorList={false}
      transformErrors={transformErrors}
      extraErrors={serverErrors}
      onChange={(e) => setFormData(e.formData as Record<string, unknown>)}
      onSubmit={submit}
      id={`form-${entity.resource}`}
    />
  );
}
