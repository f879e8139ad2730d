import type { Db } from '../../infra/db';

/** One operator decision as the audit keeps it (ADR 0006). */
export interface AuditEntry {
  merchantId: number | null;
  /** Who decided: the operator's name as the request or the command gave it. */
  actor: string;
  /** What was done, `<subject>.<verb>`: `deposit.approve`, `deposit.reject` … */
  action: string;
  subjectType: string;
  subjectId: string;
  before: unknown;
  after: unknown;
}

export interface AuditRecord extends AuditEntry {
  id: number;
  at: Date;
}

/** operator_audit: append-only (a trigger refuses updates and deletes). */
export function createOperatorAuditRepository(db: Db) {
  return {
    /** Records a decision; pass the `tx` of the decision itself, so it is recorded exactly when it happens. */
    async record(e: AuditEntry, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO operator_audit (merchant_id, actor, action, subject_type, subject_id, before, after)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
        [
          e.merchantId,
          e.actor,
          e.action,
          e.subjectType,
          e.subjectId,
          JSON.stringify(e.before ?? null),
          JSON.stringify(e.after ?? null),
        ],
      );
    },
    /** The decisions on one subject, oldest first. */
    async ofSubject(subjectType: string, subjectId: string, tx: Db = db): Promise<AuditRecord[]> {
      const { rows } = await tx.query<AuditRecord & { id: unknown }>(
        `SELECT id, merchant_id AS "merchantId", actor, at, action, subject_type AS "subjectType",
           subject_id AS "subjectId", before, after
         FROM operator_audit WHERE subject_type = $1 AND subject_id = $2 ORDER BY id`,
        [subjectType, subjectId],
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at) }));
    },
  };
}
export type OperatorAuditRepository = ReturnType<typeof createOperatorAuditRepository>;
