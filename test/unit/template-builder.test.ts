import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../backend/src/config.js';
import { flattenMessages, LANGUAGES } from '../../backend/src/common/i18n.js';
import { CONTROL_TYPES, FILE_TYPES, OPTION_TYPES } from '@saray/contracts/content-template';
import {
  addControl,
  addOption,
  DUPLICATE_NAME,
  forType,
  moveControl,
  newControl,
  normalizeName,
  parseTemplate,
  removeControl,
  removeOption,
  serializeTemplate,
  updateControl,
  type ControlDefinition,
} from '../../admin/src/builder/template.js';

// The rules of spec 3 §5 "Template builder" and the control definition of §3.
const control = (patch: Partial<ControlDefinition>): ControlDefinition => ({ ...newControl(), ...patch });
const added = (controls: ControlDefinition[], draft: ControlDefinition) => {
  const result = addControl(controls, draft);
  if (!result.ok) throw new Error(`not added: ${result.error ?? 'incomplete'}`);
  return result.controls;
};

describe('parsing a template', () => {
  test('loads a non-empty array whose first entry has a name and a type, with the defaults filled in', () => {
    expect(parseTemplate('[{"name":"title","type":"text"}]')).toEqual([
      { name: 'title', title: '', type: 'text', required: true, translate: false, actived: true },
    ]);
  });

  test('keeps stored flags and the fields of the type', () => {
    const text = JSON.stringify([
      { name: 'gallery', title: 'Gallery', type: 'multiimage', required: false, translate: true, actived: false },
      { name: 'size', type: 'select', options: ['S', 'M'], default: 'M' },
      { name: 'cards', type: 'componentlist', componentname: 'Card' },
    ]);
    expect(parseTemplate(text)).toEqual([
      {
        name: 'gallery',
        title: 'Gallery',
        type: 'multiimage',
        required: false,
        translate: true,
        actived: false,
        directory: 'DataContents',
      },
      { ...control({ name: 'size', type: 'select' }), options: ['S', 'M'], default: 'M' },
      { ...control({ name: 'cards', type: 'componentlist' }), componentname: 'Card' },
    ]);
  });

  test.each([
    ['no value', null],
    ['an empty text', ''],
    ['text that is not JSON', '{not json'],
    ['an empty array', '[]'],
    ['an object', '{"name":"a","type":"text"}'],
    ['a first entry without a type', '[{"name":"a"},{"name":"b","type":"text"}]'],
    ['a first entry without a name', '[{"type":"text"}]'],
    ['a first entry that is not an object', '["a"]'],
    ['a number', '42'],
  ])('gives an empty list for %s, without throwing', (_, value) => {
    expect(parseTemplate(value)).toEqual([]);
  });

  test('drops later entries that are not controls', () => {
    expect(parseTemplate('[{"name":"a","type":"text"},null,{"name":"b"},{"name":"c","type":"number"}]')).toEqual([
      control({ name: 'a', type: 'text' }),
      control({ name: 'c', type: 'number' }),
    ]);
  });
});

describe('control definitions', () => {
  test('a new control is required, not translated and active', () => {
    expect(newControl()).toMatchObject({ required: true, translate: false, actived: true });
  });

  test('the types of the spec, with the file-like and the option-bearing ones among them', () => {
    expect(CONTROL_TYPES).toHaveLength(24);
    expect(FILE_TYPES.every((t) => (CONTROL_TYPES as readonly string[]).includes(t))).toBe(true);
    expect(FILE_TYPES).toEqual(['file', 'image', 'video', 'multifile', 'multiimage', 'multivideo', 'multiimagevideo']);
    expect(OPTION_TYPES).toEqual(['select', 'radio', 'multicheck']);
  });

  test('a type keeps only its own fields: directory for files (DataContents by default), component, options', () => {
    const all = control({ name: 'x', directory: 'Images', componentname: 'Card', options: ['a'], default: 'd' });
    expect(forType({ ...all, type: 'image' })).toEqual({
      ...control({ name: 'x', type: 'image' }),
      directory: 'Images',
      default: 'd',
    });
    expect(forType({ ...control({ name: 'x' }), type: 'video' }).directory).toBe('DataContents');
    expect(forType({ ...all, type: 'componentlist' })).toEqual({
      ...control({ name: 'x', type: 'componentlist' }),
      componentname: 'Card',
      default: 'd',
    });
    expect(forType({ ...all, type: 'radio' })).toEqual({
      ...control({ name: 'x', type: 'radio' }),
      options: ['a'],
      default: 'd',
    });
    expect(forType({ ...all, type: 'text', default: '' })).toEqual(control({ name: 'x', type: 'text' }));
  });
});

