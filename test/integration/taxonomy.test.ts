import { call, listQuery } from '../support/http.js';
import { useServer } from '../support/server.js';

// Categories, tags and regions mapped to any entity's records, and the paged tables of the add-existing-page dialog.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const guest = (method: string, path: string) => call(ctx.server.url, method, path);
let product: { id: number; name: string };

beforeAll(async () => {
  [product] = (await admin('GET', `/api/products${listQuery({ filter: { sku: 'CP-3001' } })}`)).body;
});

test('categories of an entity come a page at a time, searched by name, and visitors see only published ones', async () => {
  const hidden = await admin('POST', '/api/categories', {
    name: 'Lapis boxes',
    entityName: 'Product',
    published: false,
  });
  expect(hidden.status).toBe(201);
  const page = (who: typeof guest, query: string) => who('GET', `/api/Category/getCategories?${query}`);
  const first = await page(admin, 'entityName=Product&pageIndex=0&pageSize=2');
  const all = await page(admin, 'entityName=Product&pageSize=100');
  expect(first.body.data).toHaveLength(2);
  expect(first.body.totalCount).toBe(all.body.data.length);
  expect(all.body.data.every((c: { entityName: string }) => c.entityName === 'Product')).toBe(true);
  const second = await page(admin, 'entityName=Product&pageIndex=1&pageSize=2');
  expect(second.body.data[0].id).not.toBe(first.body.data[0].id);

  const names = (r: { body: { data: { name: string }[] } }) => r.body.data.map((c) => c.name).sort();
  expect(names(await page(admin, 'entityName=Product&categoryName=Lap'))).toEqual(['Lapis boxes', 'Laptops']);
  expect(names(await page(guest, 'entityName=Product&categoryName=Lap'))).toEqual(['Laptops']);
  expect((await page(guest, 'entityName=Product&pageSize=0')).status).toBe(400);
  expect((await page(guest, 'entityName=Pro duct')).status).toBe(400);

  expect((await guest('DELETE', `/api/Category/deleteCategory?id=${hidden.body.id}`)).status).toBe(401);
  expect((await admin('DELETE', `/api/Category/deleteCategory?id=${hidden.body.id}`)).status).toBe(200);
  expect((await admin('DELETE', `/api/Category/deleteCategory?id=${hidden.body.id}`)).status).toBe(404);
});

test('a record’s tags are replaced as a set; a bad id changes nothing; visitors read only tag names', async () => {
  const sale = (await admin('POST', '/api/tags', { name: 'sale', published: true })).body;
  const woven = (await admin('POST', '/api/tags', { name: 'woven', published: true })).body;
  const draft = (await admin('POST', '/api/tags', { name: 'draft', published: false })).body;
  expect((await guest('GET', '/api/Tags/getTagNames')).body).toEqual([
    'bestseller',
    'handmade',
    'new',
    'sale',
    'woven',
  ]);

  const save = (ids: unknown[]) =>
    admin('POST', '/api/Tags/saveTagMappings', { entityName: 'Product', entityId: product.id, ids });
  const tagNames = (rows: { name: string }[]) => rows.map((t) => t.name).sort();
  expect(tagNames((await save([sale.id, woven.id, sale.id])).body)).toEqual(['sale', 'woven']);
  const bad = await save([draft.id, 999999]);
  expect(bad.status).toBe(400);
  expect(bad.body.details[0]).toMatchObject({ path: '/ids/1', error: 'common.error.notfound' });
  const read = await admin('GET', `/api/Tags/getTagMappings?entityName=Product&id=${product.id}`);
  expect(tagNames(read.body)).toEqual(['sale', 'woven']);
  expect(read.body[0].mappingId).toEqual(expect.any(Number));

  expect(tagNames((await save([draft.id, woven.id])).body)).toEqual(['draft', 'woven']);
  expect((await admin('GET', `/api/Tags/getTagMappingsByTagId?tagId=${sale.id}`)).body).toEqual([]);
  expect((await admin('GET', `/api/Tags/getTagMappingsByTagId?tagId=${draft.id}`)).body).toEqual([
    expect.objectContaining({ tagId: draft.id, entityName: 'Product', entityId: product.id }),
  ]);
  expect((await guest('GET', `/api/Tags/getTagMappings?entityName=Product&id=${product.id}`)).status).toBe(401);
  const tags = await guest('GET', '/api/Tags/getTags?keyword=wov');
  expect(tags.body).toEqual({ data: [expect.objectContaining({ name: 'woven' })], totalCount: 1 });
  expect((await save([])).body).toEqual([]);
});

