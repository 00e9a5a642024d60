/**
 * @engines pglite postgres
 * Candles and day statistics bucketed by time in SQL.
 */
import { startLocalBinance } from '../support/binance-server.js';
import { call, listQuery, signIn } from '../support/http.js';
import { shoppers, startServer, type TestServer } from '../support/server.js';

// Market data and blockchain calls: Saray's own market (candles and statistics from its trades) and a mirrored
// Binance-compatible API (a local server speaking Binance's REST shapes).
let server: TestServer;
let binance: Awaited<ReturnType<typeof startLocalBinance>>;
let token: string;
let coins: Record<string, number>;

const get = (path: string) => call(server.url, 'GET', path);
const admin = (method: string, path: string, body?: object) => call(server.url, method, path, { token, body });

beforeAll(async () => {
  binance = await startLocalBinance();
  server = await startServer({ config: { binanceUrl: binance.url } });
  token = await signIn(server.url);
  const all = (await admin('GET', `/api/coins${listQuery({ range: [0, 99] })}`)).body as {
    id: number;
    symbol: string;
  }[];
  coins = Object.fromEntries(all.map((c) => [c.symbol, c.id]));
  // One trade on BTCUSDT: 0.5 BTC at 30,000, and one later at 30,300.
  const [buyer, seller] = await shoppers(server, token, 'mdata', 2);
  await admin('POST', '/api/Wallets/deposit', { customerId: buyer.id, coinId: coins.USDT, amount: '100000' });
  await admin('POST', '/api/Wallets/deposit', { customerId: seller.id, coinId: coins.BTC, amount: '2' });
  const [market] = (await get('/api/Market/getAllMarkets?name=BTCUSDT')).body;
  for (const [price, quantity] of [
    ['30000', '0.5'],
    ['30300', '0.25'],
  ]) {
    const place = (t: { token: string }, sideId: number) =>
      call(server.url, 'POST', '/api/Market/PlaceOrder', {
        token: t.token,
        body: { marketId: market.id, sideId, typeId: 1, price, quantity },
      });
    expect((await place(seller, 2)).status).toBe(201);
    expect((await place(buyer, 1)).body.statusId).toBe(3);
  }
});
afterAll(async () => {
  await server.close();
  await binance.close();
});

test('Saray’s own market: rules, candles and the day’s statistics come from its markets and trades', async () => {
  const info = await get('/api/DataProvider/Info/Saray?symbols=BTCUSDT');
  expect(info.body).toEqual([
    expect.objectContaining({
      symbol: 'BTCUSDT',
      baseAsset: 'BTC',
      quoteAsset: 'USDT',
      tickSize: '0.01',
      stepSize: '0.00001',
    }),
  ]);
  const candles = await get('/api/DataProvider/Klines/Saray?symbol=BTCUSDT');
  expect(candles.body).toHaveLength(1);
  expect(candles.body[0]).toMatchObject({
    open: '30000',
    high: '30300',
    low: '30000',
    close: '30300',
    volume: '0.75',
    quoteVolume: '22575',
    trades: 2,
  });
  expect(candles.body[0].closeTime - candles.body[0].openTime).toBe(15 * 60_000 - 1);
  expect((await get('/api/DataProvider/Klines/Saray?symbol=ETHUSDT')).body).toEqual([]);
  const gainers = await get('/api/DataProvider/Gainers');
  expect(gainers.body).toEqual([
    expect.objectContaining({ symbol: 'BTCUSDT', lastPrice: '30300', priceChangePercent: '1.000', volume: '0.75' }),
  ]);
});

test('the Binance-compatible provider mirrors rules, 145 candles of 15 minutes, gainers and losers', async () => {
  const info = await get('/api/DataProvider/Info/Binance?symbols=["BTCUSDT"]');
  expect(info.body).toEqual([
    expect.objectContaining({ symbol: 'BTCUSDT', tickSize: '0.01000000', stepSize: '0.00001000' }),
  ]);
  const candles = await get('/api/DataProvider/Klines/Binance?symbol=BTCUSDT');
  expect(candles.body).toHaveLength(145);
  expect(binance.requests).toContain('/api/v3/klines?symbol=BTCUSDT&interval=15m&limit=145');
  const gainers = await get('/api/DataProvider/Gainers?provider=Binance&count=2');
  expect(gainers.body.map((t: { symbol: string }) => t.symbol)).toEqual(['SOLUSDT', 'BTCUSDT']);
  const losers = await get('/api/DataProvider/Losers?provider=Binance');
  expect(losers.body.map((t: { symbol: string }) => t.symbol)).toEqual(['DOGEUSDT', 'ETHBTC', 'BTCUSDT', 'SOLUSDT']);

  const unknown = await call(server.url, 'GET', '/api/DataProvider/Klines/Binance?symbol=NOPE', {
    headers: { lang: 'tr' },
  });
  expect(unknown.status).toBe(502);
  expect(unknown.body.message).toBe('Piyasa verisi sağlayıcısı beklendiği gibi yanıt vermedi: Invalid symbol.');
  expect((await get('/api/DataProvider/Klines/Saray?symbol=BTCUSDT&interval=7m')).status).toBe(400);
  expect((await get('/api/DataProvider/Klines/Kraken?symbol=BTCUSDT')).status).toBe(404);
});

