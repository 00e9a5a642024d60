import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseOrigins } from './common/origins.js';
import type { S3Settings } from './platform/storage/s3-storage.js';

/** The repository root: backend/src and backend/dist both sit two levels below it. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface AppConfig {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise the embedded PGlite in dataDir (or in memory when dataDir is 'memory://'). */
  databaseUrl?: string;
  dataDir: string;
  /**
   * PostgreSQL's connection pool: at most `max` connections; a request waits at most `acquireTimeoutMs` for a free
   * one (or for a new one to connect) before it is answered 503 instead of waiting without end.
   */
  dbPool: {
    max: number;
    acquireTimeoutMs: number;
    idleTimeoutMs: number;
    preparedStatements: boolean;
    /** The driver's pipeline mode: a transaction's START and last statement cost no round trip of their own. */
    pipeline: boolean;
  };
  /** How long the readiness check (/api/health/ready) waits for the database to answer. */
  healthTimeoutMs: number;
  /** A PGlite data-directory dump (tar, or tar.gz) the in-memory database starts from instead of an empty one. */
  dataDump?: string;
  redisUrl?: string;
  /** The prefix of the live chat's Redis channels, so several deployments (or test runs) can share one Redis. */
  chatRedisKey: string;
  schemasDir: string;
  localesDir: string;
  jwtSecret: string;
  /** Apply pending migrations at boot; tests may synchronise throwaway databases instead. */
  migrationsRun: boolean;
  seed: boolean;
  logQueries: boolean;
  /** Uploaded files; default <DATA_DIR>/files. Several nodes need a shared folder here, or S3 storage. */
  filesDir?: string;
  /** S3-compatible object storage for uploads instead of filesDir (SARAY_S3_BUCKET and the other SARAY_S3_*). */
  s3?: S3Settings;
  /** SMTP server for e-mail (codes, password resets); without it messages go to the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Zarinpal-compatible payment gateway (payment types with systemKeyword 'zarinpal'): its address and merchant id. */
  zarinpal?: { baseUrl: string; merchantId: string };
  /** A Binance-compatible REST API mirrored by /api/DataProvider/…/Binance (none: those calls answer 503). */
  binanceUrl?: string;
  /**
   * Which proxies' X-Forwarded-For the server believes (SARAY_TRUST_PROXY): none (false, the default: a caller's
   * address is the socket's), a count of proxy hops in front of the server, or the proxies' addresses (IPs or CIDRs).
   */
  trustProxy: false | number | string[];
  /** How many exchange journal entries may follow the latest snapshot of the books before the next is saved. */
  exchangeSnapshotEvery: number;
  /**
   * One-time code and reset calls allowed per account and per address in each window; for sign-ins, the failures
   * free per account and address (five times as many across unknown addresses) and per address, before each
   * further one waits twice as long as the last (auth/sign-in-limiter.ts).
   */
  authLimits: { perAccount: number; perIp: number; windowSeconds: number };
  /** How often the scheduler looks for due ScheduleTask rows, in milliseconds; 0 turns it off. */
  schedulerTickMs: number;
  /** Where backups are written; default <DATA_DIR>/backups (a temporary folder for an in-memory database). */
  backupDir?: string;
  /** A WebDAV collection (its URL, with a user and password when it asks for them) that holds one backup copy. */
  backupWebdav?: { url: string; username?: string; password?: string };
  /** Served to browsers over HTTPS (directly or behind a proxy): turns on HSTS and upgrade-insecure-requests. */
  https: boolean;
  /** Origins whose pages may call the API and the chat hub besides the server's own; `*` allows any. */
  corsOrigins: string[];
  /** The largest request body accepted, in bytes (uploads have their own limits per directory). */
  bodyLimit: number;
  /** Calls allowed per account (or per address for guests) in each window, by the name a @RateLimit gives. */
  rateLimits: Record<RateLimitName, RateLimit>;
  /** The prefix of every key Saray keeps in Redis (attempt counters, rate limits), so deployments can share one. */
  redisPrefix: string;
  /**
   * Storefront pages of anonymous visitors kept once rendered (dropped by any change they may show): each for
   * `ttlSeconds` at most (0 turns the cache off), up to `maxBytes` in each process.
   */
  pageCache: { ttlSeconds: number; maxBytes: number };
  /** One JSON line per request (method, route, status, duration, request id). */
  requestLog: boolean;
  /** JSON lines for a log collector, or readable lines for a person at a terminal. */
  logFormat: 'json' | 'text';
}

export type RateLimitName = 'search' | 'order' | 'backup' | 'contact';
export interface RateLimit {
  count: number;
  seconds: number;
}

/** A rate limit written `count/seconds` (`120/60`: 120 calls a minute); anything else is refused at start. */
export function parseRateLimit(name: string, text: string): RateLimit {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1)
    throw new Error(`${name} must be count/seconds, such as 120/60 (got "${text}")`);
  return { count: Number(match[1]), seconds: Number(match[2]) };
}

/**
 * SARAY_LOG_FORMAT, `json` or `text`; unset, readable lines when standard output is a terminal and JSON lines
 * otherwise (a pipe, a file, a container's log). Anything else is refused at start.
 *
 * @example logFormatOf(undefined, true) // 'text'
 */
export function logFormatOf(value: string | undefined, terminal: boolean): AppConfig['logFormat'] {
  if (!value) return terminal ? 'text' : 'json';
  if (value === 'json' || value === 'text') return value;
  throw new Error(`SARAY_LOG_FORMAT must be json or text (got "${value}")`);
}

