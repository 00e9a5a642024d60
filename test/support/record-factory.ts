import { randomBytes, randomUUID } from 'node:crypto';
import randexp from 'randexp';
import type { FieldMeta } from '../../backend/src/schema/entity-meta.js';
import type { Registry, RegisteredEntity } from '../../backend/src/schema/registry.js';
import { call, uploadFile } from './http.js';

type Row = Record<string, any>;

/**
 * What the schema cannot say, per entity field: a value with a meaning (SecurityAccess names a real entity).
 * Everything else comes from the entity file.
 */
let counter = 0;

const SEMANTIC: Record<string, () => Row> = {
  SecurityAccess: () => ({ entityName: 'Tag', accessType: 'view' }),
  // A customer needs at least one of username, e-mail or mobile (a rule of the Customer hooks).
  Customer: () => ({ email: `customer${++counter}.${Date.now()}@example.com` }),
  // A payment type takes payments in some coin; a generated one takes every coin.
  PaymentType: () => ({ allCoin: true }),
  // An accounting line is either debtor or creditor, with an amount.
  AccountingDetail: () => ({ debtor: '10.00', creditor: '0' }),
  // A slug of letters of any script (\p{L}), which the pattern generator cannot draw from.
  Page: () => ({ slug: `page-${++counter}-${Date.now().toString(36)}` }),
  // An archive's number format holds {number} once (and is unique).
  Archive: () => ({ archiveFilesNumberFormat: `A${++counter}-${Date.now().toString(36)}-{number}` }),
  // A ticket without a customer (a visitor's) names whom to answer.
  Ticket: () => ({ contactName: 'A visitor', contactEmail: `visitor${++counter}@example.com` }),
  // A parcel at a fixed price on ground of its own, far from the demo planet's: parcels may not overlap.
  Land: () => ({ price: '100', x: 1000 + (++counter % 8000), y: 9000, width: 1, height: 1 }),
};

/**
 * Records whose relations must agree with each other (spec 2 §5): a shipment in its type's coin, an order line's
 * product in the order's coin, a refund of a paid payment. Each builds the related records it needs.
 */
