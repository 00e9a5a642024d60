// Pure layout rules, with no import of the dashboard's modules (the unit tests read them as they are).

/** One section of a form, as the entity file's layout gives it. */
export interface Section {
  label?: string;
  tab?: string;
  columns?: 1 | 2 | 3;
  fields: string[];
}

/** What the layout reads of a field's schema. */
export interface LaidOutField {
  readOnly?: boolean;
  format?: string;
  maxLength?: number;
  'x-widget'?: string;
  'x-multiselect'?: unknown;
  'x-upload'?: { count?: number };
  'x-editmode'?: string;
  'x-localized'?: boolean;
}

/** A tab of a form: its label key ('' for the first tab when the layout names none) and its sections. */
export interface FormTab {
  key: string;
  sections: Section[];
}

/** How many columns a section has on wide screens when its file does not say. */
export const DEFAULT_COLUMNS = 2;

/**
 * The fields a form shows for a new record or an existing one: not the platform's own (`system`), and read-only
 * ones only on an existing record (they have nothing to show before). Write-only fields are shown, as empty inputs.
 */
export const formFields = (
  fields: Record<string, LaidOutField>,
  mode: 'create' | 'update',
  system: readonly string[],
): string[] =>
  Object.entries(fields)
    .filter(([name, spec]) => !system.includes(name) && !(spec.readOnly && mode === 'create'))
    .filter(([, spec]) => !(spec['x-editmode'] === 'create' && mode === 'update'))
    .map(([name]) => name);

/**
 * The layout's sections holding only the given fields, in the layout's order, and a last one with the fields no
 * section names; sections left empty are dropped.
 *
 * @example formSections([{ fields: ['a', 'b'] }], ['b', 'c']) // [{ fields: ['b'] }, { fields: ['c'] }]
 */
export function formSections(layout: Section[], fields: string[]): Section[] {
  const shown = new Set(fields);
  const placed = new Set(layout.flatMap((s) => s.fields));
  const rest = fields.filter((f) => !placed.has(f));
  return [...layout.map((s) => ({ ...s, fields: s.fields.filter((f) => shown.has(f)) })), { fields: rest }].filter(
    (s) => s.fields.length > 0,
  );
}

/** The tab a section is on: its own, else the first section's (sections without a tab share the first tab). */
export const tabOf = (sections: Section[], section: Section): string => section.tab ?? sections[0]?.tab ?? '';

/** The form's tabs in the order they first appear. */
export function formTabs(sections: Section[]): FormTab[] {
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
export const tabOfField = (sections: Section[], field: string): string | undefined => {
  const section = sections.find((s) => s.fields.includes(field));
  return section && tabOf(sections, section);
};

const WIDE_WIDGETS = ['richtext', 'location', 'template', 'tree', 'area', 'selectabletable'];

/** Fields that take a whole row: rich and long text, text in every language, maps, trees, pickers, galleries. */
export const isWide = (spec: LaidOutField | undefined): boolean =>
  Boolean(
    spec &&
    (spec.format === 'html' ||
      spec.format === 'location' ||
      spec['x-localized'] ||
      WIDE_WIDGETS.includes(spec['x-widget'] ?? '') ||
      spec['x-multiselect'] ||
      (spec['x-upload']?.count ?? 1) > 1 ||
      (spec.maxLength ?? 0) > 1000),
  );
