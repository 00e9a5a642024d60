import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { addOption, removeOption } from './template';

interface Props {
  id: string;
  /** The control whose options these are. */
  name: string;
  options: string[];
  onDone(options: string[]): void;
  onCancel(): void;
}

/**
 * The options of a select, radio or multicheck control (the builder's list mode). Changes are kept aside until
 * they are applied, so cancel leaves the control's options as they were.
 */
export function OptionEditor({ id, name, options: initial, onDone, onCancel }: Props) {
  const translate = useTranslate();
  const [options, setOptions] = useState(initial);
  const [option, setOption] = useState('');
  const add = () => {
    setOptions((current) => addOption(current, option));
    setOption('');
  };
  // Enter adds the option rather than submitting the record form around the builder.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  return (
    <Box
      role="group"
      aria-labelledby={`${id}_heading`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={`${id}_heading`} variant="subtitle1" gutterBottom>
        {translate('templatebuilder.mode.list', { name })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center' }}>
        <TextField
          id={`${id}_option`}
          sx={{ flex: 1, maxWidth: 400 }}
          label={translate('templatebuilder.field.option')}
          value={option}
          onChange={(e) => setOption(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ flexShrink: 0 }}>
          {translate('templatebuilder.action.addoption')}
        </Button>
      </Stack>
      {options.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('templatebuilder.nooptions')}
        </Typography>
      ) : (
        <List dense aria-label={translate('templatebuilder.field.options')}>
          {options.map((o, i) => (
            <ListItem
              key={o}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={translate('templatebuilder.action.removeoption', { option: o })}
                  onClick={() => setOptions((current) => removeOption(current, i))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText primary={o} />
            </ListItem>
          ))}
        </List>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2 }}>
        <Button variant="contained" size="small" onClick={() => onDone(options)}>
          {translate('templatebuilder.action.done')}
        </Button>
        <Button size="small" onClick={onCancel}>
          {translate('templatebuilder.action.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
