import { renderBlocks } from '../testing/render';
import { testBlock } from '../testing/state';

describe('default blocks', () => {
  test('video plays an uploaded file or an https address, fetches nothing before play, and needs a source', () => {
    const html = renderBlocks([testBlock('video', { title: 'Tour', video: 'tour.mp4', poster: 'tour.png' })]);
    expect(html).toContain('<video controls="" preload="none" src="/api/cms/download/DataContents/tour.mp4"');
    expect(html).toContain('poster="/api/CMS/Image/Images/tour.png"');
    expect(html).toMatch(/width="1280" height="720"/);
    expect(html).toContain('<figcaption>Tour</figcaption>');
    expect(renderBlocks([testBlock('video', { url: 'https://cdn.example.com/a.webm' })])).toContain(
      'src="https://cdn.example.com/a.webm"',
    );
    expect(renderBlocks([testBlock('video', { url: 'http://cdn.example.com/a.webm' })])).not.toContain('<video');
  });

  test('multicomponent draws cards with the language base on internal links and a safe new tab outside', () => {
    const items = [
      { title: 'Fast delivery', text: 'Two days', image: 'truck.png', directory: 'Images', link: '/pages/delivery' },
      { title: 'Partner', link: 'https://partner.example', linktarget: 'blank', linktext: 'Visit' },
      { title: 'Trap', link: 'javascript:alert(1)' },
    ];
    const html = renderBlocks([testBlock('multicomponent', { title: 'Why us', items })], { base: '/fa' });
    expect(html).toContain('<h3 class="card-title">Fast delivery</h3>');
    expect(html).toContain('href="/fa/pages/delivery"');
    expect(html).toContain('src="/api/CMS/Image/Images/truck.png"');
    expect(html).toMatch(/width="480" height="320" loading="lazy"/);
    expect(html).toContain('href="https://partner.example" target="_blank" rel="noopener noreferrer">Visit</a>');
    expect(html).not.toContain('javascript:');
    expect(renderBlocks([testBlock('multicomponent', { items: [] })])).not.toContain('multi-component');
  });

  test('privacypolicy lists its headings as anchors and keeps the rich text', () => {
    const content = '<h2>Data we keep</h2><p>Orders.</p><h3>Cookies &amp; storage</h3><p>Few.</p>';
    const html = renderBlocks([testBlock('privacypolicy', { title: 'Privacy', content })], {
      messages: { 'storefront.blocks.privacypolicy.contents': 'Contents' },
    });
    expect(html).toContain('<nav class="toc" aria-label="Contents">');
    expect(html).toContain('<a href="#policy-1-1">Data we keep</a>');
    expect(html).toContain('<a href="#policy-1-2">Cookies &amp; storage</a>');
    expect(html).toContain('<h2 id="policy-1-1">Data we keep</h2>');
    expect(renderBlocks([testBlock('privacypolicy', { content, showtoc: '0' })])).not.toContain('class="toc"');
  });

  test('faq opens answers with details/summary and keeps their markup', () => {
    const items = [{ question: 'Do you ship abroad?', answer: '<p>Yes, <strong>worldwide</strong>.</p>' }, 'stray'];
    const html = renderBlocks([testBlock('faq', { items: JSON.stringify(items) })], {
      messages: { 'storefront.blocks.faq.title': 'Frequently asked questions' },
    });
    expect(html).toContain('<h2>Frequently asked questions</h2>');
    expect(html).toContain('<summary>Do you ship abroad?</summary>');
    expect(html).toContain('<div class="rich-text"><p>Yes, <strong>worldwide</strong>.</p></div>');
    expect(renderBlocks([testBlock('faq', { items: [] })])).not.toContain('<section');
  });

  test('dependencies offer files as downloads and links through the language base', () => {
    const items = [
      { title: 'Manual', file: 'manual.pdf' },
      { title: 'Warranty', link: '/pages/warranty', description: 'Two years' },
    ];
    const html = renderBlocks([testBlock('dependencies', { items })], { base: '/tr' });
    expect(html).toContain('href="/api/cms/download/DataContents/manual.pdf" download=""');
    expect(html).toContain('href="/tr/pages/warranty"');
    expect(html).toContain('Two years');
  });

  test('imagevideogallery sizes and lazy-loads images, plays videos in place', () => {
    const media = [{ name: 'a.png', title: 'Front' }, 'b.jpg', 'c.mp4'];
    const html = renderBlocks([testBlock('imagevideogallery', { media })], {
      lang: 'fa',
      messages: { 'storefront.blocks.imagevideogallery.item': 'تصویر %{n} از %{count}' },
    });
    expect(html).toContain('alt="Front" width="640" height="480" loading="lazy"');
    expect(html).toContain('alt="تصویر ۲ از ۳"');
    expect(html).toContain('<a href="/api/CMS/Image/Images/b.jpg">');
    expect(html).toContain('<video controls="" preload="none" src="/api/cms/download/DataContents/c.mp4"');
    expect(renderBlocks([testBlock('imagevideogallery', { media: 'a.png', eager: 'true' })])).toContain(
      'loading="eager"',
    );
  });

  test('post writes its date for the language, its author and its body', () => {
    const block = testBlock('post', {
      title: 'Nowruz hours',
      date: '2026/03/21',
      author: 'Sara',
      image: 'spring.jpg',
      content: '<p>We open late.</p>',
    });
    const messages = { 'storefront.blocks.post.by': 'By %{author}' };
    const html = renderBlocks([block], { messages });
    expect(html).toContain('<time dateTime="2026-03-21">2026/03/21</time>');
    expect(html).toContain('By Sara');
    expect(html).toContain('width="1200" height="630" loading="lazy"');
    expect(html).toContain('<p>We open late.</p>');
    expect(renderBlocks([block], { lang: 'fa', messages })).toContain('۱۴۰۵/۰۱/۰۱');
    expect(renderBlocks([testBlock('post', { date: '1405/01/01' })], { lang: 'fa' })).toContain('۱۴۰۵/۰۱/۰۱');
  });
});
