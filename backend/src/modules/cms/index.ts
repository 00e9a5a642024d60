import type { Provider, Type } from '@nestjs/common';
import { ContentHooks } from './content.hooks.js';
import { ContentsController } from './contents.controller.js';
import { ContentsService } from './contents.service.js';
import { PageHooks } from './page.hooks.js';
import { PagesController } from './pages.controller.js';
import { PagesService } from './pages.service.js';

export const cmsControllers: Type[] = [PagesController, ContentsController];
export const cmsProviders: Provider[] = [PagesService, ContentsService, ContentHooks, PageHooks];
