/**
 * @engines pglite postgres
 * Two approvals at once credit the wallet once.
 */
import { call, listQuery } from '../support/http.js';
import { shoppers, useServer } from '../support/server.js';
import { snapshot } from '../support/snapshot.js';

// Customers' deposit requests: a customer reports coins sent to the exchange with the transaction that carried them;
// an administrator approves (the wallet is credited once, through the journal) or rejects (nothing moves).
const ctx = useServer();
type Customer = { id: number; token: string };
let holder: Customer;
let other: Customer;
let coins: Record<string, number>;
let erc20: number;
let trc20: number;

const as = (t: Customer | string) => (method: string, path: string, body?: object, lang?: string) =>
  call(ctx.server.url, method, path, {
    token: typeof t === 'string' ? t : t.token,
    body,
    headers: lang ? { lang } : {},
  });
const admin = () => as(ctx.token);
const balances = async (t: Customer) =>
  Object.fromEntries(
    (
      (await as(t)('GET', '/api/Wallets/getMyBalances')).body as { coinId: number; available: string; held: string }[]
    ).map((b) => [Object.keys(coins).find((s) => coins[s] === b.coinId)!, `${b.available}/${b.held}`]),
  );
/** The journal's deposit entries for a customer: what the writer credited. */
const credited = async (customerId: number) =>
  (
    (await ctx.server.dataSource.query(
      "SELECT entry->>'amount' AS amount FROM exchange_journal WHERE kind = 'deposit' AND entry->>'account' = $1",
      [String(customerId)],
    )) as { amount: string }[]
  ).map((r) => r.amount);
const hash = (byte: string) => `0x${byte.repeat(32)}`;
const address = `0x${'5a'.repeat(20)}`;

