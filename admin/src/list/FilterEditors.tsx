import {
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { parseDate, showDate } from './typedDate';
import type { EntitySchema } from '../schema';
import {
  latinDigits,
  parseAmount,
  rangeOf,
  withoutFilter,
  withRange,
  type FilterKind,
  type FilterValues,
} from './filterModel';
import { RelationAutocomplete } from './RelationAutocomplete';

export interface EditorProps {
  entity: EntitySchema;
  name: string;
  kind: FilterKind;
  label: string;
  values: FilterValues;
  /** The list's filter with this field's filter changed; done closes the editor. */
  onChange(values: FilterValues, done?: boolean): void;
}

/** The label of an enum value: its translation when the field names a label group. */
export function useChoiceLabel(entity: EntitySchema, name: string): (v: unknown) => string {
  const translate = useTranslate();
  const labels = entity.fields[name]?.['x-labels'];
  return (v) => (labels ? translate(`enums.${labels}.${String(v)}`, { _: String(v) }) : String(v));
}

/** Choices as check boxes: any number of values, applied as each is ticked. */
function ChoiceEditor({ entity, name, values, onChange }: EditorProps) {
  const label = useChoiceLabel(entity, name);
  // Ticks show at once; the list's filter (in the address) follows a moment later.
  const [chosen, setChosen] = useState(() => ([] as unknown[]).concat(values[name] ?? []));
  const toggle = (v: unknown) => {
    const next = chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v];
    setChosen(next);
    onChange(next.length ? { ...values, [name]: next } : withoutFilter(values, 'choice', name));
  };
  return (
    <Stack sx={{ maxHeight: 320, overflowY: 'auto' }}>
      {(entity.fields[name].enum ?? []).map((v) => (
        <FormControlLabel
          key={String(v)}
          control={<Checkbox size="small" checked={chosen.includes(v)} onChange={() => toggle(v)} />}
          label={label(v)}
        />
      ))}
    </Stack>
  );
}

/** Yes, no or either. */
function BooleanEditor({ name, values, onChange }: EditorProps) {
  const translate = useTranslate();
  const current = values[name] === true ? 'true' : values[name] === false ? 'false' : 'any';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={current}
      onChange={(_, v: string | null) => {
        if (v === null) return;
        onChange(v === 'any' ? withoutFilter(values, 'boolean', name) : { ...values, [name]: v === 'true' }, true);
      }}
    >
      <ToggleButton value="true">{translate('ra.boolean.true')}</ToggleButton>
      <ToggleButton value="false">{translate('ra.boolean.false')}</ToggleButton>
      <ToggleButton value="any">{translate('dashboard.list.any')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** A related record, picked by typing its name. */
function RelationEditor({ entity, name, label, values, onChange }: EditorProps) {
  const { permissions } = usePermissions<EntitySchema[]>();
  const target = permissions?.find((e) => e.name === entity.fields[name]['x-relation']?.entity);
  if (!target) return null;
  return (
    <RelationAutocomplete
      target={target}
      label={label}
      value={values[name] as string | number | undefined}
      onChange={(id) =>
        onChange(id == null ? withoutFilter(values, 'relation', name) : { ...values, [name]: id }, true)
      }
    />
  );
}

/** Text to match exactly. */
function TextEditor({ name, label, values, onChange }: EditorProps) {
  const translate = useTranslate();
  const [text, setText] = useState(String(values[name] ?? ''));
  const apply = (e: FormEvent) => {
    e.preventDefault();
    onChange(text.trim() ? { ...values, [name]: text.trim() } : withoutFilter(values, 'text', name), true);
  };
  return (
    <Box component="form" onSubmit={apply} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField autoFocus size="small" label={label} value={text} onChange={(e) => setText(e.target.value)} />
      <Button type="submit" variant="contained" size="small">
        {translate('dashboard.list.apply')}
      </Button>
    </Box>
  );
}

/**
 * From and to (either may stay empty): days in the reader's calendar (Persian for fa), or amounts. Text that is not a
 * day or an amount is pointed out and nothing is applied.
 */
function RangeEditor({ name, kind, values, onChange }: EditorProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const persian = locale === 'fa';
  const dates = kind === 'date' || kind === 'datetime';
  const rangeKind = kind as 'date' | 'datetime' | 'number';
  const shown = rangeOf(values, rangeKind, name).map((v) => (v && dates ? showDate(v, persian, false) : (v ?? '')));
  const [texts, setTexts] = useState<string[]>(shown);
  const read = (text: string) =>
    text.trim() === '' ? '' : dates ? parseDate(latinDigits(text), persian, false) : parseAmount(text);
  const parsed = texts.map(read);
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (parsed.some((p) => p === undefined)) return;
    onChange(withRange(values, rangeKind, name, [parsed[0] || undefined, parsed[1] || undefined]), true);
  };
  const hint = dates ? 'YYYY/MM/DD' : '';
  const field = (i: 0 | 1) => (
    <TextField
      size="small"
      autoFocus={i === 0}
      label={translate(i === 0 ? 'dashboard.list.from' : 'dashboard.list.to')}
      value={texts[i]}
      placeholder={hint}
      error={parsed[i] === undefined}
      helperText={
        parsed[i] === undefined
          ? dates
            ? translate('dashboard.list.baddate', { format: hint })
            : translate('dashboard.list.badnumber')
          : ' '
      }
      onChange={(e) => setTexts(i === 0 ? [e.target.value, texts[1]] : [texts[0], e.target.value])}
      slotProps={{ htmlInput: { dir: 'ltr', inputMode: dates ? 'numeric' : 'decimal', 'data-end': i } }}
      sx={{ width: 160 }}
    />
  );
  return (
    <Box component="form" onSubmit={apply} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {field(0)}
      {field(1)}
      <Button type="submit" variant="contained" size="small" sx={{ mt: 0.5 }}>
        {translate('dashboard.list.apply')}
      </Button>
    </Box>
  );
}

const EDITORS: Record<FilterKind, (p: EditorProps) => ReactNode> = {
  choice: ChoiceEditor,
  boolean: BooleanEditor,
  relation: RelationEditor,
  text: TextEditor,
  date: RangeEditor,
  datetime: RangeEditor,
  number: RangeEditor,
};

/** The editor of one field's filter, by its kind. */
export function FilterEditor(props: EditorProps) {
  const Editor = EDITORS[props.kind];
  return <Editor {...props} />;
}
