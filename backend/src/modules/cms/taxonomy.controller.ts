import { Body, Controller, Delete, Get, Inject, Post, Query } from '@nestjs/common';
import type { Actor } from '../../auth/actor.js';
import { Allow } from '../../auth/allow.decorator.js';
import { CurrentActor } from '../../auth/current-actor.decorator.js';
import { positiveId, entityNameParam } from '../../common/input.js';
import { CrudService } from '../../crud/crud.service.js';
import { ALL_ROWS } from '../../crud/list-query.js';
import { pagedList, type PageQuery } from '../../crud/paged-list.js';
import { bodyObject, type Row } from '../../crud/pipeline/serialize.js';
import { AddressService } from '../customers/address.service.js';
import { TaxonomyService } from './taxonomy.service.js';

type Page = Promise<{ data: Row[]; totalCount: number }>;
const byOrder = JSON.stringify(['displayOrder', 'ASC']);

/** The spec's Category calls (spec 1 §7, spec 2 §7, spec 3 add-existing-page tables). */
@Controller('api/Category')
export class CategoryController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(TaxonomyService) private readonly taxonomy: TaxonomyService,
  ) {}

  /** A page of one entity's categories (visitors see the published ones); categoryName searches. */
  @Get('getCategories')
  @Allow('guests')
  getCategories(
    @Query() query: PageQuery & { entityName?: unknown; categoryName?: unknown },
    @CurrentActor() actor: Actor,
  ): Page {
    const filter = query.entityName === undefined ? {} : { entityName: entityNameParam(query.entityName) };
    return pagedList(
      this.crud,
      'categories',
      actor,
      { ...query, keyword: query.categoryName ?? query.keyword },
      filter,
    );
  }

  @Get('getCategoryMappingsByCategoryId')
  @Allow('administrators')
  byCategory(@Query('categoryId') categoryId: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.taxonomy.byOwner(actor, 'category', categoryId);
  }

  @Get('getCategoryMappings')
  @Allow('administrators')
  ofRecord(
    @Query('entityName') entityName: unknown,
    @Query('id') id: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Row[]> {
    return this.taxonomy.ofRecord(actor, 'category', entityName, id);
  }

  @Post('saveCategoryMappings')
  @Allow('administrators')
  save(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.taxonomy.replace(actor, 'category', body);
  }

  @Delete('deleteCategory')
  @Allow('administrators')
  deleteCategory(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.crud.remove('categories', actor, String(positiveId(id, '/id')));
  }
}

/** The spec's Tags calls (spec 2 §7). */
@Controller('api/Tags')
export class TagsController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(TaxonomyService) private readonly taxonomy: TaxonomyService,
  ) {}

  @Get('getTags')
  @Allow('guests')
  getTags(@Query() query: PageQuery, @CurrentActor() actor: Actor): Page {
    return pagedList(this.crud, 'tags', actor, query);
  }

  /** The names of the published tags, by name: what a tag input suggests. */
  @Get('getTagNames')
  @Allow('guests')
  async getTagNames(@CurrentActor() actor: Actor): Promise<string[]> {
    const rows = await this.crud.rows('tags', actor, {
      filter: '{"published":true}',
      sort: '["name","ASC"]',
      range: ALL_ROWS,
    });
    return rows.map((r) => String(r.name));
  }

  @Get('getTagMappingsByTagId')
  @Allow('administrators')
  byTag(@Query('tagId') tagId: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.taxonomy.byOwner(actor, 'tag', tagId);
  }

  @Get('getTagMappings')
  @Allow('administrators')
  ofRecord(
    @Query('entityName') entityName: unknown,
    @Query('id') id: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Row[]> {
    return this.taxonomy.ofRecord(actor, 'tag', entityName, id);
  }

  @Post('saveTagMappings')
  @Allow('administrators')
  save(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.taxonomy.replace(actor, 'tag', body);
  }
}

/** The spec's Region calls (spec 2 §7): regions, what is mapped to them, their address items and locations. */
@Controller('api/Region')
export class RegionController {
  constructor(
    @Inject(CrudService) private readonly crud: CrudService,
    @Inject(TaxonomyService) private readonly taxonomy: TaxonomyService,
    @Inject(AddressService) private readonly addresses: AddressService,
  ) {}

  @Get('getRegions')
  @Allow('guests')
  getRegions(@CurrentActor() actor: Actor): Promise<Row[]> {
    return this.crud.rows('regions', actor, { sort: byOrder, range: ALL_ROWS });
  }

  @Get('getRegionMappingsByRegionId')
  @Allow('administrators')
  byRegion(@Query('regionId') regionId: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.taxonomy.byOwner(actor, 'region', regionId);
  }

  @Get('getRegionMappings')
  @Allow('administrators')
  ofRecord(
    @Query('entityName') entityName: unknown,
    @Query('id') id: unknown,
    @CurrentActor() actor: Actor,
  ): Promise<Row[]> {
    return this.taxonomy.ofRecord(actor, 'region', entityName, id);
  }

  @Post('saveRegionMappings')
  @Allow('administrators')
  save(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.taxonomy.replace(actor, 'region', body);
  }

  /** The places (address element mappings of Region) a region covers. */
  @Get('getAddressItemsByRegionId')
  @Allow('administrators')
  addressItems(@Query('regionId') regionId: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    return this.addresses.mappings(actor, { entityName: 'Region', entityId: positiveId(regionId, '/regionId') });
  }

  /** The locations, of one region when regionId is given, in display order. */
  @Get('getLocations')
  @Allow('guests')
  getLocations(@Query('regionId') regionId: unknown, @CurrentActor() actor: Actor): Promise<Row[]> {
    const filter = regionId === undefined ? {} : { regionId: positiveId(regionId, '/regionId') };
    return this.crud.rows('locations', actor, { filter: JSON.stringify(filter), sort: byOrder, range: ALL_ROWS });
  }

  /** Creates the location when the body has no id (or 0), else updates it. */
  @Post('saveLocation')
  @Allow('administrators')
  saveLocation(@Body() body: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    const { id, ...values } = bodyObject(body);
    return id
      ? this.crud.update('locations', actor, String(positiveId(id, '/id')), values)
      : this.crud.create('locations', actor, values);
  }
}

/** The spec's Catalogs calls (spec 2 §7, spec 3 add-existing-page tables). */
@Controller('api/Catalogs')
export class CatalogsController {
  constructor(@Inject(CrudService) private readonly crud: CrudService) {}

  @Get('getProducts')
  @Allow('administrators')
  getProducts(@Query() query: PageQuery, @CurrentActor() actor: Actor): Page {
    return pagedList(this.crud, 'products', actor, query);
  }

  @Delete('deleteProduct')
  @Allow('administrators')
  deleteProduct(@Query('id') id: unknown, @CurrentActor() actor: Actor): Promise<Row> {
    return this.crud.remove('products', actor, String(positiveId(id, '/id')));
  }
}
