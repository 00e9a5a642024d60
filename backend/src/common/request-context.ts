import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { createParamDecorator } from '@nestjs/common';
import type { Row } from '../crud/pipeline/serialize.js';
import { StoreDirectory } from '../platform/stores/store-directory.service.js';
import { AppError } from './app-error.js';
import type { Language } from './i18n.js';
import { pathContext } from './path-segments.js';
import { languageOf } from './request-language.js';

/** What every request is about: its language, its store and the application calling. */
export interface RequestContext {
  lang: Language;
  store: Row | undefined;
  application: Row | undefined;
}

interface Req {
  headers: Record<string, string | undefined>;
  url: string;
  context?: RequestContext;
}

/**
 * Resolves the request context before anything else: the store from the `store` header or the /{lang}/{store}/
 * path segment (an unknown one is a 404), else the default store; the application from the `Application` header
 * (an unknown or inactive one is refused).
 */
@Injectable()
export class ContextGuard implements CanActivate {
  constructor(@Inject(StoreDirectory) private readonly directory: StoreDirectory) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Req>();
    const storeName = req.headers.store?.trim() || pathContext(req.url).store;
    const store = storeName ? await this.directory.store(storeName) : await this.directory.defaultStore();
    if (storeName && !store) throw new AppError(404, 'store.error.notfound');
    const appIdentity = req.headers.application?.trim();
    const application = appIdentity ? await this.directory.application(appIdentity) : undefined;
    if (appIdentity && !application) throw AppError.badRequest('application.error.unknown');
    req.context = { lang: languageOf(req), store, application };
    return true;
  }
}

export const Context = createParamDecorator(
  (_: unknown, ctx: ExecutionContext): RequestContext => ctx.switchToHttp().getRequest<Req>().context!,
);
