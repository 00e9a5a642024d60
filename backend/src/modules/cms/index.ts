import type { Provider, Type } from '@nestjs/common';
import { ContentHooks } from './content.hooks.js';
import { PagesController } from './pages.controller.js';
import { PagesService } from './pages.service.js';

export const cmsControllers: Type[] = [PagesController];
export const cmsProviders: Provider[] = [PagesService, ContentHooks];
