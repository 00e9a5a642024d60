import { categoryTree, type CategoryRow } from './category-menu.js';

const row = (id: number, name: string, parent: number | null, more: Partial<CategoryRow> = {}): CategoryRow => ({
  id,
  guid: `g${id}`,
  name,
  name_fa: null,
  name_tr: null,
  parent,
  pictures: null,
  ...more,
});

describe('the category menu as a tree', () => {
  const rows = [
    row(1, 'Electronics', null, { name_fa: 'کالای دیجیتال', pictures: 'a.webp, b.webp' }),
    row(2, 'Phones', 1, { name_fa: 'گوشی موبایل' }),
    row(3, 'Android phones', 2),
    row(4, 'Cases', 3),
    row(5, 'Books', 0),
  ];

  test('top categories, their groups and links in the order read, named in the language, the first picture on top', () => {
    expect(categoryTree(rows, 'fa')).toEqual([
      {
        guid: 'g1',
        name: 'کالای دیجیتال',
        picture: 'a.webp',
        children: [
          { guid: 'g2', name: 'گوشی موبایل', children: [{ guid: 'g3', name: 'Android phones', children: [] }] },
        ],
      },
      { guid: 'g5', name: 'Books', children: [] },
    ]);
  });

  test('the store language stands in for a missing name; a category under an unpublished one is left out', () => {
    const turkish = [row(1, 'Electronics', null, { name_tr: 'Elektronik' }), row(6, 'Orphan', 99)];
    expect(categoryTree(turkish, 'fa', 'tr')).toEqual([{ guid: 'g1', name: 'Elektronik', children: [] }]);
  });

  test('each level keeps to its limit', () => {
    const many = Array.from({ length: 30 }, (_, i) => row(i + 1, `Top ${i + 1}`, null));
    const groups = Array.from({ length: 30 }, (_, i) => row(100 + i, `Group ${i}`, 1));
    const links = Array.from({ length: 30 }, (_, i) => row(200 + i, `Link ${i}`, 100));
    const tree = categoryTree([...many, ...groups, ...links], 'en');
    expect(tree).toHaveLength(20);
    expect(tree[0].children).toHaveLength(16);
    expect(tree[0].children[0].children).toHaveLength(10);
  });
});
