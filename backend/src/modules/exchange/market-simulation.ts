import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import { SYSTEM_ACTOR, type Actor } from '../../auth/actor.js';
import { AppError } from '../../common/app-error.js';
import { CrudService } from '../../crud/crud.service.js';
import { ExchangeService, marketSpec, type MarketInfo } from './exchange.service.js';
import { ExchangeWriter } from './exchange-writer.js';
import { MIRRORED_MARKET_DATA, type MarketDataProvider } from './market-data.js';
import type { Side } from './matching-engine.js';
import { toUnits } from './units.js';

/** How often the simulated traders act while a run's lease lasts. */
export const SIMULATION_STEP_MS = 2_000;
/** Price levels the market maker quotes on each side, and the distance between them (a fraction of the price). */
const LEVELS = 5;
const LEVEL_GAP = 0.0008;
/** How far the price wanders in one step (a fraction of it), and how strongly it is pulled back to its anchor. */
const VOLATILITY = 0.0015;
const REVERSION = 0.02;
/** One print of the backfilled history every this many minutes. */
const HISTORY_STEP_MINUTES = 3;
const DEFAULT_HISTORY_HOURS = 48;
/** The simulated accounts keep at least this many of their largest orders' worth of each coin. */
const FUNDED_ORDERS = 200;

/** The simulated accounts (system accounts without a password: nobody signs in as them). */
export const SIMULATED_ACCOUNTS = { maker: 'market.maker', trader: 'market.trader' } as const;

/**
 * The task's parameters: where each market stands before its first trade, the percent its made history moves by in
 * all (it ends at the price), and how many hours of history to make.
 */
export interface SimulationSettings {
  markets: Record<string, { price: string; change: number }>;
  historyHours: number;
}

export interface SimulationResult {
  /** Markets traded in this run (active, with a last price or a start price). */
  markets: number;
  /** Trades made as history for markets that had none. */
  history: number;
  /** Orders placed in this run's first step. */
  orders: number;
}

export function simulationSettings(parameters: string | null): SimulationSettings {
  let parsed: unknown;
  try {
    parsed = parameters ? JSON.parse(parameters) : {};
  } catch {
    throw AppError.badRequest('exchange.simulation.error.parameters');
  }
  const input = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const markets = (input.markets && typeof input.markets === 'object' ? input.markets : {}) as Record<
    string,
    { price?: unknown; change?: unknown }
  >;
  const hours = input.historyHours === undefined ? DEFAULT_HISTORY_HOURS : Number(input.historyHours);
  if (!Number.isFinite(hours) || hours < 0 || hours > 24 * 30)
    throw AppError.badRequest('exchange.simulation.error.parameters');
  const prices: SimulationSettings['markets'] = {};
  for (const [symbol, m] of Object.entries(markets)) {
    const price = typeof m?.price === 'number' ? String(m.price) : m?.price;
    const change = Number(m?.change ?? 0);
    if (typeof price !== 'string' || !(Number(price) > 0) || !(change > -90 && change < 900))
      throw AppError.badRequest('exchange.simulation.error.parameters');
    prices[symbol.toUpperCase()] = { price, change };
  }
  return { markets: prices, historyHours: hours };
}

/** A normally distributed number (Box–Muller): how far the price moves, in standard deviations. */
const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());
const between = (low: number, high: number): number => low + Math.random() * (high - low);

/** A market's numbers as the simulation steps them: its steps as decimals, and the price it wanders around. */
interface Simulated {
  market: MarketInfo;
  tick: Decimal;
  lot: Decimal;
  anchor: number;
}

