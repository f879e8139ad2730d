import { playersOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Sends the player a platform message (`POST /ops/players/:id/message`; the server sanitises its HTML). */
export const messagePlayer = (id: number, merchant: string | undefined, input: { title: string; content: string }) =>
  opsCall(playersOpsApi.messagePlayer, { merchant, ...input }, { id });
