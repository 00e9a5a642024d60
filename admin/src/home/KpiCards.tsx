import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useLocaleState, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EntitySchema } from '../schema';
import { figureLink, figureText, type KpiFigure } from './figures';

function FigureCard({ figure, link }: { figure: KpiFigure; link?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const content = (
    <CardContent>
      <Typography component="h3" variant="subtitle2" color="text.secondary">
        {translate(figure.label, { _: figure.name })}
      </Typography>
      <Typography variant="h5" component="p" data-testid="kpi-value" sx={{ my: 0.5, fontWeight: 500 }}>
        {figureText(figure, locale)}
      </Typography>
      {figure.since !== 'all' && (
        <Typography variant="caption" color="text.secondary">
          {translate(`dashboard.kpi.since.${figure.since}`)}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card data-testid={`kpi-${figure.name}`} sx={{ height: '100%' }}>
      {link ? (
        <CardActionArea component={Link} to={link} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

/** The home's figures as cards, each leading to the list of the records it counts. */
export function KpiCards({ figures }: { figures: KpiFigure[] }) {
  const { permissions } = usePermissions<EntitySchema[]>();
  return (
    <>
      {figures.map((figure) => (
        <Grid key={`${figure.entity}.${figure.name}.${figure.currency?.id ?? ''}`} size={{ xs: 6, md: 4, lg: 'grow' }}>
          <FigureCard figure={figure} link={figureLink(figure, permissions ?? [])} />
        </Grid>
      ))}
    </>
  );
}
