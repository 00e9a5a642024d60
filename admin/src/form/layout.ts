import { SYSTEM_FIELDS, type EntitySchema, type FieldSchema, type SectionSchema } from '../schema';

/** A tab of a form: its label key ('' for the first tab when the layout names none) and its sections. */
export interface FormTab {
  key: string;
  sections: SectionSchema[];
}

/** How many columns a section has on wide screens when its file does not say. */
export const DEFAULT_COLUMNS = 2;

/**
 * The fields a form shows for a new record or an existing one: not the platform's own, and read-only ones only on
 * an existing record (they have nothing to show before). Write-only fields are shown, as empty inputs.
 */
export const formFields = (entity: EntitySchema, mode: 'create' | 'update'): string[] =>
  Object.entries(entity.fields)
    .filter(([name, spec]) => !SYSTEM_FIELDS.includes(name) && !(spec.readOnly && mode === 'create'))
    .filter(([, spec]) => !(spec['x-editmode'] === 'create' && mode === 'update'))
    .map(([name]) => name);

/**
 * The layout's sections holding only the given fields, in the layout's order, and a last one with the fields no
 * section names; sections left empty are dropped.
 *
 * @example formSections([{ fields: ['a', 'b'] }], ['b', 'c']) // [{ fields: ['b'] }, { fields: ['c'] }]
 */
export function formSections(layout: SectionSchema[], fields: string[]): SectionSchema[] {
  const shown = new Set(fields);
  const placed = new Set(layout.flatMap((s) => s.fields));
  const rest = fields.filter((f) => !placed.has(f));
  return [...layout.map((s) => ({ ...s, fields: s.fields.filter((f) => shown.has(f)) })), { fields: rest }].filter(
    (s) => s.fields.length > 0,
  );
}

/** The tab a section is on: its own, else the first section's (sections without a tab share the first tab). */
export const tabOf = (sections: SectionSchema[], section: SectionSchema): string =>
  section.tab ?? sections[0]?.tab ?? '';

/** The form's tabs in the order they first appear. */
export function formTabs(sections: SectionSchema[]): FormTab[] {
  const tabs: FormTab[] = [];
  for (const section of sections) {
    const key = tabOf(sections, section);
    const tab = tabs.find((t) => t.key === key);
    if (tab) tab.sections.push(section);
    else tabs.push({ key, sections: [section] });
  }
  return tabs;
}

/** The tab holding a field, if any tab does. */
export const tabOfField = (sections: SectionSchema[], field: string): string | undefined => {
  const section = sections.find((s) => s.fields.includes(field));
  return section && tabOf(sections, section);
};

const WIDE_WIDGETS = ['richtext', 'location', 'template', 'tree', 'area', 'selectabletable'];

/** Fields that take a whole row: rich and long text, maps, trees, pickers of many records, galleries. */
export const isWide = (spec: FieldSchema | undefined): boolean =>
  Boolean(
    spec &&
    (spec.format === 'html' ||
      spec.format === 'location' ||
      WIDE_WIDGETS.includes(spec['x-widget'] ?? '') ||
      spec['x-multiselect'] ||
      (spec['x-upload']?.count ?? 1) > 1 ||
      (spec.maxLength ?? 0) > 1000),
  );
