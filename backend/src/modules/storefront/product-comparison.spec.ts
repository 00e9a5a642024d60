import { compareIds } from './product-comparison.js';

describe('the ids a comparison asks for', () => {
  test('whole numbers above zero, each once, in the order given, four at most', () => {
    expect(compareIds(new URLSearchParams('ids=7,x,3,7,-1,2.5,0,9,4,5'))).toEqual([7, 3, 9, 4]);
    expect(compareIds(new URLSearchParams('ids=%203%20,1e3,0x10,12'))).toEqual([3, 12]);
    expect(compareIds(new URLSearchParams('ids=1&ids=2,3'))).toEqual([1, 2, 3]);
  });

  test('none, an empty list or only junk ask for nothing; a number too long to be an id is junk', () => {
    expect(compareIds(new URLSearchParams(''))).toEqual([]);
    expect(compareIds(new URLSearchParams('ids='))).toEqual([]);
    expect(compareIds(new URLSearchParams('ids=a,,b'))).toEqual([]);
    expect(compareIds(new URLSearchParams('ids=12345678901'))).toEqual([]);
  });
});
