import { BLOCK_TEMPLATES } from '@saray/contracts/block-templates';
import { checkDataContent, checkMenuItems } from './data-content.js';

const template = JSON.stringify([
  { name: 'heading', type: 'text', required: true },
  { name: 'intro', type: 'richtext', required: false },
  { name: 'count', type: 'number', required: false },
  { name: 'colour', type: 'select', options: ['red', 'blue'] },
  { name: 'sizes', type: 'multicheck', options: ['S', 'M', 'L'], required: false },
  { name: 'more', type: 'link', required: false },
  { name: 'visible', type: 'toggle' },
  { name: 'old', type: 'text', actived: false },
]);
const data = (values: Record<string, unknown>) =>
  JSON.stringify(Object.fromEntries(Object.entries(values).map(([k, content]) => [k, { content }])));

describe('data content against its template', () => {
  test('a complete block passes; switches and inactive controls need no value', () => {
    expect(
      checkDataContent(template, data({ heading: 'Hello', colour: 'red', sizes: 'S,L', more: '/pages/about' })),
    ).toEqual([]);
    expect(
      checkDataContent(template, data({ heading: 'Hi', colour: 'blue', sizes: ['M'], more: 'https://x.org' })),
    ).toEqual([]);
  });

  test('each problem is reported at its control', () => {
    const problems = checkDataContent(
      template,
      data({
        heading: '  ',
        intro: '<p onclick="x()">hi</p>',
        count: 'many',
        colour: 'green',
        sizes: 'S,XL',
        more: 'javascript:alert(1)',
        extra: 'x',
      }),
    );
    expect(problems).toEqual([
      { path: '/dataContent/extra', error: 'common.error.unknownfield', params: { field: 'extra' } },
      { path: '/dataContent/heading', error: 'common.error.required' },
      { path: '/dataContent/intro', error: 'common.error.format' },
      { path: '/dataContent/count', error: 'common.error.type' },
      { path: '/dataContent/colour', error: 'common.error.enum' },
      { path: '/dataContent/sizes', error: 'common.error.enum' },
      { path: '/dataContent/more', error: 'common.error.format' },
    ]);
  });

  test('data content that is not an object of values is refused; without a template any object passes', () => {
    expect(checkDataContent(template, '[1,2]')).toEqual([{ path: '/dataContent', error: 'content.error.datacontent' }]);
    expect(checkDataContent(null, data({ anything: 1 }))).toEqual([]);
  });

  test('a template wrapped in one form entry is checked by the controls inside, as the editors read it', () => {
    const wrapped = JSON.stringify([{ name: 'form', type: 'form', content: template }]);
    expect(checkDataContent(wrapped, data({ heading: 'Hello', colour: 'red' }))).toEqual([]);
    expect(checkDataContent(wrapped, data({ colour: 'red' }))).toEqual([
      { path: '/dataContent/heading', error: 'common.error.required' },
    ]);
  });
});

describe('checkMenuItems', () => {
  const menu = (items: unknown) =>
    JSON.stringify({ menuitems: { type: 'componentlist', content: JSON.stringify(items) } });
  const item = (id: string, parentid: string | null = null) => ({
    id,
    title: `Item ${id}`,
    link: `pages/${id}`,
    parentid,
  });

  test('a tree whose parents are all there is accepted', () => {
    expect(checkMenuItems(menu([item('a'), item('b', 'a'), item('c')]))).toEqual([]);
    expect(checkMenuItems(JSON.stringify({ itemclass: { content: 'nav-item' } }))).toEqual([]);
  });

  test('removing a parent whose child remains is refused: child item exists', () => {
    expect(checkMenuItems(menu([item('b', 'a'), item('c')]))).toEqual([
      { path: '/dataContent/menuitems', error: 'common.error.childitemexist' },
    ]);
  });

  test('an item needs a unique id, a title and a link', () => {
    expect(checkMenuItems(menu([item('a'), item('a')]))[0].error).toBe('menu.error.itemid');
    expect(checkMenuItems(menu([{ ...item('a'), title: ' ' }]))[0].error).toBe('menu.error.titlerequired');
    expect(checkMenuItems(menu([{ ...item('a'), link: '' }]))[0].error).toBe('menu.error.linkrequired');
    expect(checkMenuItems(JSON.stringify({ menuitems: { content: '{"not":"a list"}' } }))[0].error).toBe(
      'common.error.type',
    );
  });
});

describe('the official block templates', () => {
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
