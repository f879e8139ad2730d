import type { FastifyInstance } from 'fastify';
import { agencyOpsApi, ok, type RequestOf } from 'shared-contracts';
import type { ContractStatus, ContractType } from 'shared-contracts/agency';
import { Type } from 'typebox';
import { notFound } from '../../../../../../infra/errors/common-errors';
import { paging } from '../../../../../../infra/paging';
import { OpsId, opsKit, opsPermissions } from '../../../../../operator';

type ListQuery = RequestOf<typeof agencyOpsApi.listContracts>;
type Terminate = RequestOf<typeof agencyOpsApi.terminateContract>;
const TerminateBody = Type.Object(agencyOpsApi.terminateContract.request.properties, { additionalProperties: false });

/**
 * The brand's contracts from the console (issue 29): `GET /ops/agency/contracts` (`agency.read`) every contract —
 * the house's and the agents' — by account (either side), type and status, paged; `POST
 * /ops/agency/contracts/:id/terminate {code, reason}` (`agency.write`) ends an OFFERED or ACTIVE one, audited with
 * its status before and after (periods that ended before still settle; no later one does). The house's contract
 * form is `POST /ops/agency/contracts` (index.ts).
 */
export default async function agencyContractOpsRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'agency.read', write: 'agency.write' });
  const { merchantByCode, audited } = opsKit(app);
  const { members } = app;
  const { contracts } = app.agency;

  app.get<{ Querystring: ListQuery }>(
    '/',
    { schema: { querystring: agencyOpsApi.listContracts.request } },
    async (request) => {
      const q = request.query;
      const m = await merchantByCode(request, q.code);
      const page = paging(q, 20);
      let memberId: number | null = null;
      if (q.account) {
        const member = await members.findByUsername(m.id, q.account.trim());
        if (!member) return ok({ list: [], ...page.pages(0) });
        memberId = member.id;
      }
      const found = await contracts.ops.page(
        m.id,
        { memberId, type: (q.type as ContractType) ?? null, status: (q.status as ContractStatus) ?? null },
        page,
      );
      return ok({ list: found.list, ...page.pages(found.total) });
    },
  );

  app.post<{ Params: { id: number }; Body: Terminate }>(
    '/:id/terminate',
    { schema: { params: OpsId, body: TerminateBody } },
    async (request) => {
      const m = await merchantByCode(request, request.body.code);
      const { after } = await audited(
        request,
        (tx) => contracts.ops.terminate(m.id, request.params.id, tx),
        ({ before, after: a }) => ({
          merchantId: m.id,
          action: 'agency_contract.terminate',
          subjectType: 'agency_contract',
          subjectId: String(a.id),
          before: { status: before.status },
          after: { status: a.status, endedAt: a.endedAt?.toISOString() ?? null },
          reason: request.body.reason.trim(),
        }),
      );
      const [view] = await contracts.views(m.id, [after]);
      if (!view) throw notFound(`contract ${request.params.id}`);
      return ok(view);
    },
  );
}
