import type { Db } from '../../infra/db';

/** A member of an agent's team, as the team management page lists it. */
export interface TeamMemberRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  /** 1 = direct downline. */
  level: number;
  upline: string;
  createdAt: Date;
}

export interface TeamMemberQuery {
  ancestorId: number;
  /** Part of the username (case-insensitive). */
  account?: string | null;
  directOnly: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The members of an agent's team (the agency module's team_links view), newest first. */
export function createTeamMemberRepository(db: Db) {
  return {
    async page(q: TeamMemberQuery, page: { limit: number; offset: number }, tx: Db = db) {
      const where = `l.ancestor_id = $1 AND l.depth > 0 AND ($2::boolean IS FALSE OR l.depth = 1)
        AND ($3::text IS NULL OR lower(m.username) LIKE $3::text)`;
      const params = [q.ancestorId, q.directOnly, q.account ? `%${escapeLike(q.account.trim().toLowerCase())}%` : null];
      const rows = await tx.query<TeamMemberRow>(
        `SELECT m.id, m.username, m.nickname, m.type::int AS type, l.depth AS level, u.username AS upline,
           m.created_at AS "createdAt"
         FROM team_links l JOIN members m ON m.id = l.member_id JOIN members u ON u.id = m.upline_id
         WHERE ${where} ORDER BY m.created_at DESC, m.id DESC LIMIT $4 OFFSET $5`,
        [...params, page.limit, page.offset],
      );
      const count = await tx.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM team_links l JOIN members m ON m.id = l.member_id WHERE ${where}`,
        params,
      );
      return {
        list: rows.rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) })),
        total: count.rows[0]?.n ?? 0,
      };
    },

    /** The team member `username` (case-insensitive) below `ancestorId`, with its level; null when not in the team. */
    async find(ancestorId: number, username: string, tx: Db = db): Promise<TeamMemberRow | null> {
      const { rows } = await tx.query<TeamMemberRow>(
        `SELECT m.id, m.username, m.nickname, m.type::int AS type, l.depth AS level, coalesce(u.username, '') AS upline,
           m.created_at AS "createdAt"
         FROM members m JOIN team_links l ON l.member_id = m.id AND l.ancestor_id = $1 AND l.depth > 0
         LEFT JOIN members u ON u.id = m.upline_id
         WHERE m.merchant_id = (SELECT merchant_id FROM members WHERE id = $1) AND lower(m.username) = lower($2)`,
        [ancestorId, username.trim()],
      );
      const r = rows[0];
      return r ? { ...r, createdAt: new Date(r.createdAt) } : null;
    },

    /** The member's invitation code, giving it `candidate` first when it has none (agents made before codes). */
    async ensureInvitationCode(id: number, candidate: string, tx: Db = db): Promise<string> {
      const { rows } = await tx.query<{ code: string }>(
        `UPDATE members SET invitation_code = coalesce(invitation_code, $2) WHERE id = $1 RETURNING invitation_code AS code`,
        [id, candidate],
      );
      if (!rows[0]) throw new Error(`member ${id} not found`);
      return rows[0].code;
    },
  };
}
