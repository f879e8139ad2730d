import type { FastifyInstance } from 'fastify';
import { agencyApi } from 'shared-contracts/agency';
import { registerEndpoint } from '../../../../../../../infra/http/register-endpoint';

/** /wps/member/info/funds/consolidated: the balance over every wallet and the contract menus' flags (real members). */
export default async function consolidatedRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    agencyApi.getConsolidated,
    ({ request, merchant }) => app.agency.consolidated(merchant, request.auth!.memberId),
    { realAccount: true },
  );
}