/** SARAY_TRUST_PROXY: unset or false, a hop count (1 behind one proxy), or the proxies' addresses, comma-separated. */
export function trustProxyOf(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (!text || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const addresses = text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  if (addresses.some((a) => !/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/.test(a)))
    throw new Error(`SARAY_TRUST_PROXY must be a hop count or proxy addresses, comma-separated (got "${text}")`);
  return addresses;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(ROOT_DIR, 'data'),
    dbPool: {
      max: Number(env.SARAY_DB_POOL ?? 10),
      acquireTimeoutMs: Number(env.SARAY_DB_ACQUIRE_TIMEOUT_MS ?? 10_000),
      idleTimeoutMs: Number(env.SARAY_DB_IDLE_TIMEOUT_MS ?? 30_000),
      preparedStatements: env.SARAY_DB_PREPARED_STATEMENTS !== 'false',
      pipeline: env.SARAY_DB_PIPELINE !== 'false',
    },
    healthTimeoutMs: Number(env.SARAY_HEALTH_TIMEOUT_MS ?? 2000),
    dataDump: env.DATA_DUMP || undefined,
    redisUrl: env.REDIS_URL || undefined,
    chatRedisKey: env.SARAY_CHAT_REDIS_KEY || 'saray-chat',
    schemasDir: env.SARAY_SCHEMAS_DIR ?? path.join(ROOT_DIR, 'entity-schemas'),
    localesDir: path.join(ROOT_DIR, 'locales'),
    jwtSecret: env.SARAY_JWT_SECRET ?? '',
    migrationsRun: env.SARAY_MIGRATIONS_RUN !== 'false',
    seed: env.SARAY_SEED !== 'false',
    logQueries: env.SARAY_LOG_QUERIES === 'true',
    filesDir: env.SARAY_FILES_DIR || undefined,
    s3: env.SARAY_S3_BUCKET
      ? {
          bucket: env.SARAY_S3_BUCKET,
          endpoint: env.SARAY_S3_ENDPOINT || undefined,
          region: env.SARAY_S3_REGION || 'us-east-1',
          prefix: env.SARAY_S3_PREFIX ?? '',
          forcePathStyle: (env.SARAY_S3_FORCE_PATH_STYLE ?? (env.SARAY_S3_ENDPOINT ? 'true' : 'false')) === 'true',
          accessKeyId: env.SARAY_S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.SARAY_S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    smtpUrl: env.SARAY_SMTP_URL || undefined,
    mailFrom: env.SARAY_MAIL_FROM ?? 'Saray <no-reply@localhost>',
    zarinpal: env.SARAY_ZARINPAL_MERCHANT_ID
      ? {
          baseUrl: env.SARAY_ZARINPAL_URL || 'https://payment.zarinpal.com',
          merchantId: env.SARAY_ZARINPAL_MERCHANT_ID,
        }
      : undefined,
    binanceUrl: env.SARAY_BINANCE_URL || undefined,
    exchangeSnapshotEvery: Number(env.SARAY_EXCHANGE_SNAPSHOT_EVERY || 50_000),
    trustProxy: trustProxyOf(env.SARAY_TRUST_PROXY),
    authLimits: {
      perAccount: Number(env.SARAY_AUTH_LIMIT_ACCOUNT ?? 10),
      perIp: Number(env.SARAY_AUTH_LIMIT_IP ?? 50),
      windowSeconds: Number(env.SARAY_AUTH_LIMIT_WINDOW ?? 900),
    },
    schedulerTickMs: Number(env.SARAY_SCHEDULER_TICK_MS ?? 1000),
    backupDir: env.SARAY_BACKUP_DIR || undefined,
    backupWebdav: env.SARAY_BACKUP_WEBDAV_URL
      ? {
          url: env.SARAY_BACKUP_WEBDAV_URL,
          username: env.SARAY_BACKUP_WEBDAV_USER || undefined,
          password: env.SARAY_BACKUP_WEBDAV_PASSWORD || undefined,
        }
      : undefined,
    https: env.SARAY_HTTPS === 'true',
    corsOrigins: parseOrigins(env.SARAY_CORS_ORIGINS),
    bodyLimit: Number(env.SARAY_BODY_LIMIT || 2 * 1024 * 1024),
    // Far above what a person does by hand, low enough that a script hammering the call is stopped within a minute.
    rateLimits: {
      search: parseRateLimit('SARAY_RATE_LIMIT_SEARCH', env.SARAY_RATE_LIMIT_SEARCH || '120/60'),
      order: parseRateLimit('SARAY_RATE_LIMIT_ORDER', env.SARAY_RATE_LIMIT_ORDER || '20/60'),
      backup: parseRateLimit('SARAY_RATE_LIMIT_BACKUP', env.SARAY_RATE_LIMIT_BACKUP || '10/3600'),
      // Messages from the contact page, which visitors send without an account: a handful an hour per address.
      contact: parseRateLimit('SARAY_RATE_LIMIT_CONTACT', env.SARAY_RATE_LIMIT_CONTACT || '10/3600'),
    },
    redisPrefix: env.SARAY_REDIS_PREFIX || 'saray',
    pageCache: {
      ttlSeconds: Number(env.SARAY_PAGE_CACHE_SECONDS ?? 60),
      maxBytes: Number(env.SARAY_PAGE_CACHE_MB ?? 64) * 2 ** 20,
    },
    requestLog: env.SARAY_REQUEST_LOG !== 'false',
    logFormat: logFormatOf(env.SARAY_LOG_FORMAT, !!process.stdout.isTTY),
  };
}
