import { readControls, type TemplateControl } from '@saray/contracts/content-template';
import { checkValues, startValues, textControls, toDataContent } from './templates';

const BANNER: TemplateControl[] = [
  { name: 'heading', title: 'Heading', type: 'text' },
  { name: 'image', title: 'Image', type: 'image', required: false, directory: 'Images' },
  { name: 'style', title: 'Style', type: 'select', required: false, options: ['light', 'dark'], default: 'light' },
  { name: 'eager', title: 'Eager', type: 'toggle', required: false },
  {
    name: 'items',
    title: 'Items',
    type: 'componentlist',
    required: false,
    componentname: 'faqitem',
    fields: [
      { name: 'question', title: 'Question', type: 'text' },
      { name: 'answer', title: 'Answer', type: 'richtext' },
    ],
  },
  { name: 'note', title: 'Note', type: 'label' },
];

describe('content template forms', () => {
  test('a template is read from JSON text, unwrapped from a form entry, inactive controls left out', () => {
    const text = JSON.stringify([
      { name: 'a', type: 'text' },
      { name: 'b', type: 'text', actived: false },
      { type: 'x' },
    ]);
    expect(readControls(text).map((c) => c.name)).toEqual(['a']);
    expect(readControls(JSON.stringify([{ name: 'f', type: 'form', content: text }])).map((c) => c.name)).toEqual([
      'a',
    ]);
    expect(readControls('not json')).toEqual([]);
  });

  test('values start from the data, else the defaults, typed for their controls', () => {
    const values = startValues(BANNER, {
      eager: { content: 'true' },
      items: { content: JSON.stringify([{ question: 'Q', answer: '<p>A</p>' }]) },
    });
    expect(values).toEqual({
      heading: '',
      image: '',
      style: 'light',
      eager: true,
      items: [{ question: 'Q', answer: '<p>A</p>' }],
      note: '',
    });
  });

  test('required controls and list fields need a value; switches, labels and lists do not', () => {
    const values = startValues(BANNER, { items: { content: [{ question: '', answer: 'x' }] } });
    expect(checkValues(BANNER, values, 'required')).toEqual({ heading: 'required', 'items.0.question': 'required' });
  });

  test('the data content keeps a list as JSON text, a file’s directory, and no label', () => {
    const values = { heading: 'Hi', image: 'a.png', style: 'dark', eager: false, items: [{ question: 'Q' }] };
    expect(toDataContent(BANNER, values)).toEqual({
      heading: { title: 'Heading', type: 'text', content: 'Hi' },
      image: { title: 'Image', type: 'image', content: 'a.png', directory: 'Images' },
      style: { title: 'Style', type: 'select', content: 'dark' },
      eager: { title: 'Eager', type: 'toggle', content: false },
      items: { title: 'Items', type: 'componentlist', content: '[{"question":"Q"}]' },
    });
  });

  test('without a template the text keys are edited and the others kept', () => {
    const data = { a: { title: 'A', content: 'x' }, list: { content: [1, 2] } };
    const controls = textControls(data);
    expect(controls.map((c) => c.name)).toEqual(['a']);
    expect(toDataContent(controls, { a: 'y' }, data)).toEqual({
      a: { title: 'A', type: 'text', content: 'y' },
      list: { content: [1, 2] },
    });
  });
});
