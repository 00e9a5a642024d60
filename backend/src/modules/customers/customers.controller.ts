import { Body, Controller, Delete, Get, Headers, HttpCode, Inject, Param, Post, Query, Res } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { CustomerEditorService, type NationalCodeCheck } from './customer-editor.service.js';
import { CustomerProfileService } from './customer-profile.service.js';
import { CustomerRolesService } from './customer-roles.service.js';

interface Reply {
  header(name: string, value: string): Reply;
  status(code: number): Reply;
}

/** A query parameter given once; a repeated one is not a value these calls understand. */
const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const withEtag = (reply: Reply, row: Row): Row => {
  reply.header('ETag', `"${String(row.version)}"`);
  return row;
};

/** The spec's /api/Customers calls (spec 1 §7 "Customers", spec 2 §7): the customer editor, roles and profile. */
@Controller('api/Customers')
export class CustomersController {
  constructor(
    @Inject(CustomerEditorService) private readonly editor: CustomerEditorService,
    @Inject(CustomerRolesService) private readonly roles: CustomerRolesService,
    @Inject(CustomerProfileService) private readonly profile: CustomerProfileService,
  ) {}

  @Get('checkCustomer')
  @Allow('administrators')
  checkCustomer(
    @Query('email') email: unknown,
    @Query('mobile') mobile: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Row> {
    return this.editor.check(actor, text(email), text(mobile));
  }

  @Get('checkNationalCode')
  @Allow('administrators')
  checkNationalCode(
    @Query('nationalCode') nationalCode: unknown,
    @Query('customerId') customerId: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<NationalCodeCheck> {
    return this.editor.checkNationalCode(actor, text(nationalCode), text(customerId));
  }

  /** 201 with the new customer when the body's id is 0 or absent, else 200 with the updated one. */
  @Post('saveCustomerProfile')
  @Allow('administrators')
  async saveCustomerProfile(
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row> {
    const { row, created } = await this.editor.save(actor, body, ifMatch);
    return withEtag(reply.status(created ? 201 : 200), row);
  }

  @Get('getCustomer')
  @Allow('administrators')
  async getCustomer(
    @Query('id') id: unknown,
    @CurrentActor() actor: Actor,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row> {
    return withEtag(reply, await this.editor.getCustomer(actor, text(id)));
  }

  @Get('getMyCustomers')
  @Allow('administrators')
  getMyCustomers(
    @Query('pageIndex') pageIndex: unknown,
    @Query('pageSize') pageSize: unknown,
    @Query('keyword') keyword: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<{ data: Row[]; totalCount: number }> {
    return this.editor.list(actor, { pageIndex: text(pageIndex), pageSize: text(pageSize), keyword: text(keyword) });
  }

  @Post('addCustomerRole')
  @Allow('administrators')
  addCustomerRole(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.roles.add(actor, body);
  }

  @Delete('deleteCustomerRole')
  @Allow('administrators')
  deleteCustomerRole(
    @Query('customerId') customerId: unknown,
    @Query('customerRoleId') customerRoleId: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Row> {
    return this.roles.remove(actor, text(customerId), text(customerRoleId));
  }

  @Get('getNotMappedCustomerRoles')
  @Allow('administrators')
  getNotMappedCustomerRoles(@Query('customerId') customerId: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.roles.notMapped(actor, text(customerId));
  }

  @Get('getMyProfile')
  @Allow('authenticated')
  async getMyProfile(@CurrentActor() actor: Actor, @Res({ passthrough: true }) reply: Reply): Promise<Row> {
    return withEtag(reply, await this.profile.getMine(actor));
  }

  @Post('saveMyProfile')
  @HttpCode(200)
  @Allow('authenticated')
  async saveMyProfile(
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<Row> {
    const storeId = context.store?.id as number | undefined;
    return withEtag(reply, await this.profile.saveMine(actor, storeId, body, ifMatch));
  }

  /**
   * One step of the profile editor, checked as saveMyProfile would save it and then undone: { result: 1 }, or the
   * refusal the save would get. The same setting and rules apply; nothing is written.
   */
  @Post('checkMyProfile')
  @HttpCode(200)
  @Allow('authenticated')
  checkMyProfile(
    @Body() body: unknown,
    @Headers('if-match') ifMatch: string | undefined,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
  ): Promise<Row> {
    return this.profile.saveMine(actor, context.store?.id as number | undefined, body, ifMatch, true);
  }

  @Delete(':id')
  @Allow('administrators')
  deleteCustomer(@Param('id') id: string, @CurrentActor() actor: Actor): Promise<Row> {
    return this.editor.remove(actor, id);
  }
}
