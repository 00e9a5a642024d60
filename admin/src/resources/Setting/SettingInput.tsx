import { Chip, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useGetList, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { formatBytes } from '../../format';
import type { EntitySchema } from '../../schema';
import { isOn, titleOf, type SettingSpec } from './catalogue';

interface Props {
  id: string;
  /** The setting as known, or undefined for one the platform does not describe (free text). */
  spec?: SettingSpec;
  label: string;
  value: string;
  /** Shown under the input: the server's reason for refusing the value, else a hint. */
  error?: string;
  onChange(value: string): void;
}

/** The records a relation setting may name, by their titles. */
function RelationInput({ spec, ...props }: Props & { spec: SettingSpec }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<EntitySchema[]>();
  const target = permissions?.find((e) => e.name === spec.relation!.entity);
  const { data = [] } = useGetList(spec.relation!.resource, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'id', order: 'ASC' },
  });
  const known = data.some((r) => String(r.id) === props.value);
  return (
    <TextField
      id={props.id}
      select
      fullWidth
      size="small"
      label={props.label}
      value={known ? props.value : ''}
      error={Boolean(props.error)}
      helperText={props.error}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <MenuItem value="">{translate('dashboard.form.none')}</MenuItem>
      {data.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {titleOf(target?.title ?? '{name}', r)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The input of one setting by its type: a switch, a number (a size in bytes is also shown as one), a choice of
 * values (several for a list), a record of the named entity, JSON or text.
 */
export function SettingInput(props: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { spec, label, value, error, onChange } = props;
  const hint = (text?: string) => error ?? text;
  switch (spec?.type) {
    case 'boolean':
      return (
        <FormControlLabel
          control={
            <Switch
              id={props.id}
              checked={isOn(value)}
              onChange={(e) => onChange(e.target.checked ? 'true' : 'false')}
            />
          }
          label={translate(isOn(value) ? 'ra.boolean.true' : 'ra.boolean.false')}
          slotProps={{ typography: { variant: 'body2' } }}
          aria-label={label}
        />
      );
    case 'number':
      return (
        <TextField
          id={props.id}
          fullWidth
          size="small"
          label={label}
          value={value}
          error={Boolean(error)}
          helperText={hint(spec.format === 'bytes' && /^\d+$/.test(value) ? formatBytes(value, locale) : undefined)}
          onChange={(e) => onChange(e.target.value.trim())}
          slotProps={{ htmlInput: { inputMode: spec.integer ? 'numeric' : 'decimal', dir: 'ltr' } }}
        />
      );
    case 'choice': {
      const chosen = value ? value.split(',').map((v) => v.trim()) : [];
      return (
        <TextField
          id={props.id}
          select
          fullWidth
          size="small"
          label={label}
          value={spec.multiple ? chosen : (value ?? '')}
          error={Boolean(error)}
          helperText={hint()}
          onChange={(e) => {
            const next = e.target.value as unknown;
            onChange(Array.isArray(next) ? next.join(',') : String(next));
          }}
          slotProps={{
            select: {
              multiple: spec.multiple,
              renderValue: spec.multiple
                ? (selected) => (
                    <>
                      {(selected as string[]).map((v) => (
                        <Chip key={v} size="small" label={v} sx={{ me: 0.5 }} />
                      ))}
                    </>
                  )
                : undefined,
            },
          }}
        >
          {(spec.choices ?? []).map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    case 'relation':
      return <RelationInput {...props} spec={spec} />;
    default:
      return (
        <TextField
          id={props.id}
          fullWidth
          size="small"
          label={label}
          value={value}
          multiline={spec?.type === 'json' || value.length > 80}
          maxRows={8}
          error={Boolean(error)}
          helperText={hint()}
          onChange={(e) => onChange(e.target.value)}
          slotProps={{ htmlInput: spec?.type === 'json' ? { dir: 'ltr', style: { fontFamily: 'monospace' } } : {} }}
        />
      );
  }
}
