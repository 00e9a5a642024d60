import FilterIcon from '@mui/icons-material/FilterList';
import { Box, Chip, Popover, useTheme } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useGetOne, useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { localDigits } from '../format';
import { showDate } from './typedDate';
import { fieldLabel, type EntitySchema } from '../schema';
import { FilterEditor, useChoiceLabel } from './FilterEditors';
import { filterKind, isActive, rangeOf, withoutFilter, type FilterKind, type FilterValues } from './filterModel';
import { recordTitle } from './recordTitle';

interface Filter {
  name: string;
  kind: FilterKind;
  label: string;
}

/** A related record's title, read once per record shown. */
function RelationTitle({ entity, name, id }: { entity: EntitySchema; name: string; id: unknown }) {
  const { permissions } = usePermissions<EntitySchema[]>();
  const target = permissions?.find((e) => e.name === entity.fields[name]['x-relation']?.entity);
  const { data } = useGetOne(target?.resource ?? '', { id: id as string }, { enabled: Boolean(target) });
  return <>{data && target ? recordTitle(target.title, data) : `#${String(id)}`}</>;
}

/** What a set filter holds, in a few words: the chosen labels, yes or no, a range, a record's title. */
function Summary({ entity, filter, values }: { entity: EntitySchema; filter: Filter; values: FilterValues }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const choice = useChoiceLabel(entity, filter.name);
  const { name, kind } = filter;
  switch (kind) {
    case 'choice': {
      const chosen = ([] as unknown[]).concat(values[name]).map(choice);
      const list = chosen.slice(0, 2).join(locale === 'fa' ? '، ' : ', ');
      return <>{chosen.length > 2 ? `${list} +${chosen.length - 2}` : list}</>;
    }
    case 'boolean':
      return <>{translate(values[name] === true ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
    case 'relation':
      return <RelationTitle entity={entity} name={name} id={values[name]} />;
    case 'text':
      return <>{String(values[name])}</>;
    default: {
      const [from, to] = rangeOf(values, kind, name).map((v) =>
        v ? localDigits(kind !== 'number' ? showDate(v, locale === 'fa', false) : String(v), locale) : v,
      );
      // Each end is kept whole; the page's direction orders them (from first, on the right in Persian).
      if (from && to)
        return (
          <>
            <bdi>{from}</bdi> – <bdi>{to}</bdi>
          </>
        );
      return (
        <>
          {translate(from ? 'dashboard.list.from' : 'dashboard.list.to')} <bdi>{from ?? to}</bdi>
        </>
      );
    }
  }
}

/**
 * The list's filters as a row of compact chips, one per filter the entity file declares (x-list.filters): a set
 * filter shows what it holds and clears with its cross; a chip opens its editor beside it. The values are the list's
 * filter, which react-admin keeps in the address (shareable, and the back button steps through them).
 */
export function FilterBar({
  entity,
  values,
  onChange,
}: {
  entity: EntitySchema;
  values: FilterValues;
  onChange(values: FilterValues): void;
}) {
  const translate = useTranslate();
  const { permissions } = usePermissions<EntitySchema[]>();
  const [open, setOpen] = useState<{ filter: Filter; anchor: HTMLElement }>();
  // A popover is placed by physical sides: it opens from the chip's start, right in Persian.
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const listable = (name: string) => Boolean(permissions?.find((e) => e.name === name)?.operations.includes('list'));
  const filters: Filter[] = entity.list.filters.flatMap((name) => {
    const kind = filterKind(entity, name, listable);
    return kind ? [{ name, kind, label: translate(fieldLabel(entity, name), { _: name }) }] : [];
  });
  if (filters.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={translate('dashboard.list.filters')}
      data-testid="filter-bar"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
    >
      <FilterIcon fontSize="small" color="action" aria-hidden />
      {filters.map((filter) => {
        const active = isActive(values, filter.kind, filter.name);
        return (
          <Chip
            key={filter.name}
            data-testid={`filter-${filter.name}`}
            size="small"
            color={active ? 'primary' : 'default'}
            variant={active ? 'filled' : 'outlined'}
            label={
              active ? (
                <>
                  {filter.label}: <Summary entity={entity} filter={filter} values={values} />
                </>
              ) : (
                filter.label
              )
            }
            onClick={(e: MouseEvent<HTMLElement>) => setOpen({ filter, anchor: e.currentTarget })}
            onDelete={active ? () => onChange(withoutFilter(values, filter.kind, filter.name)) : undefined}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
      <Popover
        open={Boolean(open)}
        anchorEl={open?.anchor}
        onClose={() => setOpen(undefined)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        slotProps={{ paper: { sx: { p: 2, maxWidth: 'calc(100vw - 32px)' }, 'aria-label': open?.filter.label } }}
      >
        {open && (
          <FilterEditor
            key={open.filter.name}
            entity={entity}
            {...open.filter}
            values={values}
            onChange={(next, done) => {
              onChange(next);
              if (done) setOpen(undefined);
            }}
          />
        )}
      </Popover>
    </Box>
  );
}