test('blockchain calls: coins, pairs, networks with fees and explorers, and conversion at the last price', async () => {
  const symbols = (await get('/api/Blockchain/CoinSymbols')).body.map((c: { symbol: string }) => c.symbol);
  expect(symbols.slice(0, 3)).toEqual(['BTC', 'ETH', 'USDT']);
  expect((await get('/api/Blockchain/getAllPairs')).body.map((p: { symbol: string }) => p.symbol)).toEqual([
    'BTCUSDT',
    'ETHUSDT',
  ]);

  // A network of the test's own beside the demo's: its fee (the contract names none) and explorer are offered.
  const chain = (await admin('POST', '/api/blockchains', { name: 'Ethereum (market data)', isActived: true })).body;
  const network = (
    await admin('POST', '/api/blockchain-networks', {
      blockChainId: chain.id,
      name: 'Ethereum (ERC20)',
      symbol: 'ERC20',
      fee: '1.5',
      isActived: true,
    })
  ).body;
  const contract = (
    await admin('POST', '/api/coin-contracts', {
      coinId: coins.USDT,
      blockChainId: chain.id,
      blockChainNetworkId: network.id,
      smartContractId: '0xdac17f958d2ee523a2206206994597c13d831ec7',
      isActived: true,
      isPayable: true,
    })
  ).body;
  const networks = (await get('/api/Blockchain/getCoinAvailableNetworks?symbol=usdt')).body as {
    id: number;
    symbol: string;
    fee: string;
  }[];
  expect(networks).toContainEqual(
    expect.objectContaining({
      id: network.id,
      symbol: 'ERC20',
      coinContractId: contract.id,
      fee: '1.5',
      explorer: { tx: 'https://etherscan.io/tx/', address: 'https://etherscan.io/address/' },
    }),
  );
  // The demo's own networks carry USDT too, each with its contract's fee.
  expect(networks.filter((n) => n.id !== network.id).map((n) => `${n.symbol} ${n.fee}`)).toEqual(
    expect.arrayContaining(['ERC20 5', 'BEP20 0.5', 'TRC20 1']),
  );
  expect((await get('/api/Blockchain/getCoinContracts?symbol=USDT')).body).toContainEqual(
    expect.objectContaining({ id: contract.id, blockChainNetworkId: network.id }),
  );
  // A coin with no contract moves on no network.
  expect((await get('/api/Blockchain/getCoinAvailableNetworks?symbol=IRR')).body).toEqual([]);

  const convert = (amount: string, from: string, to: string) =>
    get(`/api/Blockchain/convertCurrency?amount=${amount}&sourceCoinId=${coins[from]}&targetCoinId=${coins[to]}`);
  expect((await convert('0.5', 'BTC', 'USDT')).body).toMatchObject({ rate: '30300', result: '15150' });
  expect((await convert('60600', 'USDT', 'BTC')).body.result).toBe('2');
  expect((await convert('1', 'ETH', 'USDT')).status).toBe(404);
  expect((await convert('-1', 'BTC', 'USDT')).status).toBe(400);
});

test('coins: search, descriptions per language, logos and a customer’s favourites', async () => {
  const found = await get('/api/DataProvider/Search?query=bit');
  expect(found.body).toEqual([
    expect.objectContaining({
      symbol: 'BTC',
      name: 'Bitcoin',
      markets: [expect.objectContaining({ symbol: 'BTCUSDT' })],
    }),
  ]);
  expect((await get('/api/DataProvider/Search?query=')).body).toEqual([]);

  const scripted = await admin('POST', '/api/DataProvider/SaveDesc', {
    symbol: 'btc',
    lang: 'fa',
    description: '<p>بیت‌کوین<script>alert(1)</script></p>',
  });
  expect(scripted.status).toBe(400);
  expect(scripted.body.details[0].path).toBe('/description');
  const saved = await admin('POST', '/api/DataProvider/SaveDesc', {
    symbol: 'btc',
    lang: 'fa',
    description: '<p>بیت‌کوین</p>',
  });
  expect(saved.body).toEqual({ symbol: 'BTC', lang: 'fa', description: '<p>بیت‌کوین</p>' });
  await admin('POST', '/api/DataProvider/SaveDesc', { symbol: 'BTC', lang: 'en', description: '<p>Bitcoin</p>' });
  expect((await get('/api/DataProvider/Desc?symbol=BTC&lang=fa')).body.description).toBe('<p>بیت‌کوین</p>');
  // Turkish has none yet: English stands in.
  expect((await get('/api/DataProvider/Desc?symbol=BTC&lang=tr')).body.description).toBe('<p>Bitcoin</p>');
  expect((await call(server.url, 'POST', '/api/DataProvider/SaveDesc', { body: { symbol: 'BTC' } })).status).toBe(401);
  const logo = await admin('POST', '/api/DataProvider/SaveLogo', { symbol: 'BTC', logo: 'btc.png' });
  expect(logo.body).toMatchObject({ symbol: 'BTC', logo: 'btc.png' });

  const [fan] = await shoppers(server, token, 'coinfan', 1);
  const me = (path: string) => call(server.url, 'GET', path, { token: fan.token });
  expect((await get('/api/DataProvider/Favorites')).status).toBe(401);
  expect((await me('/api/DataProvider/AddFavorite?symbol=ETH')).body.map((c: { symbol: string }) => c.symbol)).toEqual([
    'ETH',
  ]);
  await me('/api/DataProvider/AddFavorite?symbol=ETH');
  await me('/api/DataProvider/AddFavorite?symbol=BTC');
  expect((await me('/api/DataProvider/Favorites')).body.map((c: { symbol: string }) => c.symbol).sort()).toEqual([
    'BTC',
    'ETH',
  ]);
  expect(
    (await me('/api/DataProvider/RemoveFavorite?symbol=ETH')).body.map((c: { symbol: string }) => c.symbol),
  ).toEqual(['BTC']);
  expect((await me('/api/DataProvider/AddFavorite?symbol=NOPE')).status).toBe(404);
});
