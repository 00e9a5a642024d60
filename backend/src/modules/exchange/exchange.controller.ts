import { Body, Controller, Get, Inject, Post, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { RateLimit } from '../../auth/rate-limit.guard.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import type { PageQuery } from '../../crud/paged-list.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { ExchangeService, pairView } from './exchange.service.js';

/** The spec's /api/Market calls (spec 1 §7 "Market"). */
@Controller('api/Market')
export class MarketController {
  constructor(@Inject(ExchangeService) private readonly exchange: ExchangeService) {}

  /** Every market, or those whose symbol contains `name`, with the filters as Binance-style JSON text. */
  @Get('getAllMarkets')
  @Allow('guests')
  async getAllMarkets(@Query('name') name: unknown): Promise<Row[]> {
    const needle = typeof name === 'string' ? name.trim().toUpperCase() : '';
    const markets = (await this.exchange.markets()).filter((m) => m.isActived && m.symbol.includes(needle));
    return markets.map(pairView);
  }

  @Get('LastPriceBySymbol')
  @Allow('guests')
  lastPrice(@Query('symbol') symbol: unknown): Promise<{ symbol: string; price: string | null }> {
    return this.exchange.lastPrice(symbol);
  }

  /** One side of the book by price level, best first (sideId 1: bids, 2: asks). */
  @Get('getLowestMarketOrderBook')
  @Allow('guests')
  orderBook(@Query('symbol') symbol: unknown, @Query('name') name: unknown, @Query('sideId') sideId: unknown) {
    return this.exchange.orderBook(symbol ?? name, sideId);
  }

  @Post('PlaceOrder')
  @RateLimit('order')
  @Allow('authenticated')
  placeOrder(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.exchange.placeOrder(actor, body);
  }

  @Get('CancelOrder')
  @Allow('authenticated')
  cancelOrder(@Query('orderId') orderId: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.exchange.cancelOrder(actor, orderId);
  }

  @Get('getMyOrderHistories')
  @Allow('authenticated')
  myOrders(@Query() query: PageQuery & { marketId?: unknown; statusId?: unknown }, @CurrentActor() actor: Actor) {
    return this.exchange.myOrders(actor, query);
  }
}

/**
 * The spec's /api/Wallets calls: deposits (recorded by an administrator, or reported by a customer and approved),
 * withdrawals and the caller's balances.
 */
@Controller('api/Wallets')
export class WalletsController {
  constructor(@Inject(ExchangeService) private readonly exchange: ExchangeService) {}

  @Post('deposit')
  @Allow('administrators')
  deposit(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.exchange.deposit(actor, body);
  }

  /** A customer's withdrawal request: the amount and the network fee are held until an administrator decides. */
  @Post('withdraw')
  @Allow('authenticated')
  withdraw(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.exchange.withdraw(actor, body);
  }

  @Get('getMyWithdrawals')
  @Allow('authenticated')
  myWithdrawals(@Query() query: PageQuery, @CurrentActor() actor: Actor) {
    return this.exchange.myWithdrawals(actor, query);
  }

  /** A customer's report of coins sent to the exchange, with the transaction's hash: credited once approved. */
  @Post('requestDeposit')
  @Allow('authenticated')
  requestDeposit(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.exchange.requestDeposit(actor, body);
  }

  @Get('getMyDeposits')
  @Allow('authenticated')
  myDeposits(@Query() query: PageQuery, @CurrentActor() actor: Actor) {
    return this.exchange.myDeposits(actor, query);
  }

  @Get('getMyBalances')
  @Allow('authenticated')
  balances(@CurrentActor() actor: Actor): Promise<Row[]> {
    return this.exchange.balances(actor);
  }
}
