import type { LotteryResult } from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { toMinor } from '../wallet';

export type DrawStatus = 'OPEN' | 'DRAWN' | 'SETTLED' | 'CANCELLED';

/** A draw as stored (the seed included: only the service decides when it shows). */
export interface DrawRow {
  id: number;
  gameCode: string;
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  seed: string;
  seedHash: string;
  status: DrawStatus;
  result: LotteryResult | null;
  drawnAt: Date | null;
}

/** A draw to create: its slot, secret seed and the seed's public hash. */
export interface NewDraw {
  gameCode: string;
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  seed: string;
  seedHash: string;
}

const COLUMNS = `id, game_code AS "gameCode", numero, opens_at AS "opensAt", closes_at AS "closesAt", draw_at AS "drawAt",
  seed, seed_hash AS "seedHash", status, result, drawn_at AS "drawnAt"`;

const toRow = (r: DrawRow): DrawRow => ({
  ...r,
  id: toMinor(r.id),
  opensAt: new Date(r.opensAt),
  closesAt: new Date(r.closesAt),
  drawAt: new Date(r.drawAt),
  drawnAt: r.drawnAt && new Date(r.drawnAt),
});

/** lottery_draws: the draws of every game (global, one per game and numero). */
export function createDrawRepository(db: Db) {
  return {
    /** Inserts the draws that do not exist yet (the first process wins a slot); answers how many were new. */
    async insertMissing(draws: readonly NewDraw[], tx: Db = db): Promise<number> {
      if (draws.length === 0) return 0;
      const { rows } = await tx.query(
        `INSERT INTO lottery_draws (game_code, numero, opens_at, closes_at, draw_at, seed, seed_hash)
         SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::text[])
         ON CONFLICT (game_code, numero) DO NOTHING RETURNING id`,
        [
          draws.map((d) => d.gameCode),
          draws.map((d) => d.numero),
          draws.map((d) => d.opensAt.toISOString()),
          draws.map((d) => d.closesAt.toISOString()),
          draws.map((d) => d.drawAt.toISOString()),
          draws.map((d) => d.seed),
          draws.map((d) => d.seedHash),
        ],
      );
      return rows.length;
    },

    /** One draw by game and numero, or null; `lock` takes it FOR SHARE (a bet) in the caller's transaction. */
    async find(gameCode: string, numero: string, tx: Db = db, lock = false): Promise<DrawRow | null> {
      const { rows } = await tx.query<DrawRow>(
        `SELECT ${COLUMNS} FROM lottery_draws WHERE game_code = $1 AND numero = $2${lock ? ' FOR SHARE' : ''}`,
        [gameCode, numero],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** One draw by id, or null. */
    async byId(id: number, tx: Db = db): Promise<DrawRow | null> {
      const { rows } = await tx.query<DrawRow>(`SELECT ${COLUMNS} FROM lottery_draws WHERE id = $1`, [id]);
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** The ids of OPEN draws whose instant has come, oldest first. */
    async dueIds(now: Date, tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: unknown }>(
        `SELECT id FROM lottery_draws WHERE status = 'OPEN' AND draw_at <= $1 ORDER BY draw_at, id`,
        [now.toISOString()],
      );
      return rows.map((r) => toMinor(r.id));
    },

    /** The ids of DRAWN draws (results known, lines not all settled), oldest first. */
    async drawnIds(tx: Db = db): Promise<number[]> {
      const { rows } = await tx.query<{ id: unknown }>(
        `SELECT id FROM lottery_draws WHERE status = 'DRAWN' ORDER BY draw_at, id`,
      );
      return rows.map((r) => toMinor(r.id));
    },

    /** The OPEN draw `id`, locked FOR UPDATE, or null when it is not OPEN or another process holds it. */
    async lockOpen(id: number, tx: Db): Promise<DrawRow | null> {
      const { rows } = await tx.query<DrawRow>(
        `SELECT ${COLUMNS} FROM lottery_draws WHERE id = $1 AND status = 'OPEN' FOR UPDATE SKIP LOCKED`,
        [id],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** Records a locked OPEN draw's result: DRAWN at `at`. */
    async markDrawn(id: number, result: LotteryResult, at: Date, tx: Db): Promise<void> {
      await tx.query(
        `UPDATE lottery_draws SET status = 'DRAWN', result = $2::jsonb, drawn_at = $3 WHERE id = $1 AND status = 'OPEN'`,
        [id, JSON.stringify(result), at.toISOString()],
      );
    },

    /** The latest drawn (DRAWN or SETTLED) draw of a game, or null. */
    async lastDrawn(gameCode: string, tx: Db = db): Promise<DrawRow | null> {
      const { rows } = await tx.query<DrawRow>(
        `SELECT ${COLUMNS} FROM lottery_draws WHERE game_code = $1 AND status IN ('DRAWN', 'SETTLED')
         ORDER BY draw_at DESC LIMIT 1`,
        [gameCode],
      );
      return rows[0] ? toRow(rows[0]) : null;
    },

    /** A page of a game's drawn draws, newest first, optionally with the instant in [from, to); and their count. */
    async results(
      q: { gameCode: string; from: Date | null; to: Date | null },
      page: { limit: number; offset: number },
      tx: Db = db,
    ): Promise<{ rows: DrawRow[]; total: number }> {
      const where = `game_code = $1 AND status IN ('DRAWN', 'SETTLED')
        AND ($2::timestamptz IS NULL OR draw_at >= $2) AND ($3::timestamptz IS NULL OR draw_at < $3)`;
      const params = [q.gameCode, q.from?.toISOString() ?? null, q.to?.toISOString() ?? null];
      const [list, count] = await Promise.all([
        tx.query<DrawRow>(
          `SELECT ${COLUMNS} FROM lottery_draws WHERE ${where} ORDER BY draw_at DESC LIMIT $4 OFFSET $5`,
          [...params, page.limit, page.offset],
        ),
        tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM lottery_draws WHERE ${where}`, params),
      ]);
      return { rows: list.rows.map(toRow), total: count.rows[0]?.n ?? 0 };
    },
  };
}
export type DrawRepository = ReturnType<typeof createDrawRepository>;
