import type { Provider, Type } from '@nestjs/common';
import { ContentHooks } from './content.hooks.js';
import { ContentsController } from './contents.controller.js';
import { ContentsService } from './contents.service.js';
import { PageHooks } from './page.hooks.js';
import { PagesController } from './pages.controller.js';
import { PagesService } from './pages.service.js';
import { CatalogsController, CategoryController, RegionController, TagsController } from './taxonomy.controller.js';
import { TaxonomyService } from './taxonomy.service.js';

export const cmsControllers: Type[] = [
  PagesController,
  ContentsController,
  CategoryController,
  TagsController,
  RegionController,
  CatalogsController,
];
export const cmsProviders: Provider[] = [PagesService, ContentsService, ContentHooks, PageHooks, TaxonomyService];
