import { MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  HttpError,
  useGetList,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { fieldLabel, type EntitySchema } from '../schema';

/**
 * A cell edited in the table itself (spec 3 data table edit types): a yes/no as a switch, a relation as a dropdown of
 * its records, anything else as text saved on Enter or leaving the cell. The server checks the change as any other
 * (a locked record refuses it); the cell shows what the server kept.
 */
export function InlineCell({ entity, field, record }: { entity: EntitySchema; field: string; record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const { permissions } = usePermissions<EntitySchema[]>();
  const spec = entity.fields[field] ?? {};
  const label = translate(fieldLabel(entity, field), { _: field });
  const locked = Boolean(record._locked);
  const value = record[field];

  const save = (next: unknown) => {
    if (next === value) return;
    update(
      entity.resource,
      { id: record.id, data: { [field]: next, version: record.version }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('common.dataupdatedsuccessfully', { type: 'success' }),
        onError: (err) => {
          notify(err instanceof HttpError ? err.message : 'common.error.general', { type: 'error' });
          refresh();
        },
      },
    );
  };
  const stop = { onClick: (e: React.MouseEvent) => e.stopPropagation() };

  if (([] as unknown[]).concat(spec.type).includes('boolean'))
    return (
      <Switch
        {...stop}
        checked={value === true}
        disabled={locked || isPending}
        onChange={(e) => save(e.target.checked)}
        slotProps={{ input: { 'aria-label': label } }}
      />
    );
  const relation = spec['x-relation'];
  const target = relation && permissions?.find((e) => e.name === relation.entity);
  if (target)
    return <RelationCell {...{ target: target.resource, title: relation.title ?? 'id', label, value, save }} />;
  return <TextCell {...{ label, value, save, disabled: locked || isPending, stop }} />;
}

function RelationCell(props: { target: string; title: string; label: string; value: unknown; save(v: unknown): void }) {
  const { data = [] } = useGetList(props.target, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: props.title, order: 'ASC' },
  });
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={props.value == null ? '' : String(props.value)}
      onClick={(e) => e.stopPropagation()}
      onChange={(e) => props.save(e.target.value === '' ? null : Number(e.target.value))}
      slotProps={{ htmlInput: { 'aria-label': props.label } }}
    >
      {data.map((r) => (
        <MenuItem key={r.id} value={String(r.id)}>
          {String(r[props.title] ?? r.id)}
        </MenuItem>
      ))}
    </TextField>
  );
}

function TextCell(props: {
  label: string;
  value: unknown;
  disabled: boolean;
  save(v: unknown): void;
  stop: { onClick(e: React.MouseEvent): void };
}) {
  const shown = props.value == null ? '' : String(props.value);
  const [text, setText] = useState(shown);
  useEffect(() => setText(shown), [shown]);
  const commit = () => {
    if (text !== shown) props.save(text === '' ? null : typeof props.value === 'number' ? Number(text) : text);
  };
  return (
    <TextField
      {...props.stop}
      size="small"
      variant="standard"
      value={text}
      disabled={props.disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
        if (e.key === 'Escape') setText(shown);
      }}
      slotProps={{ htmlInput: { 'aria-label': props.label } }}
    />
  );
}
