import { Inject, Injectable } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { TradeView } from '@saray/contracts/storefront/state';
import { DataSource, type EntityManager } from 'typeorm';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';
import { TableCache } from '../../common/table-cache.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { pagedList, type PageQuery } from '../../crud/paged-list.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import { ExchangeWriter, levels, ORDER_STATUS, type WriteOutcome } from './exchange-writer.js';
import type { MarketSpec, OrderType, Side, TimeInForce } from './matching-engine.js';
import { explorerLink } from './explorers.js';
import { fromUnits, toUnits, trimDecimal } from './units.js';

/** A market row with its coins, as the exchange reads it. */
export interface MarketInfo {
  id: number;
  symbol: string;
  isActived: boolean;
  baseCoinId: number;
  quoteCoinId: number;
  baseSymbol: string;
  quoteSymbol: string;
  baseDecimals: number;
  quoteDecimals: number;
  tickSize: string;
  lotSize: string;
  minNotional: string;
  makerFeeBps: number;
  takerFeeBps: number;
}

/**
 * How long this process trusts its copy of the markets: every order reads its market, and markets change rarely.
 * A change made through this process drops the copy at once (MarketCacheHooks); another process's within this time.
 */
const MARKETS_REFRESH_MS = 3_000;

const SIDES: Record<number, Side> = { 1: 'buy', 2: 'sell' };
const TYPES: Record<number, OrderType> = { 1: 'limit', 2: 'market' };
const TIFS: TimeInForce[] = ['GTC', 'IOC', 'FOK'];

/** What a customer's deposit request may say; the rest (owner, status, contract when not named) is the server's. */
const DEPOSIT_FIELDS = [
  'coinId',
  'blockChainNetworkId',
  'coinContractId',
  'amount',
  'transactionHash',
  'fromAddress',
  'description',
];

const invalid = (path: string, key = 'common.error.invalidvalue', params: Record<string, unknown> = {}) =>
  AppError.badRequest(key, [{ path, error: key, params }], params);

/** A market as the spec's Market/pair (spec 1 §3): its coins and its filters as Binance-style JSON text. */
export const pairView = (m: MarketInfo): Row => ({
  id: m.id,
  symbol: m.symbol,
  mainCoinSymbol: m.baseSymbol,
  pairedCoinSymbol: m.quoteSymbol,
  mainCoin: m.baseCoinId,
  pairedCoin: m.quoteCoinId,
  filters: JSON.stringify([
    { filterType: 'PRICE_FILTER', tickSize: m.tickSize },
    { filterType: 'LOT_SIZE', stepSize: m.lotSize },
    { filterType: 'NOTIONAL', minNotional: m.minNotional },
  ]),
  makerFeeBps: m.makerFeeBps,
  takerFeeBps: m.takerFeeBps,
});

/** The market's filters in the engine's integer units; refused when a step does not fit the coins' decimals. */
export function marketSpec(m: MarketInfo): MarketSpec {
  const tickSize = toUnits(m.tickSize, m.quoteDecimals);
  const lotSize = toUnits(m.lotSize, m.baseDecimals);
  const minNotional = toUnits(m.minNotional, m.quoteDecimals) ?? 0n;
  if (!tickSize || !lotSize) throw AppError.conflict('market.error.steps');
  return {
    base: String(m.baseCoinId),
    quote: String(m.quoteCoinId),
    baseUnit: 10n ** BigInt(m.baseDecimals),
    tickSize,
    lotSize,
    minNotional,
    makerFeeBps: BigInt(m.makerFeeBps),
    takerFeeBps: BigInt(m.takerFeeBps),
  };
}

/**
 * The exchange calls of spec 1 §7 (Market, Wallets): placing and cancelling orders through the single writer, the
 * caller's order history, deposits and balances, the book's best levels and last prices. Amounts cross the API as
 * decimal text in coin units; the engine works in each coin's smallest units.
 */
