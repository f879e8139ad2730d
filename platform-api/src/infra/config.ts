import { dirname, isAbsolute, join, resolve } from 'node:path';
import { REPO_ROOT } from './paths';
import { DEFAULT_SMS_CAPS, smsCapsConfig, type SmsCaps } from './sms-caps-config';

export type { SmsCaps } from './sms-caps-config';

export type RemotesMode = 'static' | 'dev';

/** Login, session and anti-abuse settings (the sessions module's README.md "Login"); tests override single fields. */
export interface AuthPolicy {
  /** Fixed session lifetime from login (not sliding). */
  sessionTtlSeconds: number;
  /** Login attempts per client IP: a token bucket of `limit` refilled over `windowSeconds`. */
  loginRateLimit: RateLimit;
  /** Captcha images per client IP. */
  captchaRateLimit: RateLimit;
  /** Failed logins for one username after which that username needs a captcha. */
  captchaAfterUsernameFailures: number;
  /** Failed logins from one IP (any username) after which that IP needs a captcha. */
  captchaAfterIpFailures: number;
  /** Failures older than this are forgotten (and the captcha requirement with them). */
  failureMemorySeconds: number;
  captchaTtlSeconds: number;
  /** A captcha key may be redrawn at most once per this many seconds (429 TOO_FAST). */
  captchaRefreshSeconds: number;
  /** ALTCHA difficulty: the secret number is below this (≈ half as many SHA-256 on average). */
  botCheckMaxNumber: number;
  botCheckTtlSeconds: number;
  /** Free-play (trial) accounts created per client IP. */
  freePlayRateLimit: RateLimit;
  /** A free-play nonce older than this is refused; used nonces are kept this long. */
  freePlayNonceTtlSeconds: number;
  /** A number may get a new SMS code once per this many seconds (429 TOO_FAST). */
  smsResendSeconds: number;
  /** SMS codes per number per hour; beyond, 429 SMS_THROTTLED until `smsThrottleSeconds` passed since the last. */
  smsCodesPerHour: number;
  /** The throttle's wait (SPEC §8/§9: "too many requests, try again after 5 minutes"): 300. */
  smsThrottleSeconds: number;
  /** Wrong tries after which an SMS code is burned. */
  smsCodeMaxAttempts: number;
  /** SMS pumping caps (verification module, 429 RATE_LIMITED / 503 SMS_QUOTA); see `SmsCaps`. */
  smsCaps: SmsCaps;
  /** Social sign-ins started (authorize redirects, each storing a state) per client IP. */
  socialAuthorizeRateLimit: RateLimit;
  /** A social sign-in must come back from the provider within this many seconds (state lifetime). */
  oauthStateTtlSeconds: number;
  /** Forgot-password-by-e-mail requests per client IP. */
  forgotEmailIpRateLimit: RateLimit;
  /** Forgot-password-by-e-mail requests per client IP and username (per merchant, case-insensitive). */
  forgotEmailUserRateLimit: RateLimit;
  /** Temporary-password e-mails per account, whoever asks (flooding; above what one address may ask). */
  forgotEmailAccountRateLimit: RateLimit;
  /** Lifetime of the ticket a login from an unknown IP answers (SPEC §4 new-IP verification). */
  ipTicketTtlSeconds: number;
  /** Answers (code or payee name) a new-IP ticket takes, right or wrong, before it is burned. */
  ipTicketMaxAttempts: number;
  /** Registration attempts (past the bot check) per client IP. */
  registerRateLimit: RateLimit;
  /** Invitation-code checks (GET /wps/agent/affiliate) per client IP. */
  affiliateRateLimit: RateLimit;
  /** New deposits (gateway or bank transfer; a replayed request id counts too) per member. */
  depositRateLimit: RateLimit;
  /** A session hand-over code must be exchanged within this many seconds (single use). */
  handoverTtlSeconds: number;
  /** Hand-over codes issued, and exchanges tried, per client IP (two buckets of this size). */
  handoverRateLimit: RateLimit;
}

export interface RateLimit {
  limit: number;
  windowSeconds: number;
}

