import { Card, CardContent, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocale, usePermissions, useTranslate, type RaRecord } from 'react-admin';
import { formatInteger } from '../../format';
import { Link as RouterLink } from 'react-router-dom';
import { api } from '../../http';
import { recordPath } from '../../routes';
import type { EntitySchema } from '../../schema';

interface MediaUse {
  entity: string;
  resource: string;
  id: number;
  title: string;
  fields: string[];
}

/**
 * Where the picture is used (GET /api/media/{id}/usage): each record with the fields holding it, a link to the
 * record where the caller may open it. Replacing the picture changes all of them; while there are any, it stays.
 */
export default function MediaUsage({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<EntitySchema[]>();
  const locale = useLocale();
  const comma = locale === 'fa' ? '، ' : ', ';
  const { data, isPending } = useQuery({
    queryKey: ['media-usage', record.id, record.file],
    queryFn: async () => (await api<MediaUse[]>(`/api/media/${record.id}/usage`)).json,
  });
  const schemaOf = (resource: string) => permissions?.find((e) => e.resource === resource);
  return (
    <Card sx={{ mt: 2 }} data-testid="media-usage">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('dashboard.media.usage')}
        </Typography>
        {isPending ? (
          <Skeleton width="40%" />
        ) : !data?.length ? (
          <Typography color="text.secondary">{translate('dashboard.media.unused')}</Typography>
        ) : (
          <>
            <Typography color="text.secondary" variant="body2">
              {translate('dashboard.media.usedby', {
                smart_count: data.length,
                count: formatInteger(data.length, locale),
              })}
            </Typography>
            <List dense>
              {data.map((use) => {
                const schema = schemaOf(use.resource);
                const path = schema && recordPath(schema, use.id);
                const kind = schema ? translate(schema.label, { smart_count: 1, _: schema.name }) : use.entity;
                const fields = use.fields
                  .map((f) => {
                    const [name, lang] = f.split('.');
                    const label = translate(`resources.${use.resource}.fields.${name}`, { _: name });
                    return lang ? `${label} (${translate(`enums.language.${lang}`, { _: lang })})` : label;
                  })
                  .join(comma);
                return (
                  <ListItem key={`${use.resource}-${use.id}`} disableGutters>
                    <ListItemText
                      primary={
                        path ? (
                          <Link component={RouterLink} to={path}>
                            {use.title}
                          </Link>
                        ) : (
                          use.title
                        )
                      }
                      secondary={`${kind} · ${fields}`}
                    />
                  </ListItem>
                );
              })}
            </List>
          </>
        )}
      </CardContent>
    </Card>
  );
}
