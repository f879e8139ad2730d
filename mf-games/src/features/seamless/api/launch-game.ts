import { api, gamesApi } from 'shared-contracts';

export interface LaunchTarget {
  vassalage: string;
  gameCode?: string;
  gameType?: string;
  nodeId?: number;
}

/** Asks the server for the game's URL (SPEC §7 /wps/game/launchGame, token); `fun` for play-money mode. */
export function launchGame(target: LaunchTarget, language: string) {
  return api.call(gamesApi.launchGame, { ...target, language });
}