beforeAll(async () => {
  [holder, other] = await shoppers(ctx.server, ctx.token, 'dpst', 2);
  const all = (await admin()('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as {
    id: number;
    symbol: string;
  }[];
  coins = Object.fromEntries(all.map((c) => [c.symbol, c.id]));
  const ethereum = (await admin()('POST', '/api/blockchains', { name: 'Ethereum (deposits)' })).body;
  const tron = (await admin()('POST', '/api/blockchains', { name: 'Tron (deposits)' })).body;
  erc20 = (
    await admin()('POST', '/api/blockchain-networks', { blockChainId: ethereum.id, name: 'ERC20', symbol: 'ERC20' })
  ).body.id;
  trc20 = (await admin()('POST', '/api/blockchain-networks', { blockChainId: tron.id, name: 'TRC20', symbol: 'TRC20' }))
    .body.id;
  for (const [chain, network] of [
    [ethereum.id, erc20],
    [tron.id, trc20],
  ])
    expect(
      (
        await admin()('POST', '/api/coin-contracts', {
          coinId: coins.USDT,
          blockChainId: chain,
          blockChainNetworkId: network,
        })
      ).status,
    ).toBe(201);
});

const request = (t: Customer, body: object, lang?: string) =>
  as(t)('POST', '/api/Wallets/requestDeposit', { coinId: coins.USDT, blockChainNetworkId: erc20, ...body }, lang);

test('a request is refused, changing nothing, unless its network carries the coin and its values fit', async () => {
  const before = await snapshot(ctx.server.dataSource, 'deposits');
  expect((await request(holder, { coinId: coins.BTC, amount: '0.1', transactionHash: hash('01') })).body).toMatchObject(
    { error: 'deposit.error.network', details: [{ path: '/blockChainNetworkId' }] },
  );
  const decimals = await request(holder, { amount: '1.1234567', transactionHash: hash('01') }, 'fa');
  expect(decimals.body).toMatchObject({ error: 'exchange.error.invalidamount', message: expect.stringContaining('6') });
  const shortHash = await request(holder, { amount: '1', transactionHash: 'abc' }, 'tr');
  expect(shortHash.status).toBe(400);
  expect(shortHash.body.details).toEqual([
    expect.objectContaining({ path: '/transactionHash', error: 'deposit.error.hashformat' }),
  ]);
  const from = await request(holder, { amount: '1', transactionHash: hash('01'), fromAddress: 'TXYZ' }, 'tr');
  expect(from.body).toMatchObject({
    error: 'deposit.error.address',
    message: 'Bu geçerli bir ERC20 adresi değil.',
  });
  expect((await request(holder, { amount: '0', transactionHash: hash('01') })).body.details[0]).toMatchObject({
    path: '/amount',
    error: 'common.error.exclusiveminimum',
  });
  const anonymous = await call(ctx.server.url, 'POST', '/api/Wallets/requestDeposit', {
    body: { coinId: coins.USDT, blockChainNetworkId: erc20, amount: '1', transactionHash: hash('01') },
  });
  expect(anonymous.status).toBe(401);
  expect(await snapshot(ctx.server.dataSource, 'deposits')).toEqual(before);
});

test('approving credits the wallet exactly once; a decided request keeps its values', async () => {
  const asked = await request(holder, {
    customerId: other.id,
    amount: '250.5',
    transactionHash: hash('AB'),
    fromAddress: address,
    description: 'from my hardware wallet',
  });
  expect(asked.status).toBe(201);
  // The request is the caller's whoever the body names; the hash is kept in one case; the contract is found.
  expect(asked.body).toMatchObject({
    customerId: holder.id,
    status: 0,
    amount: '250.5',
    transactionHash: hash('ab'),
    coinContractId: expect.any(Number),
  });
  const id = asked.body.id as number;
  expect(await balances(holder)).toEqual({});

  // One hash per network, whatever its case; the same hash on another network is another transaction.
  const again = await request(other, { amount: '1', transactionHash: hash('AB') }, 'fa');
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({
    error: 'deposit.error.hashexists',
    message: 'واریزی با این شناسه تراکنش قبلاً روی این شبکه ثبت شده است.',
  });
  expect((await request(other, { blockChainNetworkId: trc20, amount: '1', transactionHash: hash('ab') })).status).toBe(
    201,
  );

  // Customers neither decide nor change requests; an administrator may correct a waiting one.
  expect((await as(holder)('POST', `/api/deposits/${id}/actions/approve`)).status).toBe(403);
  expect((await as(holder)('PUT', `/api/deposits/${id}`, { amount: '9999' })).status).toBe(403);
  expect((await admin()('PUT', `/api/deposits/${id}`, { amount: '250.25' })).body.amount).toBe('250.25');

  // Two administrators approving at once: one wins, the wallet is credited once.
  const approvals = await Promise.all([
    admin()('POST', `/api/deposits/${id}/actions/approve`),
    admin()('POST', `/api/deposits/${id}/actions/approve`),
  ]);
  expect(approvals.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(approvals.find((a) => a.status === 409)!.body.error).toBe('deposit.error.notwaiting');
  expect(approvals.find((a) => a.status === 200)!.body.status).toBe(4);
  expect(await balances(holder)).toEqual({ USDT: '250.25/0' });
  expect(await credited(holder.id)).toEqual(['250250000']);

  const locked = await admin()('PUT', `/api/deposits/${id}`, { amount: '1' }, 'en');
  expect(locked.body).toMatchObject({
    error: 'deposit.error.decided_unchangeable',
    message: 'This deposit has been decided: only its description can change.',
  });
  expect((await admin()('PUT', `/api/deposits/${id}`, { description: 'checked on chain' })).status).toBe(200);
  expect((await admin()('DELETE', `/api/deposits/${id}`)).status).toBe(409);
  expect((await admin()('POST', `/api/deposits/${id}/actions/reject`)).status).toBe(409);
  expect(await balances(holder)).toEqual({ USDT: '250.25/0' });
});

test('rejecting changes no balance, and a rejected request cannot be approved', async () => {
  const asked = (await request(holder, { amount: '40', transactionHash: hash('cd') })).body;
  const rejected = await admin()('POST', `/api/deposits/${asked.id}/actions/reject`);
  expect(rejected.body.status).toBe(12);
  expect((await admin()('POST', `/api/deposits/${asked.id}/actions/approve`)).status).toBe(409);
  expect(await balances(holder)).toEqual({ USDT: '250.25/0' });
  expect(await credited(holder.id)).toEqual(['250250000']);
});

test('the generic API makes a customer’s request theirs, and shows them only their own', async () => {
  const made = await as(holder)('POST', '/api/deposits', {
    customerId: other.id,
    coinId: coins.USDT,
    blockChainNetworkId: trc20,
    amount: '3',
    transactionHash: hash('ef'),
  });
  expect(made.status).toBe(201);
  expect(made.body.customerId).toBe(holder.id);
  const seen = (await as(other)('GET', '/api/deposits')).body as { customerId: number }[];
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.every((d) => d.customerId === other.id)).toBe(true);
  expect((await as(other)('GET', `/api/deposits/${made.body.id}`)).status).toBe(404);
});

test('getMyDeposits pages the caller’s requests, newest first, with their explorer pages', async () => {
  const mine = await as(holder)('GET', '/api/Wallets/getMyDeposits');
  expect(mine.status).toBe(200);
  expect(mine.body.totalCount).toBe(3);
  expect(mine.body.data.map((d: { status: number }) => d.status)).toEqual([0, 12, 4]);
  expect(mine.body.data[2]).toMatchObject({
    amount: '250.25',
    networkSymbol: 'ERC20',
    explorerUrl: `https://etherscan.io/tx/${hash('ab')}`,
  });
  const page = await as(holder)('GET', '/api/Wallets/getMyDeposits?pageIndex=1&pageSize=2');
  expect(page.body).toMatchObject({ totalCount: 3, data: [{ status: 4 }] });
  expect((await as(other)('GET', '/api/Wallets/getMyDeposits')).body.totalCount).toBe(1);
  expect((await call(ctx.server.url, 'GET', '/api/Wallets/getMyDeposits')).status).toBe(401);
});