@Injectable()
export class ExchangeService {
  constructor(
    @Inject(ExchangeWriter) private readonly writer: ExchangeWriter,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  private readonly allMarkets = new TableCache(() => this.loadMarkets(), MARKETS_REFRESH_MS);

  /** Markets with their coins, by id or symbol (every one when neither is given), in display order. */
  async markets(where: { id?: number; symbol?: string } = {}): Promise<MarketInfo[]> {
    return (await this.allMarkets.get()).filter(
      (m) => (where.id === undefined || m.id === where.id) && (where.symbol === undefined || m.symbol === where.symbol),
    );
  }

  /** Drops the markets this process holds: a market or one of its coins changed. */
  forgetMarkets(): void {
    this.allMarkets.invalidate();
  }

  private async loadMarkets(): Promise<readonly MarketInfo[]> {
    const rows = (await this.dataSource.query(
      `SELECT m.id, m.symbol, m.is_actived AS "isActived", m.base_coin_id AS "baseCoinId",
         m.quote_coin_id AS "quoteCoinId", b.symbol AS "baseSymbol", q.symbol AS "quoteSymbol",
         coalesce(b.decimals, 0) AS "baseDecimals", coalesce(q.decimals, 0) AS "quoteDecimals",
         m.tick_size::text AS "tickSize", m.lot_size::text AS "lotSize", m.min_notional::text AS "minNotional",
         m.maker_fee_bps AS "makerFeeBps", m.taker_fee_bps AS "takerFeeBps"
       FROM markets m JOIN coins b ON b.id = m.base_coin_id JOIN coins q ON q.id = m.quote_coin_id
       ORDER BY m.display_order, m.id`,
    )) as MarketInfo[];
    // Shared by every caller until the next load: frozen, so that none can change what the others read.
    return rows.map((r) =>
      Object.freeze({
        ...r,
        tickSize: trimDecimal(r.tickSize),
        lotSize: trimDecimal(r.lotSize),
        minNotional: trimDecimal(r.minNotional),
      }),
    );
  }

  private async market(where: { id?: number; symbol?: string }, path: string): Promise<MarketInfo> {
    const [market] = await this.markets(where);
    if (!market) throw invalid(path, 'exchange.error.nomarket');
    return market;
  }

  /**
   * PlaceOrder: { marketId, sideId (1 buy, 2 sell), typeId (1 limit, 2 market), price (limit), quantity,
   * timeInForce (GTC, IOC, FOK; GTC when absent) }. Answers the order as stored, with the trades it made.
   */
  async placeOrder(actor: Actor, body: unknown): Promise<Row> {
    const input = bodyObject(body);
    const market = await this.market({ id: positiveId(input.marketId, '/marketId') }, '/marketId');
    if (!market.isActived) throw invalid('/marketId', 'exchange.error.marketinactive');
    const side = SIDES[Number(input.sideId)];
    if (!side) throw invalid('/sideId');
    const type = TYPES[Number(input.typeId)];
    if (!type) throw invalid('/typeId');
    const tif = (input.timeInForce ?? 'GTC') as TimeInForce;
    if (!TIFS.includes(tif)) throw invalid('/timeInForce');
    const quantity = toUnits(input.quantity, market.baseDecimals);
    if (quantity === undefined || quantity === 0n)
      throw invalid('/quantity', 'exchange.error.invalidquantity', { decimals: market.baseDecimals });
    let price: bigint | undefined;
    if (type === 'limit') {
      price = toUnits(input.price, market.quoteDecimals);
      if (price === undefined || price === 0n)
        throw invalid('/price', 'exchange.error.invalidprice', { decimals: market.quoteDecimals });
    }
    const spec = marketSpec(market);
    const outcome = await this.writer.submit({
      kind: 'place',
      market: market.id,
      spec,
      order: {
        account: String(actor.id),
        side,
        type,
        ...(price === undefined ? {} : { price: String(price) }),
        quantity: String(quantity),
        tif,
      },
    });
    if (!outcome.accepted) throw this.refusal(outcome, market);
    // The writer hands back the order's row as its batch committed it: answered from that, not read again.
    const order = await this.crud.viewStored('exchange-orders', actor, outcome.stored!);
    return { ...order, trades: outcome.result?.trades.length ?? 0 };
  }

  private refusal(outcome: WriteOutcome, market: MarketInfo): AppError {
    const reason = outcome.result?.reason ?? 'nomarket';
    const path =
      { ticksize: '/price', invalidprice: '/price', minnotional: '/quantity' }[reason as string] ?? '/quantity';
    const params = { tickSize: market.tickSize, lotSize: market.lotSize, minNotional: market.minNotional };
    return invalid(path, `exchange.error.${reason}`, params);
  }

  /** CancelOrder: the caller's open order is taken off the book and what it held is released. */
  async cancelOrder(actor: Actor, rawId: unknown): Promise<Row> {
    const id = positiveId(rawId, '/orderId');
    const order = await this.crud.getOne('exchange-orders', actor, String(id));
    if (order.statusId !== ORDER_STATUS.open && order.statusId !== ORDER_STATUS.partial)
      throw AppError.conflict('exchange.error.notopen');
    const outcome = await this.writer.submit({
      kind: 'cancel',
      market: order.marketId as number,
      id: String(id),
      account: String(order.customerId),
    });
    if (!outcome.accepted) throw AppError.conflict('exchange.error.notopen');
    return this.crud.getOne('exchange-orders', actor, String(id));
  }

  /** getMyOrderHistories: the caller's orders, newest first, a page at a time (marketId and statusId narrow it). */
  myOrders(
    actor: Actor,
    query: PageQuery & { marketId?: unknown; statusId?: unknown },
  ): Promise<{ data: Row[]; totalCount: number }> {
    const filter: Row = { customerId: actor.id };
    if (query.marketId !== undefined) filter.marketId = positiveId(query.marketId, '/marketId');
    if (query.statusId !== undefined) filter.statusId = positiveId(query.statusId, '/statusId');
    return pagedList(this.crud, 'exchange-orders', actor, { ...query, keyword: undefined }, filter);
  }

  /** Credits a customer's wallet (an administrator recording funds received): journaled like every change. */
  async deposit(actor: Actor, body: unknown): Promise<Row> {
    const input = bodyObject(body);
    const customerId = positiveId(input.customerId, '/customerId');
    await this.crud.getOne('customers', actor, String(customerId));
    const coin = await this.crud.getOne('coins', actor, String(positiveId(input.coinId, '/coinId')));
    const decimals = Number(coin.decimals ?? 0);
    const amount = toUnits(input.amount, decimals);
    if (!amount) throw invalid('/amount', 'exchange.error.invalidamount', { decimals });
    await this.writer.submit({
      kind: 'funds',
      entry: { kind: 'deposit', account: String(customerId), asset: String(coin.id), amount: String(amount) },
    });
    const [balance] = await this.crud.rows('wallet-balances', actor, {
      filter: JSON.stringify({ customerId, coinId: coin.id }),
      range: '[0,0]',
    });
    return balance;
  }

  /** The caller's balances, one per coin they ever held. */
  balances(actor: Actor): Promise<Row[]> {
    return this.crud.rows('wallet-balances', actor, {
      filter: JSON.stringify({ customerId: actor.id }),
      range: ALL_ROWS,
    });
  }

  /** One side of a market's book by price level, best first: price and the quantity resting there. */
  async orderBook(symbol: unknown, rawSide: unknown, depth = 50): Promise<{ price: string; quantity: string }[]> {
    if (typeof symbol !== 'string') throw invalid('/symbol');
    const market = await this.market({ symbol: symbol.toUpperCase() }, '/symbol');
    const side = SIDES[Number(rawSide)];
    if (!side) throw invalid('/sideId');
    const found = await this.writer.read((book) => levels(book.engine(market.id), side, depth));
    return found.map((l) => ({
      price: fromUnits(l.price, market.quoteDecimals),
      quantity: fromUnits(l.quantity, market.baseDecimals),
    }));
  }

  /** The price of a market's last trade, or null before its first. */
  async lastPrice(symbol: unknown): Promise<{ symbol: string; price: string | null }> {
    if (typeof symbol !== 'string') throw invalid('/symbol');
    const market = await this.market({ symbol: symbol.toUpperCase() }, '/symbol');
    const [last] = (await this.dataSource.query(
      'SELECT price::text AS price FROM exchange_trades WHERE market_id = $1 ORDER BY id DESC LIMIT 1',
      [market.id],
    )) as { price: string }[];
    return { symbol: market.symbol, price: last ? trimDecimal(last.price) : null };
  }

  /** A market's latest trades, newest first; the side is the taker's. */
  async recentTrades(marketId: number, limit = 30): Promise<TradeView[]> {
    const rows = (await this.dataSource.query(
      `SELECT id, price::text AS price, quantity::text AS quantity, taker_side_id AS side, traded_at AS at
       FROM exchange_trades WHERE market_id = $1 ORDER BY id DESC LIMIT $2`,
      [marketId, limit],
    )) as { id: number; price: string; quantity: string; side: number; at: Date | string }[];
    return rows.map((r) => ({
      id: r.id,
      price: trimDecimal(r.price),
      quantity: trimDecimal(r.quantity),
      side: SIDES[r.side],
      time: new Date(r.at).getTime(),
    }));
  }

  /**
   * How much of the target coin one source coin is worth: the last trade price of a market between them (either way
   * round), or through a coin both have markets with. Undefined when no trades link them.
   */
  async rate(source: number, target: number): Promise<Decimal | undefined> {
    return (await this.quote(source, target))?.rate;
  }

  /**
   * The rate (as `rate` reads it) and when the price it comes from was made: the last trade's time, or the older of
   * the two trades a rate through another coin multiplies. A payment stores both, to say what it was converted at.
   * `manager`: read inside this transaction (a write's hook), whose connection may be the only one there is.
   */
  async quote(
    source: number,
    target: number,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<{ rate: Decimal; at: Date } | undefined> {
    if (source === target) return { rate: new Decimal(1), at: new Date() };
    const lasts = (
      (await manager.query(
        `SELECT m.base_coin_id AS base, m.quote_coin_id AS quote, t.price::text AS price, t.traded_at AS at
         FROM markets m CROSS JOIN LATERAL (
           SELECT price, traded_at FROM exchange_trades WHERE market_id = m.id ORDER BY id DESC LIMIT 1) t
         WHERE t.price > 0 ORDER BY m.display_order, m.id`,
      )) as { base: number; quote: number; price: string; at: Date | string }[]
    ).map((r) => ({ base: r.base, quote: r.quote, price: new Decimal(r.price), at: new Date(r.at) }));
    const direct = (a: number, b: number): { rate: Decimal; at: Date } | undefined => {
      for (const m of lasts) {
        if (m.base === a && m.quote === b) return { rate: m.price, at: m.at };
        if (m.base === b && m.quote === a) return { rate: new Decimal(1).div(m.price), at: m.at };
      }
      return undefined;
    };
    const straight = direct(source, target);
    if (straight) return straight;
    const bridges = new Set(lasts.flatMap((m) => [m.base, m.quote]));
    for (const via of bridges) {
      const first = direct(source, via);
      const second = first && direct(via, target);
      if (first && second)
        return { rate: first.rate.mul(second.rate), at: first.at < second.at ? first.at : second.at };
    }
    return undefined;
  }

  /**
   * A customer asks to withdraw: { coinId, blockChainNetworkId, amount, toAddress, description }. The amount and
   * the network's fee are held at once; an administrator approves (they leave) or rejects (they come back).
   */
  async withdraw(actor: Actor, body: unknown): Promise<Row> {
    const { coinId, blockChainNetworkId, amount, toAddress, description } = bodyObject(body);
    const created = await this.crud.create('withdrawals', SYSTEM_ACTOR, {
      customerId: actor.id,
      coinId,
      blockChainNetworkId,
      amount,
      toAddress,
      ...(description === undefined ? {} : { description }),
    });
    return this.crud.getOne('withdrawals', actor, String(created.id));
  }

  /** The caller's withdrawals, newest first, each with its transaction's explorer page once it has one. */
  async myWithdrawals(actor: Actor, query: PageQuery): Promise<{ data: Row[]; totalCount: number }> {
    return this.withExplorer(
      actor,
      await pagedList(this.crud, 'withdrawals', actor, { ...query, keyword: undefined }, { customerId: actor.id }),
    );
  }

  /**
   * A customer reports coins sent to the exchange: { coinId, blockChainNetworkId, coinContractId?, amount,
   * transactionHash, fromAddress?, description? }. Nothing moves until an administrator approves it (credited once)
   * or rejects it; a transaction hash is taken once per network.
   */
  async requestDeposit(actor: Actor, body: unknown): Promise<Row> {
    const input = bodyObject(body);
    const values: Row = { customerId: actor.id };
    for (const f of DEPOSIT_FIELDS) if (input[f] !== undefined) values[f] = input[f];
    const created = await this.crud.create('deposits', actor, values);
    return this.crud.getOne('deposits', actor, String(created.id));
  }

  /** The caller's deposit requests, newest first, each with its transaction's explorer page. */
  async myDeposits(actor: Actor, query: PageQuery): Promise<{ data: Row[]; totalCount: number }> {
    return this.withExplorer(
      actor,
      await pagedList(this.crud, 'deposits', actor, { ...query, keyword: undefined }, { customerId: actor.id }),
    );
  }

  /** Rows of a network's transactions with the network's symbol and the transaction's explorer page (or null). */
  private async withExplorer(
    actor: Actor,
    page: { data: Row[]; totalCount: number },
  ): Promise<{ data: Row[]; totalCount: number }> {
    const networks = new Map(
      (await this.crud.rows('blockchain-networks', actor, { range: ALL_ROWS })).map((n) => [n.id, String(n.symbol)]),
    );
    return {
      ...page,
      data: page.data.map((w) => ({
        ...w,
        networkSymbol: networks.get(w.blockChainNetworkId) ?? null,
        explorerUrl: w.transactionHash
          ? (explorerLink(networks.get(w.blockChainNetworkId), 'tx', String(w.transactionHash)) ?? null)
          : null,
      })),
    };
  }

  /** The coin of a symbol (any case) as the caller may read it; 404 when there is none. */
  async coinBySymbol(actor: Actor, raw: unknown): Promise<Row> {
    if (typeof raw !== 'string' || !/^[A-Za-z0-9]{1,20}$/.test(raw)) throw invalid('/symbol');
    const [coin] = await this.crud.rows('coins', actor, {
      filter: JSON.stringify({ symbol: raw.toUpperCase() }),
      range: '[0,0]',
    });
    if (!coin) throw AppError.notFound();
    return coin;
  }
}