const ALIGNED: Record<string, (f: RecordFactory, extra: Row) => Promise<Row>> = {
  // A picture of the media library names a picture stored in Images: one uploaded for it (the upload's own entry
  // gives way to the record made with it).
  Media: async (f) => ({ file: await f.uploadPicture() }),
  // One invoice counter per store: each gets a store of its own.
  InvoiceCounter: async (f) => ({ storeId: (await f.create('Store')).id }),
  // A favourite points at a record that exists.
  Favorite: async (f) => ({ entityName: 'Product', entityId: (await f.create('Product')).id }),
  Shipment: async (f) => {
    const coin = await f.create('Coin');
    return { coinId: coin.id, shipmentTypeId: (await f.create('ShipmentType', { baseCoinId: coin.id })).id };
  },
  ProductOrderItem: async (f) => {
    const coin = await f.create('Coin');
    return {
      productOrderId: (await f.create('ProductOrder', { coinId: coin.id })).id,
      // Enough stock for what a test may order: closing the cart takes it.
      productId: (await f.create('Product', { baseCoinId: coin.id, stockQuantity: 1000 })).id,
    };
  },
  // A city in its province and country.
  CustomerAddress: async (f) => f.place(),
  AddressMapping: async (f) => f.place(),
  // A market's steps fit its coins' decimals: two coins with enough of them.
  Market: async (f) => ({
    baseCoinId: (await f.create('Coin', { decimals: 8 })).id,
    quoteCoinId: (await f.create('Coin', { decimals: 6 })).id,
  }),
  // A withdrawal on a network that carries its coin, to an address of that network, by a customer with the funds.
  Withdrawal: async (f, extra) => {
    const customerId = (extra.customerId as number) ?? (await f.create('Customer')).id;
    const coin = await f.create('Coin', { decimals: 6 });
    const chain = await f.create('BlockChain');
    const network = await f.create('BlockChainNetwork', { blockChainId: chain.id, symbol: 'ERC20', fee: '1' });
    await f.create('CoinContract', { coinId: coin.id, blockChainId: chain.id, blockChainNetworkId: network.id });
    await f.deposit(customerId, coin.id as number, '1000');
    return {
      customerId,
      coinId: coin.id,
      blockChainNetworkId: network.id,
      amount: '12.5',
      toAddress: `0x${'ab'.repeat(20)}`,
    };
  },
  // A deposit request on a network that carries its coin, paid by a transaction of its own.
  Deposit: async (f, extra) => {
    const coin = await f.create('Coin', { decimals: 6 });
    const chain = await f.create('BlockChain');
    const network = await f.create('BlockChainNetwork', { blockChainId: chain.id, symbol: 'ERC20' });
    await f.create('CoinContract', { coinId: coin.id, blockChainId: chain.id, blockChainNetworkId: network.id });
    return {
      customerId: (extra.customerId as number) ?? (await f.create('Customer')).id,
      coinId: coin.id,
      blockChainNetworkId: network.id,
      amount: '25',
      transactionHash: `0x${randomBytes(32).toString('hex')}`,
    };
  },
  // A stake within its plan's limits, by a customer with the funds it holds.
  Stake: async (f, extra) => {
    const customerId = (extra.customerId as number) ?? (await f.create('Customer')).id;
    const coin = await f.create('Coin', { decimals: 6 });
    const plan = await f.create('StakingPlan', { coinId: coin.id, durationDays: 30, aprPercent: '8', minAmount: '1' });
    await f.deposit(customerId, coin.id as number, '1000');
    return { customerId, stakingPlanId: plan.id, amount: '100' };
  },
  // A bid in a running auction, by a customer with the funds it holds.
  LandBid: async (f, extra) => {
    const customerId = (extra.customerId as number) ?? (await f.create('Customer')).id;
    const coin = await f.create('Coin', { decimals: 6 });
    const auctionEndsAt = new Date(Date.now() + 86_400_000).toISOString();
    const land = await f.create('Land', { coinId: coin.id, saleKind: 2, price: null, minimumBid: '10', auctionEndsAt });
    await f.deposit(customerId, coin.id as number, '1000');
    return { customerId, landId: land.id, amount: '100' };
  },
  // A loan within its plan's limits on a land in the plan's coin, by a customer with the down payment.
  Loan: async (f, extra) => {
    const customerId = (extra.customerId as number) ?? (await f.create('Customer')).id;
    const coin = await f.create('Coin', { decimals: 6 });
    const plan = await f.create('LoanPlan', {
      coinId: coin.id,
      aprPercent: '12',
      maxLtvPercent: '70',
      minTermMonths: 1,
      maxTermMonths: 24,
      minPrincipal: '0',
      maxPrincipal: null,
    });
    const land = await f.create('Land', { coinId: coin.id, price: '1000' });
    await f.deposit(customerId, coin.id as number, '1000');
    return { customerId, loanPlanId: plan.id, landId: land.id, principal: '500', termMonths: 12 };
  },
  // A document that can be approved: of a type whose documents must be.
  Document: async (f) => ({ documentTypeId: (await f.create('DocumentType', { isMustApproved: true })).id }),
  // Every event has a template in every language from the first start: a new one takes the place of a removed one.
  MessageTemplate: async (f) => {
    const [template] = (await f.admin('GET', '/api/message-templates?range=[0,0]')).body;
    if (!template) throw new Error('no message template left to replace');
    await f.admin('DELETE', `/api/message-templates/${template.id}`);
    return { eventKey: template.eventKey, languageCode: template.languageCode };
  },
  RefundPayment: async (f) => {
    const payment = await f.create('Payment', { amount: '100.00' });
    await f.action('Payment', payment.id, 'markPaid');
    return { paymentId: payment.id, amount: '12.50' };
  },
};

