import { Type } from 'typebox';
import { defineEndpoint } from '../api/define';
import {
  FEEDBACK_ANSWER_MAX_CHARS,
  FeedbackSchema,
  FeedbackSettingsSchema,
  FeedbackStatusSchema,
  OpsFeedbackSchema,
  SendFeedbackSchema,
} from './schemas';

/**
 * Sends feedback (SPEC §7 `PUT /wps/feedback`; multipart with the session token, real accounts). The content's words
 * within the merchant's limits (FEEDBACK_TOO_SHORT / FEEDBACK_TOO_LONG), screenshots jpeg/png by content
 * (FEEDBACK_IMAGE_TYPE) of at most 5,242,880 bytes (FEEDBACK_IMAGE_TOO_LARGE), at most 3 (a 4th: 413
 * PAYLOAD_TOO_LARGE), at most `perHour` an hour (429 FEEDBACK_RATE_LIMITED).
 */
export const sendFeedback = defineEndpoint({
  method: 'PUT',
  path: '/wps/feedback',
  auth: true,
  multipart: true,
  request: SendFeedbackSchema,
  response: FeedbackSchema,
});

/** The player's feedback, newest first (at most 50), and the merchant's rules for the form. */
export const listFeedback = defineEndpoint({
  method: 'GET',
  path: '/wps/feedback',
  auth: true,
  request: Type.Object({}),
  response: Type.Object({ list: Type.Array(FeedbackSchema), settings: FeedbackSettingsSchema }),
});

const Merchant = { merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) };

/** The operators' queue (`feedback.read`): a merchant's feedback of a status (default every one), oldest first. */
export const listOpsFeedback = defineEndpoint({
  method: 'GET',
  path: '/ops/feedback',
  request: Type.Object({
    ...Merchant,
    status: Type.Optional(FeedbackStatusSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  }),
  response: Type.Object({
    list: Type.Array(OpsFeedbackSchema),
    pageNo: Type.Integer(),
    pageSize: Type.Integer(),
    total: Type.Integer(),
    totalPages: Type.Integer(),
  }),
});

/**
 * Answers open or answered feedback (`feedback.answer`): the answer is stored, the player gets it as a platform
 * message and the audit an entry; closed feedback: 409 FEEDBACK_CLOSED.
 */
export const answerFeedback = defineEndpoint({
  method: 'POST',
  path: '/ops/feedback/:id/answer',
  request: Type.Object({ answer: Type.String({ minLength: 1, maxLength: FEEDBACK_ANSWER_MAX_CHARS, pattern: '\\S' }) }),
  response: OpsFeedbackSchema,
});

/** Closes feedback (`feedback.answer`), answered or not; closed already: 409 FEEDBACK_CLOSED. */
export const closeFeedback = defineEndpoint({
  method: 'POST',
  path: '/ops/feedback/:id/close',
  request: Type.Object({}),
  response: OpsFeedbackSchema,
});
