/**
 * A limit order book and its matching for one market, with the accounts' balances it moves: price-time priority,
 * limit and market orders, GTC / IOC / FOK, partial fills, cancel, self-trade prevention (the taker's remainder
 * expires), funds held while an order rests, maker and taker fees. Pure: no database, no framework, no clock; all
 * amounts are integers (bigint) in each asset's smallest unit, never floats. One writer per market calls it.
 *
 * Units: quantities are in the base asset's smallest unit; prices are quote smallest units per `baseUnit` of base
 * (e.g. baseUnit 10^8 for BTC: a price is quote per whole BTC). A fill of q at price p moves
 * floor(p × q / baseUnit) of quote: the same integer leaves the buyer and reaches the seller, so nothing is created
 * or lost by rounding. Fees are taken from what each side receives.
 *
 * @example
 * const book = new MatchingEngine({ base: 'BTC', quote: 'USDT', baseUnit: 10n ** 8n, tickSize: 1n, lotSize: 1n,
 *   minNotional: 0n, makerFeeBps: 10n, takerFeeBps: 20n });
 * book.deposit('alice', 'BTC', 10n ** 8n);
 * book.place({ id: 'o1', account: 'alice', side: 'sell', type: 'limit', price: 30_000n, quantity: 10n ** 8n, tif: 'GTC' });
 */

export type Side = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
export type TimeInForce = 'GTC' | 'IOC' | 'FOK';

export interface MarketSpec {
  base: string;
  quote: string;
  /** Base smallest units in one whole base unit: prices are per this much base. */
  baseUnit: bigint;
  /** Prices are whole multiples of it (PRICE_FILTER tickSize). */
  tickSize: bigint;
  /** Quantities are whole multiples of it (LOT_SIZE stepSize). */
  lotSize: bigint;
  /** A limit order's price × quantity must reach it (MIN_NOTIONAL), in quote units. */
  minNotional: bigint;
  /** Fees in basis points (1/10,000) of what the maker and the taker receive. */
  makerFeeBps: bigint;
  takerFeeBps: bigint;
}

export interface OrderInput {
  id: string;
  account: string;
  side: Side;
  type: OrderType;
  /** Required for limit orders; ignored for market ones. */
  price?: bigint;
  quantity: bigint;
  tif: TimeInForce;
}

export interface RestingOrder {
  id: string;
  account: string;
  side: Side;
  price: bigint;
  quantity: bigint;
  filled: bigint;
  /** What is still held for it: quote for a buy, base for a sell. */
  held: bigint;
  seq: number;
}

export interface Trade {
  makerOrderId: string;
  takerOrderId: string;
  maker: string;
  taker: string;
  /** The taker's side: a buy lifts asks, a sell hits bids. */
  takerSide: Side;
  price: bigint;
  quantity: bigint;
  /** Quote moved from buyer to seller for this fill. */
  notional: bigint;
  /** Fee on the base the buyer received, and on the quote the seller received. */
  buyerFee: bigint;
  sellerFee: bigint;
}

export type RejectReason =
  | 'duplicateid'
  | 'invalidquantity'
  | 'invalidprice'
  | 'ticksize'
  | 'lotsize'
  | 'minnotional'
  | 'insufficientfunds'
  | 'fokunfilled'
  | 'nomarket';

export interface PlaceResult {
  status: 'rejected' | 'filled' | 'partial' | 'resting' | 'expired';
  reason?: RejectReason;
  trades: Trade[];
  filled: bigint;
  /** Why the remainder did not rest: IOC / market leftovers, or self-trade prevention. */
  expired?: 'ioc' | 'selftrade';
}

export interface Balance {
  available: bigint;
  held: bigint;
}

/** A resting order as a snapshot keeps it: amounts as decimal text of smallest units. */
export interface RestingOrderJson {
  id: string;
  account: string;
  side: Side;
  price: string;
  quantity: string;
  filled: string;
  held: string;
  seq: number;
}

/** What an engine holds besides its spec and ledger: its book in time order, and every order id it has taken. */
export interface EngineState {
  seq: number;
  seen: string[];
  orders: RestingOrderJson[];
}

/** A ledger's balances as a snapshot keeps them (zero ones left out): account, asset, available, held. */
export type LedgerState = [string, string, string, string][];

interface Level {
  price: bigint;
  orders: RestingOrder[];
  head: number;
}

const BPS = 10_000n;
export const FEE_ACCOUNT = '$fees';

/**
 * The balances the engines move: available and held per account and asset, the fee account included. Markets that
 * share assets share one ledger (a customer's USDT pays in every USDT market).
 */
export class Ledger {
  private readonly accounts = new Map<string, Map<string, Balance>>();

  /** The balances as text, for a snapshot. */
  state(): LedgerState {
    return this.balances()
      .filter((b) => b.available !== 0n || b.held !== 0n)
      .map((b) => [b.account, b.asset, String(b.available), String(b.held)]);
  }

