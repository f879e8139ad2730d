import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../merchants';
import { opsKit } from '../operator';

/**
 * The merchant an /ops/players call looks in: `?merchant=CODE` (403 FORBIDDEN outside the operator's merchants),
 * else every merchant for the platform's owner, else the request's merchant.
 */
export function playerScope(app: FastifyInstance) {
  const { merchantFor } = opsKit(app);
  return async (request: FastifyRequest, code: string | undefined): Promise<Merchant | null> => {
    const operator = request.opsOperator;
    if (!code && (!operator || operator.role === 'owner')) return null;
    return merchantFor(request, code);
  };
}