export const DEFAULT_AUTH_POLICY: AuthPolicy = {
  sessionTtlSeconds: 12 * 3600,
  loginRateLimit: { limit: 10, windowSeconds: 60 },
  captchaRateLimit: { limit: 30, windowSeconds: 60 },
  captchaAfterUsernameFailures: 1,
  captchaAfterIpFailures: 3,
  failureMemorySeconds: 3600,
  captchaTtlSeconds: 300,
  captchaRefreshSeconds: 1,
  botCheckMaxNumber: 20_000,
  botCheckTtlSeconds: 600,
  freePlayRateLimit: { limit: 20, windowSeconds: 3600 },
  freePlayNonceTtlSeconds: 300,
  smsResendSeconds: 60,
  smsCodesPerHour: 5,
  smsThrottleSeconds: 300,
  smsCodeMaxAttempts: 5,
  smsCaps: DEFAULT_SMS_CAPS,
  socialAuthorizeRateLimit: { limit: 30, windowSeconds: 60 },
  oauthStateTtlSeconds: 600,
  forgotEmailIpRateLimit: { limit: 5, windowSeconds: 900 },
  forgotEmailUserRateLimit: { limit: 3, windowSeconds: 86_400 },
  forgotEmailAccountRateLimit: { limit: 10, windowSeconds: 86_400 },
  ipTicketTtlSeconds: 600,
  ipTicketMaxAttempts: 5,
  registerRateLimit: { limit: 5, windowSeconds: 3600 },
  affiliateRateLimit: { limit: 30, windowSeconds: 60 },
  depositRateLimit: { limit: 10, windowSeconds: 600 },
  handoverTtlSeconds: 60,
  handoverRateLimit: { limit: 10, windowSeconds: 60 },
};

/** Lobby limits (the games module's README.md "Catalogue"); tests override them. */
export interface CataloguePolicy {
  /**
   * Favourite changes (add or remove) per member, SPEC §4/§9 "throttled to one per second" (429
   * TOO_FAST). One token refilled every 0.9 s: a client that waits its 1,000 ms is never refused
   * because of network jitter, two immediate changes are.
   */
  favoriteRateLimit: RateLimit;
}

export const DEFAULT_CATALOGUE_POLICY: CataloguePolicy = {
  favoriteRateLimit: { limit: 1, windowSeconds: 0.9 },
};

