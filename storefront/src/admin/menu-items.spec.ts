import { menuItems, movedUp, withItem, withoutItem } from './menu-items';

const item = (id: string, parentid: string | null = null) => ({ id, title: id, link: `pages/${id}`, parentid });

describe('menu item lists', () => {
  const list = [item('a'), item('a1', 'a'), item('b'), item('a2', 'a'), item('c')];

  test('move up swaps an item with its previous sibling, skipping other parents’ items', () => {
    expect(movedUp(list, 'c').map((i) => i.id)).toEqual(['a', 'a1', 'c', 'a2', 'b']);
    expect(movedUp(list, 'b').map((i) => i.id)).toEqual(['b', 'a1', 'a', 'a2', 'c']);
    expect(movedUp(list, 'a2').map((i) => i.id)).toEqual(['a', 'a2', 'b', 'a1', 'c']);
  });

  test('the first of its siblings, or an unknown id, leaves the very same list', () => {
    expect(movedUp(list, 'a')).toBe(list);
    expect(movedUp(list, 'a1')).toBe(list);
    expect(movedUp(list, 'zz')).toBe(list);
  });

  test('saving replaces an item in place or adds it at the end; removing leaves its children to the server', () => {
    expect(withItem(list, { ...item('b'), title: 'B' })[2].title).toBe('B');
    expect(withItem(list, item('d', 'c')).at(-1)?.id).toBe('d');
    expect(withoutItem(list, 'a').map((i) => i.id)).toEqual(['a1', 'b', 'a2', 'c']);
  });

  test('the items are read from the block’s JSON text, dropping entries without an id or title', () => {
    const content = JSON.stringify([item('a'), { title: 'no id' }, 'stray', { id: 'x' }]);
    expect(menuItems({ menuitems: { type: 'componentlist', content } })).toEqual([item('a')]);
    expect(menuItems({ menuitems: { content: [item('b')] } })).toEqual([item('b')]);
    expect(menuItems(undefined)).toEqual([]);
  });
});