/**
 * Simulated trading, the scheduled task 'marketsimulation' (off unless enabled; the demo enables it): a market maker
 * quotes both sides of every active market around a wandering price and a trader takes from the book, through the
 * same order path as customers (ExchangeService: the markets' steps, funds held, the journal). A market without
 * trades first gets `historyHours` of history, a print every three minutes, backdated so its chart, the day's
 * figures and the movers have something to show. With a mirrored market data source (SARAY_BINANCE_URL) the markets
 * it lists start at and follow its last prices, so the screens show the mirrored market's level. Each run keeps this process trading every two seconds until
 * shortly after the task's next run is due: the task claims one process per interval, so one process trades at a
 * time, and trading stops within an interval once the task is switched off. The simulated accounts are topped up by
 * deposits, the only way money enters the exchange.
 */
@Injectable()
export class MarketSimulation implements BeforeApplicationShutdown {
  private readonly log = new Logger('MarketSimulation');
  private until = 0;
  private timer?: NodeJS.Timeout;
  private stepping?: Promise<unknown>;
  private settings: SimulationSettings = { markets: {}, historyHours: DEFAULT_HISTORY_HOURS };
  private readonly anchors = new Map<number, number>();

  constructor(
    @Inject(ExchangeService) private readonly exchange: ExchangeService,
    @Inject(ExchangeWriter) private readonly writer: ExchangeWriter,
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(MIRRORED_MARKET_DATA) private readonly mirrored: Map<string, MarketDataProvider>,
  ) {}

