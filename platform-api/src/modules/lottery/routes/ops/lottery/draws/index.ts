import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { operatorActor, opsPermissions } from '../../../../../operator';

const Id = Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) });
const Cancel = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }) });

/**
 * /ops/lottery/draws (an operator session or API token; the audit names the operator): the operator's actions on draws
 * (ADR 0007). Draws are global, so no merchant is named.
 * - `POST /ops/lottery/draws/:id/cancel {reason}`: an OPEN draw → CANCELLED, every line refunded (again:
 *   `refunded: 0`); DRAWN or SETTLED → 409 DRAW_NOT_CANCELLABLE, unknown → 404 NOT_FOUND.
 */
export default async function operatorLotteryDrawRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'lottery.read', write: 'lottery.write' });
  const { operator } = app;
  const { settlement } = app.lottery;

  app.post<{ Params: Static<typeof Id>; Body: Static<typeof Cancel> }>(
    '/:id/cancel',
    { schema: { params: Id, body: Cancel } },
    async (request) => {
      const reason = request.body.reason.trim();
      const actor = operatorActor(request);
      const { refunded } = await settlement.cancelDraw(request.params.id, reason, {
        audit: (tx, done) =>
          operator.audit(
            {
              merchantId: null,
              actor,
              action: 'lottery_draw.cancel',
              subjectType: 'lottery_draw',
              subjectId: String(done.draw.id),
              before: { status: done.draw.status, gameCode: done.draw.gameCode, numero: done.draw.numero },
              after: { status: 'CANCELLED', reason, refunded: done.refunded },
            },
            tx,
          ),
      });
      return ok({ drawId: request.params.id, status: 'CANCELLED', refunded });
    },
  );
}