test('regions: mapped records, the places a region covers, and its locations', async () => {
  const north = (await admin('POST', '/api/regions', { name: 'North', published: true, displayOrder: 1 })).body;
  const saved = await admin('POST', '/api/Region/saveRegionMappings', {
    entityName: 'Product',
    entityId: product.id,
    ids: [north.id],
  });
  expect(saved.body.map((r: { name: string }) => r.name)).toEqual(['North']);
  expect((await admin('GET', `/api/Region/getRegionMappingsByRegionId?regionId=${north.id}`)).body).toEqual([
    expect.objectContaining({ entityName: 'Product', entityId: product.id }),
  ]);
  expect((await guest('GET', '/api/Region/getRegions')).body.map((r: { name: string }) => r.name)).toContain('North');

  const [iran] = (await admin('GET', `/api/countries${listQuery({ filter: { name: 'Iran' } })}`)).body;
  const [tabriz] = (await admin('GET', `/api/cities${listQuery({ filter: { name: 'Tabriz' } })}`)).body;
  await admin('POST', '/api/Address/saveAddressElementMappings', {
    entityName: 'Region',
    entityId: north.id,
    items: [{ countryId: iran.id, cityId: tabriz.id }],
  });
  expect((await admin('GET', `/api/Region/getAddressItemsByRegionId?regionId=${north.id}`)).body).toEqual([
    expect.objectContaining({ countryId: iran.id, cityId: tabriz.id, provinceId: tabriz.provinceId }),
  ]);

  const location = {
    regionId: north.id,
    name: 'Blue Mosque',
    coordinateLatitude: JSON.stringify({ latitude: 38.0743, longitude: 46.2998 }),
    displayOrder: 2,
  };
  const created = await admin('POST', '/api/Region/saveLocation', location);
  expect(created.status).toBe(201);
  const renamed = await admin('POST', '/api/Region/saveLocation', { id: created.body.id, name: 'Kabud Mosque' });
  expect(renamed.body).toMatchObject({ id: created.body.id, name: 'Kabud Mosque', regionId: north.id });
  const invalid = await admin('POST', '/api/Region/saveLocation', { regionId: north.id });
  expect(invalid.status).toBe(400);
  expect((await guest('GET', `/api/Region/getLocations?regionId=${north.id}`)).body).toEqual([
    expect.objectContaining({ name: 'Kabud Mosque' }),
  ]);
});

test('the product table of the add-existing-page dialog pages, searches and deletes', async () => {
  const found = await admin('GET', '/api/Catalogs/getProducts?keyword=carpet&pageIndex=0&pageSize=10');
  expect(found.body.data.map((p: { sku: string }) => p.sku)).toContain('CP-3001');
  expect(found.body.totalCount).toBe(found.body.data.length);
  expect((await guest('GET', '/api/Catalogs/getProducts')).status).toBe(401);
  const [coin] = (await admin('GET', `/api/coins${listQuery({ filter: { symbol: 'USDT' } })}`)).body;
  const [type] = (await admin('GET', `/api/product-types${listQuery({ filter: { systemKeyword: 'simple' } })}`)).body;
  const spare = await admin('POST', '/api/products', {
    name: 'Spare rug',
    price: '10',
    baseCoinId: coin.id,
    productTypeId: type.id,
  });
  expect(spare.status).toBe(201);
  expect((await admin('DELETE', `/api/Catalogs/deleteProduct?id=${spare.body.id}`)).status).toBe(200);
  expect((await admin('GET', `/api/products/${spare.body.id}`)).status).toBe(404);
});
