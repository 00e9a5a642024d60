import { Controller, Get, Inject, Query } from '@nestjs/common';
import { Decimal } from 'decimal.js';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { AppError } from '../../common/app-error.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { ExchangeService, pairView } from './exchange.service.js';
import { explorerOf } from './explorers.js';

const all = (filter: Row = {}, sort = '["id","ASC"]') => ({ filter: JSON.stringify(filter), sort, range: ALL_ROWS });

/** The spec's Blockchain calls (spec 1 §7 "Blockchain"): coins, networks, contracts, pairs and conversion. */
@Controller('api/Blockchain')
export class BlockchainController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(ExchangeService) private readonly exchange: ExchangeService,
  ) {}

  private coin(actor: Actor, symbol: unknown): Promise<Row> {
    return this.exchange.coinBySymbol(actor, symbol);
  }

  /** Coin symbols: id, symbol, logo, url and name (spec 1 §3), by rank. */
  @Get('CoinSymbols')
  @Allow('guests')
  async coinSymbols(@CurrentActor() actor: Actor): Promise<Row[]> {
    const coins = await this.crud.rows('coins', actor, all({ isAvailable: true }, '["rank","ASC"]'));
    return coins.map(({ id, symbol, logo, url, name }) => ({ id, symbol, logo, url, name }));
  }

  @Get('getPayableCoinSymbols')
  @Allow('guests')
  async payableCoinSymbols(@CurrentActor() actor: Actor): Promise<Row[]> {
    const coins = await this.crud.rows('coins', actor, all({ isAvailable: true, isPayable: true }, '["rank","ASC"]'));
    return coins.map(({ id, symbol, logo, url, name }) => ({ id, symbol, logo, url, name }));
  }

  @Get('getBlockChains')
  @Allow('guests')
  getBlockChains(@CurrentActor() actor: Actor): Promise<Row[]> {
    return this.crud.rows('blockchains', actor, all({ isActived: true }));
  }

  @Get('getBlockChainNetworks')
  @Allow('guests')
  getBlockChainNetworks(@CurrentActor() actor: Actor): Promise<Row[]> {
    return this.crud.rows('blockchain-networks', actor, all({ isActived: true }));
  }

  /** A coin's active contracts (symbol), each with its network. */
  @Get('getCoinContracts')
  @Allow('guests')
  async getCoinContracts(@Query('symbol') symbol: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    const coin = await this.coin(actor, symbol);
    return this.crud.rows('coin-contracts', actor, all({ coinId: coin.id, isActived: true }));
  }

  @Get('getPayableCoinContracts')
  @Allow('guests')
  getPayableCoinContracts(@CurrentActor() actor: Actor): Promise<Row[]> {
    return this.crud.rows('coin-contracts', actor, all({ isActived: true, isPayable: true }));
  }

  /**
   * The networks a coin can move on (its active contracts' networks) with their withdrawal fee and explorer: what
   * the deposit and withdrawal forms offer.
   */
  @Get('getCoinAvailableNetworks')
  @Allow('guests')
  async getCoinAvailableNetworks(@Query('symbol') symbol: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    const coin = await this.coin(actor, symbol);
    const contracts = await this.crud.rows('coin-contracts', actor, all({ coinId: coin.id, isActived: true }));
    const ids = [...new Set(contracts.map((c) => c.blockChainNetworkId).filter((id) => id != null))];
    if (!ids.length) return [];
    const networks = await this.crud.rows('blockchain-networks', actor, all({ id: ids, isActived: true }));
    return networks.map((n) => {
      const contract = contracts.find((c) => c.blockChainNetworkId === n.id)!;
      return {
        ...n,
        coinContractId: contract.id,
        fee: contract.fee ?? n.fee ?? '0',
        feeCoinId: contract.feeCoinId ?? n.feeCoinId ?? coin.id,
        explorer: explorerOf(String(n.symbol)) ?? null,
      };
    });
  }

  /** Markets as pairs (spec 1 §3 Market/pair). */
  @Get('getAllPairs')
  @Allow('guests')
  async getAllPairs(): Promise<Row[]> {
    return (await this.exchange.markets()).filter((m) => m.isActived).map(pairView);
  }

  /**
   * An amount of one coin in another at the last trade price of the market between them (either way round), or
   * through USDT when there is no direct market. 404 when no price links them.
   */
  @Get('convertCurrency')
  @Allow('guests')
  async convertCurrency(
    @Query('amount') rawAmount: unknown,
    @Query('sourceCoinId') rawSource: unknown,
    @Query('targetCoinId') rawTarget: unknown,
  ): Promise<{ amount: string; sourceCoinId: number; targetCoinId: number; rate: string; result: string }> {
    if (typeof rawAmount !== 'string' || !/^\d+(\.\d+)?$/.test(rawAmount))
      throw AppError.badRequest('common.error.invalidvalue', [{ path: '/amount', error: 'common.error.invalidvalue' }]);
    const source = positiveId(rawSource, '/sourceCoinId');
    const target = positiveId(rawTarget, '/targetCoinId');
    const rate = await this.exchange.rate(source, target);
    if (!rate) throw AppError.notFound('exchange.error.norate');
    const result = new Decimal(rawAmount).mul(rate);
    return {
      amount: rawAmount,
      sourceCoinId: source,
      targetCoinId: target,
      rate: rate.toFixed(),
      result: result.toFixed(),
    };
  }
}
