import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger, type LoggerService, type LogLevel } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ROOT_DIR, type AppConfig } from './config.js';
import { errorAnswer } from './common/error.filter.js';
import { I18n } from './common/i18n.js';
import { refuseNulInUrls } from './common/url-guard.js';
import { originListed } from './common/origins.js';
import { loggerOptions, PinoNestLogger, type LogDestination } from './common/request-log.js';
import { headersBeforeHooks, registerSecurityHeaders } from './common/security-headers.js';
import { Seeder } from './db/seed.js';
import { Registry } from './schema/registry.js';
import { registerPages } from './pages.js';
import { engineOf } from './db/data-source.js';
import { registerHealth } from './modules/ops/health.js';
import { PageCache } from './modules/storefront/page-cache.js';
import { SitemapService } from './modules/storefront/sitemap.service.js';
import { StorefrontRenderer } from './modules/storefront/storefront-renderer.js';
import { StorefrontStateService } from './modules/storefront/storefront-state.service.js';

export interface CreateAppOptions {
  logger?: LogLevel[] | LoggerService | false;
  admin?: { username?: string; password?: string };
  /** Where the JSON log lines go instead of standard output (the tests read them). */
  logDestination?: LogDestination;
}

const version = (): string =>
  (JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }).version;

/**
 * Builds the whole server (API, docs, dashboard and storefront pages) without listening, so main.ts and the tests
 * start exactly the same thing. Boot fails loudly on an invalid entity file, before any database work.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const registry = Registry.fromDirectory(config.schemasDir);
  const i18n = new I18n(config.localesDir);
  const securityHeaders = headersBeforeHooks(config);
  const levels = options.logger ?? ['log', 'warn', 'error'];
  const { trustProxy } = config;
  const adapter = new FastifyAdapter({
    bodyLimit: config.bodyLimit,
    // Only the proxies configured: otherwise anybody's X-Forwarded-For would be their address (limits, sessions, audit).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A caller's own logger gets Nest's lines; pino then writes only the server's warnings and errors.
    ...loggerOptions(config, Array.isArray(levels) ? levels : ['warn', 'error'], options.logDestination),
    // The router refuses a malformed URL (a bad percent escape) before any Nest layer runs: answered in the API's
    // shape all the same, with a translated key and the security headers.
    frameworkErrors: (error: Error, req: FastifyRequest, reply: FastifyReply) => {
      securityHeaders(req.raw, reply.raw);
      const { status, body } = errorAnswer(i18n, error, req);
      void reply.status(status).send(body);
    },
  });
  const logger = Array.isArray(levels) ? new PinoNestLogger(adapter.getInstance().log, levels) : levels;
  // Nest installs it when the application is created; the module's set-up below logs before that.
  if (logger) Logger.overrideLogger(logger);
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, registry, version()),
    adapter,
    { abortOnError: false, logger },
  );
  const fastify = app.getHttpAdapter().getInstance();
  // While the server closes, each answer also closes its connection: clients that keep connections alive move on
  // at once instead of holding the shutdown until their keep-alive time runs out.
  let closing = false;
  fastify.addHook('preClose', async () => {
    closing = true;
  });
  fastify.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  refuseNulInUrls(fastify);
  registerSecurityHeaders(fastify, config);
  // Multipart bodies for uploads; each upload call applies its directory's own, smaller limits.
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20 } });
  // Without SARAY_CORS_ORIGINS no foreign page may read an answer; the server's own pages need no CORS at all.
  await app.register(cors, {
    origin: config.corsOrigins.includes('*')
      ? '*'
      : (origin: string | undefined, done: (err: Error | null, allow: boolean) => void) =>
          done(null, !!origin && originListed(origin, config.corsOrigins)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Content-Range', 'ETag'],
    allowedHeaders: ['Authorization', 'Content-Type', 'If-Match', 'Range', 'Application', 'lang', 'store'],
  });
  registerHealth(fastify, {
    dataSource: app.get(DataSource),
    i18n: app.get(I18n),
    engine: engineOf(config),
    timeoutMs: config.healthTimeoutMs,
  });
  await registerPages(fastify, {
    state: app.get(StorefrontStateService),
    renderer: app.get(StorefrontRenderer),
    sitemap: app.get(SitemapService),
    cache: app.get(PageCache),
  });
  app.enableShutdownHooks();
  await app.init();
  if (config.seed) await app.get(Seeder).run(options.admin ?? {});
  return app;
}
