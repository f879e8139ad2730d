import type { FastifyInstance } from 'fastify';
import { ok } from 'shared-contracts';
import { ContractPeriodSchema, ContractTypeSchema, TiersSchema, type ContractType } from 'shared-contracts/agency';
import { Type, type Static } from 'typebox';
import { notFound } from '../../../../../infra/errors/common-errors';
import { MerchantCode, opsKit, opsPermissions } from '../../../../operator';

const Merchant = { code: MerchantCode };
const HouseContract = Type.Object({
  ...Merchant,
  account: Type.String({ minLength: 1, maxLength: 64 }),
  type: ContractTypeSchema,
  period: Type.Optional(ContractPeriodSchema),
  tiers: TiersSchema,
  /** The operator's agreement to terminate the agent's contracts to its downlines above the new rate. */
  terminateConflicts: Type.Optional(Type.Boolean()),
});
const Settings = Type.Object({ ...Merchant, disabledTypes: Type.Array(ContractTypeSchema, { maxItems: 4 }) });

/**
 * /ops/agency (an operator session or API token; the audit names the operator), ADR 0008:
 * - `POST /ops/agency/contracts {code, account, type, period?, tiers, terminateConflicts?}`: the house's contract
 *   for a top agent (no upline), ACTIVE at once (replacing its contract of the type); it caps what the agent may
 *   offer. Below the agent's own contracts to its downlines: 409 CONTRACT_CONFLICT unless `terminateConflicts`
 *   (then they are terminated), as for an agent's offer.
 * - `PUT /ops/agency/settings {code, disabledTypes}`: the contract types the merchant has switched off.
 */
export default async function operatorAgencyRoutes(app: FastifyInstance): Promise<void> {
  opsPermissions(app, { read: 'agency.read', write: 'agency.write' });
  const { members } = app;
  const { merchantByCode, audited } = opsKit(app);
  const { contracts } = app.agency;

  app.post<{ Body: Static<typeof HouseContract> }>(
    '/contracts',
    { schema: { body: HouseContract } },
    async (request) => {
      const { code, account, ...input } = request.body;
      const m = await merchantByCode(request, code);
      const member = await members.findByUsername(m.id, account);
      if (!member) throw notFound(`member ${account}`);
      const row = await audited(
        request,
        (tx) => contracts.offerFromHouse(member, { ...input, type: input.type as ContractType, active: true }, tx),
        (c) => ({
          merchantId: m.id,
          action: 'agency_contract.house',
          subjectType: 'agency_contract',
          subjectId: String(c.id),
          before: null,
          after: { account: member.username, type: c.type, period: c.period, tiers: c.tiers },
        }),
      );
      return ok((await contracts.views(m.id, [row]))[0]);
    },
  );

  app.put<{ Body: Static<typeof Settings> }>('/settings', { schema: { body: Settings } }, async (request) => {
    const m = await merchantByCode(request, request.body.code);
    const types = request.body.disabledTypes as ContractType[];
    await audited(
      request,
      (tx) => contracts.setDisabledTypes(m.id, types, tx),
      () => ({
        merchantId: m.id,
        action: 'agency_settings.set',
        subjectType: 'merchant',
        subjectId: m.code,
        before: null,
        after: { disabledTypes: types },
      }),
    );
    return ok({ code: m.code, disabledTypes: types });
  });
}
