import type { FastifyInstance } from 'fastify';
import { MoveInputSchema, ok, type MoveInput } from 'shared-contracts';
import { opsKit, opsPermissions } from '../../../../../operator';

/**
 * `POST /ops/agency/moves {code, account, newUpline, reason}` (issue 29, `agency.write`): the member and its whole
 * subtree move below another agent of the brand, in one transaction with its audit entry (upline before and after,
 * the reason): the team links and rollups follow (the agency's triggers), the contracts the member held from its old
 * upline or the house end (TERMINATED). Refused: 409 MOVE_CYCLE (the new upline is the member or below it), 400
 * UPLINE_NOT_AGENT, 409 SAME_UPLINE, 404 for an account the brand does not have.
 */
export default async function agencyMoveRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'agency.read', write: 'agency.write' });
  const { merchantByCode, audited } = opsKit(app);
  const { tree } = app.agency;

  app.post<{ Body: MoveInput }>('/', { schema: { body: MoveInputSchema } }, async (request) => {
    const { code, account, newUpline, reason } = request.body;
    const m = await merchantByCode(request, code);
    const checked = await tree.checkMove(m, account, newUpline);
    const done = await audited(
      request,
      (tx) => tree.move(m, checked, tx),
      (r) => ({
        merchantId: m.id,
        action: 'agency.move',
        subjectType: 'member',
        subjectId: r.account,
        before: { upline: r.fromUpline },
        after: { upline: r.toUpline, moved: r.moved, terminatedContracts: r.terminatedContracts },
        reason: reason.trim(),
      }),
    );
    return ok(done);
  });
}
