import fc from 'fast-check';
import { applyMask, caretAfter, maskDigits } from '../../admin/src/form/mask.js';
import { isWithin, missingParents, treeOrder, type TreeNode } from '../../admin/src/form/tree.js';

const PHONE = '(999) 999-9999';

describe('a masked input', () => {
  test.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
  ])('the digits %j are shown as %j', (digits, shown) => {
    expect(applyMask(PHONE, digits)).toBe(shown);
  });

  test('what is typed or pasted keeps its digits only, as many as the mask takes', () => {
    expect(maskDigits(PHONE, '(555) 123-4567 ext. 89')).toBe('5551234567');
    expect(maskDigits(PHONE, '+1 555.123.4567')).toBe('1555123456');
    expect(maskDigits(PHONE, '۵۵۵۱۲۳۴۵۶۷')).toBe('5551234567');
  });

  test('formatting what it shows again changes nothing: the shown text always stands for the stored digits', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const digits = maskDigits(PHONE, typed);
        const shown = applyMask(PHONE, digits);
        expect(maskDigits(PHONE, shown)).toBe(digits);
        expect(applyMask(PHONE, maskDigits(PHONE, shown))).toBe(shown);
      }),
    );
  });

  test('the caret stays after the same digit when formatting moves the text', () => {
    expect(caretAfter('(555) 123', 4)).toBe(7);
    expect(caretAfter('(555) 123', 3)).toBe(4);
    expect(caretAfter('(555) 123', 0)).toBe(1);
    expect(caretAfter('', 0)).toBe(0);
  });
});

describe('a tree of records', () => {
  const node = (id: number, parent: number | null, title: string): TreeNode => ({ id, parent, title });
  const nodes = [
    node(3, 1, 'Sneakers'),
    node(1, null, 'Footwear'),
    node(4, 3, 'Trail sneakers'),
    node(2, 1, 'Boots'),
    node(5, null, 'Bags'),
  ];

  test('each parent comes before its children, by title, one level deeper', () => {
    expect(treeOrder(nodes).map((r) => [r.node.title, r.depth])).toEqual([
      ['Bags', 0],
      ['Footwear', 0],
      ['Boots', 1],
      ['Sneakers', 1],
      ['Trail sneakers', 2],
    ]);
  });

  test('a node whose parent is not loaded is shown as a root, and that parent is what to fetch', () => {
    const found = [node(4, 3, 'Trail sneakers'), node(6, 5, 'Backpacks'), node(5, null, 'Bags')];
    expect(treeOrder(found).map((r) => r.node.title)).toEqual(['Bags', 'Backpacks', 'Trail sneakers']);
    expect(missingParents(found)).toEqual([3]);
    expect(missingParents(nodes)).toEqual([]);
  });

  test('a record cannot take itself or anything below it as its parent', () => {
    expect(isWithin(nodes, nodes[2], 1)).toBe(true);
    expect(isWithin(nodes, nodes[1], 1)).toBe(true);
    expect(isWithin(nodes, nodes[3], 3)).toBe(false);
    expect(isWithin(nodes, nodes[4], 1)).toBe(false);
  });
});
