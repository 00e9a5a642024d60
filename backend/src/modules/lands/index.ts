import type { Provider, Type } from '@nestjs/common';
import { AuctionSettlement } from './auction-settlement.js';
import { LandBidHooks } from './land-bid.hooks.js';
import { LandHooks } from './land.hooks.js';
import { LandsController } from './lands.controller.js';
import { LandsService } from './lands.service.js';
import { LoanHooks } from './loan.hooks.js';
import { LoansController } from './loans.controller.js';
import { LoansService } from './loans.service.js';

/**
 * The land sale (spec 1: lands and loans): parcels of a planet map sold at a fixed price or by auction, paid from the
 * exchange's wallets, and loans that finance part of a fixed price.
 */
export const landsControllers: Type[] = [LandsController, LoansController];
export const landsProviders: Provider[] = [
  LandHooks,
  LandBidHooks,
  LoanHooks,
  LandsService,
  LoansService,
  AuctionSettlement,
];
