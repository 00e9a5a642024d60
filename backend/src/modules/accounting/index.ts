import type { Provider, Type } from '@nestjs/common';
import { AccountingHooks } from './accounting.hooks.js';
import { TrialBalanceController } from './trial-balance.controller.js';

/** Accounting documents and their postings (spec 2 §4–§5): the document rules and the trial balance. */
export const accountingControllers: Type[] = [TrialBalanceController];
export const accountingProviders: Provider[] = [AccountingHooks];
