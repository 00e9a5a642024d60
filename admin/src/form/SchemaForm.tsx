import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { TemplateBuilderWidget } from '../builder/TemplateBuilder';
import { SYSTEM_FIELDS, fieldLabel, type EntitySchema } from '../schema';
import { relationTemplate } from '../title';
import { clearDependents, valuesToSave, visibleFields } from './conditions';
import { DateWidget } from './DateWidget';
import { FileWidget } from './FileWidget';
import { formSections, isWide } from './layout';
import { LayoutTemplate, type LayoutOptions } from './LayoutTemplate';
import { TEXT_LANGUAGES, languagesSchema, languagesUi, textsOf, textsToSave } from './LanguagesTemplate';
import { LocationWidget } from './LocationWidget';
import { MaskWidget } from './MaskWidget';
import { PhoneWidget } from './PhoneWidget';
import { RichTextWidget } from './RichTextWidget';
import { SecretWidget } from './SecretWidget';
import { SelectableTableWidget } from './SelectableTableWidget';
import { DangerToggleWidget, ToggleWidget } from './ToggleWidgets';
import { TreeWidget } from './TreeWidget';
import { translateErrors, validator } from './validator';
import { MoneyWidget } from './MoneyWidget';
import { LabelledEnumWidget, RelationWidget, type FormContext } from './widgets';
import { FocalPointWidget } from './FocalPointWidget';

export interface ServerErrorBody {
  error?: string;
  details?: { path: string; error: string; message?: string }[];
}

/**
 * Server error details (path /field) as the form's errors under each field; one language of a localized field
 * (/name/fa) under that language's input.
 */
export function fieldErrors(body: ServerErrorBody | undefined, translate: (k: string) => string): ErrorSchema {
  const errors: Record<string, Record<string, unknown>> = {};
  for (const d of body?.details ?? []) {
    if (!d.path) continue;
    const [field, lang] = d.path.slice(1).split('/');
    const message = d.message ?? translate(d.error);
    if (lang && (TEXT_LANGUAGES as readonly string[]).includes(lang))
      errors[field] = { ...errors[field], [lang]: { __errors: [message] } };
    else errors[field] = { __errors: [message] };
  }
  return errors as ErrorSchema;
}

interface Props {
  entity: EntitySchema;
  record?: RaRecord;
  defaults?: Record<string, unknown>;
  /** Values the form shows but the user cannot change (a child's parent); a new record is saved with them. */
  fixed?: Record<string, unknown>;
  /** The layout tab shown (every section when undefined). */
  tab?: string;
  disabled?: boolean;
  saving?: boolean;
  serverErrors?: ErrorSchema;
  onSubmit(values: Record<string, unknown>): void;
  /** The fields the browser's own check found wrong, when a submit stops there. */
  onInvalid?(fields: string[]): void;
  /** The prefix of the inputs' ids ('root'): another for a form shown over a screen's own form. */
  idPrefix?: string;
}

/** The entity's fields written per language (x-localized). */
const localized = (entity: EntitySchema): string[] =>
  Object.entries(entity.fields).flatMap(([name, spec]) => (spec['x-localized'] ? [name] : []));

/** The id of an entity's form element (its save button, outside it, names it). */
export const formId = (entity: EntitySchema, idPrefix = 'root') =>
  idPrefix === 'root' ? `form-${entity.resource}` : `form-${idPrefix}-${entity.resource}`;

/**
 * The generic form of spec 3 §3, built from the entity's fields: the same form creates and edits. Fields only the
 * platform fills are hidden; read-only ones are shown but cannot be changed; write-only ones (secrets) are empty
 * password inputs; messages are the server's keys. A field shows while its conditions hold (x-showif) and, if it is
 * create-only (x-editmode), only on a new record. The entity's layout places the fields in sections and tabs.
 */
