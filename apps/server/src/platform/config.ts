import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CONSOLE_DIST_DEFAULT, WEB_DIST_DEFAULT } from './paths';

/** A positive decimal written out in digits ("2000", "0.5"): money settings are never parsed as floats. */
const decimalString = z
  .string()
  .regex(/^(?!0+(\.0+)?$)\d{1,18}(\.\d{1,18})?$/, 'a positive decimal such as 2000 or 0.5');

/** Names proxy-addr (Fastify's trustProxy) understands for whole reserved ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (`10.0.0.0/8`, `2001:db8::/32`) or one of PROXY_RANGE_NAMES. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  const ms = Date.parse(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value)
  );
}

/** The one environment schema: nothing else reads process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_FROM: z.string().default('Meridian <no-reply@meridian.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used for absolute file URLs when the app sits behind a proxy, e.g. https://m.example.com */
  PUBLIC_URL: z.url().optional(),
  /**
   * Reverse proxies whose X-Forwarded-For/-Host/-Proto are believed: comma-separated addresses or CIDR ranges.
   * Unset (the default) believes nobody: the client address is the socket's, the host the Host header's.
   */
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isProxyEntry), 'a comma-separated list of IP addresses or CIDR ranges'),
  /**
   * Key of the short-lived signed URLs that serve identity documents (at least 32 characters; the same on every
   * node). Unset: one is generated at first start into DATA_DIR/upload-url.key.
   */
  UPLOAD_URL_SECRET: z.string().min(32).optional(),
  /**
   * Key under which second-factor secrets are encrypted at rest (at least 32 characters; the same on every node).
   * Unset: one is generated at first start into DATA_DIR/security.key.
   */
  SECURITY_SECRET: z.string().min(32).optional(),
  /**
   * The VAPID key pair Web Push messages are signed with (base64url, as `web-push generate-vapid-keys` prints
   * them; the same on every node, both or neither). Unset: derived from a key generated at first start into
   * DATA_DIR/vapid.key. Changing it ends every device's subscription.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'an uncompressed P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key in base64url (43 characters)')
    .optional(),
  /** Whom push services may contact about our pushes: `mailto:` or `https:`. Unset: PUBLIC_URL, else SMTP_FROM. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'a mailto: address or an https: URL')
    .optional(),
  /** `simulated` (default) or `ccxt:<exchange id>` for a live exchange through ccxt. */
  MARKET_FEED: z
    .string()
    .regex(/^(simulated|ccxt:[a-z0-9]+)$/)
    .default('simulated'),
  /**
   * Demo mode: with the simulated feed the deployment is a demo exchange — a banner says so and each
   * account may claim demo funds. Unset: on with the simulated feed, off with a live one. `off` turns it off;
   * `on` is required to run the simulated feed with NODE_ENV=production, and refused with a live feed.
   */
  DEMO: z.enum(['on', 'off']).optional(),
  /**
   * Demo content: automated demo traders that trade the simulated market with published strategies,
   * so the copy-trading leaderboard has real history. Unset: on in demo mode (off under NODE_ENV=test, where a
   * test opts in); `off` removes them (they stop trading and are hidden everywhere); `on` needs demo mode.
   */
  DEMO_CONTENT: z.enum(['on', 'off']).optional(),
  /** Seed of the simulated feed: the same seed gives the same price series. */
  MARKET_SEED: z.coerce.number().int().nonnegative().default(20_261_121),
  /** Days of 1-minute history generated (or fetched) at first start, and daily bars before them. */
  MARKET_HISTORY_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  MARKET_DAILY_HISTORY_DAYS: z.coerce.number().int().min(0).max(3650).default(730),
  /**
   * Exchange holidays: comma-separated New York dates (2026-12-25,2027-01-01) on which stocks do not trade;
   * tickets say closed and name the next open, skipping them.
   */
  STOCK_HOLIDAYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.length <= 500 && list.every(isCalendarDate),
      'comma-separated dates such as 2026-12-25 (at most 500)',
    ),
  /** JSON source of USD-based fiat rates, fetched daily; without it the embedded snapshot is served. */
  FIAT_RATES_URL: z.url().optional(),
  /**
   * The house market maker: quotes every spot pair on both sides around the public feed price from
   * house inventory held in the ledger. `off` leaves the books to users alone.
   */
  MARKET_MAKER: z.enum(['on', 'off']).default('on'),
  /**
   * Least distance between the maker's best bid and best ask, in basis points of the feed price (half each
   * side: no quote is ever closer to the feed price than that).
   */
  MARKET_MAKER_SPREAD_BPS: z.coerce.number().int().min(1).max(2_000).default(1),
  /** Price levels the maker quotes on each side. */
  MARKET_MAKER_LEVELS: z.coerce.number().int().min(1).max(20).default(15),
  /**
   * Target distance between two consecutive levels of one side, in basis points of the feed price (the grid
   * unit is the largest round multiple of the tick not above it).
   */
  MARKET_MAKER_STEP_BPS: z.coerce.number().int().min(1).max(1_000).default(4),
  /** Size of the best level, as its value in USDT at the level's price. */
  MARKET_MAKER_LEVEL_USDT: decimalString.default('2000'),
  /** Each level is this much bigger than the one before it, in percent (sizes grow with the distance). */
  MARKET_MAKER_LEVEL_GROWTH_PCT: z.coerce.number().int().min(0).max(50).default(10),
  /** How often the maker re-checks its quotes (a pair is requoted only when its price moved or it filled). */
  MARKET_MAKER_REFRESH_MS: z.coerce.number().int().min(100).max(3_600_000).default(5_000),
  /**
   * Inventory issued to the maker once, by an auditable genesis ledger entry per asset: this much USDT worth
   * of each base asset at the feed price of that moment, and this much USDT per base asset it quotes.
   */
  MARKET_MAKER_INVENTORY_USDT: decimalString.default('2000000'),
  /** The maker pulls a pair's quotes when its feed price is older than this (feed down or market halted). */
  MARKET_MAKER_MAX_PRICE_AGE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(30_000),
  /** Seconds options (microtrade/*) on this deployment; `off` answers every call with `microtrade_unavailable`. */
  MICROTRADE: z.enum(['on', 'off']).default('on'),
  /**
   * Durable jobs (platform/jobs, graphile-worker): `on` runs the job runner and the crontab on this node (any
   * number of nodes may; each job and each cron slot runs once); `off` only enqueues, for other nodes to run.
   */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Jobs one node runs at the same time. */
  JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /** How often an idle node looks for jobs that became due (new jobs are announced at once). */
  JOBS_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(2_000),
  /**
   * Test only (refused unless NODE_ENV=test): `on` registers the job and event subscriber of the kill -9 fault
   * test (apps/server/test/fault-fixtures.ts), which move money through the ledger.
   */
  TEST_FAULT_FIXTURES: z.enum(['on', 'off']).default('off'),
  /**
   * `on` parses every reply against its endpoint's response schema (contract) before sending it; a reply that
   * does not match is logged and answered with internal_error. Default: on when NODE_ENV=test, else off.
   */
  CHECK_REPLIES: z.enum(['on', 'off']).optional(),
  /** Directory of the built web app (served at /h5/). */
  WEB_DIST: z.string().optional(),
  /** Directory of the built operator console (served at /console/). */
  CONSOLE_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  smtpFrom: string;
  logLevel: Env['LOG_LEVEL'];
  publicUrl: string | undefined;
  /** TRUST_PROXY entries (addresses, CIDR ranges); empty = trust no forwarded header. */
  trustProxy: string[];
  /** UPLOAD_URL_SECRET, or undefined to use (or create) `uploadUrlKeyFile`. */
  uploadUrlSecret: string | undefined;
  uploadUrlKeyFile: string;
  /** SECURITY_SECRET, or undefined to use (or create) `securityKeyFile`. */
  securitySecret: string | undefined;
  securityKeyFile: string;
  /** VAPID_* (both keys or neither), else the pair derived from `vapidKeyFile`; the subject, if set. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  vapidSubject: string | undefined;
  vapidKeyFile: string;
  webDist: string;
  consoleDist: string;
  market: {
    feed: string;
    seed: number;
    historyDays: number;
    dailyHistoryDays: number;
    /** STOCK_HOLIDAYS: New York dates without a stock session. */
    stockHolidays: string[];
  };
  /** DEMO: the demo banner and the demo-funds faucet (simulated feed only); DEMO_CONTENT: the demo traders. */
  demo: { enabled: boolean; content: boolean };
  fiatRatesUrl: string | undefined;
  marketMaker: MarketMakerConfig;
  options: { enabled: boolean };
  jobs: { enabled: boolean; concurrency: number; pollMs: number };
  /** TEST_FAULT_FIXTURES=on (NODE_ENV=test only). */
  testFaultFixtures: boolean;
  /** CHECK_REPLIES: replies are checked against the contract's response schemas. */
  checkReplies: boolean;
  uploadsDir: string;
  outboxFile: string;
}