function sample(field: FieldMeta): unknown {
  const s = field.spec;
  const n = ++counter;
  if (s.enum) return s.enum.find((v) => v !== null);
  switch (field.kind) {
    case 'decimal':
      return s['x-exclusiveMinimum'] !== undefined || s['x-minimum'] !== undefined ? '12.5' : '7.25';
    case 'integer':
      return Math.max(s.minimum ?? 1, Math.min(s.maximum ?? 1000, 1 + (n % 50)));
    case 'number':
      return 1.5;
    case 'boolean':
      return s.default ?? false;
    case 'date':
      return '2024-03-20';
    case 'datetime':
      return new Date().toISOString();
    case 'time':
      return '12:30:00';
    case 'uuid':
      return randomUUID();
    case 'json':
      return Array.isArray(s.type) ? [] : {};
  }
  // A valid Iranian mobile in its stored form, which a phone field of any kind takes (and a mobile one must be unique).
  if (s['x-phone']) return `+98912${String(randomBytes(4).readUInt32BE() % 1e7).padStart(7, '0')}`;
  if (s.format === 'email') return `user${n}.${Date.now()}@example.com`;
  if (s.format === 'uri') return `https://example.com/${n}`;
  if (s.format === 'location') return JSON.stringify({ latitude: 38.0766, longitude: 46.2975 });
  if (s.format === 'json') return '{}';
  const min = s.minLength ?? 1;
  const max = s.maxLength ?? 200;
  if (s.pattern) {
    // randexp is CommonJS typed as `export =`: under ES modules the class is the default export.
    const RandExp = (randexp as unknown as { default?: typeof randexp }).default ?? randexp;
    const gen = new (RandExp as unknown as new (p: string) => { max: number; gen(): string })(s.pattern);
    gen.max = Math.min(max, 12);
    for (let i = 0; i < 200; i++) {
      const v = gen.gen();
      if (v.length >= min && v.length <= max) return v;
    }
    throw new Error(`no sample for pattern ${s.pattern}`);
  }
  return `Sample ${n} ${'x'.repeat(Math.max(0, min - 10))}`.slice(0, max);
}

/**
 * Builds and creates valid records of any entity from its entity file, creating the records its required relations
 * point to first. Used by tests that must cover every entity (the authorization matrix).
 */
export class RecordFactory {
  constructor(
    private readonly registry: Registry,
    private readonly baseUrl: string,
    private readonly adminToken: string,
    /** Signs a customer in (the exchange's records are made by customers' own calls). */
    private readonly tokenFor?: (customerId: number) => Promise<string>,
  ) {}

  /**
   * Records nobody writes through the generic API: the exchange's orders, trades, candles, balances and journal, made
   * by the calls that make them (a deposit, orders placed by their customers).
   */
  private async madeByCalls(entityName: string, extra: Row): Promise<Row | undefined> {
    const as = (token: string) => (method: string, path: string, body?: object) =>
      call(this.baseUrl, method, path, { token, body });
    const admin = as(this.adminToken);
    const customer = async () => (extra.customerId as number) ?? (await this.create('Customer')).id;
    const [usdt] = (await admin('GET', '/api/coins?filter={"symbol":"USDT"}')).body;
    const deposit = (customerId: number, coinId: number, amount: string) => this.deposit(customerId, coinId, amount);
    const place = async (customerId: number, body: object) => {
      if (!this.tokenFor) throw new Error(`${entityName} records are placed by customers: give the factory tokenFor`);
      const [market] = (await admin('GET', '/api/Market/getAllMarkets?name=BTCUSDT')).body;
      const res = await as(await this.tokenFor(customerId))('POST', '/api/Market/PlaceOrder', {
        marketId: market.id,
        typeId: 1,
        ...body,
      });
      if (res.status !== 201) throw new Error(`order refused: ${JSON.stringify(res.body)}`);
      return res.body as Row;
    };
    switch (entityName) {
      // A customer's land is one they bought (its owner is the server's to set): bought through their own call.
      case 'Land': {
        if (extra.ownerId === undefined) return undefined;
        const { ownerId, isPublished, ...rest } = extra;
        const coin = await this.create('Coin', { decimals: 2 });
        const land = await this.create('Land', { ...rest, coinId: coin.id, price: '10' });
        await deposit(ownerId as number, coin.id as number, '10');
        if (!this.tokenFor) throw new Error('lands are bought by customers: give the factory tokenFor');
        const bought = await as(await this.tokenFor(ownerId as number))('POST', '/api/Lands/buy', { landId: land.id });
        if (bought.status !== 200) throw new Error(`land not bought: ${JSON.stringify(bought.body)}`);
        if (isPublished === false) await admin('PUT', `/api/lands/${land.id}`, { isPublished: false });
        return (await admin('GET', `/api/lands/${land.id}`)).body as Row;
      }
      case 'WalletBalance':
        return deposit(await customer(), (extra.coinId as number) ?? usdt.id, '100');
      case 'ExchangeJournal':
        await deposit(await customer(), usdt.id, '1');
        return (await admin('GET', '/api/exchange-journal?sort=["id","DESC"]&range=[0,0]')).body[0];
      case 'ExchangeOrder': {
        const id = await customer();
        await deposit(id, usdt.id, '1000');
        return place(id, { sideId: 1, price: '10000', quantity: '0.01' });
      }
      // A trade's candles: the writer folds them with the trade.
      case 'ExchangeCandle':
        await this.create('ExchangeTrade');
        return (await admin('GET', '/api/exchange-candles?sort=["id","DESC"]&range=[0,0]')).body[0];
      case 'ExchangeTrade': {
        const [btc] = (await admin('GET', '/api/coins?filter={"symbol":"BTC"}')).body;
        const [seller, buyer] = [await customer(), (await this.create('Customer')).id];
        await deposit(seller, btc.id, '1');
        await deposit(buyer, usdt.id, '1000');
        await place(seller, { sideId: 2, price: '9000', quantity: '0.01' });
        await place(buyer, { sideId: 1, price: '9000', quantity: '0.01' });
        return (await admin('GET', '/api/exchange-trades?sort=["id","DESC"]&range=[0,0]')).body[0];
      }
    }
    return undefined;
  }

