import type { OpsSecurityQuestion, SecurityQuestion, SecurityQuestionPatch } from 'shared-contracts';
import { STOCK_QUESTION_MAX_ID } from 'shared-contracts';
import type { Db } from '../../infra/db';

/** A member's question with the hash of the answer (never the answer itself). */
export interface StoredAnswer extends SecurityQuestion {
  answerHash: string;
}

/** The merchant's security-question catalogue and the members' (hashed) answers. */
export function createSecurityQuestionRepository(db: Db) {
  return {
    /** The questions the merchant offers, in display order. */
    async list(merchantId: number, tx: Db = db): Promise<SecurityQuestion[]> {
      const { rows } = await tx.query<SecurityQuestion>(
        `SELECT id AS "questionId", question FROM security_questions WHERE merchant_id = $1 AND offered
         ORDER BY sort, id`,
        [merchantId],
      );
      return rows;
    },
    /** One question the merchant offers, or null. */
    async find(merchantId: number, questionId: number, tx: Db = db): Promise<SecurityQuestion | null> {
      const { rows } = await tx.query<SecurityQuestion>(
        `SELECT id AS "questionId", question FROM security_questions WHERE merchant_id = $1 AND id = $2 AND offered`,
        [merchantId, questionId],
      );
      return rows[0] ?? null;
    },
    /** Every question of the merchant (offered or not) with how many members chose it, in display order (console). */
    async listAll(merchantId: number, tx: Db = db): Promise<OpsSecurityQuestion[]> {
      const { rows } = await tx.query<OpsSecurityQuestion>(
        `SELECT q.id AS "questionId", q.question, q.id <= $2 AS stock, q.offered, q.sort,
           (SELECT count(*)::int FROM member_security_answers a WHERE a.merchant_id = q.merchant_id AND a.question_id = q.id)
             AS answers
         FROM security_questions q WHERE q.merchant_id = $1 ORDER BY q.sort, q.id`,
        [merchantId, STOCK_QUESTION_MAX_ID],
      );
      return rows;
    },
    /** Adds a brand's own question (numbered after the stock catalogue), last in order; its id. */
    async add(merchantId: number, question: string, tx: Db = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO security_questions (merchant_id, id, question, sort)
         SELECT $1, GREATEST(COALESCE(max(id), 0), $3) + 1, $2, COALESCE(max(sort), 0) + 1
         FROM security_questions WHERE merchant_id = $1
         RETURNING id`,
        [merchantId, question, STOCK_QUESTION_MAX_ID],
      );
      return rows[0]!.id;
    },
    /** Changes one question; false when the merchant has no such question. */
    async update(merchantId: number, questionId: number, patch: SecurityQuestionPatch, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE security_questions SET question = COALESCE($3, question), offered = COALESCE($4, offered),
           sort = COALESCE($5, sort)
         WHERE merchant_id = $1 AND id = $2 RETURNING id`,
        [merchantId, questionId, patch.question ?? null, patch.offered ?? null, patch.sort ?? null],
      );
      return rows.length > 0;
    },
    /** Gives a new merchant the questions of another (offered or not, own ones included). */
    async copy(fromMerchantId: number, toMerchantId: number, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO security_questions (merchant_id, id, question, sort, offered)
         SELECT $2, id, question, sort, offered FROM security_questions WHERE merchant_id = $1`,
        [fromMerchantId, toMerchantId],
      );
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
