import { Controller, Get, Inject } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { KpiService, type KpiFigure } from './kpi.service.js';

/** GET /api/meta/kpis: the figures of the dashboard's home the caller may see (x-kpis of the entity files). */
@Controller('api/meta')
export class KpisController {
  constructor(@Inject(KpiService) private readonly kpis: KpiService) {}

  @Get('kpis')
  @Allow('authenticated')
  figures(@CurrentActor() actor: Actor): Promise<KpiFigure[]> {
    return this.kpis.figures(actor);
  }
}