  static restore(state: LedgerState): Ledger {
    const ledger = new Ledger();
    for (const [account, asset, available, held] of state)
      Object.assign(ledger.balance(account, asset), { available: BigInt(available), held: BigInt(held) });
    return ledger;
  }

  /** Funds in (a deposit, or a journal replayed): they become available at once. */
  deposit(account: string, asset: string, amount: bigint): void {
    if (amount < 0n) throw new RangeError('a deposit is not negative');
    this.balance(account, asset).available += amount;
  }

  /** Funds out of the available balance (a withdrawal); false when there is not that much. */
  withdraw(account: string, asset: string, amount: bigint): boolean {
    const b = this.balance(account, asset);
    if (amount < 0n || b.available < amount) return false;
    b.available -= amount;
    return true;
  }

  /** Funds set aside (a withdrawal waiting for approval); false when there is not that much available. */
  hold(account: string, asset: string, amount: bigint): boolean {
    const b = this.balance(account, asset);
    if (amount < 0n || b.available < amount) return false;
    b.available -= amount;
    b.held += amount;
    return true;
  }

  /** Held funds back to available (release) or out of the ledger (spent); false when not that much is held. */
  unhold(account: string, asset: string, amount: bigint, spent: boolean): boolean {
    const b = this.balance(account, asset);
    if (amount < 0n || b.held < amount) return false;
    b.held -= amount;
    if (!spent) b.available += amount;
    return true;
  }

  balanceOf(account: string, asset: string): Readonly<Balance> {
    return { ...this.balance(account, asset) };
  }

  /** Every account's balance, the fee account included: the whole state of money. */
  balances(): { account: string; asset: string; available: bigint; held: bigint }[] {
    const out = [];
    for (const [account, assets] of this.accounts)
      for (const [asset, b] of assets) out.push({ account, asset, available: b.available, held: b.held });
    return out;
  }

  /** The live balance record (created at zero): what an engine changes in place. */
  balance(account: string, asset: string): Balance {
    let assets = this.accounts.get(account);
    if (!assets) this.accounts.set(account, (assets = new Map()));
    let b = assets.get(asset);
    if (!b) assets.set(asset, (b = { available: 0n, held: 0n }));
    return b;
  }
}

export class MatchingEngine {
  private readonly bids: Level[] = []; // best (highest) first
  private readonly asks: Level[] = []; // best (lowest) first
  private readonly orders = new Map<string, RestingOrder>();
  private readonly seen = new Set<string>();
  private seq = 0;

  constructor(
    private current: MarketSpec,
    readonly ledger: Ledger = new Ledger(),
  ) {}

  get spec(): MarketSpec {
    return this.current;
  }

  /** The book (bids best first, then asks, each level in time order) and the ids taken, for a snapshot. */
  state(): EngineState {
    const orders = [...this.depth('buy'), ...this.depth('sell')].map((o) => ({
      ...o,
      price: String(o.price),
      quantity: String(o.quantity),
      filled: String(o.filled),
      held: String(o.held),
    }));
    return { seq: this.seq, seen: [...this.seen], orders };
  }

  /** An engine as a snapshot left it: placing and cancelling go on exactly as on the engine that was saved. */
  static restore(spec: MarketSpec, ledger: Ledger, state: EngineState): MatchingEngine {
    const engine = new MatchingEngine(spec, ledger);
    engine.seq = state.seq;
    for (const id of state.seen) engine.seen.add(id);
    for (const o of state.orders)
      engine.insert({
        ...o,
        price: BigInt(o.price),
        quantity: BigInt(o.quantity),
        filled: BigInt(o.filled),
        held: BigInt(o.held),
      });
    return engine;
  }

  /** New filters and fees for the orders to come; the assets and their units stay those of the market. */
  respec(spec: MarketSpec): void {
    if (spec.base !== this.current.base || spec.quote !== this.current.quote || spec.baseUnit !== this.current.baseUnit)
      throw new RangeError('a market keeps its assets');
    this.current = spec;
  }

  deposit(account: string, asset: string, amount: bigint): void {
    this.ledger.deposit(account, asset, amount);
  }

  withdraw(account: string, asset: string, amount: bigint): boolean {
    return this.ledger.withdraw(account, asset, amount);
  }

  balanceOf(account: string, asset: string): Readonly<Balance> {
    return this.ledger.balanceOf(account, asset);
  }

  balances(): { account: string; asset: string; available: bigint; held: bigint }[] {
    return this.ledger.balances();
  }

  bestBid(): bigint | undefined {
    return this.bids[0]?.price;
  }

  bestAsk(): bigint | undefined {
    return this.asks[0]?.price;
  }

