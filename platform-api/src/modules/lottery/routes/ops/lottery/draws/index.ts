import type { FastifyInstance } from 'fastify';
import { lotteryOpsApi, ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { auditActor, opsKit, opsPermissions } from '../../../../../operator';

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const { LotteryDrawsQuerySchema, cancelLotteryDraw } = lotteryOpsApi;
const Cancel = cancelLotteryDraw.request;

/**
 * /ops/lottery/draws (an operator session or API token; the audit names the operator): the draws and the operator's
 * actions on them (ADR 0007).
 * - `GET /ops/lottery/draws?merchant=&game=&status=&limit=` (`lottery.read`): the games, then the draws — open and
 *   upcoming first (soonest first), then the latest drawn, settled and cancelled — each with its seed hash, the seed
 *   and result once drawn, and the brand's stakes, payouts and line count.
 * - `POST /ops/lottery/draws/:id/cancel {reason}` (`lottery.write`): draws are global, so no merchant is named; an
 *   OPEN draw → CANCELLED, every line refunded (again: `refunded: 0`); DRAWN or SETTLED → 409 DRAW_NOT_CANCELLABLE,
 *   unknown → 404 NOT_FOUND.
 */
export default async function operatorLotteryDrawRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'lottery.read', write: 'lottery.write' });
  const { operator } = app;
  const { settlement, ops } = app.lottery;
  const { merchantFor } = opsKit(app);

  app.get<{ Querystring: lotteryOpsApi.LotteryDrawsQuery }>(
    '/',
    { schema: { querystring: LotteryDrawsQuerySchema } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      const list = await ops.draws(merchant.id, request.query);
      return ok({
        merchant: merchant.code,
        currency: merchant.currency,
        games: ops.games(),
        list,
        serverTime: new Date().toISOString(),
      });
    },
  );

  app.post<{ Params: Static<typeof Id>; Body: Static<typeof Cancel> }>(
    '/:id/cancel',
    { schema: { params: Id, body: Cancel } },
    async (request) => {
      const reason = request.body.reason.trim();
      const { refunded } = await settlement.cancelDraw(request.params.id, reason, {
        audit: (tx, done) =>
          operator.audit(
            {
              merchantId: null,
              ...auditActor(request),
              action: 'lottery_draw.cancel',
              subjectType: 'lottery_draw',
              subjectId: String(done.draw.id),
              before: { status: done.draw.status, gameCode: done.draw.gameCode, numero: done.draw.numero },
              after: { status: 'CANCELLED', reason, refunded: done.refunded },
              reason,
            },
            tx,
          ),
      });
      return ok({ drawId: request.params.id, status: 'CANCELLED' as const, refunded });
    },
  );
}
