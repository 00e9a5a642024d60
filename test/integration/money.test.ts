/**
 * @engines pglite postgres
 * Decimals and 18-digit amounts through each driver.
 */
import { Decimal } from 'decimal.js';
import { call, listQuery, signIn } from '../support/http.js';
import { startServer, type TestServer } from '../support/server.js';

let server: TestServer;
let token: string;
let refs: { baseCoinId: number; productTypeId: number };
const cleanup: string[] = [];

beforeAll(async () => {
  server = await startServer();
  token = await signIn(server.url);
  const p = (await call(server.url, 'GET', `/api/products${listQuery({ range: [0, 0] })}`)).body[0];
  refs = { baseCoinId: p.baseCoinId, productTypeId: p.productTypeId };
});
afterAll(async () => {
  for (const path of cleanup) await call(server.url, 'DELETE', path, { token });
  await server?.close();
});

const create = async (resource: string, body: object) => {
  const res = await call(server.url, 'POST', `/api/${resource}`, { token, body });
  expect(res.status).toBe(201);
  cleanup.push(`/api/${resource}/${res.body.id}`);
  return res.body;
};

describe('money and token amounts are exact', () => {
  test('0.1 and 0.2 are stored, returned and added exactly', async () => {
    const a = await create('products', { name: 'Dime item', sku: 'MONEY-1', price: '0.1', ...refs });
    const b = await create('products', { name: 'Two-dime item', sku: 'MONEY-2', price: '0.2', ...refs });
    expect([a.price, b.price]).toEqual(['0.1', '0.2']);
    expect(new Decimal(a.price).plus(b.price).toString()).toBe('0.3');
    const exact = await call(
      server.url,
      'GET',
      `/api/products${listQuery({ filter: { price_gte: '0.1', price_lte: '0.2', sku: ['MONEY-1', 'MONEY-2'] } })}`,
    );
    expect(exact.body.map((p: { sku: string }) => p.sku).sort()).toEqual(['MONEY-1', 'MONEY-2']);
  });

  test('18-decimal token amounts round-trip to the last digit', async () => {
    const amounts = [
      '123456789012345678.123456789012345678',
      '0.000000000000000001',
      '115792089237316195423570985008687907853269984665640564039457.584007913129639935',
    ];
    for (const [i, totalMarketCap] of amounts.entries()) {
      const coin = await create('coins', { symbol: `TKN${i}`, name: `Token ${i}`, decimals: 18, totalMarketCap });
      expect(coin.totalMarketCap).toBe(totalMarketCap);
      const read = await call(server.url, 'GET', `/api/coins/${coin.id}`);
      expect(read.body.totalMarketCap).toBe(totalMarketCap);
    }
  });

  test('a decimal sent as a JSON number is kept as its exact decimal text; floats never leak in', async () => {
    const p = await create('products', { name: 'Number priced', sku: 'MONEY-3', price: 19.99, ...refs });
    expect(p.price).toBe('19.99');
    const updated = await call(server.url, 'PUT', `/api/products/${p.id}`, {
      token,
      body: { price: '19.990000000000000001' },
    });
    expect(updated.body.price).toBe('19.990000000000000001');
  });
});
