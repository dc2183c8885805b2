import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseBackupSchedule, type BackupSchedule } from './config/backup-schedule-setting.ts';
import { LOOPBACK_ONLY, parseAddressAllowList, type AddressAllowList } from './config/address-allow-list.ts';
import type { MailQueueSettings } from './config/mail-queue-settings.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    REDIS_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^rediss?$/ }).optional()),
    DATA_DIR: z.string().min(1).default('./.data'),
    ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(3).max(64).optional()),
    ADMIN_PASSWORD: z.preprocess(emptyAsUndefined, z.string().min(8).max(128).optional()),
    COOKIE_SECURE: z.preprocess(emptyAsUndefined, booleanish.optional()),
    PUBLIC_ORIGIN: z.preprocess(
      emptyAsUndefined,
      z
        .url({ protocol: /^https?$/ })
        .refine((value) => new URL(value).pathname === '/' && !new URL(value).search && !new URL(value).hash, {
          message: 'give only the scheme, host and port, e.g. https://www.example.com',
        })
        .optional(),
    ),
    TRUSTED_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()),
    MAIL_OUTBOX_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    SMTP_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().min(3).default('LocalRank <no-reply@localrank.co.uk>'),
    // The mail queue (mail/mail-worker.ts): seconds may have decimals (the tests run it in milliseconds).
    MAIL_RETRY_FIRST_SECONDS: z.coerce.number().positive().max(86_400).default(30),
    MAIL_RETRY_MAX_SECONDS: z.coerce
      .number()
      .positive()
      .max(7 * 86_400)
      .default(3600),
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    MAIL_QUEUE_LEASE_SECONDS: z.coerce.number().positive().max(86_400).default(300),
    MAIL_QUEUE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    MAIL_QUEUE_POLL_SECONDS: z.coerce.number().positive().max(3600).default(5),
    MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(600),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    SERVE_ISLANDS: z.enum(['on', 'off']).default('on'),
    BUILDER_SNAPSHOT_INTERVAL: z.coerce.number().int().min(2).max(10_000).default(100),
    // SITEMAP_MAX_URLS of server/src/seo/sitemap-files.ts: at most 10,000 URLs a file.
    SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(10_000).default(10_000),
    SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
    ACTIVITY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
    SITE_COUNTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    METRICS_ALLOW: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .default(LOOPBACK_ONLY)
        .superRefine((value, ctx) => {
          try {
            parseAddressAllowList(value);
          } catch (error) {
            ctx.addIssue({
              code: 'custom',
              message: `${(error as Error).message}: use comma-separated IPs and CIDR ranges (e.g. 127.0.0.1,::1,10.0.0.0/8)`,
            });
          }
        }),
    ),
    WORDPRESS_IMPORT_HOSTS: z.preprocess(emptyAsUndefined, z.string().optional()),
    NEWSLETTER_LINK_KEY: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'use at least 32 random characters (e.g. openssl rand -base64 32)').optional(),
    ),
    BACKUP_SCHEDULE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .refine((value) => parseBackupSchedule(value) !== null, {
          message: 'give an interval (e.g. 24h, 30m, 7d; at least 1s) or a daily time in UTC (e.g. 03:30)',
        })
        .optional(),
    ),
    BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(7),
    TRUST_PROXY: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(
          /^(true|false|(loopback|linklocal|uniquelocal|[\da-fA-F]*[.:][\d.:a-fA-F/]*)(\s*,\s*(loopback|linklocal|uniquelocal|[\da-fA-F]*[.:][\d.:a-fA-F/]*))*)$/,
          'use true, false, or comma-separated proxy addresses or ranges (e.g. 10.0.0.0/8, loopback)',
        )
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.PUBLIC_ORIGIN === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message:
          "required when NODE_ENV=production: the site's public URL (e.g. https://www.example.com), the base of e-mailed reset links, canonical URLs, the sitemap and feeds (never taken from a request's Host header)",
      });
    }
    if ((env.ADMIN_USERNAME === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_USERNAME === undefined ? 'ADMIN_USERNAME' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
      });
    }
  });

