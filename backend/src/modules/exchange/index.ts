import type { Provider, Type } from '@nestjs/common';
import { MarketController, WalletsController } from './exchange.controller.js';
import { ExchangeRecordHooks, MarketHooks } from './exchange.hooks.js';
import { ExchangeService } from './exchange.service.js';
import { ExchangeWriter } from './exchange-writer.js';

/** Saray's own exchange (spec 1 §7 Market and Wallets): one journaled writer, markets, orders, wallets. */
export const exchangeControllers: Type[] = [MarketController, WalletsController];
export const exchangeProviders: Provider[] = [ExchangeWriter, ExchangeService, ExchangeRecordHooks, MarketHooks];