/** Everything the server reads from the environment (see README). */
export interface AppConfig {
  port: number;
  host: string;
  /** node-postgres when set, PGlite otherwise. */
  databaseUrl: string | null;
  /** PGlite data directory, or `memory://`. */
  dataDir: string;
  merchantCode: string;
  /** Folder holding `shell/dist` and each remote's `dist` (e.g. `mf-games/dist`). */
  staticRoot: string;
  remotesMode: RemotesMode;
  /** Overrides every merchant's image CDN list when set. */
  imageCdns: string[] | null;
  /**
   * Where `npm start` keeps, in development only, an API token of demo_owner for the operator CLI (the CLI reads it
   * when OPERATOR_TOKEN is not set). Production has no such file: operators make their tokens in the console.
   */
  operatorTokenFile: string;
  /**
   * The key that encrypts secrets the server must read back (operators' TOTP secrets): SECRETS_KEY, else the file
   * secretsKeyFile (made on first start beside the database).
   */
  secretsKey: string | null;
  secretsKeyFile: string;
  trustProxy: boolean;
  logLevel: string;
  /**
   * Request logging (`REQUEST_LOG`): `each` logs every request as one JSON line at info (the default
   * with NODE_ENV=production), `summary` one line a minute with counts and latency (the default
   * otherwise, e.g. under `npm start`), `off` none. Errors are always logged.
   */
  requestLog: 'each' | 'summary' | 'off';
  /** Origins allowed by CORS besides the merchants' own domains (`CORS_ORIGINS`, comma-separated exact origins). */
  corsOrigins: string[];
  /**
   * `GET /metrics` (the metrics module): with `METRICS_TOKEN` set, only a caller sending `Authorization: Bearer
   * <token>` reads it (401 otherwise); without, only a direct caller on the loopback (404 otherwise).
   */
  metricsToken: string | null;
  /** Redis for the cache invalidation bus when several API processes run (`REDIS_URL`); in-process otherwise. */
  redisUrl: string | null;
  /** Seconds a cached public read lives at most (`CACHE_TTL_SECONDS`, default 60; 0 turns the cache off). */
  cacheTtlSeconds: number;
  /** How often each process reads the desk's watermarks for its live events (`DESK_POLL_MS`, default 2000). */
  deskPollMs: number;
  auth: AuthPolicy;
  catalogue: CataloguePolicy;
  /** Name of the outbound message provider (`MESSAGE_PROVIDER`, default `outbox`). */
  messageProvider: string;
  /** NODE_ENV=production: HSTS on every answer (behind TLS), no development shortcuts. */
  production: boolean;
  /** Serve the operator's GET /ops/outbox: only when NODE_ENV is not production and DEV_OUTBOX is not '0'. */
  devOutbox: boolean;
  /** Every captcha shows this text (`CAPTCHA_TEXT`, for end-to-end tests); ignored in production. */
  fixedCaptchaText: string | null;
  /**
   * Divides the fast lottery games' intervals (`LOTTERY_TIME_SCALE`, integer ≥ 1, default 1): 6 makes the
   * "1 minute" game draw every 10 s (development and e2e only; daily games keep their time).
   */
  lotteryTimeScale: number;
  /**
   * Divides the demo sportsbook's match length and schedule (`SPORTS_TIME_SCALE`, integer ≥ 1, default 1): 4 makes a
   * 4-minute match last 1 minute (development and e2e).
   */
  sportsTimeScale: number;
  /**
   * Seconds before its draw that betting on a game closes, per game code, overriding the catalogue's
   * (`LOTTERY_CLOSE_BEFORE`, e.g. `VN_FAST_1M=10,VN_NORTH=900`; a fast game's must be shorter than its interval).
   */
  lotteryCloseBefore: Record<string, number>;
  /**
   * Shorter agency contract periods (`AGENCY_PERIOD_SECONDS`, e.g. `DAILY=20,HOURLY=10,REALTIME=5`; only
   * REALTIME, HOURLY and DAILY): development and e2e only, so a demo sees a "daily" salary settle.
   */
  agencyPeriodSeconds: Partial<Record<'REALTIME' | 'HOURLY' | 'DAILY', number>>;
  /**
   * The canary guard (ADR 0012 §6): after a browser report with failures of a running canary, the canary's failure
   * rate over the last `canaryWindowMinutes` (CANARY_WINDOW_MINUTES, default 30) is compared with the stable's; once
   * the canary has `canaryMinLoads` loads (CANARY_MIN_LOADS, default 20) and its rate exceeds the stable's by more
   * than `canaryMaxExcess` (CANARY_MAX_EXCESS, a fraction, default 0.05), it is halted. `remoteHealthRateLimit`:
   * health reports per client IP (REMOTE_HEALTH_RATE_LIMIT a minute, default 30).
   */
  canaryMinLoads: number;
  canaryMaxExcess: number;
  canaryWindowMinutes: number;
  remoteHealthRateLimit: RateLimit;
  /**
   * Releases of the remotes (ADR 0012, the releases module): where published versions are kept — a folder
   * (`RELEASE_STORE=folder`, the default: `RELEASE_STORE_DIR`, else `releases` beside the operator token) served at
   * /remotes/<package>/<version>/, or an S3-compatible bucket (`RELEASE_STORE=s3`, `RELEASE_S3_*`) the shell loads
   * from `RELEASE_PUBLIC_URL` — and the built shell's manifest whose shared versions the gate checks (`SHELL_MANIFEST`).
   */
  releaseStore: 'folder' | 's3';
  releaseStoreDir: string;
  releaseS3: ReleaseS3Config;
  shellManifestFile: string;
}

