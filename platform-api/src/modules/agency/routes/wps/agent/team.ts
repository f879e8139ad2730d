import type { FastifyInstance } from 'fastify';
import { agencyApi } from 'shared-contracts/agency';
import { registerAgentEndpoint } from '../../../agent-endpoint';

/** /wps/agent/team/* and /wps/agent/invite: the agent centre's team pages (agents only, their own team only). */
export default async function agentTeamRoutes(app: FastifyInstance): Promise<void> {
  const { team, contracts } = app.agency;
  registerAgentEndpoint(app, agencyApi.getInvite, ({ agent, input }) => team.invite(agent, input.domain));
  registerAgentEndpoint(app, agencyApi.getTeamOverview, ({ merchant, agent, input }) =>
    team.overview(merchant, agent, input),
  );
  registerAgentEndpoint(app, agencyApi.listTeamMembers, ({ merchant, agent, input }) =>
    team.members(merchant, agent, input),
  );
  registerAgentEndpoint(app, agencyApi.getTeamMember, async ({ merchant, agent, input }) => {
    const { id, ...details } = await team.member(merchant, agent, input);
    return { ...details, contracts: await contracts.heldBy(merchant.id, id) };
  });
  registerAgentEndpoint(app, agencyApi.registerDownline, ({ merchant, agent, input }) =>
    team.register(merchant, agent, input),
  );
  registerAgentEndpoint(app, agencyApi.transferToDownline, ({ merchant, agent, input }) =>
    team.transfer(merchant, agent, input),
  );
  registerAgentEndpoint(app, agencyApi.listTeamBets, ({ merchant, agent, input }) => team.bets(merchant, agent, input));
  registerAgentEndpoint(app, agencyApi.listTeamLoss, ({ merchant, agent, input }) => team.loss(merchant, agent, input));
  registerAgentEndpoint(app, agencyApi.listTeamTransactions, ({ merchant, agent, input }) =>
    team.transactions(merchant, agent, input),
  );
}
