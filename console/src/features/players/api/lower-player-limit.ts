import { playersOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Lowers one of the player's deposit limits (never raises it: 409 LIMIT_RAISE_REFUSED). */
export const lowerPlayerLimit = (
  id: number,
  merchant: string | undefined,
  input: { kind: 'DAILY' | 'WEEKLY' | 'MONTHLY'; value: number; reason: string },
) => opsCall(playersOpsApi.lowerPlayerLimit, { merchant, ...input }, { id });
