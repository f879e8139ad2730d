import { feedbackApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Closes a player's feedback (`POST /ops/feedback/:id/close`). */
export const closeFeedback = (id: number, merchant: string | undefined) =>
  opsCall(feedbackApi.closeFeedback, { merchant }, { id });
