import { Autocomplete, Box, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { EntitySchema } from '../schema';
import { formatTitle } from '../title';
import { isEmpty } from './conditions';
import { isWithin, missingParents, treeOrder, type TreeNode, type TreeRow } from './tree';
import { formValues, type FormContext } from './widgets';

/** Spec 3 §5 and §9: the search starts when the text is longer than this. */
const MIN_SEARCH = 3;
const PAGE = 50;

/**
 * A self-relation chosen from a tree (spec 3: dropdown with treeview, async search): typing more than three
 * characters searches the records; the found ones are shown with their parents above and their children below,
 * indented. The record itself and its descendants cannot be chosen as its parent.
 */
export function TreeWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, rawErrors, options } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const resource = options.resource as string;
  const template = options.template as string;
  const target = options.target as EntitySchema;
  const parentField = options.parentField as string;
  const dependsOn = options.dependsOn as string | undefined;
  const self = (props.registry.formContext as FormContext | undefined)?.recordId;
  const scope = dependsOn ? { [dependsOn]: formValues(props)[dependsOn] } : {};
  const chosen = isEmpty(value) || value === 0 ? null : Number(value);
  // What the reader is typing; null while the field shows the chosen record.
  const [typing, setTyping] = useState<string | null>(null);
  const [picked, setPicked] = useState<TreeNode | null>(null);
  const search = (typing ?? '').trim().length > MIN_SEARCH ? typing!.trim() : '';

  const toNode = (r: RaRecord): TreeNode => ({
    id: Number(r.id),
    parent: r[parentField] ? Number(r[parentField]) : null,
    title: formatTitle(template, r),
  });
  const { data: current } = useGetOne(resource, { id: chosen! }, { enabled: chosen !== null });
  const { data: found = [], isFetching } = useQuery({
    queryKey: [resource, 'tree', search, scope],
    enabled: search !== '',
    queryFn: async (): Promise<TreeNode[]> => {
      const sort = target.list.sort;
      const pagination = { page: 1, perPage: PAGE };
      const matches = (await dataProvider.getList(resource, { filter: { ...scope, q: search }, sort, pagination }))
        .data;
      const ids = matches.map((r) => r.id);
      const children = ids.length
        ? (await dataProvider.getList(resource, { filter: { ...scope, [parentField]: ids }, sort, pagination })).data
        : [];
      let nodes = [...matches, ...children.filter((c) => !ids.includes(c.id))].map(toNode);
      // Parents up to the root, a level per request; a parent that no longer exists is asked for once.
      const asked = new Set<number>();
      const unknown = () => missingParents(nodes).filter((p) => !asked.has(p));
      for (let missing = unknown(); missing.length; missing = unknown()) {
        missing.forEach((p) => asked.add(p));
        const { data } = await dataProvider.getMany(resource, { ids: missing });
        nodes = [...nodes, ...data.map(toNode)];
      }
      return nodes;
    },
  });
  // The node just picked shows at once; a stored value shows once its record is loaded.
  const shownNode = picked?.id === chosen ? picked : current && chosen !== null ? toNode(current) : null;
  const selected: TreeRow | null = shownNode ? { node: shownNode, depth: 0 } : null;
  const rows = search ? treeOrder(found) : selected ? [selected] : [];

  return (
    <Autocomplete<TreeRow>
      id={id}
      options={rows}
      value={selected}
      inputValue={typing ?? selected?.node.title ?? ''}
      loading={isFetching}
      disabled={disabled || readonly}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.node.id === b.node.id}
      getOptionLabel={(r) => r.node.title}
      getOptionDisabled={(r) => self !== undefined && isWithin(found, r.node, Number(self))}
      onInputChange={(_, v, reason) => reason === 'input' && setTyping(v)}
      onChange={(_, r) => {
        setTyping(null);
        setPicked(r?.node ?? null);
        onChange(r ? r.node.id : null);
      }}
      onBlur={() => setTyping(null)}
      noOptionsText={translate('dashboard.form.treesearch', { count: MIN_SEARCH + 1 })}
      loadingText={translate('ra.page.loading')}
      renderOption={({ key, ...attrs }, r) => (
        <Box component="li" key={key} {...attrs} data-depth={r.depth} sx={{ pl: `${16 + r.depth * 24}px !important` }}>
          {r.node.title}
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={Boolean(rawErrors?.length)}
          placeholder={selected ? undefined : translate('ra.action.search')}
        />
      )}
    />
  );
}
