import { Alert, Card, CardContent, Chip, Grid, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Loading, Title, useGetIdentity, useLocaleState, useTranslate } from 'react-admin';
import { formatDate } from '../format';
import { KpiCards } from '../home/KpiCards';
import { useKpis } from '../home/useKpis';
import { api } from '../http';
import { useDocumentTitle } from '../useDocumentTitle';

// The charting library comes with the charts, after the cards are on screen.
const KpiCharts = lazy(() => import('../home/KpiCharts'));

interface Application {
  id: number;
  name: string;
  appVersion: string;
  description: string | null;
  sessions?: number;
  lastUsedAt?: string;
}

/**
 * The dashboard home (spec 2 §2): the figures the entity files declare (x-kpis) for what the user may see, as cards
 * and charts, then the applications the user is signed in to and the other available ones.
 */
export default function Home() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useDocumentTitle(translate('dashboard.home.title'));
  const { identity } = useGetIdentity();
  const apps = useQuery({
    queryKey: ['getMyApplications'],
    queryFn: async () =>
      (await api<{ mine: Application[]; available: Application[] }>('/api/Applications/getMyApplications')).json,
    retry: false,
  });
  const kpis = useKpis();

  const section = (kind: 'mine' | 'available', list: Application[]) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card data-testid={`apps-${kind}`}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate(`dashboard.home.${kind}`)}
          </Typography>
          {list.length === 0 ? (
            <Typography color="text.secondary">{translate(`dashboard.home.${kind}_empty`)}</Typography>
          ) : (
            <List dense>
              {list.map((app) => (
                <ListItem key={app.id} divider>
                  <ListItemText
                    primary={app.name}
                    secondary={
                      kind === 'mine'
                        ? translate('dashboard.home.signed_in', {
                            smart_count: app.sessions ?? 0,
                            date: formatDate(app.lastUsedAt, locale, true),
                          })
                        : app.description
                    }
                  />
                  <Chip size="small" label={translate('dashboard.home.version', { version: app.appVersion })} />
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Grid>
  );

  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Title title={translate('dashboard.home.title')} />
      <Grid size={12}>
        <Typography variant="h5" component="h1" data-testid="welcome">
          {translate('dashboard.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
      </Grid>
      {kpis.error && (
        <Grid size={12}>
          <Alert severity="error" data-testid="kpis-error">
            {translate('dashboard.kpi.error', { error: translate(kpis.error.message, { _: kpis.error.message }) })}
          </Alert>
        </Grid>
      )}
      {kpis.data && kpis.data.length > 0 && (
        <Grid size={12} component="section" aria-labelledby="kpi-title" container spacing={2}>
          <Grid size={12}>
            <Typography id="kpi-title" variant="h6" component="h2">
              {translate('dashboard.kpi.title')}
            </Typography>
          </Grid>
          <Grid size={12} container spacing={2}>
            <KpiCards figures={kpis.data} />
          </Grid>
          <Suspense fallback={null}>
            <Grid size={12} container spacing={2}>
              <KpiCharts figures={kpis.data} />
            </Grid>
          </Suspense>
        </Grid>
      )}
      {apps.isPending && <Loading />}
      {apps.error && (
        <Grid size={12}>
          <Alert severity="error" data-testid="apps-error">
            {translate('dashboard.home.apps_error', {
              error: translate(apps.error.message, { _: apps.error.message }),
            })}
          </Alert>
        </Grid>
      )}
      {apps.data && section('mine', apps.data.mine)}
      {apps.data && section('available', apps.data.available)}
    </Grid>
  );
}
