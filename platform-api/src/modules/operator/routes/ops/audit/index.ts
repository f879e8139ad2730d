import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { opsPermissions } from '../../../ops-kit';

const Query = Type.Object({
  actor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** An action or its prefix: `deposit.` lists every deposit decision. */
  action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Entries before this `seq` (the next page of a newest-first list). */
  before: Type.Optional(Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
});

/**
 * /ops/audit (ADR 0011): the operator audit, newest first, and the check of its hash chain. An operator of some
 * merchants sees their entries; the platform's owner (and the key) sees every entry, sign-ins included.
 */
export default async function operatorAuditRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'audit.read' });
  const { audits } = app.operator;

  app.get<{ Querystring: Static<typeof Query> }>('/', { schema: { querystring: Query } }, async (request) => {
    const o = request.opsOperator;
    const merchantIds = o && o.role !== 'owner' ? o.merchantIds : null;
    const { actor, action, before, limit } = request.query;
    return ok({ list: await audits.list({ merchantIds, actor, action, before, limit: limit ?? 50 }) });
  });

  app.get('/verify', async () => ok(await audits.verify()));
}
