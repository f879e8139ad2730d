import type { IdVerificationStatus } from 'shared-contracts';
import type { Db } from '../../infra/db';
import type { MemberStatus } from './member-repository';

/** The back office's search: `merchantId` null searches every merchant. */
export interface MemberSearch {
  merchantId: number | null;
  /** Blank: every member. Else a username prefix (any case), an e-mail, a mobile number, a member id or an IP. */
  q: string;
  /** Members who logged in from `q` as an IP (the security module's known IPs). */
  ipMemberIds: readonly number[];
}

/** One row of the search. */
export interface MemberSearchRow {
  id: number;
  merchantId: number;
  username: string;
  status: MemberStatus;
  registeredAt: Date | null;
  lastLoginAt: Date | null;
}

/** What the back office's profile shows of the member row. */
export interface MemberOverview extends MemberSearchRow {
  nickname: string;
  type: number;
  uplineId: number | null;
  mustChangePassword: boolean;
  email: string | null;
  mobile: string | null;
  payeeName: string | null;
  registerIp: string | null;
  /** The region chosen at registration (its value). */
  region: string | null;
  lastLoginIp: string | null;
  idVerificationStatus: IdVerificationStatus;
  idType: number | null;
}

/** A member who may share something with another: its IPs, payee name and direct agent. */
export interface MemberLinkCandidate {
  id: number;
  username: string;
  uplineId: number | null;
  registerIp: string | null;
  lastLoginIp: string | null;
  payeeName: string | null;
}

const ROW = `id, merchant_id AS "merchantId", username, status, COALESCE(registered_at, created_at) AS "registeredAt",
  last_login_at AS "lastLoginAt"`;
const OVERVIEW = `${ROW}, nickname, type::int AS type, upline_id AS "uplineId",
  must_change_password AS "mustChangePassword", email,
  CASE WHEN mobile_num IS NULL THEN NULL ELSE '+' || mobile_dial_code || ' ' || mobile_num END AS mobile,
  payee_name AS "payeeName", register_ip AS "registerIp", region, last_login_ip AS "lastLoginIp",
  id_verification_status AS "idVerificationStatus", id_type::int AS "idType"`;

/** `q` as a LIKE prefix, its wildcards escaped. */
const prefixOf = (q: string) => `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's reads of the members table (issue 25): search, profile, links, the agent line, KYC queue. */
export function createMemberOpsRepository(db: Db) {
  return {
    /** A page of members matching the search, newest first, with the total. */
    async search(s: MemberSearch, page: { limit: number; offset: number }) {
      const q = s.q.trim();
      const digits = /^\+?[\d\s-]{4,20}$/.test(q) ? q.replace(/\D/g, '') : null;
      const id = /^\d{1,9}$/.test(q) ? Number(q) : null;
      const { rows } = await db.query<MemberSearchRow & { total: string }>(
        `SELECT ${ROW}, count(*) OVER () AS total FROM members
         WHERE ($1::int IS NULL OR merchant_id = $1) AND status <> 'NON_MEMBER'
           AND ($2 = '' OR lower(username) LIKE $3 OR lower(email) = lower($2) OR id = $5::int
             OR mobile_num = ltrim($4, '0') OR mobile_dial_code || mobile_num = $4
             OR register_ip = $2 OR last_login_ip = $2 OR id = ANY($6::int[]))
         ORDER BY id DESC LIMIT $7 OFFSET $8`,
        [s.merchantId, q, prefixOf(q), digits, id, [...s.ipMemberIds], page.limit, page.offset],
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
    },

    /** The member's profile fields, or null (of another merchant too, when `merchantId` is given). */
    async overview(merchantId: number | null, id: number): Promise<MemberOverview | null> {
      const { rows } = await db.query<MemberOverview>(
        `SELECT ${OVERVIEW} FROM members WHERE id = $2 AND ($1::int IS NULL OR merchant_id = $1)`,
        [merchantId, id],
      );
      return rows[0] ?? null;
    },

    /** The member's agents, the direct one first (following upline_id). */
    async agentLine(id: number): Promise<{ id: number; username: string }[]> {
      const { rows } = await db.query<{ id: number; username: string }>(
        `WITH RECURSIVE line AS (
           SELECT m.upline_id AS id, 1 AS depth FROM members m WHERE m.id = $1 AND m.upline_id IS NOT NULL
           UNION ALL
           SELECT m.upline_id, l.depth + 1 FROM line l JOIN members m ON m.id = l.id
           WHERE m.upline_id IS NOT NULL AND l.depth < 100)
         SELECT m.id, m.username FROM line l JOIN members m ON m.id = l.id ORDER BY l.depth`,
        [id],
      );
      return rows;
    },

    /**
     * Other members of the merchant whose registration or last-login IP is one of `ips`, whose id is in `ids`, or
     * whose payee name is `payeeName` (any case, trimmed).
     */
    async linkCandidates(
      merchantId: number,
      memberId: number,
      c: { ips: readonly string[]; ids: readonly number[]; payeeName: string | null },
    ): Promise<MemberLinkCandidate[]> {
      const { rows } = await db.query<MemberLinkCandidate>(
        `SELECT id, username, upline_id AS "uplineId", register_ip AS "registerIp", last_login_ip AS "lastLoginIp",
           payee_name AS "payeeName"
         FROM members
         WHERE merchant_id = $1 AND id <> $2
           AND (register_ip = ANY($3::text[]) OR last_login_ip = ANY($3::text[]) OR id = ANY($4::int[])
             OR ($5::text IS NOT NULL AND lower(trim(payee_name)) = lower(trim($5::text))))
         ORDER BY id LIMIT 200`,
        [merchantId, memberId, [...c.ips], [...c.ids], c.payeeName?.trim() || null],
      );
      return rows;
    },

    /** `from` → `to` (an operator's lock or unlock), guarded by the old status; false when the member was not `from`. */
    async changeStatus(id: number, from: MemberStatus, to: MemberStatus, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query('UPDATE members SET status = $3 WHERE id = $1 AND status = $2 RETURNING id', [
        id,
        from,
        to,
      ]);
      return rows.length > 0;
    },
    /** Sets or clears the forced password change of the next username login (a temporary password's flag). */
    async setMustChangePassword(id: number, on: boolean, tx: Db = db): Promise<void> {
      await tx.query('UPDATE members SET must_change_password = $2 WHERE id = $1', [id, on]);
    },

    /** A page of the merchant's members whose identity verification is `status`, oldest id first, with the total. */
    async byIdVerification(merchantId: number, status: IdVerificationStatus, page: { limit: number; offset: number }) {
      const { rows } = await db.query<{ id: number; username: string; idType: number | null; total: string }>(
        `SELECT id, username, id_type::int AS "idType", count(*) OVER () AS total FROM members
         WHERE merchant_id = $1 AND id_verification_status = $2 ORDER BY id LIMIT $3 OFFSET $4`,
        [merchantId, status, page.limit, page.offset],
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
    },
  };
}
export type MemberOpsRepository = ReturnType<typeof createMemberOpsRepository>;
