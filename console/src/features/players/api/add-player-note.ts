import { playersOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Adds a staff note to the player (`POST /ops/players/:id/notes`). */
export const addPlayerNote = (id: number, merchant: string | undefined, text: string) =>
  opsCall(playersOpsApi.addPlayerNote, { merchant, text }, { id });
