import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, Stack } from '@mui/material';
import type { ErrorSchema } from '@rjsf/utils';
import { useState } from 'react';
import { HttpError, useNotify, useTranslate, type RaRecord } from 'react-admin';
import type { EntitySchema } from '../schema';
import { fieldErrors, SchemaForm, type ServerErrorBody } from './SchemaForm';

interface Props {
  entity: EntitySchema;
  record?: RaRecord;
  /** A new record's starting values (what the screen's path pins). */
  defaults?: Record<string, unknown>;
  /** Why the record cannot be edited (a state rule's key), if it cannot. */
  locked?: string | null;
  readOnly?: boolean;
  save(values: Record<string, unknown>): Promise<void>;
}

/**
 * The form of a create or an update screen, with its save button and the server's answer: a refusal is shown
 * translated, and its field details under the fields. A locked record opens read-only with the reason.
 */
export function RecordScreen({ entity, record, defaults, locked, readOnly, save }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<ErrorSchema>();
  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    setErrors(undefined);
    try {
      await save(values);
    } catch (err) {
      const body = (err instanceof HttpError ? err.body : undefined) as ServerErrorBody | undefined;
      setErrors(fieldErrors(body, translate));
      notify(body?.error ?? 'dashboard.notice.saveerror', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const disabled = Boolean(locked) || readOnly;
  return (
    <Card>
      <CardContent>
        {locked && (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="locked">
            {translate(locked)}
          </Alert>
        )}
        <SchemaForm
          key={record ? `${record.id}-${record.version}` : 'new'}
          entity={entity}
          record={record}
          defaults={defaults}
          disabled={disabled}
          saving={saving}
          serverErrors={errors}
          onSubmit={submit}
        />
        {!disabled && (
          <Stack direction="row" sx={{ mt: 2 }}>
            <Button
              type="submit"
              form={`form-${entity.resource}`}
              variant="contained"
              startIcon={<SaveIcon />}
              disabled={saving}
            >
              {translate('ra.action.save')}
            </Button>
          </Stack>
        )}
        <Box />
      </CardContent>
    </Card>
  );
}
