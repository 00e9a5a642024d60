import { renderBlocks } from '../testing/render';
import { testBlock } from '../testing/state';

describe('RenderBlocks', () => {
  test('draws a known block with its data content and nothing for an unknown componentName', () => {
    const html = renderBlocks([
      testBlock('banner', { heading: 'Spring sale', text: 'Up to half off' }),
      testBlock('nosuchblock', { heading: 'never drawn' }, { id: 2 }),
    ]);
    expect(html).toContain('Spring sale');
    expect(html).toContain('Up to half off');
    expect(html).not.toContain('never drawn');
  });

  test('rich text keeps its markup; the footer writes the year in Persian digits in fa', () => {
    expect(renderBlocks([testBlock('htmlcontent', { content: '<p><strong>Hello</strong></p>' })])).toContain(
      '<p><strong>Hello</strong></p>',
    );
    expect(renderBlocks([testBlock('footer', {})], { lang: 'fa', year: 2026 })).toContain('۲۰۲۶');
  });
});
