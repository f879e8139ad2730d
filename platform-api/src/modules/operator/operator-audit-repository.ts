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
  /** The signed-in operator (absent for the shared key and the CLI's offline commands). */
  operatorId?: number | null;
  role?: string | null;
  /** Where the call came from (the API's client address). */
  ip?: string | null;
  /** Why, when the action takes one (a refusal, an adjustment). */
  reason?: string | null;
}

/** Who did something, as a decision's audit entry names them: the operator's name, and from a session or token its id and role, and the address. */
export type AuditWho = Pick<AuditEntry, 'actor' | 'operatorId' | 'role' | 'ip'>;
/** A decision's author: a name (the CLI's offline commands, tests) or the request's operator (`auditActor`). */
export type OpsActor = string | AuditWho;
/** The audit fields of an author. */
export const whoOf = (a: OpsActor): AuditWho => (typeof a === 'string' ? { actor: a } : a);

export interface AuditRecord extends AuditEntry {
  id: number;
  at: Date;
  seq: number;
  hash: string;
}

/** What `verify` found: how many entries it checked, and the first that breaks the chain, if any. */
export interface AuditVerdict {
  checked: number;
  brokenAt: { seq: number; id: number; why: 'hash' | 'link' | 'gap' } | null;
}

const RECORD = `id, seq, hash, merchant_id AS "merchantId", actor, operator_id AS "operatorId", role, ip, reason, at,
  action, subject_type AS "subjectType", subject_id AS "subjectId", before, after`;
const record = (r: AuditRecord) => ({ ...r, id: Number(r.id), seq: Number(r.seq), at: new Date(r.at) });

/**
 * operator_audit: append-only (a trigger refuses updates and deletes) and hash-chained (a trigger gives each entry
 * its `seq` and the sha256 over its fields and the previous entry's hash: migration 048).
 */
export function createOperatorAuditRepository(db: Db) {
  return {
    /** Records a decision; pass the `tx` of the decision itself, so it is recorded exactly when it happens. */
    async record(e: AuditEntry, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO operator_audit
           (merchant_id, actor, action, subject_type, subject_id, before, after, operator_id, role, ip, reason)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $11)`,
        [
          e.merchantId,
          e.actor,
          e.action,
          e.subjectType,
          e.subjectId,
          JSON.stringify(e.before ?? null),
          JSON.stringify(e.after ?? null),
          e.operatorId ?? null,
          e.role ?? null,
          e.ip ?? null,
          e.reason ?? null,
        ],
      );
    },
    /**
     * Recomputes every entry's hash in chain order and checks each links to the one before (no entry changed,
     * removed or inserted out of line); answers the first break.
     */
    async verify(tx: Db = db): Promise<AuditVerdict> {
      const { rows } = await tx.query<{ id: number; seq: number; why: 'hash' | 'link' | 'gap' | null; n: number }>(
        `WITH c AS (
           SELECT a.id, a.seq, a.hash = operator_audit_digest(a) AS good,
             a.prev_hash IS NOT DISTINCT FROM lag(a.hash) OVER (ORDER BY a.seq) AS linked,
             a.seq = row_number() OVER (ORDER BY a.seq) AS dense
           FROM operator_audit a)
         SELECT id, seq, CASE WHEN NOT dense THEN 'gap' WHEN NOT good THEN 'hash' WHEN NOT linked THEN 'link' END AS why,
           (SELECT count(*) FROM c)::int AS n
         FROM c WHERE NOT (good AND linked AND dense) OR seq = (SELECT max(seq) FROM c)
         ORDER BY seq LIMIT 1`,
      );
      const r = rows[0];
      if (!r) return { checked: 0, brokenAt: null };
      return {
        checked: Number(r.n),
        brokenAt: r.why ? { seq: Number(r.seq), id: Number(r.id), why: r.why } : null,
      };
    },
    /** Entries newest first, filtered; `before` pages by seq. */
    async list(
      f: { merchantIds?: number[] | null; actor?: string; action?: string; before?: number; limit: number },
      tx: Db = db,
    ): Promise<AuditRecord[]> {
      const { rows } = await tx.query<AuditRecord>(
        `SELECT ${RECORD} FROM operator_audit
         WHERE ($1::int[] IS NULL OR merchant_id = ANY($1::int[]))
           AND ($2::text IS NULL OR actor = $2) AND ($3::text IS NULL OR action LIKE $3 || '%')
           AND ($4::bigint IS NULL OR seq < $4)
         ORDER BY seq DESC LIMIT $5`,
        [f.merchantIds ?? null, f.actor ?? null, f.action ?? null, f.before ?? null, f.limit],
      );
      return rows.map(record);
    },
    /** The decisions on one subject, oldest first. */
    async ofSubject(subjectType: string, subjectId: string, tx: Db = db): Promise<AuditRecord[]> {
      const { rows } = await tx.query<AuditRecord>(
        `SELECT ${RECORD} FROM operator_audit WHERE subject_type = $1 AND subject_id = $2 ORDER BY seq`,
        [subjectType, subjectId],
      );
      return rows.map(record);
    },
  };
}
export type OperatorAuditRepository = ReturnType<typeof createOperatorAuditRepository>;
