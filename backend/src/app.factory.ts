import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppModule } from './app.module.js';
import { ROOT_DIR, type AppConfig } from './config.js';
import { errorAnswer } from './common/error.filter.js';
import { I18n } from './common/i18n.js';
import { refuseNulInUrls } from './common/url-guard.js';
import { Seeder } from './db/seed.js';
import { Registry } from './schema/registry.js';
import { registerPages } from './pages.js';
import { engineOf } from './db/data-source.js';
import { registerHealth } from './modules/ops/health.js';
import { SitemapService } from './modules/storefront/sitemap.service.js';
import { StorefrontRenderer } from './modules/storefront/storefront-renderer.js';
import { StorefrontStateService } from './modules/storefront/storefront-state.service.js';

export const BODY_LIMIT = 2 * 1024 * 1024;

export interface CreateAppOptions {
  logger?: LogLevel[] | LoggerService | false;
  admin?: { username?: string; password?: string };
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
  const adapter = new FastifyAdapter({
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    // The router refuses a malformed URL (a bad percent escape) before any Nest layer runs: answered in the API's
    // shape all the same, with a translated key.
    frameworkErrors: (error: Error, req: FastifyRequest, reply: FastifyReply) => {
      const { status, body } = errorAnswer(i18n, error, req);
      void reply.status(status).send(body);
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, registry, version()),
    adapter,
    {
      abortOnError: false,
      logger: options.logger ?? ['log', 'warn', 'error'],
    },
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
  // Multipart bodies for uploads; each upload call applies its directory's own, smaller limits.
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20 } });
  await app.register(cors, {
    origin: true,
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
  });
  app.enableShutdownHooks();
  await app.init();
  if (config.seed) await app.get(Seeder).run(options.admin ?? {});
  return app;
}
