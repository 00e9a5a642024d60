import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';

// The product list's filters (header switches applypricefilter, applycategoryfilter, applyattributefilter): the list
// shows them and the server narrows the products by what the address's query chose.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });

/** The storefront state of a page, as a visitor gets it. */
async function state(path: string) {
  const html = await (await fetch(ctx.server.url + path)).text();
  return JSON.parse(/<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);
}
const skus = (s: { data: { products: { sku: string }[] } }) => s.data.products.map((p) => p.sku).sort();

test('the price and category filters narrow the product list, and what does not parse is left out', async () => {
  const all = await state('/en/p');
  expect(all.data.filters.price).toEqual({ min: '', max: '' });
  const carpets = all.data.filters.categories.find((c: { name: string }) => c.name === 'Carpets');
  expect(carpets).toBeDefined();

  const cheap = await state('/en/p?minprice=300&maxprice=600');
  expect(cheap.data.filters.price).toEqual({ min: '300', max: '600' });
  expect(cheap.data.products.length).toBeGreaterThan(0);
  expect(cheap.data.products.every((p: { price: string }) => Number(p.price) >= 300 && Number(p.price) <= 600)).toBe(
    true,
  );
  const inCarpets = await state(`/en/p?category=${carpets.guid}&minprice=300&maxprice=400`);
  expect(skus(inCarpets)).toEqual(['CP-3002']);
  expect(inCarpets.data.filters.category).toBe(carpets.guid);

  const junk = await state('/en/p?minprice=cheap&category=nope&maxprice=1e9');
  expect(junk.data.filters.price).toEqual({ min: '', max: '' });
  expect(junk.data.filters.category).toBeUndefined();
  expect(skus(junk)).toEqual(skus(all));

  // The form is in the HTML: it works before any script runs.
  const html = await (await fetch(`${ctx.server.url}/en/p?minprice=300`)).text();
  const form = /<form class="product-filters"[^>]*>/.exec(html)![0];
  expect(form).toContain('action="/en/p"');
  expect(form).toContain('method="get"');
  expect(html).toMatch(/<input [^>]*name="minprice"[^>]*value="300"/);
});

test('attribute choices of one attribute widen the list, of two attributes narrow it; unknown ones are ignored', async () => {
  const products = (await admin('GET', `/api/products${listQuery({ range: [0, 99] })}`)).body as {
    id: number;
    sku: string;
  }[];
  const id = (sku: string) => products.find((p) => p.sku === sku)!.id;
  const attribute = async (name: string, values: string[]) => {
    const a = await admin('POST', '/api/attributes', {
      name,
      entityName: 'Product',
      attributeControlTypeId: 2,
      isFilterable: true,
      isActived: true,
    });
    expect(a.status).toBe(201);
    for (const [i, v] of values.entries())
      await admin('POST', '/api/attribute-values', { attributeId: a.body.id, name: v, displayOrder: i });
    return a.body.id as number;
  };
  const material = await attribute('Material', ['Silk', 'Wool']);
  const origin = await attribute('Origin', ['Tabriz', 'Kashan']);
  const map = (attributeId: number, sku: string, value: string) =>
    admin('POST', '/api/attribute-mappings', { attributeId, entityName: 'Product', entityId: id(sku), value });
  await map(material, 'CP-3001', 'Silk');
  await map(material, 'CP-3002', 'Wool');
  await map(origin, 'CP-3001', 'Tabriz');
  await map(origin, 'CP-3002', 'Kashan');

  const home = (await admin('GET', `/api/pages${listQuery({ filter: { systemName: 'home', languageCode: 'en' } })}`))
    .body[0];
  const [header] = (
    await admin(
      'GET',
      `/api/contents${listQuery({ filter: { entityName: 'Page', entityId: home.id, partName: 'header' } })}`,
    )
  ).body;
  const data = JSON.parse(header.dataContent);
  const attributeFilter = async (content: string) => {
    data.applyattributefilter = { title: 'applyattributefilter', type: 'checkbox', content };
    expect((await admin('PUT', `/api/contents/${header.id}`, { dataContent: JSON.stringify(data) })).status).toBe(200);
  };
  // Off while the header block switches it off.
  await attributeFilter('false');
  expect((await state('/en/p')).data.filters.attributes).toBeUndefined();
  await attributeFilter('true');

  const offered = await state('/en/p');
  expect(offered.data.filters.attributes).toEqual(
    expect.arrayContaining([
      { id: material, name: 'Material', values: ['Silk', 'Wool'] },
      { id: origin, name: 'Origin', values: ['Tabriz', 'Kashan'] },
    ]),
  );
  const either = await state(`/en/p?attr=${material}:Silk&attr=${material}:Wool`);
  expect(skus(either)).toEqual(['CP-3001', 'CP-3002']);
  const both = await state(`/en/p?attr=${material}:Silk&attr=${origin}:Kashan`);
  expect(skus(both)).toEqual([]);
  const one = await state(`/en/p?attr=${material}:Silk&attr=${origin}:Tabriz&attr=${origin}:Nowhere&attr=9999:x`);
  expect(skus(one)).toEqual(['CP-3001']);
  expect(one.data.filters.attr).toEqual([`${material}:Silk`, `${origin}:Tabriz`]);
});
