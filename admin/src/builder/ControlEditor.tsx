import ListIcon from '@mui/icons-material/List';
import { Autocomplete, Box, Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { CONTROL_TYPES, hasOptions, isFileType } from '@saray/contracts/content-template';
import { SelectField } from '../form/widgets';
import { forType, type ControlDefinition } from './template';

interface Props {
  id: string;
  mode: 'create' | 'edit';
  draft: ControlDefinition;
  /** The translation key of the name's error, if the name was refused. */
  nameError?: string;
  onChange(draft: ControlDefinition): void;
  onSave(): void;
  onCancel(): void;
  onOptions(): void;
}

/** The component templates a componentlist can repeat, offered by name; any other name may still be typed. */
function ComponentNameField(props: { id: string; value: string; onChange(value: string): void }) {
  const translate = useTranslate();
  const { data = [] } = useGetList('content-templates', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'componentName', order: 'ASC' },
  });
  const names = [...new Set(data.map((t) => String(t.componentName ?? '')).filter(Boolean))];
  return (
    <Autocomplete
      id={props.id}
      freeSolo
      options={names}
      value={props.value}
      onInputChange={(_, v) => props.onChange(v)}
      renderInput={(params) => <TextField {...params} label={translate('templatebuilder.field.componentname')} />}
    />
  );
}

/** A control's definition being written (the builder's create and edit modes): the fields its type uses. */
export function ControlEditor({ id, mode, draft, nameError, onChange, onSave, onCancel, onOptions }: Props) {
  const translate = useTranslate();
  const set = (patch: Partial<ControlDefinition>) => onChange({ ...draft, ...patch });
  const flag = (field: 'required' | 'translate' | 'actived') => (
    <FormControlLabel
      label={translate(`templatebuilder.field.${field}`)}
      control={
        <Switch id={`${id}_${field}`} checked={draft[field]} onChange={(e) => set({ [field]: e.target.checked })} />
      }
    />
  );
  // Enter in a text box would submit the whole record form: here it saves the control instead.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !(e.target instanceof HTMLInputElement)) return;
    const handled = e.defaultPrevented;
    e.preventDefault();
    if (!handled) onSave();
  };
  const complete = Boolean(draft.name.trim() && draft.type);
  return (
    <Box
      role="group"
      aria-labelledby={`${id}_heading`}
      onKeyDown={onKeyDown}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={`${id}_heading`} variant="subtitle1" gutterBottom>
        {translate(`templatebuilder.mode.${mode}`, { name: draft.name })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          id={`${id}_name`}
          label={translate('templatebuilder.field.name')}
          required
          value={draft.name}
          error={Boolean(nameError)}
          helperText={nameError ? translate(nameError) : translate('templatebuilder.help.name')}
          onChange={(e) => set({ name: e.target.value })}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
        />
        <TextField
          id={`${id}_title`}
          label={translate('templatebuilder.field.title')}
          value={draft.title}
          onChange={(e) => set({ title: e.target.value })}
        />
        <SelectField
          id={`${id}_type`}
          label={translate('templatebuilder.field.type')}
          required
          value={draft.type}
          choices={CONTROL_TYPES.map((t) => ({ value: t, label: translate(`templatebuilder.type.${t}`) }))}
          onChange={(type) => onChange(forType({ ...draft, type }))}
        />
        <TextField
          id={`${id}_default`}
          label={translate('templatebuilder.field.default')}
          value={draft.default ?? ''}
          onChange={(e) => set({ default: e.target.value })}
        />
        {isFileType(draft.type) && (
          <TextField
            id={`${id}_directory`}
            label={translate('templatebuilder.field.directory')}
            value={draft.directory ?? ''}
            onChange={(e) => set({ directory: e.target.value })}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        )}
        {draft.type === 'componentlist' && (
          <ComponentNameField
            id={`${id}_componentname`}
            value={draft.componentname ?? ''}
            onChange={(componentname) => set({ componentname })}
          />
        )}
      </Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
        {flag('required')}
        {flag('translate')}
        {flag('actived')}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" disabled={!complete} onClick={onSave}>
          {translate('templatebuilder.action.save')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {translate('templatebuilder.action.cancel')}
        </Button>
        {hasOptions(draft.type) && (
          <Button size="small" variant="outlined" startIcon={<ListIcon />} onClick={onOptions}>
            {translate('templatebuilder.action.options', { count: draft.options?.length ?? 0 })}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
