import { Body, Controller, Delete, Get, Inject, Post, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { positiveId } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import { Registry } from '../../schema/registry.js';

const ACCESSES = 'security-accesses';

/**
 * The CustomerRoles calls of spec 2 §7 for a role's security access (entity plus access type). Writes go through
 * CrudService as the caller, so the entity's access, its unique rule and the unknown-entity check all apply.
 */
@Controller('api/CustomerRoles')
export class SecurityAccessController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(Registry) private readonly registry: Registry,
  ) {}

  /** Every entity a grant can name, with its group and translation key. */
  @Get('getEntities')
  @Allow('administrators')
  getEntities(): { name: string; group: string; label: string }[] {
    return this.registry.entities
      .map(({ meta }) => ({ name: meta.name, group: meta.group, label: meta.label }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The access types, in the entity file's order (grant, delete, save, create, update, list, print, view, …). */
  @Get('getAccessTypes')
  @Allow('administrators')
  getAccessTypes(): string[] {
    const field = this.registry.byName('SecurityAccess')!.meta.fields.get('accessType')!;
    return (field.spec.enum ?? []).map(String);
  }

  /** A role's entries, by the role's id. */
  @Get('getSecurityAccessById')
  @Allow('administrators')
  async getSecurityAccessById(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    const customerRoleId = positiveId(id, '/id');
    await this.crud.getOne('customer-roles', actor, String(customerRoleId));
    const filter = JSON.stringify({ customerRoleId });
    return (await this.crud.list(ACCESSES, actor, { filter, range: ALL_ROWS })).data;
  }

  @Post('saveSecurityAccess')
  @Allow('administrators')
  saveSecurityAccess(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    const { customerRoleId, entityName, accessType } = bodyObject(body);
    return this.crud.create(ACCESSES, actor, { customerRoleId, entityName, accessType });
  }

  @Delete('deleteSecurityAccess')
  @Allow('administrators')
  deleteSecurityAccess(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.crud.remove(ACCESSES, actor, String(positiveId(id, '/id')));
  }
}
