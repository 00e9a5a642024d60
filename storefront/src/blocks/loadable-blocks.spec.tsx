import { renderBlocks } from '../testing/render';
import { testBlock } from '../testing/state';
import type { ProductDetail } from '@saray/contracts/storefront/state';

const lamp: ProductDetail = {
  id: 7,
  guid: 'g-lamp',
  name: 'Brass lamp',
  sku: 'LMP-1',
  price: '1499.00',
  oldPrice: '1999.00',
  picture: 'lamp.jpg',
  stockQuantity: 0,
  markAsNew: true,
  description: '<p>Hand-made in <em>Tabriz</em>.</p>',
  metaDescription: 'A hand-made brass lamp',
  category: { guid: 'g-light', name: 'Lighting' },
};

describe('loadable blocks', () => {
  test('productdescriptionbox shows the description and the facts, and nothing without a product', () => {
    const html = renderBlocks([testBlock('productdescriptionbox', {}, { resolved: { products: [lamp] } })], {
      base: '/fa',
    });
    expect(html).toContain('<p>Hand-made in <em>Tabriz</em>.</p>');
    expect(html).toContain('<dd><bdi class="sku">LMP-1</bdi></dd>');
    expect(html).toContain('<a href="/fa/cat/product/g-light">Lighting</a>');
    expect(html).toContain('storefront.blocks.productdescriptionbox.outofstock');
    expect(renderBlocks([testBlock('productdescriptionbox', {}, { resolved: { products: [] } })])).not.toContain(
      '<section',
    );
  });

  test('productdetail draws the product large with its price, link and favourite', () => {
    const html = renderBlocks([testBlock('productdetail', { eager: '1' }, { resolved: { products: [lamp] } })], {
      base: '/fa',
      lang: 'fa',
    });
    expect(html).toContain('<a href="/fa/p/g-lamp">Brass lamp</a>');
    expect(html).toContain('src="/api/CMS/Image/Images/lamp.jpg" alt="" width="640" height="480" loading="eager"');
    // Each amount isolated from its neighbour, so the two never read as one number right to left.
    expect(html).toContain('<del class="old-price"><span class="money"><bdi dir="ltr">۱,۹۹۹</bdi></span></del>');
    expect(html).toContain('<span class="money current-price"><bdi dir="ltr">۱,۴۹۹</bdi> USD</span>');
    expect(html).toContain('<p class="stock stock--out">storefront.blocks.productdetail.outofstock</p>');
    expect(html).toContain('data-testid="favorite"');
  });

  test('homecustomers shows avatars or initials, and nothing when there are none', () => {
    const customers = [
      { id: 1, name: 'Ali', avatar: 'ali.png' },
      { id: 2, name: 'Zeynep', avatar: null },
    ];
    const html = renderBlocks([testBlock('homecustomers', {}, { resolved: { customers } })]);
    expect(html).toContain('src="/api/CMS/Image/avatars/ali.png" alt="" width="64" height="64" loading="lazy"');
    expect(html).toContain('<span class="customer-name">Zeynep</span>');
    expect(renderBlocks([testBlock('homecustomers', {}, { resolved: { customers: [] } })])).not.toContain('<section');
  });

  test('contentlist links pages, news and blogs where each lives, with summaries, or says it is empty', () => {
    const pages = [
      { title: 'About', slug: 'about', type: 'Pages' },
      { title: 'Spring sale', slug: 'spring-sale', type: 'News', metaDescription: 'Half off' },
      { title: 'Tea notes', slug: 'چای', type: 'Blogs' },
    ];
    const html = renderBlocks([testBlock('contentlist', { title: 'Latest' }, { resolved: { pages } })], {
      base: '/fa',
    });
    expect(html).toContain('<a href="/fa/pages/about">About</a>');
    expect(html).toContain('<a href="/fa/content/news/spring-sale">Spring sale</a>');
    expect(html).toContain(`<a href="/fa/content/blogs/${encodeURIComponent('چای')}">Tea notes</a>`);
    expect(html).toContain('Half off');
    expect(renderBlocks([testBlock('contentlist', {}, { resolved: { pages: [] } })])).toContain(
      'storefront.blocks.contentlist.empty',
    );
  });

  test('chatbox opens the live chat, with the contact page or the customer’s tickets beside it', () => {
    const block = testBlock('chatbox', { title: 'Need help?', buttontext: 'Ask us' });
    const html = renderBlocks([block], { base: '/tr' });
    expect(html).toContain('<h2>Need help?</h2>');
    expect(html).toMatch(
      /<button type="button" class="support-chat-entry" data-testid="support-chat"[^>]*>Ask us<\/button>/,
    );
    expect(html).toContain('href="/tr/contactus">storefront.chat.tickets</a>');
    const customer = { username: 'leyla', roles: ['authenticated'], isAdmin: false };
    expect(renderBlocks([block], { base: '/tr', user: customer })).toContain(
      'href="/tr/account/tickets">storefront.chat.tickets</a>',
    );
    expect(renderBlocks([testBlock('chatbox', {})])).toContain('storefront.blocks.chatbox.start');
  });

  test('imagelinkbox draws link items as sized picture tiles', () => {
    const items = [
      { title: 'Rugs', link: '/c/rugs', image: 'rugs.jpg', directory: 'Images' },
      { title: 'Blog', link: 'https://blog.example', linktarget: 'blank' },
    ];
    const html = renderBlocks([testBlock('imagelinkbox', { items })], { base: '/fa' });
    expect(html).toContain('<a class="image-link-tile" href="/fa/c/rugs">');
    expect(html).toContain('src="/api/CMS/Image/Images/rugs.jpg" alt="" width="400" height="300" loading="lazy"');
    expect(html).toContain('href="https://blog.example" target="_blank" rel="noopener noreferrer"');
  });

  test('rowcomponent draws its columns with rich text and links', () => {
    const columns = [
      { title: 'Quality', text: '<p>Checked <b>twice</b></p>', link: '/pages/quality', linktext: 'How' },
      { title: 'Returns', text: '<p>30 days</p>' },
    ];
    const html = renderBlocks([testBlock('rowcomponent', { columns })], { base: '/fa' });
    expect(html.match(/class="row-column"/g)).toHaveLength(2);
    expect(html).toContain('<p>Checked <b>twice</b></p>');
    expect(html).toContain('<a href="/fa/pages/quality">How</a>');
  });

  test('shoppingcartbox lists the lines and the total and links to the cart, or says the cart is empty', () => {
    const cart = {
      items: [{ id: 3, name: 'Brass lamp', guid: 'g-lamp', quantity: 2, price: '1499.00' }],
      total: '2998.00',
    };
    const html = renderBlocks([testBlock('shoppingcartbox', {}, { resolved: { cart } })], { base: '/fa', lang: 'fa' });
    expect(html).toContain('<a href="/fa/p/g-lamp">Brass lamp</a>');
    expect(html).toContain('۲ × ۱,۴۹۹');
    expect(html).toContain('<strong>۲,۹۹۸ USD</strong>');
    expect(html).toContain('href="/fa/shoppingcart"');
    const empty = renderBlocks([testBlock('shoppingcartbox', {})]);
    expect(empty).toContain('storefront.blocks.shoppingcartbox.empty');
    expect(empty).not.toContain('/shoppingcart"');
  });
});
