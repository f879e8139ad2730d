import type { Db } from '../../infra/db';
import type { Draw } from './hand';
import { HAND_COLUMNS, SEAT_COLUMNS, type Hand, type Seat } from './hand-repository';

/** A played hand: each seated seat's draw, payout and rake (by seat id), the winners' seat numbers and the rake. */
export interface Played {
  seats: { id: number; draw: Draw; payout: number; rake: number }[];
  winners: number[];
  rake: number;
}

/**
 * The job's side of the hands (pvp_hands, pvp_seats): which hands are due, the play of one (exactly once: the hand's
 * row locked and its status guarded), the progress of its payouts and closes, and the reads of the rooms and pages.
 */
export function createPlayRepository(db: Db) {
  const seatsOf = async (t: Db, handId: number): Promise<Seat[]> =>
    (await t.query<Seat>(`SELECT ${SEAT_COLUMNS} FROM pvp_seats WHERE hand_id = $1 ORDER BY seat, id`, [handId])).rows;

  return {
    /** Hands whose time has come (WAITING, starts_at passed). */
    async due(): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        `SELECT id::int AS id FROM pvp_hands WHERE status = 'WAITING' AND starts_at <= now() ORDER BY id LIMIT 100`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Plays hand `id` once: locks it if still WAITING and due (another run holding it: skipped), waits while a seat is
     * SITTING, puts the start off when fewer than 2 are seated (CANCELLED when none), else records `decide`'s outcome
     * and makes it PLAYED — all in one transaction. Answers whether it played.
     */
    play: (id: number, decide: (hand: Hand, seated: Seat[]) => Played): Promise<boolean> =>
      db.transaction(async (t) => {
        const hand = (
          await t.query<Hand>(
            `SELECT ${HAND_COLUMNS} FROM pvp_hands WHERE id = $1 AND status = 'WAITING' AND starts_at <= now()
             FOR UPDATE SKIP LOCKED`,
            [id],
          )
        ).rows[0];
        if (!hand) return false;
        const seats = await seatsOf(t, id);
        if (seats.some((s) => s.status === 'SITTING')) return false;
        const seated = seats.filter((s) => s.status === 'SEATED');
        if (seated.length < 2) {
          await t.query(
            `UPDATE pvp_hands SET starts_at = NULL,
               status = CASE WHEN $2 = 0 THEN 'CANCELLED' ELSE status END,
               done_at = CASE WHEN $2 = 0 THEN now() ELSE done_at END
             WHERE id = $1`,
            [id, seated.length],
          );
          return false;
        }
        const p = decide(hand, seated);
        for (const s of p.seats)
          await t.query(`UPDATE pvp_seats SET draw = $2::jsonb, payout = $3, rake = $4 WHERE id = $1`, [
            s.id,
            JSON.stringify(s.draw),
            s.payout,
            s.rake,
          ]);
        await t.query(
          `UPDATE pvp_hands SET status = 'PLAYED', winners = $2::int[], rake = $3, played_at = now() WHERE id = $1`,
          [id, p.winners, p.rake],
        );
        return true;
      }),

    /** Played hands still paying or closing, with their seated seats. */
    async settling(): Promise<{ hand: Hand; seats: Seat[] }[]> {
      const { rows } = await db.query<Hand>(
        `SELECT ${HAND_COLUMNS} FROM pvp_hands WHERE status = 'PLAYED' ORDER BY id LIMIT 50`,
      );
      const out = [];
      for (const hand of rows)
        out.push({ hand, seats: (await seatsOf(db, hand.id)).filter((s) => s.status === 'SEATED') });
      return out;
    },

    /** A seat's payout credit answered. */
    paid: async (seatId: number): Promise<void> => {
      await db.query(`UPDATE pvp_seats SET paid_at = now() WHERE id = $1 AND paid_at IS NULL`, [seatId]);
    },
    /** A seat's round close answered. */
    closed: async (seatId: number): Promise<void> => {
      await db.query(`UPDATE pvp_seats SET closed_at = now() WHERE id = $1 AND closed_at IS NULL`, [seatId]);
    },
    /** Every seat paid and closed: the hand is DONE. */
    done: async (handId: number): Promise<void> => {
      await db.query(`UPDATE pvp_hands SET status = 'DONE', done_at = now() WHERE id = $1 AND status = 'PLAYED'`, [
        handId,
      ]);
    },

    /** Seats taken (not LEFT) in each room's waiting hand of the currency. */
    async taken(currency: string): Promise<Map<string, number>> {
      const { rows } = await db.query<{ room: string; n: number }>(
        `SELECT h.room_code AS room, count(s.id)::int AS n FROM pvp_hands h
         LEFT JOIN pvp_seats s ON s.hand_id = h.id AND s.status <> 'LEFT'
         WHERE h.status = 'WAITING' AND h.currency = $1 GROUP BY h.room_code`,
        [currency],
      );
      return new Map(rows.map((r) => [r.room, r.n]));
    },

    /** The room's waiting hand and the last one played (each with its seats not LEFT), for the page. */
    async view(room: string, currency: string): Promise<{ current: Hand | null; last: Hand | null; seats: Seat[] }> {
      const { rows } = await db.query<Hand>(
        `(SELECT ${HAND_COLUMNS} FROM pvp_hands WHERE room_code = $1 AND currency = $2 AND status = 'WAITING')
         UNION ALL
         (SELECT ${HAND_COLUMNS} FROM pvp_hands WHERE room_code = $1 AND currency = $2 AND status IN ('PLAYED', 'DONE')
          ORDER BY id DESC LIMIT 1)`,
        [room, currency],
      );
      const current = rows.find((h) => h.status === 'WAITING') ?? null;
      const last = rows.find((h) => h.status !== 'WAITING') ?? null;
      const ids = [current?.id, last?.id].filter((x): x is number => x !== undefined);
      const seats = ids.length
        ? (
            await db.query<Seat>(
              `SELECT ${SEAT_COLUMNS} FROM pvp_seats WHERE hand_id = ANY($1::bigint[]) AND status <> 'LEFT'
               ORDER BY seat`,
              [ids],
            )
          ).rows
        : [];
      return { current, last, seats };
    },

    /**
     * Deletes hands that ended (DONE or CANCELLED) more than `keepDays` ago, with their seats, in one statement; a hand
     * with a stake still to roll back stays. Answers how many hands.
     */
    async prune(keepDays: number): Promise<number> {
      const { rows } = await db.query(
        `WITH old AS (
           SELECT h.id FROM pvp_hands h
           WHERE h.status IN ('DONE', 'CANCELLED') AND h.done_at < now() - make_interval(days => $1)
             AND NOT EXISTS (SELECT 1 FROM pvp_seats s WHERE s.hand_id = h.id
               AND (s.status = 'SITTING' OR (s.status = 'LEFT' AND s.refunded_at IS NULL)))),
         seats AS (DELETE FROM pvp_seats WHERE hand_id IN (SELECT id FROM old))
         DELETE FROM pvp_hands WHERE id IN (SELECT id FROM old) RETURNING id`,
        [keepDays],
      );
      return rows.length;
    },
  };
}
export type PlayRepository = ReturnType<typeof createPlayRepository>;
