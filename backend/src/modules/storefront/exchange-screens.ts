import { Inject, Injectable } from '@nestjs/common';
import type { ExchangeView, MarketView, StakingPlanView } from '@saray/contracts/storefront/state';
import { ALL_ROWS } from '../../crud/list-query.js';
import { CrudService } from '../../crud/crud.service.js';
import { ExchangeService, type MarketInfo } from '../exchange/exchange.service.js';
import { DEFAULT_INTERVAL, DEFAULT_KLINE_LIMIT, gainers, losers, type Ticker24h } from '../exchange/market-data.js';
import { SarayProvider } from '../exchange/saray.provider.js';
import { StakingService } from '../exchange/staking.service.js';
import type { RouteContext } from './route-data.service.js';

/** Intervals the pair page offers (Binance's names); the chart opens on 15m (spec 1 §9). */
export const CHART_INTERVALS = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
const BOOK_DEPTH = 15;

const view = (m: MarketInfo, t: Ticker24h | undefined, last: string | null): MarketView => ({
  id: m.id,
  symbol: m.symbol,
  base: m.baseSymbol,
  quote: m.quoteSymbol,
  baseCoinId: m.baseCoinId,
  quoteCoinId: m.quoteCoinId,
  isActive: m.isActived,
  tickSize: m.tickSize,
  lotSize: m.lotSize,
  minNotional: m.minNotional,
  makerFeeBps: m.makerFeeBps,
  takerFeeBps: m.takerFeeBps,
  lastPrice: t?.lastPrice ?? last,
  changePercent: t?.priceChangePercent ?? null,
  high: t?.highPrice ?? null,
  low: t?.lowPrice ?? null,
  volume: t?.volume ?? null,
});

/**
 * The data of the exchange screens (spec 1 §2.8: markets, chart, currencies, staking plans), read from Saray's own
 * market: rules from the markets, the day's figures and candles from its trade log, the book from the writer.
 */
@Injectable()
export class ExchangeScreens {
  constructor(
    @Inject(ExchangeService) private readonly exchange: ExchangeService,
    @Inject(SarayProvider) private readonly provider: SarayProvider,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(StakingService) private readonly staking: StakingService,
  ) {}

  /** Active markets with the day's figures; gainers among those that rose in the day, losers among those that fell. */
  async markets(): Promise<ExchangeView> {
    const markets = await this.listed();
    const traded = markets.filter((m) => m.changePercent !== null);
    const moved = (sign: number) => traded.filter((m) => Math.sign(Number(m.changePercent)) === sign);
    const bySymbol = (list: Ticker24h[]) => list.map((t) => traded.find((m) => m.symbol === t.symbol)!);
    const tickers = (list: MarketView[]) =>
      list.map((m) => ({ symbol: m.symbol, priceChangePercent: m.changePercent! }) as Ticker24h);
    return { markets, gainers: bySymbol(gainers(tickers(moved(1)))), losers: bySymbol(losers(tickers(moved(-1)))) };
  }

  /**
   * The pair page: the market, its candles (145 of the chosen interval) and the best levels of both sides. A coin's
   * symbol (where the header's coin search leads) opens the first active market trading it.
   */
  async market(asked: string, ctx: RouteContext): Promise<ExchangeView | undefined> {
    const active = (await this.exchange.markets()).filter((m) => m.isActived);
    const info =
      active.find((m) => m.symbol === asked) ??
      active.find((m) => m.baseSymbol === asked) ??
      active.find((m) => m.quoteSymbol === asked);
    if (!info) return undefined;
    const symbol = info.symbol;
    const wanted = ctx.query.get('interval') ?? DEFAULT_INTERVAL;
    const interval = (CHART_INTERVALS as readonly string[]).includes(wanted) ? wanted : DEFAULT_INTERVAL;
    const [tickers, last, klines, bids, asks, trades] = await Promise.all([
      this.provider.tickers24h(),
      this.exchange.lastPrice(symbol),
      this.provider.klines(symbol, interval as (typeof CHART_INTERVALS)[number], DEFAULT_KLINE_LIMIT),
      this.exchange.orderBook(symbol, 1, BOOK_DEPTH),
      this.exchange.orderBook(symbol, 2, BOOK_DEPTH),
      this.exchange.recentTrades(info.id),
    ]);
    return {
      market: view(
        info,
        tickers.find((t) => t.symbol === symbol),
        last.price,
      ),
      interval,
      intervals: [...CHART_INTERVALS],
      candles: klines.map((k) => ({
        time: Math.floor(k.openTime / 1000),
        open: k.open,
        high: k.high,
        low: k.low,
        close: k.close,
        volume: k.volume,
      })),
      bids,
      asks,
      trades,
    };
  }

  /** Every coin the visitor may see, priced in the quote coin of the first market (USDT in the demo). */
  async currencies(ctx: RouteContext): Promise<ExchangeView> {
    const [first] = await this.exchange.markets();
    const coins = await this.crud.rows('coins', ctx.actor, {
      sort: JSON.stringify(['symbol', 'ASC']),
      range: ALL_ROWS,
    });
    const currencies = await Promise.all(
      coins.map(async (c) => {
        const rate = first ? await this.exchange.rate(Number(c.id), first.quoteCoinId) : undefined;
        return {
          id: Number(c.id),
          symbol: String(c.symbol),
          name: String(c.name ?? c.symbol),
          logo: (c.logo as string | null) ?? null,
          price: rate ? rate.toDecimalPlaces(8).toFixed() : null,
        };
      }),
    );
    return { currencies, ...(first ? { quote: first.quoteSymbol } : {}) };
  }

  /** Active staking plans in display order with their coin's symbol. */
  async plans(ctx: RouteContext): Promise<ExchangeView> {
    const plans: StakingPlanView[] = (await this.staking.plans(ctx.actor)).map((p) => ({
      id: Number(p.id),
      name: String(p.name ?? ''),
      coin: String(p.coinSymbol ?? ''),
      durationDays: Number(p.durationDays),
      aprPercent: String(p.aprPercent),
      minAmount: String(p.minAmount ?? '0'),
      maxAmount: (p.maxAmount as string | null) ?? null,
      description: (p.description as string | null) ?? null,
    }));
    return { plans };
  }

  private async listed(): Promise<MarketView[]> {
    const [markets, tickers] = await Promise.all([this.exchange.markets(), this.provider.tickers24h()]);
    const active = markets.filter((m) => m.isActived);
    return Promise.all(
      active.map(async (m) => {
        const ticker = tickers.find((t) => t.symbol === m.symbol);
        return view(m, ticker, ticker ? null : (await this.exchange.lastPrice(m.symbol)).price);
      }),
    );
  }
}
