import type { Provider, Type } from '@nestjs/common';

/** The customer-editor and profile calls of spec 1 §4.2 and §7 (Customers). */
export const customerControllers: Type[] = [];
export const customerProviders: Provider[] = [];
