import { Type, type Static } from 'typebox';
import { defineEndpoint } from '../api/define';

/**
 * A brand's security questions from the console (issue 29, "Settings"). Questions 1-100 are the stock catalogue:
 * players see each in their language (the `security_q_<id>` texts), so their wording is fixed; a brand's own questions
 * (from 101) are shown as the operator wrote them. A question no longer offered stays for the members who chose it.
 */
export const STOCK_QUESTION_MAX_ID = 100;

export const OpsSecurityQuestionSchema = Type.Object({
  questionId: Type.Integer(),
  question: Type.String(),
  /** A stock question (translated in every language; its wording cannot change). */
  stock: Type.Boolean(),
  /** Offered to members choosing a question. */
  offered: Type.Boolean(),
  sort: Type.Integer(),
  /** Members whose question this is. */
  answers: Type.Integer(),
});
export type OpsSecurityQuestion = Static<typeof OpsSecurityQuestionSchema>;

const QuestionText = Type.String({ minLength: 5, maxLength: 120, pattern: '\\S' });

export const SecurityQuestionAddSchema = Type.Object({ question: QuestionText }, { additionalProperties: false });
export type SecurityQuestionAdd = Static<typeof SecurityQuestionAddSchema>;

/** A change to one question: absent fields keep their value. */
export const SecurityQuestionPatchSchema = Type.Object(
  {
    question: Type.Optional(QuestionText),
    offered: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type SecurityQuestionPatch = Static<typeof SecurityQuestionPatchSchema>;

const List = Type.Object({ list: Type.Array(OpsSecurityQuestionSchema) });

export const listSecurityQuestions = defineEndpoint({
  method: 'GET',
  path: '/ops/security/questions',
  request: Type.Object({ merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })) }),
  response: List,
});
export const addSecurityQuestion = defineEndpoint({
  method: 'POST',
  path: '/ops/security/questions',
  request: SecurityQuestionAddSchema,
  response: List,
});
export const updateSecurityQuestion = defineEndpoint({
  method: 'PUT',
  path: '/ops/security/questions/:questionId',
  request: SecurityQuestionPatchSchema,
  response: List,
});
