import { call, listQuery } from '../support/http.js';
import { shoppers } from '../support/server.js';
import { useSharedServer } from '../support/shared-server.js';

// The account's lists as the server pages, sorts and searches them from the address (?q=&sort=&order=&page=&size=),
// always among the signed-in customer's own records. Only this file's customers and their records are read.
const ctx = useSharedServer();
const admin = (method: string, path: string, body?: object) =>
  call(ctx.server.url, method, path, { token: ctx.token, body });
let alice: { id: number; token: string };
let bob: { id: number; token: string };
const alicePayments: number[] = [];

interface Account {
  rows: Record<string, unknown>[];
  list: { q: string; sort?: string; order: string; page: number; size: number; total: number; sortable: string[] };
  max?: number;
  kept?: number;
}

async function page(path: string, token: string): Promise<{ status: number; html: string; account: Account }> {
  const res = await fetch(ctx.server.url + path, { headers: { cookie: `saray_token=${token}` } });
  const html = await res.text();
  const json = /<script id="storefront-state" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return { status: res.status, html, account: json ? JSON.parse(json).data.account : undefined };
}

const first = async (resource: string, filter: object) =>
  (await admin('GET', `/api/${resource}${listQuery({ filter })}`)).body[0] as { id: number };

beforeAll(async () => {
  [alice, bob] = await shoppers(ctx.server, ctx.token, 'acctlists', 2);
  const coinId = (await first('coins', { symbol: 'USDT' })).id;
  const paymentTypeId = (await first('payment-types', { systemKeyword: 'cashondelivery' })).id;
  const pay = async (customerId: number, amount: string, description: string) => {
    const res = await admin('POST', '/api/payments', { customerId, amount, coinId, paymentTypeId, description });
    expect(res.status).toBe(201);
    return res.body.id as number;
  };
  // Thirteen of Alice's, amounts out of their creation order, every third for a carpet; Bob's two carry the words
  // Alice's searches look for.
  for (let i = 1; i <= 13; i++)
    alicePayments.push(
      await pay(alice.id, String((i * 7) % 13) + '.50', `acctlists ${i % 3 === 0 ? 'carpet' : 'book'} order`),
    );
  for (const n of [1, 2]) await pay(bob.id, '5', `acctlists carpet order ${n} bobs`);
});

test('a list is the customer’s own rows, ten to a page and newest first, with the total and the page', async () => {
  const { status, account } = await page('/en/account/mypayments', alice.token);
  expect(status).toBe(200);
  expect(account.list).toMatchObject({ q: '', page: 1, size: 10, total: 13, order: 'desc' });
  expect(account.list.sort).toBeUndefined();
  expect(account.rows.map((r) => r.id)).toEqual([...alicePayments].reverse().slice(0, 10));
  expect(account.list.sortable).toEqual(expect.arrayContaining(['createdAt', 'amount', 'isPaid', 'refId']));
  // The link to the payment page is a column to follow, not one to order by.
  expect(account.list.sortable).not.toContain('guid');
  const bobs = await page('/en/account/mypayments', bob.token);
  expect(bobs.account.list.total).toBe(2);
  expect(bobs.account.rows.every((r) => !alicePayments.includes(r.id as number))).toBe(true);
});

test('sorting by an allowed column in either order, marked with aria-sort; other columns are not sorted by', async () => {
  const asc = await page('/en/account/mypayments?sort=amount&order=asc&size=25', alice.token);
  const amounts = asc.account.rows.map((r) => Number(r.amount));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  expect(asc.account.list).toMatchObject({ sort: 'amount', order: 'asc', size: 25 });
  expect(asc.html).toMatch(
    /<th scope="col" aria-sort="ascending"><a class="sort-link" href="[^"]*sort=amount&amp;order=desc/,
  );
  const desc = await page('/en/account/mypayments?sort=amount&order=desc&size=25', alice.token);
  expect(desc.account.rows.map((r) => Number(r.amount))).toEqual([...amounts].reverse());
  expect(desc.html).toContain('aria-sort="descending"');
  // A field of the record that is not a column of the list, or that is no field at all, leaves the list's own order.
  for (const sort of ['customerId', 'description', 'passwordHash', 'id;DROP TABLE payments', 'guid']) {
    const other = await page(`/en/account/mypayments?sort=${encodeURIComponent(sort)}&order=asc`, alice.token);
    expect([sort, other.status, other.account.list.sort]).toEqual([sort, 200, undefined]);
    expect(other.account.rows[0].id).toBe(alicePayments[12]);
  }
});