/** An S3-compatible bucket for releases (path-style requests, AWS SigV4). */
export interface ReleaseS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The URL the bucket's objects are read from by browsers (`<publicUrl>/<package>/<version>/…`). */
  publicUrl: string;
}

const list = (v: string | undefined): string[] | null => (v === undefined ? null : v.split(',').map((s) => s.trim()));

/** `CODE=seconds,…` → { CODE: seconds }; a malformed entry stops the start with a message naming `name`. */
function parseSecondsByCode(name: string, what: string, v: string | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([A-Z0-9_]+)=(\d{1,6})$/.exec(part);
    if (!m || Number(m[2]) < 1) throw new Error(`${name}: "${part}" is not ${what}=seconds (≥ 1)`);
    out[m[1]!] = Number(m[2]);
  }
  return out;
}

/** LOTTERY_CLOSE_BEFORE: `GAME_CODE=seconds,…`. */
export const parseCloseBefore = (v: string | undefined) => parseSecondsByCode('LOTTERY_CLOSE_BEFORE', 'GAME_CODE', v);

/** AGENCY_PERIOD_SECONDS: `REALTIME|HOURLY|DAILY=seconds,…`. */
export function parseAgencyPeriods(v: string | undefined): AppConfig['agencyPeriodSeconds'] {
  const out = parseSecondsByCode('AGENCY_PERIOD_SECONDS', 'REALTIME|HOURLY|DAILY', v);
  for (const k of Object.keys(out))
    if (!['REALTIME', 'HOURLY', 'DAILY'].includes(k))
      throw new Error(`AGENCY_PERIOD_SECONDS: "${k}" is not REALTIME, HOURLY or DAILY`);
  return out;
}

/** CANARY_MIN_LOADS, CANARY_MAX_EXCESS, CANARY_WINDOW_MINUTES (see AppConfig); a value that is not a number keeps the default. */
export function canaryGuardConfig(env: NodeJS.ProcessEnv) {
  const num = (v: string | undefined, fallback: number, ok: (n: number) => boolean) =>
    v !== undefined && v.trim() !== '' && ok(Number(v)) ? Number(v) : fallback;
  return {
    canaryMinLoads: num(env.CANARY_MIN_LOADS, 20, (n) => Number.isInteger(n) && n >= 1),
    canaryMaxExcess: num(env.CANARY_MAX_EXCESS, 0.05, (n) => n >= 0 && n < 1),
    canaryWindowMinutes: num(env.CANARY_WINDOW_MINUTES, 30, (n) => Number.isInteger(n) && n >= 1),
  };
}

const abs = (p: string): string => (isAbsolute(p) ? p : resolve(process.cwd(), p));