/** The validated configuration of one server process. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where the rate-limit counters live when set (Redis); else they are rows in PostgreSQL. */
  redisUrl: string | undefined;
  dataDir: string;
  /** Where uploads too large to hold in memory are written while they are read (`tmp` in DATA_DIR), each removed after its request. */
  uploadTmpDir: string;
  admin: { username: string; password: string } | undefined;
  cookieSecure: boolean;
  /**
   * The site's public origin (scheme, host, port), the base of every link the server writes; required in
   * production. Unset elsewhere: links use the listening address (`seo/site-origin.ts`).
   */
  publicOrigin: string | undefined;
  trustedOrigins: string[];
  mailOutboxDir: string;
  /** SMTP relay for e-mail; without it, e-mail goes to the outbox folder. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How the mail queue's worker delivers (mail/mail-worker.ts): retries, lease, concurrency and polling, in ms. */
  mailQueue: MailQueueSettings;
  logLevel: string;
  /** A builder page gets a snapshot every this many log entries, so opening it replays fewer. */
  builderSnapshotInterval: number;
  /** At most this many URLs per sitemap file; beyond it /sitemap.xml is an index of numbered files. */
  sitemapPageSize: number;
  /** How many accounts one address may create in an hour (then 429). */
  signUpsPerHour: number;
  /** How many days the admin activity log keeps its entries (older ones are pruned on start). */
  activityRetentionDays: number;
  /**
   * How long the 404 monitor keeps a path and the site-search terms a term after its last hit or search
   * (SITE_COUNTS_RETENTION_DAYS, days).
   */
  siteCountsRetentionDays: number;
  /**
   * How many days the analytics keep each raw page view and beacon (ANALYTICS_RAW_DAYS); their counts stay in the
   * roll-ups for good.
   */
  analyticsRawDays: number;
  /**
   * Host names a WordPress import may fetch images from (WORDPRESS_IMPORT_HOSTS, comma-separated): when set, the
   * only ones, and they may be on private or loopback addresses; unset, any host on a public address.
   */
  wordpressImportHosts: string[];
  /**
   * The key newsletter unsubscribe links are signed with (HMAC-SHA-256), from NEWSLETTER_LINK_KEY. Unset: a
   * 256-bit key generated once and kept in the database (`server_keys`), shared by every instance. Changing it
   * breaks the unsubscribe links of e-mails already sent.
   */
  newsletterLinkKey: string | undefined;
  webDistDir: string;
  /**
   * Whether the public pages are served as islands (the default); off, every page is hydrated as the
   * whole app, as before islands: the baseline the Lighthouse benchmark compares against.
   */
  serveIslands: boolean;
  /**
   * Which proxies in front of the app to believe about the client's address and protocol (Fastify's
   * `trustProxy`): false, true (any), or addresses/CIDR ranges. Behind a proxy, without it every
   * visitor would share the proxy's address in the rate limits.
   */
  trustProxy: boolean | string[];
  /**
   * Scheduled backups (BACKUP_SCHEDULE, off when unset): when they run, the folder they go to (BACKUP_DIR, by
   * default `backups` in DATA_DIR) and how many are kept (BACKUP_KEEP, the oldest deleted beyond it).
   */
  backup: { schedule: BackupSchedule; dir: string; keep: number } | undefined;
  /**
   * The client addresses that may read /metrics (IPs and CIDR ranges; loopback unless METRICS_ALLOW says
   * otherwise), matched against the address the app resolves (the proxy's word only under TRUST_PROXY).
   */
  metricsAllow: AddressAllowList;
}

/** Raised when an environment variable is missing or malformed; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The configuration from `env`; a bad variable ends the process with code 1, named (for the entry points). */
export function loadConfigOrExit(env: Record<string, string | undefined>): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])] ?? null)})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir: e.DATA_DIR,
    uploadTmpDir: resolve(`${e.DATA_DIR}/tmp`),
    admin: e.ADMIN_USERNAME && e.ADMIN_PASSWORD ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD } : undefined,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    publicOrigin: e.PUBLIC_ORIGIN === undefined ? undefined : new URL(e.PUBLIC_ORIGIN).origin,
    trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    mailOutboxDir: e.MAIL_OUTBOX_DIR ?? `${e.DATA_DIR}/outbox`,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailQueue: {
      retry: {
        firstDelayMs: Math.round(e.MAIL_RETRY_FIRST_SECONDS * 1000),
        maxDelayMs: Math.round(Math.max(e.MAIL_RETRY_MAX_SECONDS, e.MAIL_RETRY_FIRST_SECONDS) * 1000),
        maxAttempts: e.MAIL_MAX_ATTEMPTS,
      },
      leaseMs: Math.round(e.MAIL_QUEUE_LEASE_SECONDS * 1000),
      concurrency: e.MAIL_QUEUE_CONCURRENCY,
      pollMs: Math.round(e.MAIL_QUEUE_POLL_SECONDS * 1000),
      ratePerMinute: e.MAIL_RATE_PER_MINUTE,
    },
    logLevel: e.LOG_LEVEL,
    builderSnapshotInterval: e.BUILDER_SNAPSHOT_INTERVAL,
    sitemapPageSize: e.SITEMAP_PAGE_SIZE,
    signUpsPerHour: e.SIGN_UPS_PER_HOUR,
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    siteCountsRetentionDays: e.SITE_COUNTS_RETENTION_DAYS,
    analyticsRawDays: e.ANALYTICS_RAW_DAYS,
    wordpressImportHosts: (e.WORDPRESS_IMPORT_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    newsletterLinkKey: e.NEWSLETTER_LINK_KEY,
    webDistDir: e.WEB_DIST_DIR ? resolve(e.WEB_DIST_DIR) : fileURLToPath(new URL('../../dist/web', import.meta.url)),
    serveIslands: e.SERVE_ISLANDS === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    backup:
      e.BACKUP_SCHEDULE === undefined
        ? undefined
        : { schedule: parseBackupSchedule(e.BACKUP_SCHEDULE)!, dir: resolve(e.BACKUP_DIR ?? `${e.DATA_DIR}/backups`), keep: e.BACKUP_KEEP },
    metricsAllow: parseAddressAllowList(e.METRICS_ALLOW),
  };
}

function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
