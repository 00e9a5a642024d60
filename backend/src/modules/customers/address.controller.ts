import { Body, Controller, Delete, Get, Inject, Post, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { AddressService } from './address.service.js';

/** The spec's /api/Address calls (spec 1 §7 "Address", spec 2 §7): places, address element mappings, own addresses. */
@Controller('api/Address')
export class AddressController {
  constructor(@Inject(AddressService) private readonly addresses: AddressService) {}

  @Get('getAllAddressItems')
  @Allow('guests')
  getAllAddressItems(@CurrentActor() actor: Actor): Promise<{ countries: Row[]; provinces: Row[]; cities: Row[] }> {
    return this.addresses.allItems(actor);
  }

  @Get('getCities')
  @Allow('guests')
  getCities(@Query('entityName') entityName: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.addresses.cities(actor, entityName);
  }

  /** An address form's choices at one level (countries, provinces of parentId, cities of parentId). */
  @Get('getAddressChoices')
  @Allow('guests')
  getAddressChoices(
    @Query('entityName') entityName: unknown,
    @Query('level') level: unknown,
    @Query('parentId') parentId: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Row[]> {
    return this.addresses.choices(actor, entityName, level, parentId);
  }

  @Get('getAddressElementMappings')
  @Allow('administrators')
  getAddressElementMappings(@Query() query: Row, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.addresses.mappings(actor, query);
  }

  @Post('saveAddressElementMappings')
  @Allow('administrators')
  saveAddressElementMappings(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.addresses.saveMappings(actor, body);
  }

  @Get('getAllCustomerAddresses')
  @Allow('authenticated')
  getAllCustomerAddresses(@CurrentActor() actor: Actor): Promise<Row[]> {
    return this.addresses.customerAddresses(actor);
  }

  @Post('saveCustomerAddress')
  @Allow('authenticated')
  saveCustomerAddress(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.addresses.saveCustomerAddress(actor, body);
  }

  @Delete('deleteCustomerAddress')
  @Allow('authenticated')
  deleteCustomerAddress(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.addresses.deleteCustomerAddress(actor, id);
  }
}
