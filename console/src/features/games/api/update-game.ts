import { gamesOpsApi, type GameSettingsPatch } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Changes the brand's settings of one game (`PUT /ops/games/catalogue/:gameId`). */
export const updateGame = (merchant: string, gameId: number, patch: GameSettingsPatch) =>
  opsCall(gamesOpsApi.updateGame, { merchant, ...patch }, { gameId });
