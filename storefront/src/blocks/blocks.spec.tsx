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

  test("a stored picture takes the media library's alternative text and keeps its focal point in view", () => {
    const image = '0b7c4a61-58f5-4c1e-9d7a-3c2e1f0a9b8c.webp';
    const banner = [testBlock('banner', { heading: 'Spring sale', image })];
    const described = renderBlocks(banner, { media: { [image]: { alt: 'A red rug', focalPoint: '20 80' } } });
    expect(described).toMatch(/<img class="banner-image" src="[^"]+" alt="A red rug" style="object-position:20% 80%"/);
    // Without an entry, the block's own text and the picture's middle.
    expect(renderBlocks(banner)).toMatch(/<img class="banner-image" src="[^"]+" alt="" width=/);
  });
});