  /** The resting orders, best first on each side, in time order within a price. */
  depth(side: Side): RestingOrder[] {
    return (side === 'buy' ? this.bids : this.asks).flatMap((l) => l.orders.slice(l.head).map((o) => ({ ...o })));
  }

  order(id: string): Readonly<RestingOrder> | undefined {
    const o = this.orders.get(id);
    return o && { ...o };
  }

  /** Places an order: checked, matched against the book, and (a GTC limit's remainder) rested with its funds held. */
  place(input: OrderInput): PlaceResult {
    const reject = (reason: RejectReason): PlaceResult => ({ status: 'rejected', reason, trades: [], filled: 0n });
    const { spec } = this;
    if (this.seen.has(input.id)) return reject('duplicateid');
    if (input.quantity <= 0n) return reject('invalidquantity');
    if (input.quantity % spec.lotSize !== 0n) return reject('lotsize');
    const limit = input.type === 'limit';
    if (limit) {
      if (input.price === undefined || input.price <= 0n) return reject('invalidprice');
      if (input.price % spec.tickSize !== 0n) return reject('ticksize');
      if (this.notional(input.price, input.quantity) < spec.minNotional) return reject('minnotional');
    }
    const opposite = input.side === 'buy' ? this.asks : this.bids;
    if (!limit && opposite.length === 0) return reject('nomarket');

    // What the order may spend: a limit order holds all it could need; a market order spends from what is available.
    const pay = input.side === 'buy' ? spec.quote : spec.base;
    const funds = this.balance(input.account, pay);
    const need = limit ? (input.side === 'buy' ? this.cost(input.price!, input.quantity) : input.quantity) : 0n;
    if (limit && funds.available < need) return reject('insufficientfunds');
    if (!limit && funds.available <= 0n) return reject('insufficientfunds');

    // A market sell spends at most its quantity of base; a market buy at most the quote available.
    const budget = limit
      ? need
      : input.side === 'sell'
        ? funds.available < input.quantity
          ? funds.available
          : input.quantity
        : funds.available;
    if (input.tif === 'FOK' && this.fillable(input, budget) < input.quantity) return reject('fokunfilled');
    this.seen.add(input.id);
    funds.available -= budget;
    funds.held += budget;

    const trades: Trade[] = [];
    let remaining = input.quantity;
    let spent = 0n; // of the budget: quote for a buy, base for a sell
    let expired: PlaceResult['expired'];
    while (remaining > 0n && opposite.length) {
      const level = opposite[0];
      if (limit && (input.side === 'buy' ? level.price > input.price! : level.price < input.price!)) break;
      const maker = level.orders[level.head];
      if (maker.account === input.account) {
        expired = 'selftrade';
        break;
      }
      let quantity = remaining < maker.quantity - maker.filled ? remaining : maker.quantity - maker.filled;
      if (!limit && input.side === 'buy') {
        // A market buy takes what its quote can pay for at this price, in whole lots.
        const affordable = this.affordable(level.price, budget - spent);
        if (affordable < quantity) quantity = affordable;
      } else if (!limit) {
        const left = budget - spent;
        if (left < quantity) quantity = left - (left % this.spec.lotSize);
      }
      if (quantity <= 0n) break;
      const trade = this.fill(maker, input, level.price, quantity);
      trades.push(trade);
      remaining -= quantity;
      spent += input.side === 'buy' ? trade.notional : quantity;
      if (maker.filled === maker.quantity) this.removeHead(opposite, level, maker);
    }

    const filled = input.quantity - remaining;
    const rest = limit && input.tif === 'GTC' && remaining > 0n && expired === undefined;
    if (rest) {
      const order: RestingOrder = {
        id: input.id,
        account: input.account,
        side: input.side,
        price: input.price!,
        quantity: input.quantity,
        filled,
        held: budget - spent,
        seq: this.seq++,
      };
      this.insert(order);
    } else {
      funds.held -= budget - spent;
      funds.available += budget - spent;
      if (remaining > 0n && expired === undefined) expired = 'ioc';
    }
    const status =
      remaining === 0n ? 'filled' : rest ? (filled > 0n ? 'partial' : 'resting') : filled > 0n ? 'partial' : 'expired';
    return { status, trades, filled, ...(expired && remaining > 0n ? { expired } : {}) };
  }

  /** Cancels a resting order of the account: its funds still held go back. False when there is no such order. */
  cancel(id: string, account?: string): boolean {
    const order = this.orders.get(id);
    if (!order || (account !== undefined && order.account !== account)) return false;
    const side = order.side === 'buy' ? this.bids : this.asks;
    const index = side.findIndex((l) => l.price === order.price);
    const level = side[index];
    const at = level.orders.indexOf(order, level.head);
    level.orders.splice(at, 1);
    if (level.head >= level.orders.length) side.splice(index, 1);
    this.orders.delete(id);
    const funds = this.balance(order.account, order.side === 'buy' ? this.spec.quote : this.spec.base);
    funds.held -= order.held;
    funds.available += order.held;
    return true;
  }

