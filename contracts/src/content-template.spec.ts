import { isBlank, isMultiFile, needsValue, readControls, readJson } from './content-template.js';

describe('reading a template', () => {
  const controls = [
    { name: 'title', type: 'text' },
    { name: 'old', type: 'text', actived: false },
    { name: 'gallery', type: 'multiimage', required: false },
  ];

  test('gives the active controls of its JSON text, or of the list itself', () => {
    expect(readControls(JSON.stringify(controls)).map((c) => c.name)).toEqual(['title', 'gallery']);
    expect(readControls(controls).map((c) => c.name)).toEqual(['title', 'gallery']);
  });

  test('opens a list wrapped in one form entry', () => {
    const wrapped = JSON.stringify([{ name: 'form', type: 'form', content: JSON.stringify(controls) }]);
    expect(readControls(wrapped).map((c) => c.name)).toEqual(['title', 'gallery']);
  });

  test.each([
    ['no value', null],
    ['text that is not JSON', '{not json'],
    ['an object', '{"name":"a","type":"text"}'],
  ])('has no controls for %s', (_, value) => {
    expect(readControls(value)).toEqual([]);
  });

  test('drops entries that are not named, typed controls', () => {
    expect(readControls('[null,{"name":"a"},{"type":"text"},{"name":"b","type":"text"}]')).toEqual([
      { name: 'b', type: 'text' },
    ]);
  });
});

test('a stored JSON text is read; other values stay as they are', () => {
  expect(readJson('{"a":1}')).toEqual({ a: 1 });
  expect(readJson('not json')).toBeUndefined();
  expect(readJson([1])).toEqual([1]);
});

test('a control needs a value when required and of a type that holds one', () => {
  expect(needsValue({ type: 'text' })).toBe(true);
  expect(needsValue({ type: 'text', required: false })).toBe(false);
  expect(needsValue({ type: 'toggle' })).toBe(false);
  expect(needsValue({ type: 'componentlist', required: true })).toBe(false);
  expect([undefined, null, '  ', []].every(isBlank)).toBe(true);
  expect([0, false, 'x', ['a']].some(isBlank)).toBe(false);
});

test('the multi-file types are the file types holding several files', () => {
  expect(['multifile', 'multiimage', 'multivideo', 'multiimagevideo'].every(isMultiFile)).toBe(true);
  expect(isMultiFile('image')).toBe(false);
  expect(isMultiFile('multicheck')).toBe(false);
});