  payload(entity: RegisteredEntity, related: Row = {}): Row {
    const { meta, validators } = entity;
    for (let attempt = 0; attempt < 20; attempt++) {
      const body: Row = {};
      for (const name of meta.required) {
        const field = meta.fields.get(name)!;
        if (field.readOnly) continue;
        // Values given for the record (related ids, aligned fields) win over drawn ones.
        body[name] = field.relation || related[name] !== undefined ? related[name] : sample(field);
      }
      Object.assign(body, SEMANTIC[meta.name]?.());
      if (validators.create(body)) return body;
    }
    throw new Error(`cannot build a valid ${meta.name}: ${JSON.stringify(validators.create.errors)}`);
  }

  /** Creates one record as the administrator (retrying on a unique collision of random values). */
  async create(entityName: string, extra: Row = {}): Promise<Row> {
    const made = await this.madeByCalls(entityName, extra);
    if (made) return made;
    const entity = this.registry.byName(entityName)!;
    extra = { ...(await this.aligned(entityName, extra)), ...extra };
    const related: Row = {};
    for (const name of entity.meta.required) {
      const rel = entity.meta.fields.get(name)!.relation;
      if (rel && extra[name] === undefined) related[name] = (await this.create(rel.entity)).id;
    }
    for (let attempt = 0; attempt < 5; attempt++) {
      const body = { ...this.payload(entity, { ...related, ...extra }), ...extra };
      const res = await call(this.baseUrl, 'POST', `/api/${entity.meta.resource}`, { token: this.adminToken, body });
      if (res.status === 201) return res.body;
      if (res.status !== 409) throw new Error(`cannot create ${entityName}: ${res.status} ${JSON.stringify(res.body)}`);
    }
    throw new Error(`cannot create ${entityName}: unique values kept colliding`);
  }

  /** A picture stored in the media library's directory (a PNG of one pixel): its stored name. */
  async uploadPicture(): Promise<string> {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const res = await uploadFile(this.baseUrl, this.adminToken, 'Images', `picture-${++counter}.png`, png);
    if (res.status !== 201) throw new Error(`cannot upload a picture: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.name as string;
  }

  /** A call as the administrator. */
  admin(method: string, path: string, body?: object) {
    return call(this.baseUrl, method, path, { token: this.adminToken, body });
  }

  /** Funds in a customer's exchange wallet, as an administrator records a deposit; answers the balance. */
  async deposit(customerId: number, coinId: number, amount: string): Promise<Row> {
    const res = await call(this.baseUrl, 'POST', '/api/Wallets/deposit', {
      token: this.adminToken,
      body: { customerId, coinId, amount },
    });
    if (res.status !== 201) throw new Error(`deposit refused: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** A country with a province and a city in it, as the ids an address takes. */
  async place(): Promise<Row> {
    const country = await this.create('Country');
    const province = await this.create('Province', { countryId: country.id });
    const city = await this.create('City', { countryId: country.id, provinceId: province.id });
    return { countryId: country.id, provinceId: province.id, cityId: city.id };
  }

  /** Related records that agree with each other, for the entities whose rules need it (empty for the rest). */
  async aligned(entityName: string, extra: Row = {}): Promise<Row> {
    return ALIGNED[entityName] ? ALIGNED[entityName](this, extra) : {};
  }

  /** Runs a named action of the entity's rules as the administrator. */
  async action(entityName: string, id: number, name: string, body: Row = {}): Promise<Row> {
    const { resource } = this.registry.byName(entityName)!.meta;
    const res = await call(this.baseUrl, 'POST', `/api/${resource}/${id}/actions/${name}`, {
      token: this.adminToken,
      body,
    });
    if (res.status !== 200) throw new Error(`${entityName} ${name}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }
}
