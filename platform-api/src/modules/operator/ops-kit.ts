import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok, type Permission } from 'shared-contracts';
import { Type, type Static } from 'typebox';
import type { Db } from '../../infra/db';
import { merchantNotFound, notFound } from '../../infra/errors/common-errors';
import { merchantOf } from '../../infra/http/request-merchant';
import type { Merchant } from '../merchants';
import { operatorsError } from '../operators';
import { operatorActor } from './operator-auth';
import type { AuditEntry, OpsActor } from './operator-audit-repository';

/** A merchant's code, as `?merchant=` or a body's `code` names it. */
export const MerchantCode = Type.String({ minLength: 1, maxLength: 32 });
/** `?merchant=CODE`: the merchant an /ops call acts on, else the request's own. */
export const MerchantQuery = Type.Object({ merchant: Type.Optional(MerchantCode) });
/** `/:id` of a queued item (deposit, withdrawal, application …). */
export const OpsId = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** Why the operator refused or resolved something: required, not blank. */
export const OpsReason = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' });
const Reject = Type.Object({ reason: OpsReason });

/** An operator's decision on a queued item; the reason of a refusal is trimmed. */
export type OpsDecision = { action: 'approve' } | { action: 'reject'; reason: string };

/** Who an /ops request's audit entry names: the operator (id, role) of its session, or the key's actor; and from where. */
export function auditActor(request: FastifyRequest) {
  const o = request.opsOperator;
  return { actor: operatorActor(request), operatorId: o?.operatorId ?? null, role: o?.role ?? null, ip: request.ip };
}

/** `merchant`, unless the request's operator session is an operator's who does not work for it (an owner works for all). */
function inScope(request: FastifyRequest, merchant: Merchant): Merchant {
  const operator = request.opsOperator;
  if (operator && operator.role !== 'owner' && !operator.merchantIds.includes(merchant.id))
    throw operatorsError('FORBIDDEN');
  return merchant;
}

/**
 * Who may call the /ops routes a route file registers with an operator session (ADR 0011): its reads (GET) need
 * `read`, everything else `write`, unless a route names its own `config.opsAccess`. Each /ops route file calls it
 * first; a test fails on an /ops route without an access.
 */
export function opsPermissions(app: FastifyInstance, access: { read?: Permission; write?: Permission }): void {
  app.addHook('onRoute', (route) => {
    const own = (route.config as { opsAccess?: string } | undefined)?.opsAccess;
    if (own) return;
    const reads = [route.method].flat().every((m) => m === 'GET' || m === 'HEAD');
    const chosen = reads ? access.read : access.write;
    if (chosen) route.config = { ...(route.config as object), opsAccess: chosen };
  });
}

/**
 * What the /ops routes of every module share: finding the merchant a request names, writing a change and its audit
 * entry in one transaction, and answering with a stored private file. Routes import it from the operator module.
 */
export function opsKit(app: FastifyInstance) {
  const { merchants } = app;
  return {
    /**
     * The merchant `?merchant=CODE` names, else the request's own (its host): 404 MERCHANT_NOT_FOUND; 403 FORBIDDEN
     * for an operator who does not work for it.
     */
    async merchantFor(request: FastifyRequest, code: string | undefined): Promise<Merchant> {
      const merchant = code ? await merchants.findByCode(code) : await merchantOf(request);
      if (!merchant) throw merchantNotFound();
      return inScope(request, merchant);
    },

    /**
     * The merchant a body, query or path `code` names (settings routes, where it is required): 404 NOT_FOUND; 403
     * FORBIDDEN for an operator who does not work for it.
     */
    async merchantByCode(request: FastifyRequest, code: string): Promise<Merchant> {
      const merchant = await merchants.findByCode(code);
      if (!merchant) throw notFound(`merchant ${code}`);
      return inScope(request, merchant);
    },

    /**
     * Runs `work` and writes its audit entry (the request's operator) in the same transaction, so a change is
     * never kept unaudited. The entry is made from what `work` returned (a created row's id, the stored values).
     */
    async audited<T>(
      request: FastifyRequest,
      work: (tx: Db) => Promise<T>,
      entry: (result: T) => Omit<AuditEntry, 'actor'>,
    ): Promise<T> {
      return app.db.transaction(async (tx) => {
        const result = await work(tx);
        await app.operator.audit({ ...entry(result), ...auditActor(request) }, tx);
        return result;
      });
    },
  };
}

/**
 * Runs the decision guards (`app.opsDecisions`: the desk refuses an item another operator has claimed) before an
 * operator decides item `id` of `kind` for `merchant`.
 */
export function checkDecision(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: string,
  merchant: Merchant,
  id: number,
): Promise<void> {
  const operatorId = request.opsOperator?.operatorId ?? null;
  return app.opsDecisions.check({ kind, merchantId: merchant.id, id, operatorId });
}

/**
 * `POST /:id/approve` and `POST /:id/reject {reason}` of a review queue (`?merchant=CODE` or the request's merchant,
 * the request's operator), each answering what `decide` returns. `kind` names the queue's items for the decision
 * guards (the desk's claims): a decision on an item another operator claimed is refused before `decide` runs.
 */
export function decisionRoutes(
  app: FastifyInstance,
  kind: string,
  decide: (merchant: Merchant, id: number, decision: OpsDecision, actor: OpsActor) => Promise<unknown>,
): void {
  const { merchantFor } = opsKit(app);
  type Params = { Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> };
  app.post<Params>('/:id/approve', { schema: { params: OpsId, querystring: MerchantQuery } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    await checkDecision(app, request, kind, merchant, request.params.id);
    return ok(await decide(merchant, request.params.id, { action: 'approve' }, auditActor(request)));
  });
  app.post<Params & { Body: Static<typeof Reject> }>(
    '/:id/reject',
    { schema: { params: OpsId, querystring: MerchantQuery, body: Reject } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      await checkDecision(app, request, kind, merchant, request.params.id);
      const decision = { action: 'reject' as const, reason: request.body.reason.trim() };
      return ok(await decide(merchant, request.params.id, decision, auditActor(request)));
    },
  );
}

/** A stored upload (receipt, proof, application image) sent to the operator: never cached, never sniffed. */
export function sendPrivateFile(reply: FastifyReply, file: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', file.contentType)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
