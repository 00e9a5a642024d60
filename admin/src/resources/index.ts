import { Backup } from './Backup';
import { Customer } from './Customer';
import { CustomerRole } from './CustomerRole';
import { Media } from './Media';
import { ProductOrder } from './ProductOrder';
import { ScheduleTask } from './ScheduleTask';
import { Setting } from './Setting';
import { Ticket } from './Ticket';
import { Year } from './Year';
import type { ResourceOverride } from './types';

/**
 * The one place screens are changed by entity name: what each entity's screens add to, or put in place of, the
 * generated ones. The generic screens ask `overrideOf` and never name an entity themselves.
 */
const OVERRIDES: Record<string, ResourceOverride> = {
  Backup,
  Customer,
  CustomerRole,
  Media,
  ProductOrder,
  ScheduleTask,
  Setting,
  Ticket,
  Year,
};

const NONE: ResourceOverride = {};

export const overrideOf = (entity: { name: string }): ResourceOverride =>
  Object.hasOwn(OVERRIDES, entity.name) ? OVERRIDES[entity.name] : NONE;

export type { ListExtra, RecordPart, ResourceOverride } from './types';
