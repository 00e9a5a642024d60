import SaveIcon from '@mui/icons-material/Save';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  CreateButton,
  HttpError,
  Loading,
  Title,
  TopToolbar,
  useCreate,
  useGetList,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { useScreen } from '../../screen';
import { useDocumentTitle } from '../../useDocumentTitle';
import { useCatalogue, type SettingSpec } from './catalogue';
import { SettingInput } from './SettingInput';

interface Row {
  spec?: SettingSpec;
  name: string;
  record?: RaRecord;
}

interface Refusal {
  error?: string;
  details?: { path: string; error: string }[];
}

/**
 * The settings of a store on one screen: the settings the platform knows, grouped, each with its description and the
 * input its type needs; below them the others, as text. Changes are saved together through the generic API, which
 * checks each value against its type; a refused value keeps its input and shows the reason.
 */
export default function SettingsScreen() {
  const { entity, createPath } = useScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const [create] = useCreate();
  const title = translate(entity.label, { smart_count: 2, _: entity.name });
  useDocumentTitle(title);
  const catalogue = useCatalogue();
  const stores = useGetList('stores', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } });
  const [chosenStore, setStore] = useState<number>();
  const storeId = chosenStore ?? (stores.data?.[0]?.id as number | undefined);
  const settings = useGetList(
    entity.resource,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: { storeId } },
    { enabled: storeId !== undefined },
  );
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const rows = useMemo(() => {
    const byName = new Map((settings.data ?? []).map((r) => [r.name as string, r]));
    const known = (catalogue.data?.settings ?? []).map((spec) => ({
      spec,
      name: spec.name,
      record: byName.get(spec.name),
    }));
    const knownNames = new Set(known.map((r) => r.name));
    const others = [...byName.values()]
      .filter((r) => !knownNames.has(r.name))
      .map((record) => ({ name: record.name, record }));
    return { known, others };
  }, [catalogue.data, settings.data]);

  if (catalogue.isPending || stores.isPending || (storeId !== undefined && settings.isPending)) return <Loading />;

  // What the store holds, else what the platform uses while it holds nothing.
  const stored = (row: Row) => (row.record?.value as string | undefined) ?? row.spec?.default ?? '';
  const valueOf = (row: Row) => drafts[row.name] ?? stored(row);
  const changed = ([...rows.known, ...rows.others] as Row[]).filter(
    (row) => row.name in drafts && drafts[row.name] !== stored(row),
  );
  const reason = (row: Row, err: unknown) => {
    const body = (err instanceof HttpError ? err.body : undefined) as Refusal | undefined;
    const key = body?.details?.find((d) => d.path === '/value')?.error ?? body?.error ?? 'dashboard.notice.saveerror';
    const spec = row.spec;
    return translate(key, { min: spec?.min, max: spec?.max, choices: spec?.choices?.join(', '), _: key });
  };

  const save = async () => {
    setSaving(true);
    const refused: Record<string, string> = {};
    for (const row of changed) {
      const value = drafts[row.name];
      try {
        if (row.record)
          await update(
            entity.resource,
            {
              id: row.record.id,
              data: { name: row.name, value, storeId: row.record.storeId, version: row.record.version },
              previousData: row.record,
            },
            { mutationMode: 'pessimistic', returnPromise: true },
          );
        else await create(entity.resource, { data: { name: row.name, value, storeId } }, { returnPromise: true });
      } catch (err) {
        refused[row.name] = reason(row, err);
      }
    }
    setErrors(refused);
    setDrafts((before) => Object.fromEntries(Object.entries(before).filter(([name]) => name in refused)));
    await settings.refetch();
    setSaving(false);
    if (Object.keys(refused).length) notify('dashboard.settings.refused', { type: 'error' });
    else notify('dashboard.settings.saved', { type: 'success' });
  };

  const line = (row: Row) => {
    const label = row.spec ? translate(row.spec.label, { _: row.name }) : row.name;
    const id = `setting-${row.name.replace(/\W/g, '_')}`;
    return (
      <Box
        key={row.name}
        data-setting={row.name}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 360px)' },
          gap: { xs: 1, md: 3 },
          alignItems: 'center',
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="label" htmlFor={id}>
            {label}
          </Typography>
          {row.spec && (
            <Typography variant="body2" color="text.secondary">
              {translate(row.spec.description, { _: '' })}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="code" dir="ltr">
            {row.name}
            {row.spec && !row.record ? ` · ${translate('dashboard.settings.notset')}` : ''}
          </Typography>
        </Box>
        <SettingInput
          id={id}
          spec={row.spec}
          label={label}
          value={valueOf(row)}
          error={errors[row.name]}
          onChange={(value) => {
            setDrafts((before) => ({ ...before, [row.name]: value }));
            setErrors(({ [row.name]: _, ...rest }) => rest);
          }}
        />
      </Box>
    );
  };

  const groups = (catalogue.data?.groups ?? [])
    .map((g) => ({ ...g, rows: rows.known.filter((r) => r.spec.group === g.name) }))
    .filter((g) => g.rows.length);
  return (
    <Box sx={{ pb: 10 }} data-testid="settings-screen">
      <Title title={title} />
      <TopToolbar sx={{ alignItems: 'center' }}>
        {(stores.data?.length ?? 0) > 1 && (
          <TextField
            select
            size="small"
            label={translate('dashboard.settings.store')}
            value={storeId ?? ''}
            onChange={(e) => {
              setStore(Number(e.target.value));
              setDrafts({});
              setErrors({});
            }}
          >
            {stores.data!.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {String(s.name)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {entity.operations.includes('create') && <CreateButton to={createPath} />}
      </TopToolbar>
      <Stack spacing={2}>
        {groups.map((g) => (
          <Card key={g.name} data-group={g.name}>
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {translate(g.label, { _: g.name })}
              </Typography>
              {g.rows.map(line)}
            </CardContent>
          </Card>
        ))}
        {rows.others.length > 0 && (
          <Card data-group="other">
            <CardContent>
              <Typography variant="h6" component="h2">
                {translate('dashboard.settings.other')}
              </Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate('dashboard.settings.othernote')}
              </Typography>
              {rows.others.map(line)}
            </CardContent>
          </Card>
        )}
      </Stack>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          mt: 2,
          py: 1.5,
          bgcolor: 'background.default',
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          zIndex: 1,
        }}
      >
        <Button
          variant="contained"
          startIcon={<SaveIcon />}
          disabled={saving || changed.length === 0}
          onClick={save}
          data-testid="settings-save"
        >
          {translate('ra.action.save')}
        </Button>
        {changed.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('dashboard.settings.unsaved', { count: changed.length })}
          </Typography>
        )}
        {Object.keys(errors).length > 0 && (
          <Alert severity="error" sx={{ py: 0 }}>
            {translate('dashboard.settings.refused')}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
