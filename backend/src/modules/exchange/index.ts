import type { Provider, Type } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../config.js';
import { BinanceProvider } from './binance.provider.js';
import { BlockchainController } from './blockchain.controller.js';
import { CoinInfoController } from './coin-info.controller.js';
import { MarketDataController } from './market-data.controller.js';
import { MarketHub } from './market-hub.js';
import { MarketRulesRefresh } from './market-rules-refresh.js';
import { MarketSimulation } from './market-simulation.js';
import { MIRRORED_MARKET_DATA, type MarketDataProvider } from './market-data.js';
import { MarketController, WalletsController } from './exchange.controller.js';
import { ExchangeRecordHooks, MarketCacheHooks, MarketHooks, WithdrawalHooks } from './exchange.hooks.js';
import { ExchangeService } from './exchange.service.js';
import { EXCHANGE_SNAPSHOT_EVERY, ExchangeWriter } from './exchange-writer.js';
import { DepositHooks } from './deposit.hooks.js';
import { StakeHooks } from './stake.hooks.js';
import { StakingController } from './staking.controller.js';
import { StakingService } from './staking.service.js';
import { SarayProvider } from './saray.provider.js';

/**
 * Saray's own exchange (spec 1 §7 Market and Wallets): one journaled writer, markets, orders, wallets, customers'
 * deposit requests and withdrawals, staking.
 */
export const exchangeControllers: Type[] = [
  MarketController,
  WalletsController,
  MarketDataController,
  CoinInfoController,
  BlockchainController,
  StakingController,
];
export const exchangeProviders = (config: AppConfig): Provider[] => [
  {
    provide: MIRRORED_MARKET_DATA,
    useValue: new Map<string, MarketDataProvider>(
      config.binanceUrl ? [['binance', new BinanceProvider(config.binanceUrl)]] : [],
    ),
  },
  { provide: EXCHANGE_SNAPSHOT_EVERY, useValue: config.exchangeSnapshotEvery },
  ExchangeWriter,
  ExchangeService,
  {
    provide: SarayProvider,
    useFactory: (dataSource: DataSource, exchange: ExchangeService) =>
      new SarayProvider(dataSource, () => exchange.markets()),
    inject: [DataSource, ExchangeService],
  },
  ExchangeRecordHooks,
  MarketHooks,
  MarketCacheHooks,
  WithdrawalHooks,
  DepositHooks,
  StakingService,
  StakeHooks,
  MarketRulesRefresh,
  MarketHub,
  MarketSimulation,
];
