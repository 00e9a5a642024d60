import type { Provider, Type } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { BinanceProvider } from './binance.provider.js';
import { BlockchainController } from './blockchain.controller.js';
import { CoinInfoController } from './coin-info.controller.js';
import { MarketDataController } from './market-data.controller.js';
import { MIRRORED_MARKET_DATA, type MarketDataProvider } from './market-data.js';
import { MarketController, WalletsController } from './exchange.controller.js';
import { ExchangeRecordHooks, MarketHooks, WithdrawalHooks } from './exchange.hooks.js';
import { ExchangeService } from './exchange.service.js';
import { ExchangeWriter } from './exchange-writer.js';

/** Saray's own exchange (spec 1 §7 Market and Wallets): one journaled writer, markets, orders, wallets. */
export const exchangeControllers: Type[] = [
  MarketController,
  WalletsController,
  MarketDataController,
  CoinInfoController,
  BlockchainController,
];
export const exchangeProviders = (config: AppConfig): Provider[] => [
  {
    provide: MIRRORED_MARKET_DATA,
    useValue: new Map<string, MarketDataProvider>(
      config.binanceUrl ? [['binance', new BinanceProvider(config.binanceUrl)]] : [],
    ),
  },
  ExchangeWriter,
  ExchangeService,
  ExchangeRecordHooks,
  MarketHooks,
  WithdrawalHooks,
];
