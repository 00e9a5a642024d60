import type { Provider, Type } from '@nestjs/common';
import { AddressController } from './address.controller.js';
import { AddressService } from './address.service.js';
import { AddressMappingHooks, CustomerAddressHooks } from './customer-address.hooks.js';
import { CustomerAttributes } from './customer-attributes.js';
import { CustomerEditorService } from './customer-editor.service.js';
import { CustomerProfileService } from './customer-profile.service.js';
import { CustomerRolesService } from './customer-roles.service.js';
import { CustomerHooks } from './customer.hooks.js';
import { CustomersController } from './customers.controller.js';
import { SecurityAccessController } from './security-access.controller.js';

/** The customer-editor and profile calls of spec 1 §4.2 and §7 (Customers). */
export const customerControllers: Type[] = [CustomersController, SecurityAccessController, AddressController];
export const customerProviders: Provider[] = [
  CustomerEditorService,
  CustomerRolesService,
  CustomerProfileService,
  CustomerAttributes,
  CustomerHooks,
  CustomerAddressHooks,
  AddressMappingHooks,
  AddressService,
];
