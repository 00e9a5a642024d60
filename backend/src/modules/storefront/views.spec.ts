import { toBlock } from './views.js';

const block = (componentName: string, dataContent: object) =>
  toBlock({ id: 1, componentName, partName: 'main', entityName: 'Page', dataContent: JSON.stringify(dataContent) });

describe('toBlock cleans what a block draws as HTML', () => {
  const script = '<p>Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>';

  test('a control the block draws as rich text is cleaned even when the stored value calls it plain text', () => {
    const drawn = block('htmlcontent', {
      content: { type: 'text', content: script },
      title: { type: 'text', content: '<b>kept as text</b>' },
    });
    expect(drawn.dataContent.content?.content).toBe('<p>Hello</p><img src="x" />');
    // Plain-text controls are drawn as text by React: they keep what was written.
    expect(drawn.dataContent.title?.content).toBe('<b>kept as text</b>');
  });

  test('a footer certificate and a post body are cleaned whatever their stored type', () => {
    expect(block('footer', { certificates: { content: script } }).dataContent.certificates?.content).toBe(
      '<p>Hello</p><img src="x" />',
    );
    expect(block('post', { content: { type: 'textarea', content: script } }).dataContent.content?.content).toBe(
      '<p>Hello</p><img src="x" />',
    );
  });
});
