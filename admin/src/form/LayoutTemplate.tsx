import { Box, Typography } from '@mui/material';
import { getUiOptions, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { DEFAULT_COLUMNS, tabOf, type Section } from './layout';

/** What the form's root passes its template (uiSchema 'ui:options'). */
export interface LayoutOptions {
  sections: Section[];
  /** The tab shown; undefined shows every section. */
  tab?: string;
  /** Fields that take a whole row. */
  wide: string[];
}

/**
 * The form's root laid out as its entity file says: titled sections, each a grid of its columns on wide screens and
 * one column on phones; wide fields span the row. Sections of other tabs stay mounted but hidden, so what was typed
 * there is kept and validated.
 */
export function LayoutTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const translate = useTranslate();
  const { sections, tab, wide } = getUiOptions(uiSchema) as unknown as LayoutOptions;
  const byName = new Map(properties.map((p) => [p.name, p]));
  return (
    <>
      {sections.map((section, i) => {
        const items = section.fields.flatMap((f) => byName.get(f) ?? []);
        if (items.length === 0) return null;
        const columns = section.columns ?? DEFAULT_COLUMNS;
        const shown = tab === undefined || tabOf(sections, section) === tab;
        return (
          <Box key={i} component="section" hidden={!shown} data-section={section.label ?? 'rest'} sx={{ mb: 3 }}>
            {section.label && (
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
                {translate(section.label)}
              </Typography>
            )}
            <Box
              sx={{
                display: 'grid',
                columnGap: 2,
                rowGap: 2.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `repeat(${columns}, minmax(0, 1fr))` },
              }}
            >
              {items.map((p) =>
                p.hidden ? (
                  p.content
                ) : (
                  <Box key={p.name} sx={{ minWidth: 0, gridColumn: wide.includes(p.name) ? '1 / -1' : undefined }}>
                    {p.content}
                  </Box>
                ),
              )}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
