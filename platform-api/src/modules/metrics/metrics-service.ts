import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../infra/db';
import type { JobObserver } from '../../infra/jobs';

/** Where the queue depths come from: the job runner server.ts starts (none in tests and tools). */
export interface QueueDepthSource {
  queueDepths(): Promise<Record<string, number>>;
}

/** What a failing scrape-time read is reported to (the app's logger). */
interface WarnLog {
  warn(obj: object, msg?: string): void;
}

export interface MetricsService {
  /** This app's registry (not prom-client's global one: several apps in one test process keep their own counts). */
  readonly registry: Registry;
  /** One answered request: its route pattern (`unmatched` when no route matched), status and duration. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A ledger posting was written (the wallet's ledger tells; replays are not postings). */
  ledgerPosted(kind: string): void;
  /** Load failures of a remote a shell reported (the releases module's /wps/remotes/health). */
  remoteLoadFailures(remote: string, count: number): void;
  /** The job runner's observer: counts attempts and failures per job. */
  readonly jobs: JobObserver;
  /** server.ts hands over its started runner: the queue depths are read from it at each scrape. */
  watchJobs(source: QueueDepthSource): void;
  /** The Prometheus text exposition of every metric, and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** Durations from 5 ms to 10 s: the API's answers are mostly a few milliseconds, a slow one is seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The metrics of one API process (GET /metrics): HTTP, database pool, job queue, ledger, shell reports, process. */
export function createMetricsService(deps: { db: Db; log: WarnLog }): MetricsService {
  const registry = new Registry();
  const registers = [registry];
  // The process defaults start at the first scrape: their event-loop monitor and GC observer live as long as the
  // process (prom-client cannot stop them), so an app never scraped (every test's) starts none.
  let defaults = false;

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (unmatched: no route) and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const postings = new Counter({
    name: 'ledger_postings_total',
    help: 'Ledger postings (balanced transactions) written by this process, by kind',
    labelNames: ['kind'] as const,
    registers,
  });
  const remoteFailures = new Counter({
    name: 'shell_remote_load_failures_total',
    help: 'Remote load failures the shells reported to this process (versions the merchant runs), by remote',
    labelNames: ['remote'] as const,
    registers,
  });
  const jobRuns = new Counter({
    name: 'job_runs_total',
    help: 'Job attempts that ran their handler in this process (succeeded or failed), by queue',
    labelNames: ['queue'] as const,
    registers,
  });
  const jobFailures = new Counter({
    name: 'job_failures_total',
    help: 'Job attempts whose handler failed in this process (retried or failed for good), by queue',
    labelNames: ['queue'] as const,
    registers,
  });

  let jobSource: QueueDepthSource | null = null;
  new Gauge({
    name: 'job_queue_depth',
    help: 'Jobs waiting to run (created or retry) on the durable queue, by queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      if (!jobSource) return;
      try {
        const depths = await jobSource.queueDepths();
        this.reset();
        for (const [queue, n] of Object.entries(depths)) this.set({ queue }, n);
      } catch (err) {
        deps.log.warn({ err }, 'metrics: could not read the job queue depths');
      }
    },
  });
  if (deps.db.poolStats) registerPoolGauges(registry, () => deps.db.poolStats!());

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    ledgerPosted: (kind) => postings.inc({ kind }),
    remoteLoadFailures(remote, count) {
      if (count > 0) remoteFailures.inc({ remote }, count);
    },
    jobs: {
      attempted(name, ok) {
        jobRuns.inc({ queue: name });
        if (!ok) jobFailures.inc({ queue: name });
      },
    },
    watchJobs(source) {
      jobSource = source;
    },
    async render() {
      if (!defaults) collectDefaultMetrics({ register: registry });
      defaults = true;
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** The node-postgres pool's connections, read at scrape time (PGlite is one session in a worker: no pool). */
function registerPoolGauges(
  registry: Registry,
  stats: () => { total: number; idle: number; waiting: number; max: number },
) {
  const gauge = (name: string, help: string, read: (s: ReturnType<typeof stats>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read(stats()));
      },
    });
  gauge('db_pool_connections_in_use', 'Database pool connections checked out', (s) => s.total - s.idle);
  gauge('db_pool_connections_idle', 'Database pool connections open and idle', (s) => s.idle);
  gauge('db_pool_waiting_requests', 'Queries waiting for a database pool connection', (s) => s.waiting);
  gauge('db_pool_connections_max', 'The database pool size limit', (s) => s.max);
}