/** Settings of the house market maker (see the MARKET_MAKER_* variables). */
export interface MarketMakerConfig {
  enabled: boolean;
  spreadBps: number;
  levels: number;
  stepBps: number;
  /** Decimal string, USDT. */
  levelUsdt: string;
  levelGrowthPct: number;
  refreshMs: number;
  /** Decimal string, USDT per asset. */
  inventoryUsdt: string;
  maxPriceAgeMs: number;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(stripEmpty(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (env.TEST_FAULT_FIXTURES === 'on' && env.NODE_ENV !== 'test')
    throw new Error('Invalid configuration:\n  TEST_FAULT_FIXTURES: only with NODE_ENV=test');
  const demo = demoMode(env);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    smtpFrom: env.SMTP_FROM,
    logLevel: env.LOG_LEVEL,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    trustProxy: env.TRUST_PROXY,
    uploadUrlSecret: env.UPLOAD_URL_SECRET,
    uploadUrlKeyFile: path.join(dataDir, 'upload-url.key'),
    securitySecret: env.SECURITY_SECRET,
    securityKeyFile: path.join(dataDir, 'security.key'),
    vapid: vapidPair(env),
    vapidSubject: env.VAPID_SUBJECT,
    vapidKeyFile: path.join(dataDir, 'vapid.key'),
    market: {
      feed: env.MARKET_FEED,
      seed: env.MARKET_SEED,
      historyDays: env.MARKET_HISTORY_DAYS,
      dailyHistoryDays: env.MARKET_DAILY_HISTORY_DAYS,
      stockHolidays: env.STOCK_HOLIDAYS,
    },
    demo: { enabled: demo, content: demoContent(env, demo) },
    fiatRatesUrl: env.FIAT_RATES_URL,
    marketMaker: {
      enabled: env.MARKET_MAKER === 'on',
      spreadBps: env.MARKET_MAKER_SPREAD_BPS,
      levels: env.MARKET_MAKER_LEVELS,
      stepBps: env.MARKET_MAKER_STEP_BPS,
      levelUsdt: env.MARKET_MAKER_LEVEL_USDT,
      levelGrowthPct: env.MARKET_MAKER_LEVEL_GROWTH_PCT,
      refreshMs: env.MARKET_MAKER_REFRESH_MS,
      inventoryUsdt: env.MARKET_MAKER_INVENTORY_USDT,
      maxPriceAgeMs: env.MARKET_MAKER_MAX_PRICE_AGE_MS,
    },
    options: { enabled: env.MICROTRADE === 'on' },
    jobs: { enabled: env.JOBS === 'on', concurrency: env.JOBS_CONCURRENCY, pollMs: env.JOBS_POLL_MS },
    testFaultFixtures: env.TEST_FAULT_FIXTURES === 'on',
    checkReplies: (env.CHECK_REPLIES ?? (env.NODE_ENV === 'test' ? 'on' : 'off')) === 'on',
    webDist: path.resolve(env.WEB_DIST ?? WEB_DIST_DEFAULT),
    consoleDist: path.resolve(env.CONSOLE_DIST ?? CONSOLE_DIST_DEFAULT),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxFile: path.join(dataDir, 'outbox.jsonl'),
  };
}

/** The configured VAPID pair: both keys or neither (one key alone would sign with a key the browsers lack). */
function vapidPair(env: Env): { publicKey: string; privateKey: string } | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey)
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  return undefined;
}

