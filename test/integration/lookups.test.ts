/**
 * @engines pglite postgres
 * Trigram search and a plan that uses its index.
 */
import { call, listQuery, signIn } from '../support/http.js';
import { queriesDuring } from '../support/query-log.js';
import { createCustomer, useServer } from '../support/server.js';

// Lookups that scale: list answers carry the titles of their relation fields (read by the page's own statement, as
// the caller may read each target), and the q search finds a customer by the words of their title.
const ctx = useServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
const as = (token: string, path: string) => call(ctx.server.url, 'GET', path, { token });
const titled = (path: string, titles: string[], query: Parameters<typeof listQuery>[0] = {}) =>
  `${path}${listQuery(query)}&titles=${encodeURIComponent(JSON.stringify(titles))}`;

let sara: { id: number; token: string };
let adminId: number;
let irr: number;
let paymentType: number;
let payment: number;

beforeAll(async () => {
  const made = await createCustomer(
    ctx.server,
    ctx.token,
    { username: 'sara.rahimi', firstName: 'Sara', lastName: 'Rahimi', email: 'sara.rahimi@example.com' },
    'sara-pass-123',
  );
  sara = { id: made.id, token: await signIn(ctx.server.url, 'sara.rahimi', 'sara-pass-123') };
  await createCustomer(
    ctx.server,
    ctx.token,
    { username: 'ali.karimi', firstName: 'Ali', lastName: 'Karimi' },
    'ali-pass-123',
  );
  adminId = (await admin('GET', `/api/customers${listQuery({ filter: { username: 'testadmin' } })}`)).body[0].id;
  irr = (await admin('GET', `/api/coins${listQuery({ filter: { symbol: 'IRR' } })}`)).body[0].id;
  paymentType = (
    await admin('POST', '/api/payment-types', { name: 'Lookup transfer', paymentMethod: 1, allCoin: true })
  ).body.id;
  payment = (
    await admin('POST', '/api/payments', {
      amount: '150000',
      coinId: irr,
      customerId: sara.id,
      paymentTypeId: paymentType,
    })
  ).body.id;
  // An approval names its seconder; here the administrator, whose record the customer may not read.
  await ctx.server.dataSource.query('UPDATE payments SET seconder_customer_id = $1 WHERE id = $2', [adminId, payment]);
});

test('a list page carries the titles asked for, by the target’s x-title or else the relation’s title field', async () => {
  const fields = ['customerId', 'paymentTypeId', 'coinId', 'seconderCustomerId'];
  const page = await admin('GET', titled('/api/payments', fields, { filter: { id: payment } }));
  expect(page.status).toBe(200);
  expect(page.body[0]._titles).toEqual({
    // Customer declares "{firstName} {lastName} ({username})", which wins over the relation's "username".
    customerId: 'Sara Rahimi (sara.rahimi)',
    paymentTypeId: 'Lookup transfer',
    // Coin declares no title: the relation's field (symbol) names it.
    coinId: 'IRR',
    seconderCustomerId: 'Saray Administrator (testadmin)',
  });
  // Without the parameter the answer is what ra-data-simple-rest always had.
  const plain = await admin('GET', `/api/payments${listQuery({ filter: { id: payment } })}`);
  expect(plain.body[0]).not.toHaveProperty('_titles');
  expect(plain.headers.get('content-range')).toBe('payments 0-0/1');
  // One record answers the same way, and a record sent back with its titles is saved as before.
  const one = await admin('GET', `/api/payments/${payment}?titles=${encodeURIComponent('["customerId"]')}`);
  expect(one.body._titles).toEqual({ customerId: 'Sara Rahimi (sara.rahimi)' });
  expect((await admin('PUT', `/api/payments/${payment}`, { ...one.body, description: 'titled' })).status).toBe(200);
});

test('a customer reads titles only of what they may read: their own record, published products, no other', async () => {
  const fields = ['customerId', 'seconderCustomerId', 'paymentTypeId'];
  const mine = await as(sara.token, titled('/api/payments', fields));
  expect(mine.status).toBe(200);
  expect(mine.body.map((p: { id: number }) => p.id)).toEqual([payment]);
  // Their own customer record is theirs to read; the seconder's is not; payment types are not theirs to list.
  expect(mine.body[0]._titles).toEqual({
    customerId: 'Sara Rahimi (sara.rahimi)',
    seconderCustomerId: null,
    paymentTypeId: null,
  });

  // Products: the published ones, and a customer's own, are readable; another seller's unpublished one is not.
  const product = async (name: string, published: boolean) =>
    (
      await admin('POST', '/api/products', {
        name,
        price: '10',
        baseCoinId: irr,
        productTypeId: await typeId(),
        published,
      })
    ).body.id as number;
  const shown = await product('Lookup lamp', true);
  const hidden = await product('Lookup prototype', false);
  for (const productId of [shown, hidden])
    expect((await admin('POST', '/api/product-orders', { customerId: sara.id, coinId: irr, productId })).status).toBe(
      201,
    );
  const orders = await as(
    sara.token,
    titled('/api/product-orders', ['productId'], { filter: { productId: [shown, hidden] } }),
  );
  const byProduct = Object.fromEntries(orders.body.map((o: any) => [o.productId, o._titles.productId]));
  expect(byProduct).toEqual({ [shown]: 'Lookup lamp', [hidden]: null });
  // The administrator reads every title.
  const all = await admin(
    'GET',
    titled('/api/product-orders', ['productId'], { filter: { productId: [shown, hidden] } }),
  );
  expect(all.body.map((o: any) => o._titles.productId).sort()).toEqual(['Lookup lamp', 'Lookup prototype']);
});

