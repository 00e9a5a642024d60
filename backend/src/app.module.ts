import fs from 'node:fs';
import path from 'node:path';
import { createSecretKey, randomBytes } from 'node:crypto';
import { Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { ActorResolver } from './auth/actor-resolver.js';
import { AuthGuard } from './auth/auth.guard.js';
import { ATTEMPT_STORE, AUTH_LIMITS, AuthThrottlerGuard } from './auth/auth-throttler.guard.js';
import { SignInLimiter } from './auth/sign-in-limiter.js';
import { MemoryAttemptStore, RedisAttemptStore } from './auth/attempt-store.js';
import { RATE_LIMITS, RateLimitGuard } from './auth/rate-limit.guard.js';
import { AuthService } from './auth/auth.service.js';
import { AccountController } from './auth/account.controller.js';
import { AccountService } from './auth/account.service.js';
import { AuditHooks } from './auth/audit.hooks.js';
import { CustomerRoleHooks } from './auth/customer-role.hooks.js';
import { AuditService } from './auth/audit.service.js';
import { AuthenticationController } from './auth/authentication.controller.js';
import { OneTimeCodeService } from './auth/one-time-code.service.js';
import { SecurityAccessHooks } from './auth/security-access.hooks.js';
import { SecurityAccessService } from './auth/security-access.service.js';
import { SessionCache } from './auth/session-cache.js';
import { SessionHooks } from './auth/session.hooks.js';
import { SessionInvalidation } from './auth/session-invalidation.js';
import { SessionService } from './auth/session.service.js';
import { TokenService } from './auth/token.service.js';
import { TwoFactorService } from './auth/two-factor.service.js';
import { HttpCloser } from './common/http-closer.js';
import type { AppConfig } from './config.js';
import { ErrorFilter } from './common/error.filter.js';
import { I18n } from './common/i18n.js';
import { CrudController } from './crud/crud.controller.js';
import { CrudService } from './crud/crud.service.js';
import { BulkService } from './crud/bulk.service.js';
import { ExportService } from './crud/export/export.service.js';
import { ListWorkController } from './crud/list-work.controller.js';
import { ChangeFeed } from './crud/change-feed.js';
import { HookRegistry } from './crud/hooks.js';
import { createDataSource } from './db/data-source.js';
import { Seeder } from './db/seed.js';
import { LIVE_CONFIG } from './platform/live/live-config.js';
import { LiveServer } from './platform/live/live-server.js';
import { messagingProviders } from './platform/messaging/index.js';
import { SettingsService } from './platform/settings/settings.service.js';
import { StoreDirectory } from './platform/stores/store-directory.service.js';
import { MetaController } from './schema/meta.controller.js';
import { ContextGuard } from './common/request-context.js';
import { storefrontProviders } from './modules/storefront/index.js';
import { pageCacheProvider } from './modules/storefront/page-cache.js';
import { StoresController } from './modules/stores/stores.controller.js';
import { ApplicationsController } from './modules/stores/applications.controller.js';
import { filesControllers, filesProviders } from './modules/files/index.js';
import { settingsControllers, settingsProviders } from './modules/settings/index.js';
import { archivesProviders } from './modules/archives/index.js';
import { catalogProviders } from './modules/catalog/index.js';
import { ordersControllers, ordersProviders } from './modules/orders/index.js';
import { gatewaysControllers, gatewaysProviders } from './modules/gateways/index.js';
import { accountingControllers, accountingProviders } from './modules/accounting/index.js';
import { customerControllers, customerProviders } from './modules/customers/index.js';
import { cmsControllers, cmsProviders } from './modules/cms/index.js';
import { exchangeControllers, exchangeProviders } from './modules/exchange/index.js';
import { landsControllers, landsProviders } from './modules/lands/index.js';
import { opsControllers, opsProviders } from './modules/ops/index.js';
import { chatProviders } from './modules/chat/index.js';
import { searchControllers, searchProviders } from './modules/search/index.js';
import { ticketsControllers, ticketsProviders } from './modules/tickets/index.js';
import { kpisControllers, kpisProviders } from './modules/kpis/index.js';
import { buildOpenApi } from './schema/openapi.js';
import { OPENAPI } from './schema/openapi.provider.js';
import { Registry } from './schema/registry.js';

export const CONFIG = Symbol('CONFIG');

/** HS256 secret: SARAY_JWT_SECRET, else one kept in the embedded data folder, else (PostgreSQL, unset) per process. */
function jwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (!config.databaseUrl && config.dataDir !== 'memory://') {
    const file = path.join(config.dataDir, '.jwt-secret');
    if (!fs.existsSync(file)) {
      fs.mkdirSync(config.dataDir, { recursive: true });
      fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
    }
    return fs.readFileSync(file, 'utf8').trim();
  }
  if (config.databaseUrl)
    new Logger('Auth').warn('SARAY_JWT_SECRET is not set: tokens will not survive a restart nor work across nodes.');
  return randomBytes(48).toString('base64url');
}

