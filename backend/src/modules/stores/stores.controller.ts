import { Controller, Get, Inject, Query } from '@nestjs/common';
import { Allow } from '../../auth/allow.decorator.js';
import { AppError } from '../../common/app-error.js';
import { Context, type RequestContext } from '../../common/request-context.js';
import type { Row } from '../../crud/pipeline/serialize.js';
import { StoreDirectory } from '../../platform/stores/store-directory.service.js';

/**
 * GET /api/Stores/getStoreByName (spec 1 §7): the public record of a store named in a path; without a name, the
 * request's own store (the `store` header's, else the default one), whose name the dashboard puts in page titles.
 */
@Controller('api/Stores')
export class StoresController {
  constructor(@Inject(StoreDirectory) private readonly directory: StoreDirectory) {}

  @Get('getStoreByName')
  @Allow('guests')
  async getStoreByName(@Query('name') name: string | undefined, @Context() context: RequestContext): Promise<Row> {
    const store = name ? await this.directory.store(name) : context.store;
    if (!store) throw new AppError(404, 'store.error.notfound');
    return store;
  }
}
