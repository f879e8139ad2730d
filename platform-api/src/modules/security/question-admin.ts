import type { OpsSecurityQuestion, SecurityQuestionPatch } from 'shared-contracts';
import type { Db } from '../../infra/db';
import { invalidField, notFound } from '../../infra/errors/common-errors';
import type { Merchant } from '../merchants';
import type { SecurityQuestionRepository } from './security-question-repository';
import { STOCK_SECURITY_QUESTIONS } from './stock-questions';

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A brand's security questions as the console edits them (issue 29, "Settings"): every question with how many members
 * chose it; add a brand's own; rename an own one, order any, stop or start offering any. Writes run in the caller's
 * (audited) transaction. Refused with 400 VALIDATION naming the field: the wording of a stock question (players see its
 * translation), a question the brand already has, the last offered question of a brand that asks for one.
 */
export function createQuestionAdmin(questions: SecurityQuestionRepository) {
  async function checkUnique(merchantId: number, text: string, except: number | null, tx: Db) {
    const all = await questions.listAll(merchantId, tx);
    if (all.some((q) => q.questionId !== except && sameText(q.question, text)))
      throw invalidField('question', 'the brand already has this question');
    return all;
  }

  return {
    list: (merchantId: number, tx?: Db): Promise<OpsSecurityQuestion[]> => questions.listAll(merchantId, tx),

    async add(merchantId: number, text: string, tx: Db): Promise<OpsSecurityQuestion[]> {
      await checkUnique(merchantId, text, null, tx);
      await questions.add(merchantId, text.trim(), tx);
      return questions.listAll(merchantId, tx);
    },

    async update(
      merchant: Merchant,
      questionId: number,
      patch: SecurityQuestionPatch,
      tx: Db,
    ): Promise<OpsSecurityQuestion[]> {
      const all = await questions.listAll(merchant.id, tx);
      const current = all.find((q) => q.questionId === questionId);
      if (!current) throw notFound(`${merchant.code} has no security question ${questionId}`);
      const text = patch.question?.trim();
      if (text !== undefined && text !== current.question) {
        if (current.stock)
          throw invalidField(
            'question',
            'a stock question is shown translated in every language: add your own instead',
          );
        await checkUnique(merchant.id, text, questionId, tx);
      }
      const offeredLeft = all.filter((q) => q.offered && q.questionId !== questionId).length;
      if (patch.offered === false && offeredLeft === 0 && merchant.securityQuestionsEnabled)
        throw invalidField('offered', 'a brand that asks for a security question must offer one at least');
      await questions.update(merchant.id, questionId, { ...patch, question: text }, tx);
      return questions.listAll(merchant.id, tx);
    },

    /** A new brand's questions: those of the brand it starts from (when it has any), else the stock catalogue. */
    async provision(merchantId: number, startFromId: number | null, tx: Db): Promise<void> {
      if (startFromId !== null) await questions.copy(startFromId, merchantId, tx);
      if ((await questions.listAll(merchantId, tx)).length === 0)
        await questions.upsertMany(merchantId, STOCK_SECURITY_QUESTIONS, tx);
    },
  };
}
export type QuestionAdmin = ReturnType<typeof createQuestionAdmin>;
