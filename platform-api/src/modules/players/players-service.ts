import type { Db } from '../../infra/db';
import type { Merchant } from '../merchants';
import { createKycQueue, type KycQueueDeps } from './kyc-queue';
import { linkedAccounts, type LinkedAccountDeps } from './linked-accounts';
import { createNotesRepository } from './notes-repository';
import { createPlayerActions, type PlayerActionDeps } from './player-actions';
import { createPlayerReads, type PlayerReadDeps } from './player-reads';
import { createPlayerTabs, type PlayerTabDeps } from './player-tabs';

export type PlayersDeps = PlayerReadDeps &
  Omit<PlayerTabDeps, 'notes'> &
  Omit<PlayerActionDeps, 'notes' | 'members' | 'sessions' | 'security' | 'responsibleGaming'> &
  KycQueueDeps &
  LinkedAccountDeps & {
    db: Db;
    members: PlayerReadDeps['members'] & PlayerActionDeps['members'];
    sessions: PlayerTabDeps['sessions'] & PlayerActionDeps['sessions'];
    security: PlayerReadDeps['security'] & PlayerActionDeps['security'] & LinkedAccountDeps['security'];
    responsibleGaming: PlayerReadDeps['responsibleGaming'] & PlayerActionDeps['responsibleGaming'];
  };

/**
 * The back office's players (issue 25): search, the profile and its tabs, linked accounts, the actions on a player
 * and the KYC queue. It owns only the staff notes (player_notes); everything else is read and changed through the
 * owners' services.
 */
export function createPlayersService(deps: PlayersDeps) {
  const notes = createNotesRepository(deps.db);
  const reads = createPlayerReads(deps);
  return {
    ...reads,
    tabs: createPlayerTabs({ ...deps, notes }),
    actions: createPlayerActions({ ...deps, notes }),
    kyc: createKycQueue(deps),
    /** GET /ops/players/:id/linked. */
    async linked(merchant: Merchant | null, id: number) {
      const { member } = await reads.find(merchant, id);
      return linkedAccounts(deps, member);
    },
  };
}
export type PlayersService = ReturnType<typeof createPlayersService>;
