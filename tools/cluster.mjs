// npm run cluster [-- --instances N]: the composed site and the API as N processes (default 3) on PostgreSQL and Redis
// behind HAProxy with health checks, on one machine — the shape of production (tools/cluster, deploy/). `npm start`
// stays one process on the embedded database. Ctrl-C drains every process (SIGTERM) and stops the balancer.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, run } from './lib.mjs';
import { startCluster } from './cluster/cluster.mjs';
import { CLUSTER } from './cluster/spec.mjs';

const { values } = parseArgs({
  options: { instances: { type: 'string', short: 'n' }, port: { type: 'string', short: 'p' } },
});
const instances = Number(values.instances ?? process.env.CLUSTER_INSTANCES ?? CLUSTER.instances);
const port = Number(values.port ?? process.env.CLUSTER_PORT ?? CLUSTER.port);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error('--instances: 1 to 16');

await run(process.execPath, [path.join(ROOT, 'tools/build.mjs'), '--if-missing']);
const started = Date.now();
const cluster = await startCluster({ instances, port });
process.stdout.write(
  [
    '',
    `  cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${cluster.url}`,
    `  ${instances} API processes (${cluster.apis.map((a) => `${a.name} :${a.port}`).join(', ')}) behind HAProxy`,
    `  (${cluster.haproxyConfigFile}), PostgreSQL ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//')}, Redis`,
    '  accounts: as printed by api1 above; Ctrl-C drains and stops everything',
    '',
  ].join('\n'),
);
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    await cluster.stop();
    process.exit(0);
  });
