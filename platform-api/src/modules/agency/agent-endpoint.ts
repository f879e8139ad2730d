import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint, RequestOf, ResponseOf } from 'shared-contracts';
import { registerEndpoint, type EndpointContext, type EndpointOptions } from '../../infra/http/register-endpoint';
import type { Member } from '../members';

/** The agent each agent-centre request was checked as (set by the afterAuth hook, read by the handler). */
const agents = new WeakMap<FastifyRequest, Member>();

/**
 * Registers an agent-centre endpoint: a real (non-trial) session as every member call, then the caller
 * must be an agent (AGENT_ONLY otherwise, checked after the session and before the body is parsed, decrypted or
 * validated, so a player gets 403 whatever it sent); the handler gets it as `agent` and scopes everything to its
 * team. The route's registry entry says `access.agent`.
 */
export function registerAgentEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: EndpointContext<E> & { agent: Member; input: RequestOf<E> }) => Promise<ResponseOf<E>>,
  options: EndpointOptions = {},
): void {
  const requireAgent = async (request: FastifyRequest) => {
    const { merchantId, memberId } = request.auth!;
    agents.set(request, await app.agency.requireAgent(merchantId, memberId));
  };
  registerEndpoint(
    app,
    endpoint,
    async (ctx) =>
      handler({
        ...ctx,
        agent: agents.get(ctx.request) ?? (await app.agency.requireAgent(ctx.merchant.id, ctx.request.auth!.memberId)),
      }),
    { realAccount: true, ...options, agent: true, afterAuth: [requireAgent, ...(options.afterAuth ?? [])] },
  );
}
