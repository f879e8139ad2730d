import type { FastifyInstance } from 'fastify';
import { agencyOpsApi, ok, type RequestOf } from 'shared-contracts';
import { CONTRACT_TYPES, type ContractType, type SettlementStatus } from 'shared-contracts/agency';
import { Type } from 'typebox';
import { dayRange } from '../../../../../../infra/http/date-range';
import { paging } from '../../../../../../infra/paging';
import { opsKit, opsPermissions } from '../../../../../operator';

type ListQuery = RequestOf<typeof agencyOpsApi.listSettlements>;
type Retry = RequestOf<typeof agencyOpsApi.retrySettlements>;
const RetryBody = Type.Object(agencyOpsApi.retrySettlements.request.properties, { additionalProperties: false });

/**
 * The brand's settlements from the console (issue 29): `GET /ops/agency/settlements` (`agency.read`) by type,
 * status, account (either side) and period end days, with the brand's UNPAID count and sum; `POST
 * /ops/agency/settlements/retry {code, type?}` (`agency.write`) pays the UNPAID rows whose payer now has the money,
 * in one transaction with its audit entry — the settlement job's own pay-unpaid, rows locked SKIP LOCKED, so a
 * concurrent run or retry never pays one twice.
 */
export default async function agencySettlementOpsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'agency.read', write: 'agency.write' });
  const { merchantByCode, audited } = opsKit(app);
  const { members } = app;
  const { settlement, records } = app.agency;

  app.get<{ Querystring: ListQuery }>(
    '/',
    { schema: { querystring: agencyOpsApi.listSettlements.request } },
    async (request) => {
      const q = request.query;
      const m = await merchantByCode(request, q.code);
      const page = paging(q, 20);
      const days = q.startDate || q.endDate ? dayRange(q) : null;
      let memberId: number | null = null;
      if (q.account) {
        const member = await members.findByUsername(m.id, q.account.trim());
        memberId = member?.id ?? -1;
      }
      const found = await records.merchantSettlements(
        {
          merchantId: m.id,
          type: (q.type as ContractType) ?? null,
          status: (q.status as SettlementStatus) ?? null,
          memberId,
          from: days?.from ?? null,
          to: days?.to ?? null,
        },
        page,
      );
      return ok({
        list: found.list,
        unpaid: found.unpaid,
        unpaidAmount: found.unpaidAmount,
        ...page.pages(found.total),
      });
    },
  );

  app.post<{ Body: Retry }>('/retry', { schema: { body: RetryBody } }, async (request) => {
    const m = await merchantByCode(request, request.body.code);
    const types = request.body.type ? [request.body.type as ContractType] : CONTRACT_TYPES;
    const pay = await settlement.prepareRetry(m.id, types);
    const done = await audited(request, pay, (r) => ({
      merchantId: m.id,
      action: 'agency_settlement.retry',
      subjectType: 'merchant',
      subjectId: m.code,
      before: null,
      after: { type: request.body.type ?? null, retried: r.retried, amount: r.amount, stillUnpaid: r.stillUnpaid },
    }));
    return ok(done);
  });
}
