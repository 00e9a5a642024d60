import { Controller, Get, Inject, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { RateLimit } from '../../auth/rate-limit.guard.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import { SearchService, type SearchQuery, type SearchResult } from './search.service.js';

/** The storefront header search: GET /api/Search?term=&types=&lang=&limit= → [{ title, slug, type }]. */
@Controller('api')
export class SearchController {
  constructor(@Inject(SearchService) private readonly service: SearchService) {}

  @Get('Search')
  @Allow('guests')
  @RateLimit('search')
  search(
    @Query() query: SearchQuery,
    @CurrentActor() actor: Actor,
    @Context() context: RequestContext,
  ): Promise<SearchResult[]> {
    return this.service.search(actor, context, query);
  }
}
