import type { FastifyInstance } from 'fastify';
import type { Endpoint, RequestOf, ResponseOf } from 'shared-contracts';
import { registerEndpoint, type EndpointContext, type EndpointOptions } from '../../infra/http/register-endpoint';
import type { Member } from '../members';

/**
 * Registers an agent-centre endpoint: a real (non-trial) session as every member call, then the caller
 * must be an agent (AGENT_ONLY otherwise); the handler gets it as `agent` and scopes everything to its team.
 */
export function registerAgentEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: EndpointContext<E> & { agent: Member; input: RequestOf<E> }) => Promise<ResponseOf<E>>,
  options: EndpointOptions = {},
): void {
  registerEndpoint(
    app,
    endpoint,
    async (ctx) => handler({ ...ctx, agent: await app.agency.requireAgent(ctx.merchant, ctx.request.auth!.memberId) }),
    { realAccount: true, ...options },
  );
}
