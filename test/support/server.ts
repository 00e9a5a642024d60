import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DataSource } from 'typeorm';
import type { CustomerIdentity } from '../../backend/src/auth/auth-record.js';
import { loadConfig, type AppConfig } from '../../backend/src/config.js';
import { createTestDatabase } from './database.js';

export type Engine = 'pglite' | 'postgres';
export const ADMIN = { username: 'testadmin', password: 'admin-pass-123' };

export const engine = (): Engine => {
  const e = process.env.SARAY_TEST_ENGINE;
  if (e !== 'pglite' && e !== 'postgres')
    throw new Error('SARAY_TEST_ENGINE must be pglite or postgres (set by the Jest project)');
  return e;
};

/** What a test does inside the server, for which there is no call: a server of its own or a shared one. */
export interface Accounts {
  /** Gives a customer a password (administrators cannot set one through the API). */
  setPassword(customerId: number, password: string): Promise<void>;
  /** Signs a customer in without a password, as a sign-in does (a device session): their access token. */
  issue(customer: CustomerIdentity): Promise<string>;
}

/** A running server as the customer helpers below use it: its address and its accounts. */
export interface ServerAccess {
  url: string;
  accounts: Accounts;
}

export interface TestServer extends ServerAccess {
  app: NestFastifyApplication;
  dataSource: DataSource;
  config: AppConfig;
  /** Stops the server and keeps the database (to start it again on the same data). */
  stop: () => Promise<void>;
  /** Stops the server and removes its database. */
  close: () => Promise<void>;
}

export interface StartOptions {
  /** Reuse the storage of an earlier server (restart). */
  storage?: Storage;
  config?: Partial<AppConfig>;
  logger?: import('@nestjs/common').LoggerService;
  /** Where the server's JSON log lines go (with config.requestLog or config.logFormat 'json'). */
  logDestination?: import('../../backend/src/common/request-log.js').LogDestination;
}

export interface Storage {
  config: Partial<AppConfig>;
  remove: () => Promise<void>;
}

/** Where the run's migrated and seeded database is (made once per run by test/support/seeded). */
export const SEEDED_PGLITE_DUMP = 'SARAY_TEST_PGLITE_DUMP';
export const SEEDED_PG_TEMPLATE = 'SARAY_TEST_PG_TEMPLATE';

/**
 * A files folder holding the demo pictures the run's seeded setup drew (a new temporary one unless given): a server
 * starting on an empty folder would draw them all again, which takes seconds.
 */
export function demoPictures(into = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-files-'))): string {
  const key = `${engine() === 'postgres' ? SEEDED_PG_TEMPLATE : SEEDED_PGLITE_DUMP}_FILES`;
  const drawn = process.env[key];
  if (!drawn) throw new Error(`${key} is set by the seeded global setup (test/support/seeded)`);
  fs.cpSync(drawn, into, { recursive: true });
  return into;
}

/**
 * The storage of a test server: its own PostgreSQL database, or its own PGlite (in memory; on disk when persistent),
 * and its own files folder. It starts as a copy of the run's migrated and seeded database and demo pictures, so a
 * server start does not migrate, seed and draw again (the seed's run on every start finds all it would make there:
 * a test server skips it); `empty` gives a database with nothing in it, seeded by the first start (for the tests of
 * migrating and seeding themselves).
 */
export async function createStorage(options: { persistent?: boolean; empty?: boolean } = {}): Promise<Storage> {
  const seeded = !options.empty;
  if (engine() === 'postgres') {
    const db = await createTestDatabase(seeded ? process.env[SEEDED_PG_TEMPLATE] : undefined);
    const filesDir = demoPictures();
    return {
      config: { databaseUrl: db.url, filesDir, seed: !seeded },
      remove: () => db.drop().then(() => removeDir(filesDir)),
    };
  }
  if (!options.persistent) {
    const filesDir = demoPictures();
    return {
      config: {
        databaseUrl: undefined,
        dataDir: 'memory://',
        dataDump: seeded ? process.env[SEEDED_PGLITE_DUMP] : undefined,
        filesDir,
        seed: !seeded,
      },
      remove: async () => removeDir(filesDir),
    };
  }
  // On disk: the files folder is the data folder's own (DATA_DIR/files); the first start loads the dump, a restart
  // opens what is there.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'saray-pglite-'));
  demoPictures(path.join(dir, 'files'));
  return {
    config: {
      databaseUrl: undefined,
      dataDir: dir,
      dataDump: seeded ? process.env[SEEDED_PGLITE_DUMP] : undefined,
      seed: !seeded,
    },
    remove: async () => removeDir(dir),
  };
}

const removeDir = (dir: string) => fs.rmSync(dir, { recursive: true, force: true });

