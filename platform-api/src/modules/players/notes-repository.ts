import type { Db } from '../../infra/db';

/** A staff note on a player. */
export interface PlayerNote {
  id: number;
  text: string;
  operatorId: number | null;
  operator: string;
  createdAt: Date;
}

const COLUMNS = `id, text, operator_id AS "operatorId", operator, created_at AS "createdAt"`;

/** Staff notes on players (player_notes): written by operators, never shown to the player. */
export function createNotesRepository(db: Db) {
  return {
    /** Adds a note and returns it. */
    async add(n: { memberId: number; operatorId: number | null; operator: string; text: string }, tx: Db = db) {
      const { rows } = await tx.query<PlayerNote>(
        `INSERT INTO player_notes (member_id, operator_id, operator, text) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
        [n.memberId, n.operatorId, n.operator, n.text],
      );
      return rows[0]!;
    },
    /** A page of the member's notes, newest first, with the total. */
    async page(memberId: number, page: { limit: number; offset: number }) {
      const { rows } = await db.query<PlayerNote & { total: string }>(
        `SELECT ${COLUMNS}, count(*) OVER () AS total FROM player_notes WHERE member_id = $1
         ORDER BY id DESC LIMIT $2 OFFSET $3`,
        [memberId, page.limit, page.offset],
      );
      return { rows: rows.map(({ total: _t, ...r }) => r), total: Number(rows[0]?.total ?? 0) };
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;
