import fp from 'fastify-plugin';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createDemoPspService, type CallbackReply, type DemoPspService } from './demo-psp-service';
import { demoPspSessionsJob } from './jobs/sessions-job';
import { PSP_SECRET_NAME } from './psp-signature';

export type { DemoPspService } from './demo-psp-service';
export { TEST_CARDS } from './cards';

declare module 'fastify' {
  interface FastifyInstance {
    /** The demo payment provider's service (payment sessions, card payments, callbacks). */
    demoPsp: DemoPspService;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['demo_psp_sessions'] as const;

/**
 * The demo payment service provider (ADR 0006): demo_psp_sessions; its API `/demo-psp/api/payments`, its
 * hosted page `/demo-psp/pay/:session` and the `demo-psp.sessions` job. It behaves like an external
 * provider: it knows the merchant by code and the deposit by reference, and reaches the platform only by
 * signed HTTP callbacks (in process through `app.inject` when the callback URL is a path).
 */
export default fp(
  async (app) => {
    const { merchants } = app;
    const post = async (url: string, headers: Record<string, string>, body: string): Promise<CallbackReply> => {
      if (url.startsWith('/')) {
        const res = await app.inject({ method: 'POST', url, headers, payload: body });
        return { status: res.statusCode, body: res.body };
      }
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      return { status: res.status, body: await res.text() };
    };
    app.decorate(
      'demoPsp',
      createDemoPspService({
        db: app.db,
        secretOf: async (code) => {
          const m = await merchants.findByCode(code);
          return m ? merchants.secret(m.id, PSP_SECRET_NAME) : null;
        },
        post,
      }),
    );
    app.jobs.define(demoPspSessionsJob(() => app.demoPsp));
    await registerModuleRoutes(app, __dirname);
  },
  { name: 'demo-psp', dependencies: ['merchants'] },
);