  /** Quote moved by a fill of `quantity` at `price`. */
  notional(price: bigint, quantity: bigint): bigint {
    return (price * quantity) / this.spec.baseUnit;
  }

  /** Quote a buy limit holds: enough for any way its quantity may fill at or under its price. */
  private cost(price: bigint, quantity: bigint): bigint {
    return (price * quantity + this.spec.baseUnit - 1n) / this.spec.baseUnit;
  }

  /** The largest whole-lot quantity whose notional at this price fits the quote left. */
  private affordable(price: bigint, quote: bigint): bigint {
    const raw = (quote * this.spec.baseUnit) / price;
    let q = raw - (raw % this.spec.lotSize);
    while (q > 0n && this.notional(price, q) > quote) q -= this.spec.lotSize;
    return q;
  }

  /** How much a FOK order would fill now, stopping where self-trade prevention would stop it. */
  private fillable(input: OrderInput, budget: bigint): bigint {
    const opposite = input.side === 'buy' ? this.asks : this.bids;
    let total = 0n;
    let left = budget;
    const want = input.type === 'market' && input.side === 'sell' && budget < input.quantity ? budget : input.quantity;
    for (const level of opposite) {
      if (input.type === 'limit' && (input.side === 'buy' ? level.price > input.price! : level.price < input.price!))
        break;
      for (let i = level.head; i < level.orders.length; i++) {
        const maker = level.orders[i];
        if (maker.account === input.account) return total;
        let q = maker.quantity - maker.filled;
        if (q > want - total) q = want - total;
        if (input.type === 'market' && input.side === 'buy') {
          const a = this.affordable(level.price, left);
          if (a < q) q = a;
          left -= this.notional(level.price, q);
        }
        total += q;
        if (total >= want || q === 0n) return total;
      }
    }
    return total;
  }

  private fill(maker: RestingOrder, taker: OrderInput, price: bigint, quantity: bigint): Trade {
    const { base, quote, makerFeeBps, takerFeeBps } = this.spec;
    const notional = this.notional(price, quantity);
    const buyer = taker.side === 'buy' ? taker.account : maker.account;
    const seller = taker.side === 'buy' ? maker.account : taker.account;
    const buyerBps = taker.side === 'buy' ? takerFeeBps : makerFeeBps;
    const sellerBps = taker.side === 'buy' ? makerFeeBps : takerFeeBps;
    const buyerFee = (quantity * buyerBps) / BPS;
    const sellerFee = (notional * sellerBps) / BPS;

    // The buyer's quote and the seller's base leave from what is held for their orders.
    const buyerQuote = this.balance(buyer, quote);
    const sellerBase = this.balance(seller, base);
    buyerQuote.held -= notional;
    sellerBase.held -= quantity;
    this.balance(buyer, base).available += quantity - buyerFee;
    this.balance(seller, quote).available += notional - sellerFee;
    this.balance(FEE_ACCOUNT, base).available += buyerFee;
    this.balance(FEE_ACCOUNT, quote).available += sellerFee;

    maker.filled += quantity;
    maker.held -= maker.side === 'buy' ? notional : quantity;
    if (maker.filled === maker.quantity && maker.held > 0n) {
      // A buy that filled under its price keeps no hold once done.
      const funds = this.balance(maker.account, quote);
      funds.held -= maker.held;
      funds.available += maker.held;
      maker.held = 0n;
    }
    return {
      makerOrderId: maker.id,
      takerOrderId: taker.id,
      maker: maker.account,
      taker: taker.account,
      takerSide: taker.side,
      price,
      quantity,
      notional,
      buyerFee,
      sellerFee,
    };
  }

  private insert(order: RestingOrder): void {
    const side = order.side === 'buy' ? this.bids : this.asks;
    const better = (a: bigint, b: bigint) => (order.side === 'buy' ? a > b : a < b);
    let lo = 0;
    let hi = side.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (better(side[mid].price, order.price)) lo = mid + 1;
      else hi = mid;
    }
    if (side[lo]?.price === order.price) side[lo].orders.push(order);
    else side.splice(lo, 0, { price: order.price, orders: [order], head: 0 });
    this.orders.set(order.id, order);
  }

  private removeHead(side: Level[], level: Level, order: RestingOrder): void {
    level.head++;
    this.orders.delete(order.id);
    if (level.head >= level.orders.length) side.shift();
    else if (level.head > 64 && level.head * 2 > level.orders.length) {
      level.orders = level.orders.slice(level.head);
      level.head = 0;
    }
  }

  private balance(account: string, asset: string): Balance {
    return this.ledger.balance(account, asset);
  }
}