/**
 * Demo mode from DEMO and MARKET_FEED: a simulated feed is a demo unless DEMO=off, and in production it must be
 * declared (DEMO=on) so a real deployment never runs on invented prices by accident; a live feed is never a demo.
 */
function demoMode(env: Env): boolean {
  const simulated = env.MARKET_FEED === 'simulated';
  if (!simulated) {
    if (env.DEMO === 'on')
      throw new Error('Invalid configuration:\n  DEMO: on needs the simulated feed (MARKET_FEED=simulated)');
    return false;
  }
  if (env.NODE_ENV === 'production' && env.DEMO !== 'on')
    throw new Error(
      'Invalid configuration:\n  MARKET_FEED: the simulated feed in production runs only as a demo: set DEMO=on ' +
        '(or MARKET_FEED=ccxt:<exchange> for live prices)',
    );
  return env.DEMO !== 'off';
}

/** DEMO_CONTENT: the demo traders run in demo mode unless turned off (and, in tests, only when asked for). */
function demoContent(env: Env, demo: boolean): boolean {
  if (env.DEMO_CONTENT === 'on' && !demo)
    throw new Error(
      'Invalid configuration:\n  DEMO_CONTENT: on needs demo mode (the simulated feed, DEMO not off)',
    );
  if (env.DEMO_CONTENT !== undefined) return env.DEMO_CONTENT === 'on';
  return demo && env.NODE_ENV !== 'test';
}

function stripEmpty(source: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}
