import CheckedIcon from '@mui/icons-material/CheckBox';
import UncheckedIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ColumnsIcon from '@mui/icons-material/ViewColumn';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fieldLabel, type EntitySchema } from '../schema';

const shown = (field: EntitySchema['fields'][string]) => {
  const types = ([] as unknown[]).concat(field.type);
  return !field.writeOnly && !types.includes('object') && !types.includes('array') && field.format !== 'json';
};

/** Every column a list can show: the file's list columns first, then the entity's other fields. */
export const columnChoices = (entity: EntitySchema): string[] => [
  ...entity.list.columns,
  ...Object.keys(entity.fields).filter(
    (f) => !entity.list.columns.includes(f) && f !== 'version' && shown(entity.fields[f]),
  ),
];

/**
 * Shows and hides the list's columns: a menu of every field with a check box, and a way back to the file's own
 * columns. At least one column stays.
 */
export function ColumnChooser({
  entity,
  visible,
  onChange,
}: {
  entity: EntitySchema;
  visible: string[];
  onChange(columns: string[] | undefined): void;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choices = columnChoices(entity);
  const toggle = (field: string) => {
    const next = visible.includes(field) ? visible.filter((f) => f !== field) : [...visible, field];
    // The columns keep the order of the choices, whatever order they were ticked in.
    if (next.length) onChange(choices.filter((f) => next.includes(f)));
  };
  return (
    <>
      <Button size="small" startIcon={<ColumnsIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {translate('dashboard.list.columns')}
      </Button>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420 } } }}
      >
        {choices.map((field) => (
          <MenuItem
            key={field}
            dense
            role="menuitemcheckbox"
            aria-checked={visible.includes(field)}
            onClick={() => toggle(field)}
            data-column={field}
          >
            <ListItemIcon>
              {visible.includes(field) ? (
                <CheckedIcon fontSize="small" color="primary" />
              ) : (
                <UncheckedIcon fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText>{translate(fieldLabel(entity, field), { _: field })}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem dense onClick={() => onChange(undefined)}>
          {translate('dashboard.list.defaultcolumns')}
        </MenuItem>
      </Menu>
    </>
  );
}
