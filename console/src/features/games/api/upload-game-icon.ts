import { gamesOpsApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Uploads the brand's icon of one game, JPEG or PNG (`POST /ops/games/catalogue/:gameId/icon`, multipart). */
export const uploadGameIcon = (merchant: string, gameId: number, icon: File) =>
  opsCall(gamesOpsApi.uploadGameIcon, { merchant, icon }, { gameId });
