import { attributeValue, translatedChoice } from './product-attributes.js';

describe('an attribute value in the specification table', () => {
  test('text as stored; a switch as a flag; checkboxes listed; rich text cleaned; files and blanks left out', () => {
    expect(attributeValue(1, ' Wool ')).toEqual({ value: 'Wool', kind: 'text' });
    expect(attributeValue(2, 12)).toEqual({ value: '12', kind: 'text' });
    expect(attributeValue(5, 'true')).toEqual({ value: 'true', kind: 'flag' });
    expect(attributeValue(5, 'no')).toEqual({ value: 'false', kind: 'flag' });
    expect(attributeValue(21, '|Red|Blue|')).toEqual({ value: 'Red, Blue', kind: 'text' });
    expect(attributeValue(21, '||')).toBeNull();
    expect(attributeValue(4, '<p>Hand <b>knotted</b><script>alert(1)</script></p>')).toEqual({
      value: '<p>Hand <b>knotted</b></p>',
      kind: 'html',
    });
    expect(attributeValue(6, 'a.png')).toBeNull();
    expect(attributeValue(11, '')).toBeNull();
    expect(attributeValue(11, null)).toBeNull();
  });
});

describe('a chosen value in the reader’s language', () => {
  const names = new Map([
    ['Black', 'مشکی'],
    ['مشکی', 'مشکی'],
    ['Dual SIM', 'دو سیم\u200cکارت'],
  ]);

  test('a drop-down or radio value, and each of a multi-checkbox’s, is named in the language read', () => {
    expect(translatedChoice(11, 'Dual SIM', names)).toBe('دو سیم\u200cکارت');
    expect(translatedChoice(22, 'مشکی', names)).toBe('مشکی');
    expect(translatedChoice(21, '|Black|Blue|', names)).toBe('|مشکی|Blue|');
    expect(attributeValue(21, translatedChoice(21, '|Black|Blue|', names))).toEqual({
      value: 'مشکی, Blue',
      kind: 'text',
    });
  });

  test('a name not among the values, a control without values, or no values at all leave the text as stored', () => {
    expect(translatedChoice(11, 'Graphite', names)).toBe('Graphite');
    expect(translatedChoice(1, 'Black', names)).toBe('Black');
    expect(translatedChoice(11, 'Black', undefined)).toBe('Black');
    expect(translatedChoice(5, true, names)).toBe(true);
  });
});
