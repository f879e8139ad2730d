import { buildApp } from './app';
import { createJobRunner } from './infra/jobs';
import { loadConfig } from './infra/config';
import { applySocialEnv } from './cli/social-env';
import { openDb } from './infra/db';
import {
  DEMO_ACCOUNTS,
  DEMO_OPERATORS,
  DEMO_PASSWORD,
  LUCKY_ACCOUNTS,
  LUCKY_HOST,
  LUCKY_PASSWORD,
  PH_ACCOUNTS,
  PH_HOST,
  PH_PASSWORD,
  OPERATOR_PASSWORD,
} from './seed';
import { prepareDatabase } from './prepare-database';
import { ensureDevToken } from './modules/operators';

/** Starts platform-api: migrate, seed when needed, listen, print the URLs and the demo accounts of both brands. */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const db = await openDb(config);
  const { migrations, seeded } = await prepareDatabase(db, config.merchantCode);
  const social = await applySocialEnv(db, config.merchantCode, process.env);
  const app = await buildApp({ config, db, logger: { level: config.logLevel } });
  await app.ready();
  // `npm start` needs no release step (ADR 0012 §8): each remote's built dist becomes a release (when new) and the
  // stable of every merchant without one; a refused build is logged and keeps being served unversioned.
  const builds = await app.releases.registerBuilds();

  // Timed work (housekeeping, and the modules' jobs) on the durable queue: each job once per period
  // across every API process on this database (infra/jobs/README.md).
  const jobs = createJobRunner({ db, log: app.log, observer: app.metrics.jobs });
  for (const job of app.jobs.definitions()) jobs.define(job);

  const drainDelayMs = Math.max(0, Number(process.env.DRAIN_DELAY_MS) || 0);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // /readyz answers 503 from now on. Behind a load balancer the process keeps answering for DRAIN_DELAY_MS (the
    // balancer's checks take it out meanwhile), while the job runner finishes its current job; then Fastify's close
    // stops accepting and waits for the requests in flight.
    app.health.markDraining();
    await Promise.all([jobs.stop(), new Promise((resolve) => setTimeout(resolve, drainDelayMs))]);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The demo operators' published authenticator secrets: development only.
  const demoOperators = process.env.NODE_ENV !== 'production';
  if (demoOperators) await app.operators.enrolDemo(DEMO_OPERATORS);
  // The operator CLI on this machine acts as demo_owner through a token kept beside the database (development only).
  const cliToken = demoOperators ? await ensureDevToken(db, 'demo_owner', config.operatorTokenFile) : null;
  await app.listen({ port: config.port, host: config.host });
  await jobs.start();
  app.jobs.attach(jobs); // an operator's "run now" (POST /ops/jobs/:name/run) enqueues through it
  app.health.watchJobs(() => jobs.running());
  app.metrics.watchJobs(jobs);
  // Behind a load balancer (npm run cluster) the banner names the balancer's port (PUBLIC_PORT), and only the first
  // process prints it in full (STARTUP_BANNER=short: one line).
  const shownPort = Number(process.env.PUBLIC_PORT) || config.port;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${shownPort}`;
  if (process.env.STARTUP_BANNER === 'short') {
    process.stdout.write(
      `platform-api ready in ${((Date.now() - started) / 1000).toFixed(1)} s on port ${config.port}\n`,
    );
    return;
  }
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.dataDir}`;
  const lines = [
    '',
    `  platform-api ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url}`,
    `  database: ${store}; migrations applied now: ${migrations.length}; seeded now: ${seeded ? 'yes' : 'no'}`,
    `  jobs: ${app.jobs
      .definitions()
      .map((j) => j.name)
      .join(', ')} (durable queue, schema pgboss)`,
    `  merchant: ${config.merchantCode}; remotes: ${config.remotesMode === 'dev' ? 'dev servers (REMOTES_MODE=dev)' : 'static /remotes/<package>/'}`,
    `  releases: ${config.releaseStore === 's3' ? `S3 bucket ${config.releaseS3.bucket}` : config.releaseStoreDir}; builds registered now: ${
      builds.registered.map((b) => `${b.remote}@${b.version}`).join(', ') || 'none'
    }${builds.refused.length ? `; refused by the gate: ${builds.refused.map((b) => b.remote).join(', ')}` : ''} (${builds.ms} ms)`,
    ...(social.length ? [`  social sign-in set from the environment: ${social.join(', ')}`] : []),
    `  ${config.merchantCode} (Demo Casino): ${url}`,
    '  demo accounts (demo only):',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(14)} / ${DEMO_PASSWORD}  (${a.role})`),
    `  LUCKY (Lucky Star): http://${LUCKY_HOST}:${shownPort}   (*.localhost is the loopback in browsers)`,
    '  Lucky Star accounts (demo only; each brand has its own accounts, a login works on its own URL only):',
    ...LUCKY_ACCOUNTS.map((a) => `    ${a.username.padEnd(14)} / ${LUCKY_PASSWORD}  (${a.role})`),
    `  PH (Pinoy Palace, Philippines variant: 21+, identity before money): http://${PH_HOST}:${shownPort}`,
    '  Pinoy Palace accounts (demo only):',
    ...PH_ACCOUNTS.map((a) => `    ${a.username.padEnd(14)} / ${PH_PASSWORD}  (${a.role})`),
    ...(demoOperators
      ? [
          `  back office: ${url}/console/ — operators (demo only; password ${OPERATOR_PASSWORD}, then the 6-digit`,
          '  code of an authenticator app given the TOTP secret below):',
          ...DEMO_OPERATORS.map((o) => `    ${o.username.padEnd(15)} ${o.role.padEnd(9)} TOTP secret ${o.totpSecret}`),
        ]
      : []),
    cliToken
      ? `  operator CLI: npm run operator -- show   (acts as demo_owner with the API token in ${cliToken})`
      : '  operator CLI: OPERATOR_TOKEN=ops_… npm run operator -- show   (make a token in the console: My account)',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(
    `platform-api failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
