import { checkDataContent } from '../cms/data-content.js';
import { BLOCK_TEMPLATES, CONTROL_TYPES, FILE_TYPES, ITEM_TEMPLATES, type BlockControl } from './block-templates.js';

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

const SAMPLE: Record<string, string> = {
  text: 'Hello',
  multiline: 'Hello',
  richtext: '<p>Hello</p>',
  number: '3',
  link: '/pages/about',
  datepicker: '2026/03/21',
  image: 'a.png',
  video: 'a.mp4',
  file: 'a.pdf',
  multiimagevideo: 'a.png,b.mp4',
};

function expectWellFormed(controls: BlockControl[]) {
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

  test.each(BLOCK_TEMPLATES.map((t) => [t.componentName, t.dataTemplate] as const))(
    '%s accepts data content with its required controls filled, as the server checks it on save',
    (_name, controls) => {
      const values = Object.fromEntries(
        controls
          .filter((c) => c.required !== false && c.type !== 'componentlist')
          .map((c) => [c.name, { content: c.default ?? c.options?.[0] ?? SAMPLE[c.type] }]),
      );
      expect(checkDataContent(JSON.stringify(controls), JSON.stringify(values))).toEqual([]);
    },
  );

  test('the server check refuses a banner without its heading and a style outside light/dark', () => {
    const banner = BLOCK_TEMPLATES.find((t) => t.componentName === 'banner')!.dataTemplate;
    const problems = checkDataContent(JSON.stringify(banner), JSON.stringify({ style: { content: 'neon' } }));
    expect(problems.map((p) => p.path).sort()).toEqual(['/dataContent/heading', '/dataContent/style']);
  });
});
