import type { FastifyInstance } from 'fastify';

/**
 * /healthz: the process is alive (200 while it answers at all). /readyz: it should receive traffic — 200 when every
 * check passes, else 503 with the failing ones (a balancer's or an orchestrator's probe; no envelope, no merchant).
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const { ready, checks } = await app.health.readiness();
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable', checks });
  });
}
