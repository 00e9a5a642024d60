import type { Provider } from '@nestjs/common';
import { KpisController } from './kpis.controller.js';
import { KpiService } from './kpi.service.js';

/** The dashboard home's figures, declared in the entity files (x-kpis). */
export const kpisControllers = [KpisController];
export const kpisProviders: Provider[] = [KpiService];
