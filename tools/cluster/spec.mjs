// What every deployment shape runs, in one place: `npm run cluster` (tools/cluster), the compose file and the
// Kubernetes manifests (deploy/). A test (platform-api/test/deploy.test.ts) fails when deploy/ drifts from it.

export const CLUSTER = {
  /** API processes behind the load balancer. */
  instances: 3,
  /** The load balancer's port (the site's URL). */
  port: 8080,
  /** API process i listens on firstApiPort + i (one machine); in containers each listens on apiPort. */
  firstApiPort: 9101,
  apiPort: 8080,
  database: 'wl_cluster',
};

/** The probes: liveness, readiness (the load balancer's health check) and the metrics scrape. */
export const PROBES = { live: '/healthz', ready: '/readyz', metrics: '/metrics' };

/** The commands: the migrations job (migrate, seed, register the built remotes) and the API process. */
export const COMMANDS = {
  prepare: ['node', 'platform-api/dist/cli/prepare.js'],
  api: ['node', 'platform-api/dist/server.js'],
};

/** Environment names every API process gets (values differ per shape; the check compares the names). */
export const API_ENV_NAMES = [
  'DATABASE_URL',
  'REDIS_URL',
  'TRUST_PROXY',
  'HOST',
  'SECRETS_KEY_FILE',
  'OPERATOR_TOKEN_FILE',
  'RELEASE_STORE_DIR',
];

/** The API processes' environment on one machine (npm run cluster): shared database, Redis and files under dataDir. */
export function apiEnv({ databaseUrl, redisUrl, dataDir, publicPort }) {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    SECRETS_KEY_FILE: `${dataDir}/secrets.key`,
    OPERATOR_TOKEN_FILE: `${dataDir}/operator-token`,
    RELEASE_STORE_DIR: `${dataDir}/releases`,
    PUBLIC_PORT: String(publicPort),
    // HAProxy's check (every 1 s, out after 2 failures) stops sending before a draining process stops accepting.
    DRAIN_DELAY_MS: '2500',
  };
}
