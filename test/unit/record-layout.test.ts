import { formFields, formSections, formTabs, isWide, tabOfField, type Section } from '../../admin/src/form/layout.js';

// How a form is laid out from its entity file's x-layout: sections in the file's order with the fields the form
// shows, the rest in a last section; tabs in the order they first appear; wide fields spanning a row.
const sections: Section[] = [
  { label: 'sections.product', tab: 'sections.general', fields: ['name', 'price', 'guid'] },
  { label: 'sections.description', fields: ['description'] },
  { label: 'sections.state', tab: 'sections.state', columns: 3, fields: ['isPaid', 'paidDate'] },
];

test('sections keep only the fields shown, and collect the unplaced ones last', () => {
  expect(formSections(sections, ['price', 'name', 'description', 'weight'])).toEqual([
    { label: 'sections.product', tab: 'sections.general', fields: ['name', 'price'] },
    { label: 'sections.description', fields: ['description'] },
    { fields: ['weight'] },
  ]);
  expect(formSections([], ['a', 'b'])).toEqual([{ fields: ['a', 'b'] }]);
});

test('sections without a tab are on the first tab; tabs come in the order they first appear', () => {
  const shown = formSections(sections, ['name', 'description', 'isPaid', 'weight']);
  expect(formTabs(shown).map((t) => [t.key, t.sections.map((s) => s.label ?? 'rest')])).toEqual([
    ['sections.general', ['sections.product', 'sections.description', 'rest']],
    ['sections.state', ['sections.state']],
  ]);
  expect(tabOfField(shown, 'description')).toBe('sections.general');
  expect(tabOfField(shown, 'isPaid')).toBe('sections.state');
  expect(tabOfField(shown, 'unknown')).toBeUndefined();
  // A layout with no tab at all is one tab.
  expect(formTabs(formSections([{ fields: ['a'] }], ['a', 'b'])).map((t) => t.key)).toEqual(['']);
});

test('a new record shows no read-only or system field; an existing one no create-only field', () => {
  const fields = {
    id: {},
    name: {},
    code: { 'x-editmode': 'create' },
    guid: { readOnly: true },
    password: {},
  };
  expect(formFields(fields, 'create', ['id'])).toEqual(['name', 'code', 'password']);
  expect(formFields(fields, 'update', ['id'])).toEqual(['name', 'guid', 'password']);
});

test('rich and long text, maps, trees, galleries and pickers of many take a whole row', () => {
  expect(isWide({ format: 'html' })).toBe(true);
  expect(isWide({ maxLength: 4000 })).toBe(true);
  expect(isWide({ 'x-widget': 'location' })).toBe(true);
  expect(isWide({ 'x-upload': { count: 5 } })).toBe(true);
  expect(isWide({ maxLength: 200, 'x-localized': true })).toBe(true);
  expect(isWide({ 'x-upload': { count: 1 } })).toBe(false);
  expect(isWide({ maxLength: 200 })).toBe(false);
  expect(isWide(undefined)).toBe(false);
});
