import type { Provider, Type } from '@nestjs/common';
import type { AppConfig } from '../../config.js';
import { SCHEDULER_TICK_MS, SchedulerController, SchedulerService } from './scheduler.js';

/** Operations: the scheduler of ScheduleTask rows. */
export const opsControllers: Type[] = [SchedulerController];
export const opsProviders = (config: AppConfig): Provider[] => [
  { provide: SCHEDULER_TICK_MS, useValue: config.schedulerTickMs },
  SchedulerService,
];
