import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { ControlDefinition } from './template';

interface Props {
  controls: ControlDefinition[];
  locked?: boolean;
  onEdit(index: number): void;
  onRemove(index: number): void;
  onMove(index: number, step: -1 | 1): void;
}

/** A row command: an icon with its translated name, read aloud and shown on hover. */
function Command(props: { label: string; icon: ReactElement; disabled?: boolean; onClick(): void }) {
  const button = (
    <IconButton size="small" aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
      {props.icon}
    </IconButton>
  );
  // A disabled button fires no hover events; the tooltip needs a live element around it.
  return <Tooltip title={props.label}>{props.disabled ? <span>{button}</span> : button}</Tooltip>;
}

/** The template's controls in their order, with edit, delete and move commands (the builder's idle mode). */
export function ControlTable({ controls, locked, onEdit, onRemove, onMove }: Props) {
  const translate = useTranslate();
  const yesNo = (v: boolean) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  if (controls.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('templatebuilder.empty')}
      </Typography>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('templatebuilder.mode.idle')}>
        <TableHead>
          <TableRow>
            {['name', 'title', 'type', 'required', 'translate', 'actived'].map((f) => (
              <TableCell key={f}>{translate(`templatebuilder.field.${f}`)}</TableCell>
            ))}
            {!locked && <TableCell>{translate('templatebuilder.field.commands')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {controls.map((c, i) => (
            <TableRow key={c.name} data-control={c.name}>
              <TableCell dir="ltr">{c.name}</TableCell>
              <TableCell>{c.title}</TableCell>
              <TableCell>{translate(`templatebuilder.type.${c.type}`, { _: c.type })}</TableCell>
              <TableCell>{yesNo(c.required)}</TableCell>
              <TableCell>{yesNo(c.translate)}</TableCell>
              <TableCell>{yesNo(c.actived)}</TableCell>
              {!locked && (
                <TableCell padding="none">
                  <Stack direction="row">
                    <Command
                      label={translate('templatebuilder.action.edit', { name: c.name })}
                      icon={<EditIcon fontSize="small" />}
                      onClick={() => onEdit(i)}
                    />
                    <Command
                      label={translate('templatebuilder.action.delete', { name: c.name })}
                      icon={<DeleteIcon fontSize="small" color="error" />}
                      onClick={() => onRemove(i)}
                    />
                    <Command
                      label={translate('templatebuilder.action.moveup', { name: c.name })}
                      icon={<ArrowUpwardIcon fontSize="small" />}
                      disabled={i === 0}
                      onClick={() => onMove(i, -1)}
                    />
                    <Command
                      label={translate('templatebuilder.action.movedown', { name: c.name })}
                      icon={<ArrowDownwardIcon fontSize="small" />}
                      disabled={i === controls.length - 1}
                      onClick={() => onMove(i, 1)}
                    />
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
