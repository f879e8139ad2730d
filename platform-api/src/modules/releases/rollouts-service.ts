import type { FastifyInstance } from 'fastify';
import type { RemoteVariant } from '../merchants';

/** What each merchant runs (ADR 0012 §4–7). Built by the rollout slice. */
export function createRolloutsService(_app: FastifyInstance) {
  return {
    /** The visitor's variant of remote versions (the merchants module's config asks it). */
    variantOf: async (_merchantId: number, _visitorId: string): Promise<RemoteVariant> => ({ key: '', remotes: {} }),
  };
}
export type RolloutsService = ReturnType<typeof createRolloutsService>;
