import { BLOCK_TEMPLATES, ITEM_TEMPLATES } from './block-templates.js';
import { CONTROL_TYPES, FILE_TYPES, type TemplateControl } from './content-template.js';

// The storefront's block types (spec 3 §9), which OFFICIAL_BLOCKS in storefront/src/blocks/index.ts registers, and
// the two site-wide parts the layout draws itself (the header's menu and the mobile command bar).
const BLOCKS = [
  'video',
  'multicomponent',
  'privacypolicy',
  'faq',
  'dependencies',
  'imagevideogallery',
  'banner',
  'htmlcontent',
  'post',
  'footer',
  'header',
  'productsbox',
  'productdescriptionbox',
  'productdetail',
  'homecustomers',
  'contentlist',
  'chatbox',
  'imagelinkbox',
  'rowcomponent',
  'shoppingcartbox',
];
const LAYOUT_PARTS = ['menu', 'mobilecommandmenu'];

function expectWellFormed(controls: TemplateControl[]) {
  const names = controls.map((c) => c.name);
  expect(new Set(names).size).toBe(names.length);
  for (const c of controls) {
    expect(CONTROL_TYPES).toContain(c.type);
    if (['select', 'radio', 'multicheck'].includes(c.type)) expect(c.options?.length).toBeGreaterThan(0);
    if (c.default !== undefined && c.options) expect(c.options).toContain(c.default);
    if (c.directory) expect(FILE_TYPES).toContain(c.type);
    if (c.type === 'componentlist') expect(Object.keys(ITEM_TEMPLATES)).toContain(c.componentname);
  }
}

describe('block templates', () => {
  test('cover exactly the storefront block types and the two layout parts, once each', () => {
    const names = BLOCK_TEMPLATES.map((t) => t.componentName);
    expect(names).toHaveLength(new Set(names).size);
    expect([...names].sort()).toEqual([...BLOCKS, ...LAYOUT_PARTS].sort());
  });

  test.each(BLOCK_TEMPLATES.map((t) => [t.componentName, t.dataTemplate] as const))(
    '%s has unique control names of the allowed types',
    (_name, controls) => expectWellFormed(controls),
  );

  test.each(Object.entries(ITEM_TEMPLATES))('item template %s has unique names of the allowed types', (_n, controls) =>
    expectWellFormed(controls),
  );
});
