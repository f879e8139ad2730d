import type { Db } from '../../external/db';

export interface Member {
  id: number;
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  uplineId: number | null;
  nickname: string;
}

export interface NewMember {
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  uplineId?: number | null;
  nickname?: string;
}

const COLUMNS = `id, merchant_id AS "merchantId", username, password_hash AS "passwordHash", type::int AS type,
  upline_id AS "uplineId", nickname`;

/** Member accounts (players, agents, trial users). */
export function createMemberRepository(db: Db) {
  return {
    /** The member with this username (case-insensitive) in a merchant, or null. */
    async findByUsername(merchantId: number, username: string, tx: Db = db): Promise<Member | null> {
      const { rows } = await tx.query<Member>(
        `SELECT ${COLUMNS} FROM members WHERE merchant_id = $1 AND lower(username) = lower($2)`,
        [merchantId, username],
      );
      return rows[0] ?? null;
    },
    /** Inserts a member and returns it. */
    async create(m: NewMember, tx: Db = db): Promise<Member> {
      const { rows } = await tx.query<Member>(
        `INSERT INTO members (merchant_id, username, password_hash, type, upline_id, nickname)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [m.merchantId, m.username, m.passwordHash, m.type, m.uplineId ?? null, m.nickname ?? ''],
      );
      const row = rows[0];
      if (!row) throw new Error('member insert returned no row');
      return row;
    },
  };
}
export type MemberRepository = ReturnType<typeof createMemberRepository>;
