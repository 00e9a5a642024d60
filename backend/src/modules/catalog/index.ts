import type { Provider } from '@nestjs/common';
import { ProductHooks } from './product.hooks.js';

/** The catalog's rules beyond its entity files: products customers add (spec 2 §6). */
export const catalogProviders: Provider[] = [ProductHooks];
