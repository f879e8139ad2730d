import type { FastifyInstance } from 'fastify';
import { commonError } from '../../../infra/errors/common-errors';
import { metricsAccess } from '../metrics-access';

/**
 * GET /metrics: this process's metrics in the Prometheus text format (no envelope). With METRICS_TOKEN, a caller
 * without `Authorization: Bearer <token>` gets 401 UNAUTHORIZED; without one, a caller not on the loopback gets the
 * plain 404 of an unknown path (metrics-access.ts).
 */
export default async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const { metrics, config } = app;
  app.get('/metrics', async (request, reply) => {
    const access = metricsAccess(request.raw, config.metricsToken);
    if (access === 'hidden') return reply.callNotFound();
    if (access === 'unauthorized') {
      reply.header('WWW-Authenticate', 'Bearer');
      throw commonError('UNAUTHORIZED');
    }
    const { contentType, body } = await metrics.render();
    return reply.header('Content-Type', contentType).header('Cache-Control', 'no-store').send(body);
  });
}
