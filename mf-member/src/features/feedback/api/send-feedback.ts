import { api, feedbackApi, type Feedback, type FeedbackContact, type FeedbackType } from 'shared-contracts';

/** Sends feedback with up to three screenshots (multipart `PUT /wps/feedback`). */
export function sendFeedback(input: {
  type: FeedbackType;
  content: string;
  contact: FeedbackContact;
  images: readonly File[];
}): Promise<Feedback> {
  const [screenshot1, screenshot2, screenshot3] = input.images;
  return api.call(feedbackApi.sendFeedback, {
    type: input.type,
    content: input.content,
    contact: input.contact,
    ...(screenshot1 ? { screenshot1 } : {}),
    ...(screenshot2 ? { screenshot2 } : {}),
    ...(screenshot3 ? { screenshot3 } : {}),
  });
}
