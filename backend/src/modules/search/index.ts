import type { Provider, Type } from '@nestjs/common';
import { SearchController } from './search.controller.js';
import { SearchService } from './search.service.js';

export const searchControllers: Type[] = [SearchController];
export const searchProviders: Provider[] = [SearchService];
