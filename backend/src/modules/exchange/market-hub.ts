import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { Namespace } from 'socket.io';
import { MARKET_NAMESPACE, type AccountPush, type MarketPush, type TradeView } from '@saray/contracts/storefront/state';
import { ActorResolver } from '../../auth/actor-resolver.js';
import { AppError } from '../../common/app-error.js';
import { describeError } from '../../common/error.filter.js';
import { LiveServer } from '../../platform/live/live-server.js';
import { ExchangeService } from './exchange.service.js';
import { ExchangeWriter, type Committed } from './exchange-writer.js';
import { fromUnits } from './units.js';

/** A market's pushes are gathered for this long: a busy market pushes ten times a second at most. */
export const PUSH_EVERY_MS = 100;
/** Levels of each side a push carries, as the pair page shows them. */
export const PUSHED_DEPTH = 15;

const marketRoom = (symbol: string) => `market:${symbol}`;
const accountRoom = (id: number) => `account:${id}`;

/**
 * Live market data on the socket namespace /market (spec 1's market screens without polling). A client names its
 * market in the handshake (`auth: { symbol, token? }`) and joins that market's room; with a valid access token it
 * joins its account's room too (an invalid one gets the public feed only). After each batch the exchange's writer
 * commits in this process, the trades it made and both sides of the changed books are pushed to the markets' rooms,
 * gathered for 100 ms, and the accounts whose orders or balances changed are told which markets. With REDIS_URL the
 * shared socket server relays the pushes to clients connected to the other API processes.
 */
@Injectable()
export class MarketHub implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('MarketHub');
  private namespace?: Namespace;
  private readonly trades = new Map<number, Committed['trades']>();
  private readonly accounts = new Map<number, Set<number>>();
  private timer?: NodeJS.Timeout;

  constructor(
    @Inject(LiveServer) private readonly live: LiveServer,
    @Inject(ExchangeWriter) private readonly writer: ExchangeWriter,
    @Inject(ExchangeService) private readonly exchange: ExchangeService,
    @Inject(ActorResolver) private readonly actors: ActorResolver,
  ) {}

  onApplicationBootstrap(): void {
    const io = this.live.server();
    if (!io) return;
    const namespace = io.of(MARKET_NAMESPACE);
    namespace.use((socket, next) => {
      this.rooms(socket.handshake.auth as Record<string, unknown>).then(
        (rooms) => {
          void socket.join(rooms);
          next();
        },
        (err: unknown) => next(Object.assign(new Error(String((err as Error).message)), { data: describe(err) })),
      );
    });
    this.namespace = namespace;
    this.writer.onCommitted((c) => this.gather(c));
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /** The rooms a handshake joins: its market's, and its account's when its token is valid. */
  private async rooms(auth: Record<string, unknown>): Promise<string[]> {
    const symbol = typeof auth.symbol === 'string' ? auth.symbol.toUpperCase() : '';
    const [market] = symbol ? await this.exchange.markets({ symbol }) : [];
    if (!market) throw new AppError(404, 'exchange.error.nomarket');
    const rooms = [marketRoom(market.symbol)];
    if (typeof auth.token === 'string' && auth.token) {
      const actor = await this.actors.fromToken(auth.token).catch(() => undefined);
      if (actor?.id) rooms.push(accountRoom(actor.id));
    }
    return rooms;
  }

  private gather(committed: Committed): void {
    if (!this.namespace) return;
    for (const market of committed.markets) if (!this.trades.has(market)) this.trades.set(market, []);
    for (const trade of committed.trades) this.trades.get(trade.market)?.push(trade);
    for (const account of committed.accounts) {
      const markets = this.accounts.get(account) ?? new Set<number>();
      committed.markets.forEach((m) => markets.add(m));
      this.accounts.set(account, markets);
    }
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      this.push().catch((err: unknown) => this.log.error(`market push failed: ${String(err)}`));
    }, PUSH_EVERY_MS);
  }

  private async push(): Promise<void> {
    const namespace = this.namespace!;
    const trades = new Map(this.trades);
    const accounts = new Map(this.accounts);
    this.trades.clear();
    this.accounts.clear();
    const markets = new Map((await this.exchange.markets()).map((m) => [m.id, m]));
    for (const [id, made] of trades) {
      const market = markets.get(id);
      if (!market) continue;
      const { bids, asks } = this.writer.levelsNow(id, PUSHED_DEPTH);
      const level = (l: { price: bigint; quantity: bigint }) => ({
        price: fromUnits(l.price, market.quoteDecimals),
        quantity: fromUnits(l.quantity, market.baseDecimals),
      });
      const push: MarketPush = {
        symbol: market.symbol,
        trades: made.map((t): TradeView => ({
          id: t.id,
          price: t.price,
          quantity: t.quantity,
          side: t.takerSide,
          time: t.at.getTime(),
        })),
        bids: bids.map(level),
        asks: asks.map(level),
      };
      namespace.to(marketRoom(market.symbol)).emit('market', push);
    }
    for (const [account, ids] of accounts) {
      const push: AccountPush = { symbols: [...ids].flatMap((id) => markets.get(id)?.symbol ?? []) };
      namespace.to(accountRoom(account)).emit('account', push);
    }
  }
}

/** A refused handshake's data: the error's translation key, as the API's error body names it. */
const describe = (err: unknown): { error: string } => ({ error: describeError(err).key });