/** The configuration every test server runs with, over the given storage. */
export const testConfig = (storage: Storage, overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...loadConfig(),
  jwtSecret: 'test-secret-of-sufficient-length-0123456789',
  // Scheduled tasks run when a test asks (SchedulerService.tick), never in the background of another test.
  schedulerTickMs: 0,
  // Quiet unless a test asks for the request log or JSON lines (and reads them from its own destination).
  requestLog: false,
  logFormat: 'text',
  ...storage.config,
  ...overrides,
});

/**
 * Starts the real server (migrations, demo seed, HTTP on a free port) on the engine of the Jest project. The server's
 * modules are imported here, not by this file, so that a test file on the shared server (shared-server.ts) never
 * loads them.
 */
export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  // app.factory first: it loads reflect-metadata before any decorated class.
  const { createApp } = await import('../../backend/src/app.factory.js');
  const { AuthService } = await import('../../backend/src/auth/auth.service.js');
  const { DataSource } = await import('typeorm');
  const storage = options.storage ?? (await createStorage());
  const config = testConfig(storage, options.config);
  const app = await createApp(config, {
    logger: options.logger ?? ['error'],
    admin: ADMIN,
    logDestination: options.logDestination,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.getHttpServer().address() as { port: number };
  const stop = () => app.close();
  const auth = app.get(AuthService);
  return {
    url: `http://127.0.0.1:${port}`,
    accounts: {
      setPassword: (customerId, password) => auth.setPassword(customerId, password),
      issue: async (customer) => (await auth.issue(customer, {})).access_token,
    },
    app,
    dataSource: app.get(DataSource),
    config,
    stop,
    close: async () => {
      await stop();
      if (!options.storage) await storage.remove();
    },
  };
}

/** Starts a server (and signs the administrator in) before a file's tests; closes it after them. */
export function useServer(): { server: TestServer; token: string } {
  const ctx = {} as { server: TestServer; token: string };
  beforeAll(async () => {
    ctx.server = await startServer();
    const { signIn } = await import('./http.js');
    ctx.token = await signIn(ctx.server.url);
  });
  afterAll(() => ctx.server?.close());
  return ctx;
}

/** A customer with a password and the given roles, made through the API as an administrator would. */
export async function createCustomer(
  server: ServerAccess,
  adminToken: string,
  fields: Record<string, unknown>,
  password: string,
  roles: string[] = ['authenticated'],
): Promise<{ id: number; username: string }> {
  const { call, listQuery } = await import('./http.js');
  const created = await call(server.url, 'POST', '/api/customers', { token: adminToken, body: fields });
  if (created.status !== 201) throw new Error(`customer not created: ${JSON.stringify(created.body)}`);
  await server.accounts.setPassword(created.body.id, password);
  for (const systemName of roles) {
    const role = (
      await call(server.url, 'GET', `/api/customer-roles${listQuery({ filter: { systemName } })}`, {
        token: adminToken,
      })
    ).body[0];
    await call(server.url, 'POST', '/api/customer-role-mappings', {
      token: adminToken,
      body: { customerId: created.body.id, customerRoleId: role.id },
    });
  }
  return created.body;
}

/** A customer made as createCustomer makes one, signed in: their record and their access token. */
export async function signedInCustomer(
  server: ServerAccess,
  adminToken: string,
  username: string,
  password: string,
  roles?: string[],
): Promise<{ id: number; username: string; token: string }> {
  const customer = await createCustomer(
    server,
    adminToken,
    { username, email: `${username}@example.com` },
    password,
    roles,
  );
  const { signIn } = await import('./http.js');
  return { ...customer, token: await signIn(server.url, username, password) };
}

/**
 * Many signed-in customers at once (usernames {prefix}.buyer{n}): made through the API, each with a real device
 * session and access token, without a password to hash.
 */
export async function shoppers(
  server: ServerAccess,
  adminToken: string,
  prefix: string,
  count: number,
): Promise<{ id: number; username: string; token: string }[]> {
  const { call } = await import('./http.js');
  const made: { id: number; username: string; token: string }[] = [];
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, i) => {
      const username = `${prefix}.buyer${start + i}`;
      const created = await call(server.url, 'POST', '/api/customers', {
        token: adminToken,
        body: { username, email: `${username}@example.com` },
      });
      if (created.status !== 201) throw new Error(`customer not created: ${JSON.stringify(created.body)}`);
      return { id: created.body.id as number, username, token: await server.accounts.issue(created.body) };
    });
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** Signs any customer in by id (a device session and an access token, as a sign-in makes): for record factories. */
export function customerTokens(server: ServerAccess, adminToken: string): (customerId: number) => Promise<string> {
  return async (customerId) => {
    const { call } = await import('./http.js');
    const customer = await call(server.url, 'GET', `/api/customers/${customerId}`, { token: adminToken });
    return server.accounts.issue(customer.body);
  };
}
