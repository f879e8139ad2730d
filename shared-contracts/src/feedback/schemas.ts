import { Type, type Static } from 'typebox';
import { FileSchema, ID_IMAGE_MAX_BYTES } from '../register/schemas';

/**
 * Feedback (SPEC §1, §5, §7 `PUT /wps/feedback`): a player writes to the operator (a type, the text, up to three
 * screenshots, how to be answered); the operator answers from the console and the answer reaches the player as a
 * platform message.
 */

export const FEEDBACK_TYPES = ['suggestion', 'complaint', 'deposit', 'withdrawal', 'game', 'account', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FeedbackTypeSchema = Type.Enum(FEEDBACK_TYPES);

/** How the player would like to be answered (the answer is always also a platform message). */
export const FEEDBACK_CONTACTS = ['none', 'email', 'phone', 'message'] as const;
export type FeedbackContact = (typeof FEEDBACK_CONTACTS)[number];
export const FeedbackContactSchema = Type.Enum(FEEDBACK_CONTACTS);

export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FeedbackStatusSchema = Type.Enum(FEEDBACK_STATUSES);

/** Screenshots (SPEC §9 upload rules): jpeg/jpg/png by content, at most 3, each at most 5,242,880 bytes. */
export const FEEDBACK_MAX_IMAGES = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = ID_IMAGE_MAX_BYTES;
/** The multipart fields of the screenshots, in order. */
export const FEEDBACK_IMAGE_FIELDS = ['screenshot1', 'screenshot2', 'screenshot3'] as const;
/** Characters the content may have whatever the word limits (a bound on the stored text). */
export const FEEDBACK_MAX_CHARS = 10_000;
/** An operator's answer. */
export const FEEDBACK_ANSWER_MAX_CHARS = 2_000;

/** A merchant's feedback rules; a merchant without its own has DEFAULT_FEEDBACK_SETTINGS. */
export const FeedbackSettingsSchema = Type.Object({
  minWords: Type.Integer({ minimum: 1 }),
  maxWords: Type.Integer({ minimum: 1 }),
  /** Feedback a member may send per hour. */
  perHour: Type.Integer({ minimum: 1 }),
  maxImages: Type.Integer(),
  maxImageBytes: Type.Integer(),
});
export type FeedbackSettings = Static<typeof FeedbackSettingsSchema>;
export const DEFAULT_FEEDBACK_SETTINGS: FeedbackSettings = {
  minWords: 5,
  maxWords: 500,
  perHour: 5,
  maxImages: FEEDBACK_MAX_IMAGES,
  maxImageBytes: FEEDBACK_IMAGE_MAX_BYTES,
};

/** Words of a text as the limits count them: runs of non-space characters. */
export function countWords(text: string): number {
  const words = text.trim().split(/\s+/u);
  return words[0] === '' ? 0 : words.length;
}

/** The player's new feedback: text fields and up to three screenshot files. */
export const SendFeedbackSchema = Type.Object({
  type: FeedbackTypeSchema,
  content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_CHARS }),
  contact: FeedbackContactSchema,
  screenshot1: Type.Optional(FileSchema),
  screenshot2: Type.Optional(FileSchema),
  screenshot3: Type.Optional(FileSchema),
});
export type SendFeedback = Static<typeof SendFeedbackSchema>;

const Time = Type.Union([Type.String(), Type.Null()]);

/** One feedback as its player sees it. */
export const FeedbackSchema = Type.Object({
  id: Type.Integer(),
  type: FeedbackTypeSchema,
  content: Type.String(),
  contact: FeedbackContactSchema,
  status: FeedbackStatusSchema,
  /** How many screenshots came with it. */
  images: Type.Integer(),
  answer: Type.Union([Type.String(), Type.Null()]),
  answeredAt: Time,
  createdAt: Type.String(),
});
export type Feedback = Static<typeof FeedbackSchema>;

/** One feedback in the operators' queue: the player, the screenshots' /ops addresses, who answered or closed it. */
export const OpsFeedbackSchema = Type.Object({
  ...FeedbackSchema.properties,
  merchant: Type.String(),
  memberId: Type.Integer(),
  username: Type.String(),
  imageUrls: Type.Array(Type.String()),
  answeredBy: Type.Union([Type.String(), Type.Null()]),
  closedAt: Time,
});
export type OpsFeedback = Static<typeof OpsFeedbackSchema>;
