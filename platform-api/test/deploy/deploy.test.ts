import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { API_ENV_NAMES, apiEnv, CLUSTER, COMMANDS, PROBES } from '../../../tools/cluster/spec.mjs';
import { haproxyConfig } from '../../../tools/cluster/haproxy.mjs';

// The container image, the compose file and the Kubernetes manifests (deploy/) run the same processes as
// `npm run cluster` (tools/cluster/spec.mjs): this test fails when one of them drifts.
const ROOT = join(__dirname, '../../..');
const read = (rel: string) => readFileSync(join(ROOT, rel), 'utf8');
type Env = { name: string }[];
const names = (env: Env | Record<string, string>) => (Array.isArray(env) ? env.map((e) => e.name) : Object.keys(env));
const sorted = (a: string[]) => [...a].sort();

describe('deployment shapes in step with npm run cluster', () => {
  it('every API environment name is one the server reads, and the cluster sets each', () => {
    const config = read('platform-api/src/infra/config.ts');
    for (const name of API_ENV_NAMES) expect([name, config.includes(`env.${name}`)]).toEqual([name, true]);
    const local = apiEnv({ databaseUrl: 'postgres://x', redisUrl: 'redis://x', dataDir: '/d', publicPort: 1 });
    expect(API_ENV_NAMES.filter((n) => !(n in local))).toEqual([]);
  });

  it('the image runs the API process by default', () => {
    const cmd = /^CMD (.+)$/m.exec(read('deploy/Dockerfile'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(COMMANDS.api);
    expect(read('deploy/Dockerfile')).toContain(`EXPOSE ${CLUSTER.apiPort}`);
  });

  it('compose: the migrations job, then the replicas with the same environment, then the balancer', () => {
    const c = parse(read('deploy/compose.yaml')) as {
      services: Record<string, Record<string, unknown> & { environment: Record<string, string> }>;
    };
    const { prepare, api } = c.services;
    expect(prepare!.command).toEqual(COMMANDS.prepare);
    expect(api!.command).toEqual(COMMANDS.api);
    expect(api!.deploy).toEqual({ replicas: CLUSTER.instances });
    expect(sorted(names(api!.environment))).toEqual(sorted(API_ENV_NAMES));
    expect(sorted(names(prepare!.environment))).toEqual(sorted(API_ENV_NAMES));
    expect(JSON.stringify(api!.healthcheck)).toContain(PROBES.ready);
    expect(api!.depends_on).toMatchObject({ prepare: { condition: 'service_completed_successfully' } });
  });

  it('compose’s HAProxy configuration is the cluster’s, with a slot per replica', () => {
    expect(read('deploy/haproxy.cfg')).toBe(
      haproxyConfig({
        port: CLUSTER.apiPort,
        bind: '*',
        template: { replicas: CLUSTER.instances, host: 'api', port: CLUSTER.apiPort },
      }),
    );
  });

  it('Kubernetes: a deployment with both probes, a service, a disruption budget and the migrations job', () => {
    const docs = [
      ...parseAllDocuments(read('deploy/k8s/api.yaml')),
      ...parseAllDocuments(read('deploy/k8s/migrate-job.yaml')),
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the manifests are read as plain objects
    ].map((d) => d.toJS() as { kind: string; spec: any; metadata: { name: string } });
    const kind = (k: string) => docs.find((d) => d.kind === k)!.spec;
    const deployment = kind('Deployment');
    expect(deployment.replicas).toBe(CLUSTER.instances);
    const api = deployment.template.spec.containers[0];
    expect(api.command).toEqual(COMMANDS.api);
    expect(sorted(names(api.env))).toEqual(sorted(API_ENV_NAMES));
    expect(api.readinessProbe.httpGet.path).toBe(PROBES.ready);
    expect(api.livenessProbe.httpGet.path).toBe(PROBES.live);
    expect(deployment.template.metadata.annotations['prometheus.io/path']).toBe(PROBES.metrics);
    expect(api.ports[0].containerPort).toBe(CLUSTER.apiPort);
    expect(kind('Service').selector).toEqual(deployment.selector.matchLabels);
    const pdb = kind('PodDisruptionBudget');
    expect(pdb.selector.matchLabels).toEqual(deployment.selector.matchLabels);
    expect(pdb.minAvailable).toBeLessThan(CLUSTER.instances);
    const job = kind('Job').template.spec.containers[0];
    expect(job.command).toEqual(COMMANDS.prepare);
    expect(sorted(names(job.env))).toEqual(sorted(API_ENV_NAMES));
  });
});
