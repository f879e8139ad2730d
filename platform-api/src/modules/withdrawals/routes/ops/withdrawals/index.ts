import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  escalateWithdrawal,
  getWithdrawalSignals,
  holdWithdrawal,
  ok,
  rejectWithdrawal,
  WithdrawalStatusSchema,
  type RequestOf,
  type WithdrawalReview,
} from 'shared-contracts';
import { Type, type Static } from 'typebox';
import { invalidField } from '../../../../../infra/errors/common-errors';
import {
  auditActor,
  checkDecision,
  MerchantCode,
  MerchantQuery,
  OpsId,
  opsKit,
  opsPermissions,
  OpsReason,
  sendPrivateFile,
} from '../../../../operator';
import { withdrawalsError } from '../../../errors';

const ListQuery = Type.Object({
  merchant: Type.Optional(MerchantCode),
  status: Type.Optional(WithdrawalStatusSchema),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
const Resolve = Type.Object({
  outcome: Type.Union([Type.Literal('RECEIVED'), Type.Literal('RETURNED')]),
  reason: OpsReason,
});
type Item = { Params: Static<typeof OpsId>; Querystring: Static<typeof MerchantQuery> };

/** A coded reason as stored: OTHER needs a note (VALIDATION on `note`). */
const coded = (r: WithdrawalReview) => {
  if (r.code === 'OTHER' && !r.note?.trim()) throw invalidField('note', 'the code OTHER needs a note');
  return { code: r.code, ...(r.note?.trim() ? { note: r.note.trim() } : {}) };
};

/**
 * /ops/withdrawals (an operator session or API token; `?merchant=CODE` or the request's merchant; the audit names the
 * operator): the queue, the review and the decisions (ADR 0006, issue 25).
 * - `GET /ops/withdrawals?status=PENDING|PAID|REJECTED|RECEIVED|DISPUTED|RETURNED&limit=100`
 * - `GET /ops/withdrawals/:id/proof`: the player's proof image
 * - `GET /ops/withdrawals/:id/signals`: turnover, bonuses running, recent deposits and withdrawals, KYC state
 * - `POST /ops/withdrawals/:id/approve` (paid out: PAID; above the four-eyes threshold the first of two operators'
 *   approvals is recorded and it stays PENDING) · `POST /ops/withdrawals/:id/reject {code, note?} | {reason}`
 * - `POST /ops/withdrawals/:id/hold {code, note?}` · `POST /ops/withdrawals/:id/escalate {code, note?}`: review labels
 * - `POST /ops/withdrawals/:id/resolve {outcome: RECEIVED|RETURNED, reason}`: a DISPUTED one (RETURNED credits the wallet)
 * A decision or review of an item another operator claimed on the desk is refused (DESK_ITEM_CLAIMED).
 */
export default async function operatorWithdrawalRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'withdrawals.read', write: 'withdrawals.decide' });
  const { withdrawals } = app;
  const { merchantFor } = opsKit(app);
  /** The merchant of an item about to be decided, once the desk's claims let the caller decide it. */
  const decidable = async (request: FastifyRequest<Item>, kind: 'withdrawal' | 'dispute') => {
    const merchant = await merchantFor(request, request.query.merchant);
    await checkDecision(app, request, kind, merchant, request.params.id);
    return merchant;
  };

  app.get<{ Querystring: Static<typeof ListQuery> }>('/', { schema: { querystring: ListQuery } }, async (request) => {
    const merchant = await merchantFor(request, request.query.merchant);
    const list = await withdrawals.listForOperator(merchant, request.query.status ?? 'PENDING', request.query.limit);
    return ok({ withdrawals: list });
  });

  app.get<Item>('/:id/proof', { schema: { params: OpsId, querystring: MerchantQuery } }, async (request, reply) => {
    const merchant = await merchantFor(request, request.query.merchant);
    const proof = await withdrawals.proof(merchant, request.params.id);
    if (!proof)
      throw withdrawalsError('WITHDRAWAL_NOT_FOUND', { detail: `withdrawal ${request.params.id} has no proof` });
    return sendPrivateFile(reply, proof);
  });

  app.get<Item>(
    '/:id/signals',
    { schema: { params: OpsId, querystring: getWithdrawalSignals.request } },
    async (request) => {
      const merchant = await merchantFor(request, request.query.merchant);
      return ok(await withdrawals.signals(merchant, request.params.id));
    },
  );

  app.post<Item>('/:id/approve', { schema: { params: OpsId, querystring: MerchantQuery } }, async (request) => {
    const merchant = await decidable(request, 'withdrawal');
    const o = request.opsOperator;
    const approver = { operatorId: o?.operatorId ?? null, username: o?.username ?? '', actor: auditActor(request) };
    return ok(await withdrawals.approve(merchant, request.params.id, approver));
  });

  app.post<Item & { Body: RequestOf<typeof rejectWithdrawal> }>(
    '/:id/reject',
    { schema: { params: OpsId, querystring: MerchantQuery, body: rejectWithdrawal.request } },
    async (request) => {
      const merchant = await decidable(request, 'withdrawal');
      const body = request.body;
      const decision =
        'code' in body
          ? { action: 'reject' as const, reason: coded(body).note ?? body.code, code: body.code }
          : { action: 'reject' as const, reason: body.reason.trim() };
      return ok(await withdrawals.decide(merchant, request.params.id, decision, auditActor(request)));
    },
  );

  for (const [path, state, endpoint] of [
    ['/:id/hold', 'HELD', holdWithdrawal],
    ['/:id/escalate', 'ESCALATED', escalateWithdrawal],
  ] as const)
    app.post<Item & { Body: WithdrawalReview }>(
      path,
      { schema: { params: OpsId, querystring: MerchantQuery, body: endpoint.request } },
      async (request) => {
        const merchant = await decidable(request, 'withdrawal');
        const review = coded(request.body);
        return ok(await withdrawals.review(merchant, request.params.id, state, review, auditActor(request)));
      },
    );

  app.post<Item & { Body: Static<typeof Resolve> }>(
    '/:id/resolve',
    { schema: { params: OpsId, querystring: MerchantQuery, body: Resolve } },
    async (request) => {
      const merchant = await decidable(request, 'dispute');
      const r = { outcome: request.body.outcome, reason: request.body.reason.trim() };
      return ok(await withdrawals.resolve(merchant, request.params.id, r, auditActor(request)));
    },
  );
}