const typeId = async () =>
  (await admin('GET', `/api/product-types${listQuery({ range: [0, 0] })}`)).body[0].id as number;

test('titles of anything but the list’s relation fields are refused with a translated reason', async () => {
  for (const titles of ['["amount"]', '["nope"]', '["passwordHash"]']) {
    const refused = await call(ctx.server.url, 'GET', `/api/payments?titles=${encodeURIComponent(titles)}`, {
      token: ctx.token,
      headers: { lang: 'fa' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'common.error.unknowntitle', details: [{ path: '/titles/0' }] });
    expect(refused.body.message).toMatch(/عنوان/);
  }
  for (const titles of ['{"customerId":true}', 'customerId', '[1]']) {
    const refused = await admin('GET', `/api/payments?titles=${encodeURIComponent(titles)}`);
    expect(refused.status).toBe(400);
  }
  expect((await admin('GET', '/api/payments?count=some')).status).toBe(400);
});

test('the q search finds a customer by first name, last name, username and the words of their title', async () => {
  const found = async (q: string) =>
    (await admin('GET', `/api/customers${listQuery({ filter: { q } })}`)).body.map((c: any) => c.username);
  expect(await found('Sara')).toContain('sara.rahimi');
  expect(await found('rahim')).toContain('sara.rahimi');
  expect(await found('sara.rah')).toContain('sara.rahimi');
  expect(await found('Sara Rahimi')).toEqual(['sara.rahimi']);
  expect(await found('rahimi  sara')).toEqual(['sara.rahimi']);
  expect(await found('Sara Karimi')).toEqual([]);
  // The demo's seller Reza Karimi shares the last name.
  expect(await found('Karimi')).toEqual(['ali.karimi', 'reza.karimi']);
  // A lookup asks without a total: Content-Range then says "*".
  const lookup = await admin(
    'GET',
    `/api/customers${listQuery({ filter: { q: 'sara.rahimi' }, range: [0, 19] })}&count=none`,
  );
  expect(lookup.headers.get('content-range')).toBe('customers 0-0/*');
});

test('the q search on customers is served by the trigram index the entity file declares', async () => {
  const seen = await queriesDuring(ctx.server.dataSource, () =>
    admin('GET', `/api/customers${listQuery({ filter: { q: 'rahimi' }, range: [0, 19] })}&count=none`),
  );
  const page = seen.find((q) => q.query.includes('FROM "customers"') && q.query.includes(' LIKE '))!;
  // With every other way closed, the planner must still be able to answer from the index.
  const plan = await ctx.server.dataSource.transaction(async (m) => {
    await m.query('SET LOCAL enable_seqscan = off');
    await m.query('SET LOCAL enable_indexscan = off');
    return m.query(`EXPLAIN ${page.query}`, page.parameters);
  });
  expect(JSON.stringify(plan)).toContain('ix_customers_username_email_mobile_first_name_last_name_fold');
});

test('a customer the dashboard’s editor creates without a username gets one by the spec’s rules', async () => {
  const save = (body: object) =>
    call(ctx.server.url, 'POST', '/api/Customers/saveCustomerProfile', { token: ctx.token, body: { id: 0, ...body } });
  // sara.rahimi is taken (made above): the next free one.
  const twin = await save({ email: 'second.sara@example.com', firstName: 'Sara', lastName: 'Rahimi' });
  expect([twin.status, twin.body.username]).toEqual([201, 'sara.rahimi2']);
  const persian = await save({ mobile: '+989121234567', firstName: 'سارا', lastName: 'رحیمی' });
  expect([persian.status, persian.body.username]).toEqual([201, 'u989121234567']);
  const short = await save({ email: 'bo@example.com' });
  expect(short.body.username).toBe('bo000001');
  // One given is kept; none without any other login is still refused.
  expect((await save({ email: 'own.name@example.com', username: 'my.own.name' })).body.username).toBe('my.own.name');
  expect((await save({ firstName: 'Nameless' })).status).toBe(400);
  const page = await admin('GET', titled('/api/customers', [], { filter: { id: twin.body.id } }));
  expect(page.body[0].username).toBe('sara.rahimi2');
});
