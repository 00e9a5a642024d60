import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs } from '@mui/material';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { HttpError, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { SYSTEM_FIELDS, type EntitySchema } from '../schema';
import { formFields, formSections, formTabs, tabOfField } from './layout';
import { fieldErrors, formId, SchemaForm, type ServerErrorBody } from './SchemaForm';

/** A tab beside the form's own: a child collection of the record. */
export interface ExtraTab {
  key: string;
  label: string;
  render(): ReactNode;
}

interface Props {
  entity: EntitySchema;
  record?: RaRecord;
  /** A new record's starting values (what the screen's path pins). */
  defaults?: Record<string, unknown>;
  /** Values shown but fixed (a child's parent). */
  fixed?: Record<string, unknown>;
  /** Why the record cannot be edited (a state rule's key), if it cannot. */
  locked?: string | null;
  readOnly?: boolean;
  /** Tabs after the form's own (children); their content replaces the form while chosen. */
  extraTabs?: ExtraTab[];
  /** The chosen tab, when the screen keeps it (in its address); else the form keeps its own. */
  tab?: string;
  onTab?(key: string): void;
  /** Drawn without its card (inside a dialog). */
  bare?: boolean;
  /** The prefix of the inputs' ids: a form over a screen's own form needs another than 'root'. */
  idPrefix?: string;
  save(values: Record<string, unknown>): Promise<void>;
}

const FORM_TAB = (key: string) => `form:${key}`;

/**
 * The form of a create or an update screen, with its save button and the server's answer: a refusal is shown
 * translated, and its field details under the fields. A locked record opens read-only with the reason. The layout's
 * tabs and the extra tabs share one tab bar; a refusal or a check that fails on a field of another tab opens it.
 */
export function RecordScreen(props: Props) {
  const { entity, record, defaults, fixed, locked, readOnly, extraTabs = [], save } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ErrorSchema>();
  const [ownTab, setOwnTab] = useState<string>();
  const sections = useMemo(
    () => formSections(entity.layout ?? [], formFields(entity.fields, record ? 'update' : 'create', SYSTEM_FIELDS)),
    [entity, record],
  );
  const tabs = useMemo(() => formTabs(sections), [sections]);
  const keys = [...tabs.map((t) => FORM_TAB(t.key)), ...extraTabs.map((t) => t.key)];
  const wanted = props.tab ?? ownTab;
  const current = wanted && keys.includes(wanted) ? wanted : keys[0];
  const choose = (key: string) => (props.onTab ? props.onTab(key) : setOwnTab(key));
  const extra = extraTabs.find((t) => t.key === current);
  const formTab = extra ? undefined : current?.slice('form:'.length);
  // A field to correct on another tab: that tab opens.
  const reveal = (fields: string[]) => {
    const onTabs = fields.map((f) => tabOfField(sections, f)).filter((t) => t !== undefined);
    if (onTabs.length && !onTabs.includes(formTab!)) choose(FORM_TAB(onTabs[0]));
  };

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    setErrors(undefined);
    try {
      await save(values);
    } catch (err) {
      const body = (err instanceof HttpError ? err.body : undefined) as ServerErrorBody | undefined;
      const found = fieldErrors(body, translate);
      setErrors(found);
      reveal(Object.keys(found));
      notify(body?.error ?? 'dashboard.notice.saveerror', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const disabled = Boolean(locked) || readOnly;
  const content = (
    <>
      {keys.length > 1 && (
        <Tabs
          value={current}
          onChange={(_, key: string) => choose(key)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          data-testid="record-tabs"
        >
          {tabs.map((t) => (
            <Tab
              key={t.key}
              value={FORM_TAB(t.key)}
              label={translate(t.key || 'dashboard.record.details')}
              data-tab={FORM_TAB(t.key)}
            />
          ))}
          {extraTabs.map((t) => (
            <Tab key={t.key} value={t.key} label={t.label} data-tab={t.key} />
          ))}
        </Tabs>
      )}
      {locked && !extra && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="locked">
          {translate(locked)}
        </Alert>
      )}
      <Box hidden={Boolean(extra)}>
        <SchemaForm
          key={record ? `${record.id}-${record.version}` : 'new'}
          entity={entity}
          record={record}
          defaults={defaults}
          fixed={fixed}
          tab={keys.length > 1 ? formTab : undefined}
          disabled={disabled}
          saving={saving}
          serverErrors={errors}
          onSubmit={submit}
          onInvalid={reveal}
          idPrefix={props.idPrefix}
        />
        {!disabled && (
          <Stack direction="row" sx={{ mt: 2 }}>
            <Button
              type="submit"
              form={formId(entity, props.idPrefix)}
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={saving}
            >
              {translate('ra.action.save')}
            </Button>
          </Stack>
        )}
      </Box>
      {extra && <Box data-testid={`child-${extra.key}`}>{extra.render()}</Box>}
    </>
  );
  if (props.bare) return content;
  return (
    <Card>
      <CardContent>{content}</CardContent>
    </Card>
  );
}
