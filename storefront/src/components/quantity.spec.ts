import { clampQuantity } from './quantity';
import { thumbnailAfter } from './ProductGallery';

describe('a quantity stepper', () => {
  test.each([
    ['7', 1, 5, 2, 5],
    ['0', 1, 5, 2, 1],
    ['-3', 1, null, 2, 1],
    ['40', 1, null, 2, 40],
    ['2.6', 1, 9, 1, 3],
    ['', 1, 9, 4, 4],
    ['abc', 1, 9, 4, 4],
    ['۳', 1, 9, 1, 3],
    [3, 2, 1, 1, 2],
  ] as const)('%p within %p..%p (now %p) is %p', (typed, min, max, current, expected) => {
    expect(clampQuantity(typed, min, max, current)).toBe(expected);
  });
});

describe('the gallery’s keys', () => {
  test('arrows follow the reading direction and wrap; Home and End go to the ends', () => {
    expect(thumbnailAfter('ArrowRight', 0, 3, false)).toBe(1);
    expect(thumbnailAfter('ArrowRight', 0, 3, true)).toBe(2);
    expect(thumbnailAfter('ArrowLeft', 0, 3, true)).toBe(1);
    expect(thumbnailAfter('ArrowLeft', 0, 3, false)).toBe(2);
    expect(thumbnailAfter('End', 0, 3, false)).toBe(2);
    expect(thumbnailAfter('Home', 2, 3, true)).toBe(0);
    expect(thumbnailAfter('Enter', 1, 3, false)).toBeNull();
  });
});
