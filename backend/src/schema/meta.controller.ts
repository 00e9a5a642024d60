import { Controller, Get, Header, Inject } from '@nestjs/common';
import { allowedOperations } from '../auth/access-policy.js';
import type { Actor } from '../auth/actor.js';
import { Allow } from '../auth/allow.decorator.js';
import { SecurityAccessService } from '../auth/security-access.service.js';
import { CurrentActor } from '../auth/current-actor.decorator.js';
import { publicFields } from './entity-meta.js';
import { OPENAPI } from './openapi.provider.js';
import { Registry } from './registry.js';
import { fieldJsonSchema } from './validators.js';

/** The registry as clients see it: only entities the caller may use, with the operations allowed to them. */
@Controller('api')
@Allow('guests')
export class MetaController {
  constructor(
    @Inject(Registry) private readonly registry: Registry,
    @Inject(OPENAPI) private readonly openapi: object,
    @Inject(SecurityAccessService) private readonly grants: SecurityAccessService,
  ) {}

  @Get('meta/schemas')
  async schemas(@CurrentActor() actor: Actor): Promise<object[]> {
    const withOps = await Promise.all(
      this.registry.entities.map(async ({ meta }) => ({
        meta,
        operations: allowedOperations(meta.access, actor, await this.grants.grantsFor(meta.name)),
      })),
    );
    return withOps
      .filter(({ operations }) => operations.length > 0)
      .map(({ meta, operations }) => ({
        name: meta.name,
        resource: meta.resource,
        group: meta.group,
        label: meta.label,
        // Screens and menu entries only for the route's roles (spec 2 §6); the API's access still decides the data.
        route: { ...meta.route, allowed: meta.routeRoles.some((r) => actor.roles.includes(r)) },
        list: meta.list,
        title: meta.title,
        children: meta.children,
        layout: meta.layout,
        ...(meta.currency ? { currency: meta.currency } : {}),
        operations,
        required: meta.required,
        unique: meta.unique,
        rules: meta.rules,
        fields: Object.fromEntries(
          publicFields(meta).map((f) => [
            f.name,
            {
              ...fieldJsonSchema(f),
              ...(f.readOnly ? { readOnly: true } : {}),
              ...(f.spec.writeOnly ? { writeOnly: true } : {}),
              ...(f.default !== undefined ? { default: f.default } : {}),
              // The title template of the records it points at, resolved as the API's titles are.
              ...(f.relation
                ? { 'x-relation': { ...f.spec['x-relation'], template: this.registry.relationTitle(f) } }
                : {}),
            },
          ]),
        ),
      }));
  }

  @Get('openapi.json')
  @Header('Cache-Control', 'no-cache')
  document(): object {
    return this.openapi;
  }
}
