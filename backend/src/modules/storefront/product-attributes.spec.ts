import { attributeValue } from './product-attributes.js';

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