test('the search finds the customer’s matching rows only, as bound text', async () => {
  const found = await page('/en/account/mypayments?q=carpet+order', alice.token);
  // Alice's 3rd, 6th, 9th and 12th; Bob's carpet orders are not hers to see.
  expect(found.account.list).toMatchObject({ q: 'carpet order', total: 4 });
  expect(found.account.rows.map((r) => r.id).sort()).toEqual([2, 5, 8, 11].map((i) => alicePayments[i]).sort());
  expect(found.html).toContain('value="carpet order"');
  const hostile = await page(`/en/account/mypayments?q=${encodeURIComponent("x' OR '1'='1")}`, alice.token);
  expect([hostile.status, hostile.account.list.total]).toEqual([200, 0]);
  expect(hostile.html).toContain('Nothing matches');
  // A word of Bob's descriptions finds none of Alice's rows, and his own.
  expect((await page('/en/account/mypayments?q=bobs', alice.token)).account.list.total).toBe(0);
  expect((await page('/en/account/mypayments?q=bobs', bob.token)).account.list.total).toBe(2);
});

test('pages: the next page, a page past the last shows the last, a size not offered is the default', async () => {
  const second = await page('/en/account/mypayments?page=2', alice.token);
  expect(second.account.list).toMatchObject({ page: 2, total: 13 });
  expect(second.account.rows.map((r) => r.id)).toEqual([...alicePayments].reverse().slice(10));
  expect(second.html).toContain('Page 2 of 2');
  expect(second.html).toMatch(/href="\/en\/account\/mypayments" rel="prev"/);
  const past = await page('/en/account/mypayments?page=99', alice.token);
  expect(past.account.list.page).toBe(2);
  for (const size of ['7', '1000', 'all']) {
    const odd = await page(`/en/account/mypayments?size=${size}&page=-3`, alice.token);
    expect([size, odd.account.list.size, odd.account.list.page]).toEqual([size, 10, 1]);
  }
  const fa = await page('/fa/account/mypayments?page=2', alice.token);
  expect(fa.html).toContain('صفحهٔ ۲ از ۲');
});

test('records without text of their own are searched by their related record’s title', async () => {
  const rug = await first('products', { sku: 'CP-3003' });
  const carpet = await first('products', { sku: 'CP-3001' });
  for (const product of [rug, carpet]) {
    const res = await call(ctx.server.url, 'POST', '/api/favorites', {
      token: alice.token,
      body: { entityName: 'Product', entityId: product.id },
    });
    expect(res.status).toBe(201);
  }
  expect((await page('/en/account/favoriteproducts', alice.token)).account.list.total).toBe(2);
  const found = await page('/en/account/favoriteproducts?q=isfahan', alice.token);
  expect(found.account.rows.map((r) => r.productName)).toEqual(['Isfahan prayer rug']);
  // In the page's language: the Persian name finds it on the Persian page.
  const fa = await page(`/fa/account/favoriteproducts?q=${encodeURIComponent('اصفهان')}`, alice.token);
  expect(fa.account.rows.map((r) => r.productName)).toEqual(['سجادهٔ اصفهان']);
  expect((await page('/en/account/favoriteproducts?q=zzznomatch', alice.token)).account.list.total).toBe(0);
  expect((await page('/en/account/favoriteproducts?q=isfahan', bob.token)).account.list.total).toBe(0);
});

test('a limit counts every record the customer keeps, whatever the search', async () => {
  const country = await first('countries', { twoLetterIsoCode: 'IR' });
  const city = await first('cities', { name: 'Tehran' });
  for (const title of ['acctlists home', 'acctlists work'])
    expect(
      (
        await call(ctx.server.url, 'POST', '/api/customer-addresses', {
          token: bob.token,
          body: { title, countryId: country.id, cityId: city.id, addressDetail: `${title} street 1` },
        })
      ).status,
    ).toBe(201);
  const searched = await page('/en/account/myaddresses?q=work', bob.token);
  expect(searched.account).toMatchObject({ max: 5, kept: 2, list: { total: 1 } });
  expect(searched.html).toContain('2 of at most 5');
});
