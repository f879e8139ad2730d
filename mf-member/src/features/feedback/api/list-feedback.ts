import { feedbackApi } from 'shared-contracts';
import { useCall } from 'shared-ui';

/** The member's feedback, newest first, and the merchant's rules for the form (`GET /wps/feedback`). */
export const useFeedbackList = () => useCall(feedbackApi.listFeedback, {});
