import type { SecurityQuestion } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A member's question with the hash of the answer (never the answer itself). */
export interface StoredAnswer extends SecurityQuestion {
  answerHash: string;
}

/** The merchant's security-question catalogue and the members' (hashed) answers. */
export function createSecurityQuestionRepository(db: Db) {
  return {
    /** The merchant's questions in display order. */
    async list(merchantId: number, tx: Db = db): Promise<SecurityQuestion[]> {
      const { rows } = await tx.query<SecurityQuestion>(
        `SELECT id AS "questionId", question FROM security_questions WHERE merchant_id = $1 ORDER BY sort, id`,
        [merchantId],
      );
      return rows;
    },
    /** One question of the merchant, or null. */
    async find(merchantId: number, questionId: number, tx: Db = db): Promise<SecurityQuestion | null> {
      const { rows } = await tx.query<SecurityQuestion>(
        `SELECT id AS "questionId", question FROM security_questions WHERE merchant_id = $1 AND id = $2`,
        [merchantId, questionId],
      );
      return rows[0] ?? null;
    },
    /** Inserts or renames questions of a merchant (seed). */
    async upsertMany(merchantId: number, questions: readonly SecurityQuestion[], tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO security_questions (merchant_id, id, question, sort)
         SELECT $1, i, q, o::int FROM unnest($2::int[], $3::text[]) WITH ORDINALITY AS t(i, q, o)
         ON CONFLICT (merchant_id, id) DO UPDATE SET question = excluded.question, sort = excluded.sort`,
        [merchantId, questions.map((q) => q.questionId), questions.map((q) => q.question)],
      );
    },
    /** The merchant of the member's security answer, or null when the member has none. */
    async answerMerchant(memberId: number, tx: Db = db): Promise<number | null> {
      const { rows } = await tx.query<{ merchantId: number }>(
        `SELECT merchant_id AS "merchantId" FROM member_security_answers WHERE member_id = $1`,
        [memberId],
      );
      return rows[0]?.merchantId ?? null;
    },
    /** The member's question and answer hash, or null when none is set. */
    async answerOf(memberId: number, tx: Db = db): Promise<StoredAnswer | null> {
      const { rows } = await tx.query<StoredAnswer>(
        `SELECT a.question_id AS "questionId", q.question, a.answer_hash AS "answerHash"
         FROM member_security_answers a
           JOIN security_questions q ON q.merchant_id = a.merchant_id AND q.id = a.question_id
         WHERE a.member_id = $1`,
        [memberId],
      );
      return rows[0] ?? null;
    },
    /** Sets or replaces the member's question and answer hash. */
    async setAnswer(
      memberId: number,
      merchantId: number,
      questionId: number,
      answerHash: string,
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `INSERT INTO member_security_answers (member_id, merchant_id, question_id, answer_hash) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id) DO UPDATE SET question_id = excluded.question_id, answer_hash = excluded.answer_hash,
           updated_at = now()`,
        [memberId, merchantId, questionId, answerHash],
      );
    },
    /** Forgets the member's question and answer (an operator's reset); false when none was set. */
    async clearAnswer(memberId: number, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('DELETE FROM member_security_answers WHERE member_id = $1 RETURNING member_id', [
        memberId,
      ]);
      return rows.length > 0;
    },
  };
}
export type SecurityQuestionRepository = ReturnType<typeof createSecurityQuestionRepository>;
