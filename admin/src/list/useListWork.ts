import { useEffect, useRef, useState } from 'react';
import { useStore, type ListControllerResult } from 'react-admin';
import type { EntitySchema } from '../schema';
import type { ExportQuery } from './ExportMenu';
import type { ListView } from './SavedViews';
import type { Selection } from './BulkBar';

/**
 * The state of a list's daily work beside react-admin's own (filter, sort, page and ticked rows, which it keeps in
 * the address and its store): the columns chosen for this screen (kept in the browser's store, and in saved views),
 * whether every matching row is selected, and what an export or a saved view takes from the list.
 */
export function useListWork(
  entity: EntitySchema,
  base: string,
  list: ListControllerResult,
  pinned: Record<string, unknown>,
) {
  const [chosen, setChosen] = useStore<string[] | undefined>(`columns.${base}`, undefined);
  const [allMatching, setAllMatching] = useState(false);
  const known = (f: string) => f in entity.fields || entity.list.columns.includes(f);
  const columns = chosen?.filter(known).length ? chosen.filter(known) : entity.list.columns;

  // Another filter is another set of rows: what was ticked under the last one is let go.
  const filterKey = JSON.stringify(list.filterValues);
  const unselect = useRef(list.onUnselectItems);
  unselect.current = list.onUnselectItems;
  useEffect(() => {
    setAllMatching(false);
    unselect.current();
  }, [filterKey]);

  const selection: Selection = { ids: list.selectedIds, allMatching };
  const query: ExportQuery = {
    filter: { ...list.filterValues, ...pinned },
    sort: list.sort,
    columns: columns.filter((c) => c in entity.fields),
  };
  const view: ListView = { filter: list.filterValues, sort: list.sort, columns: chosen ?? null };
  return {
    columns,
    setColumns: setChosen,
    selection,
    query,
    view,
    checks: {
      selected: list.selectedIds,
      onChange: (ids: ListControllerResult['selectedIds']) => {
        setAllMatching(false);
        list.onSelect(ids);
      },
    },
    selectAll: () => setAllMatching(true),
    clearSelection: () => {
      setAllMatching(false);
      list.onUnselectItems();
    },
    pick: (picked: ListView) => {
      list.setFilters(picked.filter ?? {}, undefined);
      if (picked.sort) list.setSort(picked.sort);
      setChosen(picked.columns ?? undefined);
    },
  };
}
