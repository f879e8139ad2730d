import type { FastifyInstance } from 'fastify';
import { agencyApi } from 'shared-contracts/agency';
import { registerAgentEndpoint } from '../../../agent-endpoint';

/** /wps/agent/contracts*, /wps/agent/settlements, /wps/agent/income: contracts and what they paid (agents only). */
export default async function agentContractRoutes(app: FastifyInstance): Promise<void> {
  const { contracts, records } = app.agency;
  registerAgentEndpoint(app, agencyApi.listContracts, ({ agent, input }) => contracts.list(agent, input.type ?? null));
  registerAgentEndpoint(app, agencyApi.getContractConflicts, ({ agent, input }) => contracts.conflicts(agent, input));
  registerAgentEndpoint(app, agencyApi.offerContract, ({ agent, input }) => contracts.offer(agent, input));
  registerAgentEndpoint(app, agencyApi.actOnContract, ({ agent, input }) =>
    contracts.act(agent, input.id, input.action as 'accept' | 'reject' | 'terminate'),
  );
  registerAgentEndpoint(app, agencyApi.listSettlements, ({ merchant, agent, input }) =>
    records.settlements(merchant, agent, input),
  );
  registerAgentEndpoint(app, agencyApi.getIncome, ({ merchant, agent, input }) =>
    records.income(merchant, agent, input),
  );
}
