import { feedbackApi } from 'shared-contracts';
import { opsCall } from '../../../lib/ops-client';

/** Answers a player's feedback: the answer reaches the player as a platform message (`POST /ops/feedback/:id/answer`). */
export const answerFeedback = (id: number, merchant: string | undefined, answer: string) =>
  opsCall(feedbackApi.answerFeedback, { merchant, answer }, { id });
