import { playersOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Approves (A) or rejects (R, with the reason the player is told) a member's identity documents. */
export const decideKyc = (username: string, merchant: string | undefined, status: 'A' | 'R', reason?: string) =>
  opsCall(playersOpsApi.decideKyc, { merchant, status, reason }, { username });