export const REDIS = Symbol('REDIS');

class ConnectionCloser implements OnApplicationShutdown {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
  ) {}
  async onApplicationShutdown(): Promise<void> {
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
    await this.redis?.quit();
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, registry: Registry, version: string): DynamicModule {
    const i18n = new I18n(config.localesDir);
    // Redis, when configured, holds what several API nodes must share (attempt and rate-limit counters), under the
    // deployment's own prefix.
    const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
    const attempts = redis ? new RedisAttemptStore(redis, `${config.redisPrefix}:attempts`) : new MemoryAttemptStore();
    // Resolved sessions, dropped on every node when one changes (over Redis when configured).
    const sessionInvalidation = new SessionInvalidation(new SessionCache(), redis, `${config.redisPrefix}:sessions`);
    return {
      module: AppModule,
      imports: [
        DiscoveryModule,
        // As a key object: given the text, jsonwebtoken first tries it as a public key on every sign and verify, and
        // the error it throws and catches costs about a millisecond per request.
        JwtModule.register({
          secret: createSecretKey(Buffer.from(jwtSecret(config))),
          signOptions: { algorithm: 'HS256' },
        }),
      ],
      controllers: [
        AuthenticationController,
        AccountController,
        MetaController,
        StoresController,
        ApplicationsController,
        ...filesControllers,
        ...customerControllers,
        ...cmsControllers,
        ...exchangeControllers,
        ...landsControllers,
        ...opsControllers,
        ...ticketsControllers,
        ...kpisControllers,
        ...searchControllers,
        ...ordersControllers,
        ...gatewaysControllers,
        ...settingsControllers,
        ...accountingControllers,
        ListWorkController,
        CrudController,
      ],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: Registry, useValue: registry },
        { provide: I18n, useValue: i18n },
        { provide: OPENAPI, useValue: buildOpenApi(registry, version) },
        {
          provide: DataSource,
          useFactory: async () => {
            const ds = await createDataSource(config, registry);
            if (config.migrationsRun) await ds.runMigrations({ transaction: 'each' });
            return ds;
          },
        },
        { provide: REDIS, useValue: redis },
        ConnectionCloser,
        HttpCloser,
        { provide: ATTEMPT_STORE, useValue: attempts },
        { provide: AUTH_LIMITS, useValue: config.authLimits },
        { provide: RATE_LIMITS, useValue: config.rateLimits },
        AuthThrottlerGuard,
        SignInLimiter,
        CrudService,
        BulkService,
        ExportService,
        TokenService,
        { provide: SessionInvalidation, useValue: sessionInvalidation },
        SessionService,
        SessionHooks,
        ActorResolver,
        TwoFactorService,
        OneTimeCodeService,
        AccountService,
        AuditService,
        AuditHooks,
        CustomerRoleHooks,
        ...messagingProviders(config),
        {
          provide: LIVE_CONFIG,
          useValue: { redisUrl: config.redisUrl, chatRedisKey: config.chatRedisKey, corsOrigins: config.corsOrigins },
        },
        LiveServer,
        SecurityAccessService,
        SecurityAccessHooks,
        HookRegistry,
        // Committed writes, told to this node's caches and, over Redis when configured, to the other nodes'.
        {
          provide: ChangeFeed,
          useFactory: (hooks: HookRegistry) => new ChangeFeed(hooks, redis, `${config.redisPrefix}:changes`),
          inject: [HookRegistry],
        },
        pageCacheProvider(config, redis, version),
        ...customerProviders,
        ...catalogProviders,
        ...ordersProviders,
        ...gatewaysProviders(config),
        ...cmsProviders,
        ...exchangeProviders(config),
        ...landsProviders,
        ...opsProviders(config),
        ...chatProviders,
        ...ticketsProviders,
        ...kpisProviders,
        ...storefrontProviders,
        ...searchProviders,
        ...accountingProviders,
        ...archivesProviders,
        AuthService,
        Seeder,
        StoreDirectory,
        SettingsService,
        ...settingsProviders,
        ...filesProviders(config),
        // Guards run in this order: the request's context first, then who is calling, then how often they call.
        { provide: APP_GUARD, useClass: ContextGuard },
        { provide: APP_GUARD, useClass: AuthGuard },
        { provide: APP_GUARD, useClass: RateLimitGuard },
        { provide: APP_FILTER, useValue: new ErrorFilter(i18n) },
      ],
      exports: [CrudService, DataSource, Registry, I18n],
    };
  }
}
