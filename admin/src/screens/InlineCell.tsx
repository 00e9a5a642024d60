import { Box, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { HttpError, useNotify, usePermissions, useRefresh, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { RelationInput } from '../form/RelationInput';
import { fieldLabel, type EntitySchema } from '../schema';
import { relationTemplate } from '../title';

/**
 * A cell edited in the table itself (spec 3 data table edit types): a yes/no as a switch, a relation as an
 * autocomplete of its records, anything else as text saved on Enter or leaving the cell. The server checks the change
 * as any other (a locked record refuses it); the cell shows what the server kept.
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
    return (
      // The cell's own title came with the list page: nothing is asked for per row until the reader opens one.
      <Box onClick={(e) => e.stopPropagation()} sx={{ minWidth: 180 }}>
        <RelationInput
          label={label}
          target={target}
          template={relationTemplate(spec, target)}
          value={value}
          knownTitle={(record._titles as Record<string, string | null> | undefined)?.[field]}
          onChange={save}
          disabled={locked || isPending}
          size="small"
          variant="standard"
          labelHidden
        />
      </Box>
    );
  return <TextCell {...{ label, value, save, disabled: locked || isPending, stop }} />;
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
