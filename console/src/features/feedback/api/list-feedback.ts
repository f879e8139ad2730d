import { feedbackApi, type RequestOf } from 'shared-contracts';
import { useOps } from '../../../lib/use-ops';

/** The players' feedback of a status (all when absent), oldest first, paged (`GET /ops/feedback`). */
export const useFeedbackQueue = (query: RequestOf<typeof feedbackApi.listOpsFeedback>) =>
  useOps(feedbackApi.listOpsFeedback, query);