  async run(task: { parameters: string | null; seconds: number }): Promise<SimulationResult> {
    this.settings = simulationSettings(task.parameters);
    const accounts = await this.accounts();
    const markets = await this.markets();
    let history = 0;
    for (const m of markets) history += await this.backfill(m, accounts);
    const orders = await this.guarded(() => this.step(accounts));
    this.until = Date.now() + task.seconds * 1000 + SIMULATION_STEP_MS;
    this.schedule();
    return { markets: markets.length, history, orders };
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.until = 0;
    clearTimeout(this.timer);
    await this.stepping?.catch(() => undefined);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (Date.now() > this.until) return;
      void this.guarded(async () => this.step(await this.accounts()))
        .catch((err: unknown) => this.log.warn(`simulated trading step failed: ${String(err)}`))
        .finally(() => this.schedule());
    }, SIMULATION_STEP_MS);
    this.timer.unref();
  }

  /** One step at a time: a run's first step waits for a timed one under way. */
  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    await this.stepping?.catch(() => undefined);
    const running = work();
    this.stepping = running;
    return running;
  }

  /** The maker and the trader as actors, made on first use. */
  private async accounts(): Promise<{ maker: Actor; trader: Actor }> {
    const actor = async (username: string, lastName: string): Promise<Actor> => {
      const [found] = await this.crud.rows('customers', SYSTEM_ACTOR, {
        filter: JSON.stringify({ username }),
        range: '[0,0]',
      });
      const row =
        found ??
        (await this.crud.create('customers', SYSTEM_ACTOR, {
          username,
          firstName: 'Simulated',
          lastName,
          systemAccount: true,
        }));
      return { id: Number(row.id), username, roles: ['authenticated', 'guests'] };
    };
    return {
      maker: await actor(SIMULATED_ACCOUNTS.maker, 'market maker'),
      trader: await actor(SIMULATED_ACCOUNTS.trader, 'trader'),
    };
  }

  /**
   * The mirror's last prices by symbol (SARAY_BINANCE_URL): markets it lists follow them. Unreachable, none: the
   * markets wander around their own anchors meanwhile.
   */
  private async mirroredPrices(): Promise<Map<string, string>> {
    const [mirror] = this.mirrored.values();
    if (!mirror) return new Map();
    try {
      return new Map((await mirror.tickers24h()).map((t) => [t.symbol, t.lastPrice]));
    } catch (err) {
      this.log.warn(`the mirrored market data could not be read: ${String(err)}`);
      return new Map();
    }
  }

  /**
   * Active markets with a price to start from: their last trade's, or the mirror's, or the one the parameters give.
   * Each wanders around an anchor: the mirror's price where it lists the market, else where the market started.
   */
  private async markets(): Promise<Simulated[]> {
    const out: Simulated[] = [];
    const mirrored = await this.mirroredPrices();
    for (const market of await this.exchange.markets()) {
      if (!market.isActived) continue;
      const followed = mirrored.get(market.symbol);
      const start = followed ?? this.settings.markets[market.symbol]?.price;
      const last = (await this.exchange.lastPrice(market.symbol)).price ?? start;
      if (!last) continue;
      if (followed) this.anchors.set(market.id, Number(followed));
      else if (!this.anchors.has(market.id)) this.anchors.set(market.id, Number(start ?? last));
      out.push({
        market,
        tick: new Decimal(market.tickSize),
        lot: new Decimal(market.lotSize),
        anchor: this.anchors.get(market.id)!,
      });
    }
    return out;
  }

  /** The next price after `price`: a random step, pulled towards the anchor (the market's, unless given). */
  private wander(m: Simulated, price: number, anchor = m.anchor): number {
    return price * Math.exp(VOLATILITY * gaussian() + REVERSION * Math.log(anchor / price));
  }

  private roundPrice(m: Simulated, price: number, side: Side): Decimal {
    const steps = new Decimal(price).div(m.tick);
    const rounded = (side === 'buy' ? steps.floor() : steps.ceil()).mul(m.tick);
    return Decimal.max(rounded, m.tick);
  }

  /** A quantity worth between 4 and 80 minimum orders (or lots, where there is no minimum) at `price`. */
  private quantity(m: Simulated, price: Decimal, scale = 1): Decimal {
    const least = Decimal.max(new Decimal(m.market.minNotional), m.lot.mul(price).mul(10));
    const lots = least
      .mul(between(4, 80) * scale)
      .div(price)
      .div(m.lot)
      .ceil();
    return Decimal.max(lots, 1).mul(m.lot);
  }

  /** Deposits enough of both coins that the account's orders are never refused for funds. */
  private async fund(m: Simulated, actor: Actor, price: number): Promise<void> {
    const largest = Decimal.max(new Decimal(m.market.minNotional), m.lot.mul(price).mul(10)).mul(80 * FUNDED_ORDERS);
    const needs: [number, Decimal, number][] = [
      [m.market.quoteCoinId, largest, m.market.quoteDecimals],
      [m.market.baseCoinId, largest.div(price), m.market.baseDecimals],
    ];
    for (const [coin, amount, decimals] of needs) {
      const want = toUnits(amount.toFixed(decimals, Decimal.ROUND_UP), decimals)!;
      const have = await this.writer.read((book) => book.ledger.balanceOf(String(actor.id), String(coin)).available);
      if (have >= want / 2n) continue;
      await this.writer.submit({
        kind: 'funds',
        entry: { kind: 'deposit', account: String(actor.id), asset: String(coin), amount: String(want - have) },
      });
    }
  }

  /**
   * History for a market that has never traded: a print every three minutes over the last `historyHours`, each the
   * maker's order taken at once by the trader, so the book is left as it was. Answers the trades made.
   */
  private async backfill(m: Simulated, accounts: { maker: Actor; trader: Actor }): Promise<number> {
    if (!this.settings.historyHours || (await this.exchange.lastPrice(m.market.symbol)).price) return 0;
    const steps = Math.floor((this.settings.historyHours * 60) / HISTORY_STEP_MINUTES);
    const highest = Math.max(m.anchor, m.anchor / (1 + (this.settings.markets[m.market.symbol]?.change ?? 0) / 100));
    await this.fund(m, accounts.maker, highest * 1.5);
    await this.fund(m, accounts.trader, highest * 1.5);
    const spec = marketSpec(m.market);
    const start = Date.now() - steps * HISTORY_STEP_MINUTES * 60_000;
    // The history's own anchor moves in a straight line from where the change says it began to the market's anchor.
    const change = (this.settings.markets[m.market.symbol]?.change ?? 0) / 100;
    const from = m.anchor / (1 + change);
    let price = from;
    const orders: Promise<{ accepted: boolean; result?: { trades: unknown[] } }>[] = [];
    for (let i = 0; i < steps; i++) {
      price = this.wander(m, price, from + ((m.anchor - from) * (i + 1)) / steps);
      const at = new Date(start + i * HISTORY_STEP_MINUTES * 60_000 + Math.floor(between(0, 60_000)));
      const makerSide: Side = Math.random() < 0.5 ? 'buy' : 'sell';
      const level = this.roundPrice(m, price, makerSide);
      const quantity = this.quantity(m, level);
      const order = (account: Actor, side: Side, tif: 'GTC' | 'IOC') =>
        this.writer.submit({
          kind: 'place',
          market: m.market.id,
          spec,
          at,
          order: {
            account: String(account.id),
            side,
            type: 'limit',
            price: String(toUnits(level.toFixed(), m.market.quoteDecimals)),
            quantity: String(toUnits(quantity.toFixed(), m.market.baseDecimals)),
            tif,
          },
        });
      orders.push(order(accounts.maker, makerSide, 'GTC'));
      orders.push(order(accounts.trader, makerSide === 'buy' ? 'sell' : 'buy', 'IOC'));
    }
    const outcomes = await Promise.all(orders);
    return outcomes.reduce((n, o) => n + (o.result?.trades.length ?? 0), 0);
  }

  /**
   * One step on every market: the maker takes its quotes down and quotes again around the next price, then the
   * trader takes from one side or the other. Answers the orders placed.
   */
  private async step(accounts: { maker: Actor; trader: Actor }): Promise<number> {
    let placed = 0;
    for (const m of await this.markets()) {
      const last = Number((await this.exchange.lastPrice(m.market.symbol)).price ?? m.anchor);
      await this.fund(m, accounts.maker, last * 1.5);
      await this.fund(m, accounts.trader, last * 1.5);
      const mine = await this.writer.read((book) => {
        const engine = book.engine(m.market.id);
        const resting = [...(engine?.depth('buy') ?? []), ...(engine?.depth('sell') ?? [])];
        return resting.filter((o) => o.account === String(accounts.maker.id)).map((o) => o.id);
      });
      await Promise.all(mine.map((id) => this.exchange.cancelOrder(accounts.maker, id).catch(() => undefined)));
      const mid = this.wander(m, last);
      const quotes: { sideId: number; price: Decimal }[] = [];
      for (let level = 1; level <= LEVELS; level++) {
        const gap = LEVEL_GAP * (level - 0.5);
        quotes.push({ sideId: 1, price: this.roundPrice(m, mid * (1 - gap), 'buy') });
        quotes.push({ sideId: 2, price: this.roundPrice(m, mid * (1 + gap), 'sell') });
      }
      const results = await Promise.all(
        quotes.map((q) =>
          this.place(accounts.maker, {
            marketId: m.market.id,
            sideId: q.sideId,
            typeId: 1,
            price: q.price.toFixed(),
            quantity: this.quantity(m, q.price).toFixed(),
          }),
        ),
      );
      placed += results.filter(Boolean).length;
      const takes = Math.floor(between(1, 3.99));
      for (let i = 0; i < takes; i++) {
        const taken = await this.place(accounts.trader, {
          marketId: m.market.id,
          sideId: Math.random() < 0.5 ? 1 : 2,
          typeId: 2,
          quantity: this.quantity(m, new Decimal(mid), 0.3).toFixed(),
          timeInForce: 'IOC',
        });
        if (taken) placed++;
      }
    }
    return placed;
  }

  /** Places an order as a customer would; a refusal (the book moved, a step) is logged and skipped. */
  private async place(actor: Actor, body: Record<string, unknown>): Promise<boolean> {
    try {
      await this.exchange.placeOrder(actor, body);
      return true;
    } catch (err) {
      this.log.debug(`simulated order refused: ${String(err)}`);
      return false;
    }
  }
}
