import { buildApp } from '../app';
import { loadConfig } from '../infra/config';
import { openDb } from '../infra/db';
import { installJobQueue } from '../infra/jobs';
import { prepareDatabase } from '../prepare-database';
import { DEMO_OPERATORS } from '../seed';

/**
 * `node platform-api/dist/cli/prepare.js`: what one process does before several API processes start on the same
 * database — migrations, the seed when the merchant is missing, the job queue's schema, the built remotes registered as
 * releases, the demo operators enrolled (development only) — then exits. `npm run cluster` runs it first, the compose file and the
 * Kubernetes manifests run it as their migrations job; every API process repeats the same steps at start, as no-ops.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const db = await openDb(config);
  try {
    const { migrations, seeded } = await prepareDatabase(db, config.merchantCode);
    await installJobQueue(db);
    const app = await buildApp({ config, db });
    try {
      await app.ready();
      const builds = await app.releases.registerBuilds();
      if (process.env.NODE_ENV !== 'production') await app.operators.enrolDemo(DEMO_OPERATORS);
      process.stdout.write(
        `prepared in ${((Date.now() - started) / 1000).toFixed(1)} s: migrations applied ${migrations.length}, seeded ${
          seeded ? 'yes' : 'no'
        }, builds registered ${builds.registered.length}\n`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`prepare failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
