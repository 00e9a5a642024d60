import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLocaleState, useTranslate } from 'react-admin';
import { isRtl } from '../language';
import { figureText, type KpiFigure } from './figures';

/** A UTC day in the reader's calendar: in full (the tooltip), or its day of the month (the axis). */
function dayLabels(locale: string) {
  const calendar = `${locale}-u-ca-${locale === 'fa' ? 'persian' : 'gregory'}`;
  const full = new Intl.DateTimeFormat(calendar, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dayOnly = new Intl.DateTimeFormat(calendar, { day: 'numeric', timeZone: 'UTC' });
  return (at: string, tick: boolean) => (tick ? dayOnly : full).format(new Date(at));
}

function FigureChart({ figure }: { figure: KpiFigure }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const rtl = isRtl(locale);
  const series = figure.series!;
  const title = translate(figure.chart?.by === 'week' ? 'dashboard.kpi.chart_week' : 'dashboard.kpi.chart', {
    label: translate(figure.label, { _: figure.name }),
  });
  const label = dayLabels(locale);
  const compact = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  return (
    <Card data-testid={`kpi-chart-${figure.name}`}>
      <CardContent>
        <Typography component="h3" variant="subtitle1">
          {title}
        </Typography>
        {/* The drawing is described by its title and the figure's value; each bar's value is in the tooltip. */}
        <div role="img" aria-label={`${title}: ${figureText(figure, locale)}`}>
          <BarChart
            height={220}
            margin={{ top: 8, bottom: 4, left: 4, right: 4 }}
            xAxis={[
              {
                scaleType: 'band',
                data: series.map((p) => p.at),
                valueFormatter: (at: string, context) => label(at, context.location === 'tick'),
                // Right to left in fa: the latest day is on the left, as the text reads.
                reverse: rtl,
              },
            ]}
            yAxis={[{ position: rtl ? 'right' : 'left', valueFormatter: (v: number) => compact.format(v), width: 48 }]}
            series={[
              {
                data: series.map((p) => Number(p.value)),
                valueFormatter: (v) => (v === null ? '' : figureText({ ...figure, value: String(v) }, locale)),
              },
            ]}
            hideLegend
          />
        </div>
      </CardContent>
    </Card>
  );
}

/** The charts of the figures that have one (drawn with MUI X Charts, loaded with this chunk when the home opens). */
export default function KpiCharts({ figures }: { figures: KpiFigure[] }) {
  return (
    <>
      {figures
        .filter((f) => f.series?.length)
        .map((figure) => (
          <Grid key={`${figure.entity}.${figure.name}.${figure.currency?.id ?? ''}`} size={{ xs: 12, md: 6 }}>
            <FigureChart figure={figure} />
          </Grid>
        ))}
    </>
  );
}
