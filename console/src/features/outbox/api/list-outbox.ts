import { opsApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The newest messages the development outbox sent, optionally to one address (`GET /ops/outbox`). */
export const useOutbox = (query: RequestOf<typeof opsApi.listOutbox>) => useOps(opsApi.listOutbox, query);
