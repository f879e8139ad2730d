import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

interface Minute {
  start: number;
  count: number;
  clientErrors: number;
  serverErrors: number;
  times: number[];
}

/** Nearest rank: the smallest sample with at least p % of the samples at or below it (p99 of 100 samples: the 99th). */
const percentile = (sorted: number[], p: number): number =>
  sorted.length ? (sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

/**
 * Request logging (Fastify's own per-request lines are off): `each` → one JSON line per request at
 * info; `summary` → one line per minute (requests, 4xx, 5xx, p50/p99 ms), written by the first
 * request of the next minute (no timer); `off` → none. Errors are logged by the error handler.
 */
export function installRequestLog(app: FastifyInstance, mode: AppConfig['requestLog'], now = Date.now): void {
  if (mode === 'off') return;
  if (mode === 'each') {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: request.url.split('?')[0],
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
    return;
  }
  const fresh = (start: number): Minute => ({ start, count: 0, clientErrors: 0, serverErrors: 0, times: [] });
  let minute = fresh(Math.floor(now() / 60_000) * 60_000);
  const flush = () => {
    if (minute.count === 0) return;
    const sorted = minute.times.sort((a, b) => a - b);
    app.log.info(
      {
        minute: new Date(minute.start).toISOString(),
        requests: minute.count,
        '4xx': minute.clientErrors,
        '5xx': minute.serverErrors,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
      },
      'requests in the last minute',
    );
  };
  // The minute under way is written at shutdown too.
  app.addHook('onClose', async () => flush());
  app.addHook('onResponse', async (_request, reply) => {
    const start = Math.floor(now() / 60_000) * 60_000;
    if (start !== minute.start) {
      flush();
      minute = fresh(start);
    }
    minute.count++;
    if (reply.statusCode >= 500) minute.serverErrors++;
    else if (reply.statusCode >= 400) minute.clientErrors++;
    // Keep at most 10,000 samples a minute for the percentiles.
    if (minute.times.length < 10_000) minute.times.push(reply.elapsedTime);
  });
}
