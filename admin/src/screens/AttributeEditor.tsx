import {
  Alert,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useGetList, useNotify, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { SelectField } from '../form/widgets';
import type { EntitySchema } from '../schema';

/** Control types of spec 3 §8: below 20 simple (1 text is the default), 21 multi-checkbox (pipe-wrapped), 22 radio. */
const NUMBER = 2,
  MULTILINE = 3,
  RICHTEXT = 4,
  SWITCH = 5,
  DROPDOWN = 11,
  CHECKBOXES = 21,
  RADIO = 22;

/** |a|b| ⇄ ['a', 'b'] */
const pipeList = (v: string | undefined) => (v ?? '').split('|').filter(Boolean);
const pipeWrap = (items: string[]) => (items.length ? `|${items.join('|')}|` : '');

function Control({
  attribute,
  options,
  value,
  onChange,
  disabled,
}: {
  attribute: RaRecord;
  options: string[];
  value: string;
  onChange(v: string): void;
  disabled?: boolean;
}) {
  const label = `${attribute.name}${attribute.isRequired ? ' *' : ''}`;
  const id = `attribute_${attribute.id}`;
  switch (attribute.attributeControlTypeId) {
    case SWITCH:
      return (
        <FormControlLabel
          control={
            <Switch
              id={id}
              checked={value === 'true'}
              onChange={(e) => onChange(String(e.target.checked))}
              disabled={disabled}
            />
          }
          label={label}
        />
      );
    case DROPDOWN:
      return (
        <SelectField
          id={id}
          label={label}
          value={value}
          choices={options.map((o) => ({ value: o, label: o }))}
          onChange={onChange}
          disabled={disabled}
        />
      );
    case CHECKBOXES: {
      const picked = pipeList(value);
      return (
        <FormGroup id={id}>
          <Typography variant="body2">{label}</Typography>
          {options.map((o) => (
            <FormControlLabel
              key={o}
              label={o}
              control={
                <Checkbox
                  checked={picked.includes(o)}
                  disabled={disabled}
                  onChange={(e) =>
                    onChange(pipeWrap(e.target.checked ? [...picked, o] : picked.filter((p) => p !== o)))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      );
    }
    case RADIO:
      return (
        <FormGroup>
          <Typography variant="body2">{label}</Typography>
          <RadioGroup id={id} row value={value} onChange={(e) => onChange(e.target.value)}>
            {options.map((o) => (
              <FormControlLabel key={o} value={o} label={o} control={<Radio disabled={disabled} />} />
            ))}
          </RadioGroup>
        </FormGroup>
      );
    default:
      return (
        <TextField
          id={id}
          fullWidth
          label={label}
          value={value}
          disabled={disabled}
          type={attribute.attributeControlTypeId === NUMBER ? 'number' : 'text'}
          multiline={
            [MULTILINE, RICHTEXT].includes(attribute.attributeControlTypeId) ||
            attribute.attributeControlTypeId === undefined
          }
          minRows={[MULTILINE, RICHTEXT].includes(attribute.attributeControlTypeId) ? 3 : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
}

/**
 * The attribute editor of spec 3: the active attributes defined for this entity, each with its control, saved as
 * the record's attribute mappings (one per attribute). Required attributes must have a value.
 */
export function AttributeEditor(props: { entity: EntitySchema; record: RaRecord; disabled?: boolean }) {
  const { permissions } = usePermissions<EntitySchema[]>();
  const can = (resource: string, op: 'list' | 'create') =>
    Boolean(permissions?.find((e) => e.resource === resource)?.operations.includes(op));
  if (!can('attributes', 'list') || !can('attribute-mappings', 'create')) return null;
  return <Attributes {...props} />;
}

function Attributes({ entity, record, disabled }: { entity: EntitySchema; record: RaRecord; disabled?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const all = { page: 1, perPage: 1000 };
  const { data: attributes = [] } = useGetList('attributes', {
    pagination: all,
    sort: { field: 'displayOrder', order: 'ASC' },
    filter: { entityName: entity.name, isActived: true },
  });
  const ids = attributes.map((a) => a.id);
  const { data: values = [] } = useGetList(
    'attribute-values',
    { pagination: all, sort: { field: 'displayOrder', order: 'ASC' }, filter: { attributeId: ids } },
    { enabled: ids.length > 0 },
  );
  const { data: loaded, refetch } = useGetList('attribute-mappings', {
    pagination: all,
    sort: { field: 'id', order: 'ASC' },
    filter: { entityName: entity.name, entityId: record.id },
  });
  // One array per answer: a fresh [] on every render would re-run the effect below forever while loading.
  const mappings = useMemo(() => loaded ?? [], [loaded]);
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  useEffect(() => {
    setDraft(Object.fromEntries(mappings.map((m) => [String(m.attributeId), String(m.value ?? '')])));
  }, [mappings]);
  if (attributes.length === 0) return null;
  const save = async () => {
    const empty = attributes.filter((a) => a.isRequired && !(draft[a.id] ?? '').trim()).map((a) => a.name as string);
    setMissing(empty);
    if (empty.length) return;
    try {
      for (const a of attributes) {
        const value = draft[a.id] ?? '';
        const existing = mappings.find((m) => m.attributeId === a.id);
        if (existing && !value)
          await dataProvider.delete('attribute-mappings', { id: existing.id, previousData: existing });
        else if (existing && existing.value !== value)
          await dataProvider.update('attribute-mappings', {
            id: existing.id,
            data: { value, version: existing.version },
            previousData: existing,
          });
        else if (!existing && value)
          await dataProvider.create('attribute-mappings', {
            data: { attributeId: a.id, entityName: entity.name, entityId: record.id, value },
          });
      }
      notify('common.datasavedsuccessfully', { type: 'success' });
      await refetch();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'dashboard.notice.saveerror', { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }} data-testid="attributes">
      <CardContent>
        <Typography variant="h6" gutterBottom>
          {translate('dashboard.attributes.title')}
        </Typography>
        <Stack spacing={2}>
          {attributes.map((a) => (
            <Control
              key={a.id}
              attribute={a}
              options={values.filter((v) => v.attributeId === a.id).map((v) => v.name as string)}
              value={draft[a.id] ?? ''}
              disabled={disabled}
              onChange={(v) => setDraft((d) => ({ ...d, [a.id]: v }))}
            />
          ))}
          {missing.length > 0 && (
            <Alert severity="error">{translate('dashboard.attributes.required', { names: missing.join(', ') })}</Alert>
          )}
          {!disabled && (
            <Button variant="contained" onClick={save} sx={{ alignSelf: 'flex-start' }}>
              {translate('dashboard.attributes.save')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
