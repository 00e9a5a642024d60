import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ControlEditor } from './ControlEditor';
import { ControlTable } from './ControlTable';
import { OptionEditor } from './OptionEditor';
import {
  addControl,
  moveControl,
  newControl,
  parseTemplate,
  removeControl,
  serializeTemplate,
  updateControl,
  type ControlDefinition,
} from './template';

/**
 * What the builder shows (spec 3 §4): the list (idle), a control being written (create, or edit of the control at
 * index), or that control's options (list). Index -1 is a control not added yet.
 */
type State =
  { mode: 'idle' } | { mode: 'create' | 'edit' | 'list'; index: number; draft: ControlDefinition; error?: string };

const IDLE: State = { mode: 'idle' };

/**
 * The template builder of spec 3: a content template's controls, kept in the field as JSON text. Controls are
 * added, edited, removed and reordered here; the field changes with each saved control, and the record with the form.
 */
export function TemplateBuilderWidget({ id, label, value, onChange, disabled, readonly }: WidgetProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const controls = useMemo(() => parseTemplate(value), [value]);
  const [state, setState] = useState<State>(IDLE);
  const locked = Boolean(disabled || readonly);
  const store = (next: ControlDefinition[]) => onChange(next.length ? serializeTemplate(next) : null);

  const save = () => {
    if (state.mode === 'idle') return;
    const result =
      state.index < 0 ? addControl(controls, state.draft) : updateControl(controls, state.index, state.draft);
    if (result.ok) {
      store(result.controls);
      setState(IDLE);
    } else if (result.error) {
      setState({ ...state, error: result.error });
      notify(result.error, { type: 'error' });
    }
  };
  const back = (index: number) => (index < 0 ? 'create' : 'edit');

  let body;
  if (locked || state.mode === 'idle')
    body = (
      <ControlTable
        controls={controls}
        locked={locked}
        onEdit={(index) => setState({ mode: 'edit', index, draft: controls[index] })}
        onRemove={(index) => store(removeControl(controls, index))}
        onMove={(index, step) => store(moveControl(controls, index, step))}
      />
    );
  else if (state.mode === 'list')
    body = (
      <OptionEditor
        id={`${id}_options`}
        name={state.draft.name}
        options={state.draft.options ?? []}
        onDone={(options) => setState({ ...state, mode: back(state.index), draft: { ...state.draft, options } })}
        onCancel={() => setState({ ...state, mode: back(state.index) })}
      />
    );
  else
    body = (
      <ControlEditor
        id={`${id}_control`}
        mode={state.mode}
        draft={state.draft}
        nameError={state.error}
        // A changed name is checked again on save.
        onChange={(draft) =>
          setState({ ...state, draft, error: draft.name === state.draft.name ? state.error : undefined })
        }
        onSave={save}
        onCancel={() => setState(IDLE)}
        onOptions={() => setState({ ...state, mode: 'list' })}
      />
    );

  return (
    <Box sx={{ my: 1 }} data-template-builder={id} data-mode={locked ? 'idle' : state.mode}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        {!locked && state.mode === 'idle' && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setState({ mode: 'create', index: -1, draft: newControl() })}
          >
            {translate('templatebuilder.action.add')}
          </Button>
        )}
      </Stack>
      {body}
    </Box>
  );
}