/** Builds the configuration from environment variables, with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR
    ? env.DATA_DIR.startsWith('memory://')
      ? env.DATA_DIR
      : abs(env.DATA_DIR)
    : join(REPO_ROOT, '.data', 'pglite');
  const keyDir = dataDir.startsWith('memory://') ? join(REPO_ROOT, '.data') : dirname(dataDir);
  const staticRoot = env.STATIC_ROOT ? abs(env.STATIC_ROOT) : REPO_ROOT;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    merchantCode: env.MERCHANT_CODE || 'DEMO',
    staticRoot,
    remotesMode: env.REMOTES_MODE === 'dev' ? 'dev' : 'static',
    imageCdns: list(env.IMAGE_CDNS),
    operatorTokenFile: env.OPERATOR_TOKEN_FILE ? abs(env.OPERATOR_TOKEN_FILE) : join(keyDir, 'operator-token'),
    secretsKey: env.SECRETS_KEY || null,
    secretsKeyFile: env.SECRETS_KEY_FILE ? abs(env.SECRETS_KEY_FILE) : join(keyDir, 'secrets.key'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
    requestLog:
      env.REQUEST_LOG === 'each' || env.REQUEST_LOG === 'summary' || env.REQUEST_LOG === 'off'
        ? env.REQUEST_LOG
        : env.NODE_ENV === 'production'
          ? 'each'
          : 'summary',
    corsOrigins: list(env.CORS_ORIGINS)?.filter(Boolean) ?? [],
    metricsToken: env.METRICS_TOKEN || null,
    redisUrl: env.REDIS_URL || null,
    cacheTtlSeconds: env.CACHE_TTL_SECONDS !== undefined ? Number(env.CACHE_TTL_SECONDS) || 0 : 60,
    deskPollMs: Number(env.DESK_POLL_MS) > 0 ? Number(env.DESK_POLL_MS) : 2000,
    messageProvider: env.MESSAGE_PROVIDER || 'outbox',
    production: env.NODE_ENV === 'production',
    devOutbox: env.NODE_ENV !== 'production' && env.DEV_OUTBOX !== '0',
    fixedCaptchaText: env.NODE_ENV !== 'production' && env.CAPTCHA_TEXT ? env.CAPTCHA_TEXT : null,
    catalogue: DEFAULT_CATALOGUE_POLICY,
    lotteryTimeScale: Math.max(1, Math.floor(Number(env.LOTTERY_TIME_SCALE ?? 1)) || 1),
    sportsTimeScale: Math.max(1, Math.floor(Number(env.SPORTS_TIME_SCALE ?? 1)) || 1),
    lotteryCloseBefore: parseCloseBefore(env.LOTTERY_CLOSE_BEFORE),
    agencyPeriodSeconds: parseAgencyPeriods(env.AGENCY_PERIOD_SECONDS),
    ...canaryGuardConfig(env),
    remoteHealthRateLimit: { limit: Number(env.REMOTE_HEALTH_RATE_LIMIT) || 30, windowSeconds: 60 },
    // Releases (ADR 0012): the store of published remote versions and the shell manifest the gate reads.
    releaseStore: env.RELEASE_STORE === 's3' ? 's3' : 'folder',
    releaseStoreDir: env.RELEASE_STORE_DIR ? abs(env.RELEASE_STORE_DIR) : join(keyDir, 'releases'),
    releaseS3: {
      endpoint: env.RELEASE_S3_ENDPOINT ?? '',
      bucket: env.RELEASE_S3_BUCKET ?? '',
      region: env.RELEASE_S3_REGION || 'us-east-1',
      accessKeyId: env.RELEASE_S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.RELEASE_S3_SECRET_ACCESS_KEY ?? '',
      publicUrl: (env.RELEASE_PUBLIC_URL ?? '').replace(/\/+$/, ''),
    },
    shellManifestFile: env.SHELL_MANIFEST
      ? abs(env.SHELL_MANIFEST)
      : join(staticRoot, 'shell', 'dist', 'mf-manifest.json'),
    auth: {
      ...DEFAULT_AUTH_POLICY,
      sessionTtlSeconds: Number(env.SESSION_TTL_HOURS ?? 12) * 3600 || DEFAULT_AUTH_POLICY.sessionTtlSeconds,
      loginRateLimit: {
        limit: Number(env.LOGIN_RATE_LIMIT) || DEFAULT_AUTH_POLICY.loginRateLimit.limit,
        windowSeconds: 60,
      },
      freePlayRateLimit: {
        limit: Number(env.FREEPLAY_RATE_LIMIT) || DEFAULT_AUTH_POLICY.freePlayRateLimit.limit,
        windowSeconds: 3600,
      },
      smsResendSeconds: Number(env.SMS_RESEND_SECONDS) || DEFAULT_AUTH_POLICY.smsResendSeconds,
      smsThrottleSeconds: Number(env.SMS_THROTTLE_SECONDS) || DEFAULT_AUTH_POLICY.smsThrottleSeconds,
      smsCaps: smsCapsConfig(env),
      registerRateLimit: {
        limit: Number(env.REGISTER_RATE_LIMIT) || DEFAULT_AUTH_POLICY.registerRateLimit.limit,
        windowSeconds: 3600,
      },
      depositRateLimit: {
        limit: Number(env.DEPOSIT_RATE_LIMIT) || DEFAULT_AUTH_POLICY.depositRateLimit.limit,
        windowSeconds: DEFAULT_AUTH_POLICY.depositRateLimit.windowSeconds,
      },
    },
  };
}
