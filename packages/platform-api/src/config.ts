import { dirname, isAbsolute, join, resolve } from 'node:path';
import { REPO_ROOT } from './paths';

export type RemotesMode = 'static' | 'dev';

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
  /** Operator key from the environment; otherwise read from operatorKeyFile. */
  operatorKey: string | null;
  operatorKeyFile: string;
  trustProxy: boolean;
  logLevel: string;
}

const list = (v: string | undefined): string[] | null => (v === undefined ? null : v.split(',').map((s) => s.trim()));

const abs = (p: string): string => (isAbsolute(p) ? p : resolve(process.cwd(), p));

/** Builds the configuration from environment variables, with the documented defaults. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = env.DATA_DIR
    ? env.DATA_DIR.startsWith('memory://')
      ? env.DATA_DIR
      : abs(env.DATA_DIR)
    : join(REPO_ROOT, '.data', 'pglite');
  const keyDir = dataDir.startsWith('memory://') ? join(REPO_ROOT, '.data') : dirname(dataDir);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir,
    merchantCode: env.MERCHANT_CODE || 'DEMO',
    staticRoot: env.STATIC_ROOT ? abs(env.STATIC_ROOT) : join(REPO_ROOT, 'packages'),
    remotesMode: env.REMOTES_MODE === 'dev' ? 'dev' : 'static',
    imageCdns: list(env.IMAGE_CDNS),
    operatorKey: env.OPERATOR_KEY || null,
    operatorKeyFile: env.OPERATOR_KEY_FILE ? abs(env.OPERATOR_KEY_FILE) : join(keyDir, 'operator.key'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