export function SchemaForm(props: Props) {
  const { entity, record, defaults, fixed, tab, disabled, saving, serverErrors, onSubmit, onInvalid, idPrefix } = props;
  const translate = useTranslate();
  const { permissions } = usePermissions<EntitySchema[]>();
  const mode = record ? 'update' : 'create';
  const [formData, setFormData] = useState<Record<string, unknown>>(() => ({
    ...(record ?? defaults ?? {}),
    // A localized field is edited in every language at once.
    ...Object.fromEntries(localized(entity).map((name) => [name, textsOf(record, name) ?? {}])),
    ...fixed,
  }));
  // The form is rebuilt when the set of shown fields changes, not on every keystroke.
  const shown = [...visibleFields(entity.fields, formData, mode)].join(',');
  const { schema, uiSchema } = useMemo(() => {
    const visible = new Set(shown.split(','));
    const properties: Record<string, RJSFSchema> = {};
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
    const target = (name?: string) => (name ? permissions?.find((e) => e.name === name) : undefined);
    const stored = (record?._set as string[] | undefined) ?? [];
    for (const [name, spec] of Object.entries(entity.fields)) {
      if (SYSTEM_FIELDS.includes(name) || !visible.has(name)) continue;
      if (spec.readOnly && !record) continue;
      const { readOnly: _r, writeOnly: _w, default: fallback, ...rest } = spec;
      properties[name] = {
        ...(rest as RJSFSchema),
        // A new record starts from the entity file's defaults.
        ...(record || fallback === undefined ? {} : { default: fallback as RJSFSchema['default'] }),
        title: translate(fieldLabel(entity, name), { _: name }),
      };
      const relation = spec['x-relation'];
      const related = target(relation?.entity);
      const many = target(spec['x-multiselect']?.entity);
      const widget = spec['x-widget'];
      if (spec.writeOnly) ui[name] = { 'ui:widget': SecretWidget, 'ui:options': { stored: stored.includes(name) } };
      else if (related) {
        const options = {
          resource: related.resource,
          target: related,
          template: relationTemplate(spec, related),
          dependsOn: relation!.dependsOn,
          dependsOnLabel: relation!.dependsOn && fieldLabel(entity, relation!.dependsOn),
        };
        ui[name] =
          widget === 'tree'
            ? { 'ui:widget': TreeWidget, 'ui:options': { ...options, parentField: name } }
            : { 'ui:widget': RelationWidget, 'ui:options': options };
      } else if (many)
        ui[name] = {
          'ui:widget': SelectableTableWidget,
          'ui:options': { resource: many.resource, titleField: spec['x-multiselect']!.title },
        };
      else if (spec['x-upload'])
        ui[name] = { 'ui:widget': FileWidget, 'ui:options': { ...(spec['x-upload'] as object) } };
      else if (spec['x-widget'] === 'template') ui[name] = { 'ui:widget': TemplateBuilderWidget };
      else if (spec['x-focal-point'])
        ui[name] = {
          'ui:widget': FocalPointWidget,
          'ui:options': {
            picture: spec['x-focal-point'],
            directory: entity.fields[spec['x-focal-point']]?.['x-upload']?.directory,
          },
        };
      else if (spec['x-labels'])
        ui[name] = { 'ui:widget': LabelledEnumWidget, 'ui:options': { labels: spec['x-labels'] } };
      else if (spec['x-phone']) ui[name] = { 'ui:widget': PhoneWidget };
      else if (spec['x-mask']) ui[name] = { 'ui:widget': MaskWidget, 'ui:options': { mask: spec['x-mask'] } };
      else if (spec.format === 'decimal')
        ui[name] = { 'ui:widget': MoneyWidget, 'ui:options': { money: spec['x-money'], entityName: entity.name } };
      else if (spec.format === 'date' || spec.format === 'date-time') ui[name] = { 'ui:widget': DateWidget };
      else if (spec.format === 'html' || widget === 'richtext') ui[name] = { 'ui:widget': RichTextWidget };
      else if (spec.format === 'location' || widget === 'location') ui[name] = { 'ui:widget': LocationWidget };
      else if (widget === 'dangertoggle') ui[name] = { 'ui:widget': DangerToggleWidget };
      else if (widget === 'toggle') ui[name] = { 'ui:widget': ToggleWidget };
      else if ((spec.maxLength ?? 0) > 1000) ui[name] = { 'ui:widget': 'textarea' };
      if (spec['x-localized']) {
        const required = entity.required.includes(name);
        properties[name] = languagesSchema(spec, properties[name].title!, required, (lang) =>
          translate(`enums.language.${lang}`),
        );
        ui[name] = languagesUi(ui[name] as UiSchema | undefined);
      }
      if (spec.readOnly || (fixed && name in fixed)) ui[name] = { ...(ui[name] as object), 'ui:readonly': true };
      if (spec['x-help']) ui[name] = { ...(ui[name] as object), 'ui:help': translate(spec['x-help']) };
    }
    // A secret already stored need not be typed again.
    const required = entity.required.filter(
      (r) => r in properties && !entity.fields[r]?.readOnly && !(entity.fields[r]?.writeOnly && stored.includes(r)),
    );
    const layout: LayoutOptions = {
      sections: formSections(entity.layout ?? [], Object.keys(properties)),
      wide: Object.keys(properties).filter((n) => isWide(entity.fields[n])),
    };
    ui['ui:ObjectFieldTemplate'] = LayoutTemplate;
    ui['ui:options'] = layout as unknown as UiSchema['ui:options'];
    return { schema: { type: 'object', properties, required } as RJSFSchema, uiSchema: ui };
  }, [entity, record, fixed, permissions, translate, shown]);
  // The tab changes only what is shown: the same form, its values and errors stay.
  const laidOut = useMemo<UiSchema>(
    () => ({ ...uiSchema, 'ui:options': { ...(uiSchema['ui:options'] as object), tab } }),
    [uiSchema, tab],
  );

  const context: FormContext = { values: formData, recordId: record?.id };

  const submit = () => {
    const editable = Object.keys(entity.fields).filter(
      (k) => !SYSTEM_FIELDS.includes(k) && !entity.fields[k].writeOnly && !entity.fields[k].readOnly,
    );
    const values = valuesToSave(entity.fields, editable, formData, mode);
    // A secret is sent only when one was typed: an empty input keeps the stored one.
    for (const [name, spec] of Object.entries(entity.fields))
      if (spec.writeOnly && typeof formData[name] === 'string' && formData[name] !== '') values[name] = formData[name];
    for (const name of localized(entity))
      if (name in values) values[name] = textsToSave(values[name], entity.required.includes(name));
    if (!record) Object.assign(values, fixed);
    if (record) values.version = record.version;
    onSubmit(values);
  };

  return (
    <Form
      schema={schema}
      uiSchema={laidOut}
      formData={formData}
      formContext={context}
      validator={validator}
      disabled={disabled || saving}
      noHtml5Validate
      showErrorList={false}
      transformErrors={translateErrors(entity, translate)}
      extraErrors={serverErrors}
      onChange={(e) =>
        setFormData((before) => clearDependents(entity.fields, before, e.formData as Record<string, unknown>))
      }
      onSubmit={submit}
      onError={(errors) =>
        onInvalid?.(errors.map((e) => (e.property ?? '').replace(/^\./, '').split('.')[0]).filter(Boolean))
      }
      idPrefix={idPrefix}
      id={formId(entity, idPrefix)}
    />
  );
}
