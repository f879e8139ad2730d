import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../infra/http/module-options';
import { registerModuleRoutes } from '../../infra/http/module-routes';
import { createAdjustments, type Adjustments } from './adjustments';
import { createDeskService, type DeskService } from './desk-service';
import type { DeskSources } from './inbox';

export type { DeskService } from './desk-service';
export { deskError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money desk's service (the inbox over every review queue, claims, live events). */
    desk: DeskService;
    /** The desk's balance adjustments (four-eyes above the merchant's threshold). */
    adjustments: Adjustments;
  }
}

/** The tables only this module's repositories touch (docs/ownership.md). */
export const TABLES = ['desk_claims', 'desk_adjustments'] as const;

/**
 * The money desk (issue 25): desk_claims, desk_adjustments; /ops/desk (the inbox, claims, live events) and
 * /ops/adjustments (balance adjustments, four-eyes above the merchant's threshold). It reads the review queues the
 * payments, withdrawals, promotions, points and id-verification modules expose, and adds its claims check to the
 * operators' decisions (`app.opsDecisions`).
 */
export default fp<ModuleOptions>(
  async (app, opts) => {
    const { payments, withdrawals, promotions, points, idVerification, members, merchants, wallet, operator } = app;
    app.decorate(
      'adjustments',
      createAdjustments({
        db: app.db,
        wallet,
        threshold: async (m) => (await withdrawals.settings.get(m)).fourEyesThreshold,
        audit: (e, tx) => operator.audit(e, tx),
        username: async (merchantId, memberId) =>
          (await members.usernames(merchantId, [memberId])).get(memberId) ?? null,
      }),
    );
    const sources: DeskSources = {
      deposit: payments.desk,
      withdrawal: {
        pending: (q) => withdrawals.desk.pending('PENDING', q),
        marks: () => withdrawals.desk.marks('PENDING'),
      },
      dispute: {
        pending: (q) => withdrawals.desk.pending('DISPUTED', q),
        marks: () => withdrawals.desk.marks('DISPUTED'),
      },
      promotion: promotions.desk,
      redemption: points.desk,
      kyc: idVerification.desk,
      adjustment: app.adjustments,
    };
    const codes = new Map<number, string>();
    const merchantCode = async (id: number) => {
      const known = codes.get(id);
      if (known) return known;
      const code = (await merchants.findById(id))?.code ?? String(id);
      codes.set(id, code);
      return code;
    };
    app.decorate(
      'desk',
      createDeskService({
        db: app.db,
        sources,
        usernames: (merchantId, ids) => members.usernames(merchantId, ids),
        merchantCode,
        onError: (e) => app.log.error(e, 'desk events poll failed'),
        now: opts.clock,
        pollMs: app.config.deskPollMs,
      }),
    );
    app.opsDecisions.add((c) => app.desk.guard(c));
    // Live streams end before the server waits for its connections to close.
    app.addHook('preClose', (done) => {
      app.desk.events.close();
      done();
    });
    await registerModuleRoutes(app, __dirname);
  },
  {
    name: 'desk',
    dependencies: [
      'wallet',
      'operator',
      'operators',
      'merchants',
      'members',
      'payments',
      'withdrawals',
      'promotions',
      'points',
      'id-verification',
    ],
  },
);