describe('adding and changing controls', () => {
  test('the first space of a name becomes an underscore', () => {
    expect(normalizeName('hero title')).toBe('hero_title');
    expect(normalizeName('a b c')).toBe('a_b c');
    expect(added([], control({ name: ' hero title ', type: 'text' }))[0].name).toBe('hero_title');
  });

  test('nothing happens without a name or a type', () => {
    expect(addControl([], control({ name: '', type: 'text' }))).toEqual({ ok: false });
    expect(addControl([], control({ name: '   ', type: 'text' }))).toEqual({ ok: false });
    expect(addControl([], control({ name: 'a', type: '' }))).toEqual({ ok: false });
  });

  test('a name already in the template is refused with the builder error key', () => {
    const list = added([], control({ name: 'hero title', type: 'text' }));
    expect(addControl(list, control({ name: 'hero_title', type: 'number' }))).toEqual({
      ok: false,
      error: 'templatebuilder.error.controlalreadyexist',
    });
    expect(addControl(list, control({ name: 'hero title', type: 'image' }))).toEqual({
      ok: false,
      error: DUPLICATE_NAME,
    });
  });

  test('an edit replaces the control in place and may keep its own name, not take another one', () => {
    const list = added(added([], control({ name: 'a', type: 'text' })), control({ name: 'b', type: 'text' }));
    const kept = updateControl(list, 0, { ...list[0], title: 'A', type: 'toggle' });
    expect(kept).toEqual({ ok: true, controls: [control({ name: 'a', title: 'A', type: 'toggle' }), list[1]] });
    expect(updateControl(list, 0, { ...list[0], name: 'b' })).toEqual({ ok: false, error: DUPLICATE_NAME });
    expect(updateControl(list, 0, { ...list[0], name: '' })).toEqual({ ok: false });
  });

  test('removing and moving up and down; the ends stay put', () => {
    const list = ['a', 'b', 'c'].map((name) => control({ name, type: 'text' }));
    const names = (l: ControlDefinition[]) => l.map((c) => c.name);
    expect(names(moveControl(list, 1, -1))).toEqual(['b', 'a', 'c']);
    expect(names(moveControl(list, 1, 1))).toEqual(['a', 'c', 'b']);
    expect(moveControl(list, 0, -1)).toBe(list);
    expect(moveControl(list, 2, 1)).toBe(list);
    expect(names(removeControl(list, 1))).toEqual(['a', 'c']);
    expect(names(list)).toEqual(['a', 'b', 'c']);
  });
});

describe('options', () => {
  test('an empty or a duplicate option is ignored', () => {
    let options = addOption([], 'Red');
    options = addOption(options, '');
    options = addOption(options, '   ');
    options = addOption(options, 'Red');
    options = addOption(options, ' Blue ');
    expect(options).toEqual(['Red', 'Blue']);
    expect(removeOption(options, 0)).toEqual(['Blue']);
  });
});

describe('the stored JSON text', () => {
  test('round-trips through parse', () => {
    let list: ControlDefinition[] = [];
    list = added(list, control({ name: 'hero title', title: 'Hero', type: 'text', translate: true }));
    list = added(list, control({ name: 'color', type: 'select', options: ['Red', 'Blue'], required: false }));
    list = added(list, control({ name: 'poster', type: 'image' }));
    list = added(list, control({ name: 'cards', type: 'componentlist', componentname: 'Card', actived: false }));
    const text = serializeTemplate(list);
    expect(parseTemplate(text)).toEqual(list);
    expect(JSON.parse(text)).toEqual([
      { name: 'hero_title', title: 'Hero', type: 'text', required: true, translate: true, actived: true },
      {
        name: 'color',
        title: '',
        type: 'select',
        required: false,
        translate: false,
        actived: true,
        options: ['Red', 'Blue'],
      },
      {
        name: 'poster',
        title: '',
        type: 'image',
        required: true,
        translate: false,
        actived: true,
        directory: 'DataContents',
      },
      {
        name: 'cards',
        title: '',
        type: 'componentlist',
        required: true,
        translate: false,
        actived: false,
        componentname: 'Card',
      },
    ]);
  });
});

describe('translations', () => {
  const catalogs = LANGUAGES.map((lang) =>
    flattenMessages(JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'locales', `${lang}.json`), 'utf8'))),
  );

  test('every control type and the duplicate error are named in each language', () => {
    const keys = [...CONTROL_TYPES.map((t) => `templatebuilder.type.${t}`), DUPLICATE_NAME];
    for (const catalog of catalogs) expect(keys.filter((k) => !catalog.has(k))).toEqual([]);
  });

  test('every key the builder names is translated, including those it builds from a field or a mode', () => {
    const dir = path.join(ROOT_DIR, 'admin/src/builder');
    const used = new Set(['required', 'translate', 'actived'].map((f) => `templatebuilder.field.${f}`));
    for (const mode of ['create', 'edit']) used.add(`templatebuilder.mode.${mode}`);
    for (const file of fs.readdirSync(dir)) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const m of source.matchAll(/['"`](templatebuilder(?:\.[a-z_]+)+)['"`]/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    for (const catalog of catalogs) expect([...used].filter((k) => !catalog.has(k))).toEqual([]);
  });
});
