import type { Db } from '../../infra/db';
import type { Draw } from './hand';
import { COUNTDOWN_SECONDS, type Room } from './rooms';

export type HandStatus = 'WAITING' | 'PLAYED' | 'DONE' | 'CANCELLED';
export type SeatStatus = 'SITTING' | 'SEATED' | 'LEFT';

export interface Hand {
  id: number;
  roomCode: string;
  currency: string;
  game: Room['game'];
  stake: number;
  seats: number;
  status: HandStatus;
  startsAt: Date | null;
  winners: number[] | null;
  rake: number;
  playedAt: Date | null;
}

export interface Seat {
  id: number;
  handId: number;
  seat: number;
  merchantId: number;
  vendor: string;
  gameCode: string;
  memberRef: string;
  name: string;
  status: SeatStatus;
  draw: Draw | null;
  payout: number | null;
  rake: number;
  refundedAt: Date | null;
  paidAt: Date | null;
  closedAt: Date | null;
}

/** Who sits: the member as the vendor knows them (the launch's merchant, vendor, game and memberRef). */
export interface Sitter {
  merchantId: number;
  vendor: string;
  gameCode: string;
  memberRef: string;
  currency: string;
  name: string;
}

export const HAND_COLUMNS = `id::int AS id, room_code AS "roomCode", currency, game, stake::int AS stake, seats, status,
  starts_at AS "startsAt", winners, rake::int AS rake, played_at AS "playedAt"`;
export const SEAT_COLUMNS = `id::int AS id, hand_id::int AS "handId", seat, merchant_id AS "merchantId", vendor,
  game_code AS "gameCode", member_ref AS "memberRef", name, status, draw, payout::int AS payout, rake::int AS rake,
  refunded_at AS "refundedAt", paid_at AS "paidAt", closed_at AS "closedAt"`;

/** The hand's round id at the wallet (shared by every seat's member). */
export const handRef = (handId: number): string => `pvp-${handId}`;

/** What `take` answers: the seat taken (`fresh`: its stake is still to debit), or why not. */
export type Taken = { seat: Seat; hand: Hand; fresh: boolean } | { refused: 'FULL' | 'LEFT' };

/**
 * Seats and hands while they wait (pvp_hands, pvp_seats; migration 091): every change locks the room's WAITING hand
 * (`FOR UPDATE`), so sits, leaves and the job's play of the hand are serialised per hand — of a leave and the play
 * racing, exactly one wins.
 */
export function createHandRepository(db: Db) {
  /** The room's WAITING hand in the currency, locked; created when `create` and missing. */
  const waiting = async (t: Db, room: Room, currency: string, create: boolean): Promise<Hand | null> => {
    if (create)
      await t.query(
        `INSERT INTO pvp_hands (room_code, currency, game, stake, seats) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (room_code, currency) WHERE status = 'WAITING' DO NOTHING`,
        [room.code, currency, room.game, room.stake, room.seats],
      );
    const { rows } = await t.query<Hand>(
      `SELECT ${HAND_COLUMNS} FROM pvp_hands WHERE room_code = $1 AND currency = $2 AND status = 'WAITING' FOR UPDATE`,
      [room.code, currency],
    );
    return rows[0] ?? null;
  };
  const seatsOf = async (t: Db, handId: number): Promise<Seat[]> =>
    (await t.query<Seat>(`SELECT ${SEAT_COLUMNS} FROM pvp_seats WHERE hand_id = $1 ORDER BY seat, id`, [handId])).rows;

  /** When the hand plays after a change of its seats: now when full; after the countdown at 2+ (rooms above 2). */
  const retime = async (t: Db, hand: Hand): Promise<void> => {
    const taken = (await seatsOf(t, hand.id)).filter((s) => s.status !== 'LEFT').length;
    if (taken === 0) {
      await t.query(`UPDATE pvp_hands SET status = 'CANCELLED', starts_at = NULL, done_at = now() WHERE id = $1`, [
        hand.id,
      ]);
      return;
    }
    const startsAt =
      taken >= hand.seats
        ? 'now()'
        : hand.seats > 2 && taken >= 2
          ? `coalesce(starts_at, now() + make_interval(secs => ${COUNTDOWN_SECONDS}))`
          : 'NULL';
    await t.query(`UPDATE pvp_hands SET starts_at = ${startsAt} WHERE id = $1`, [hand.id]);
  };

  return {
    /**
     * Takes the lowest free seat of the room's waiting hand for `who` (SITTING, the debit to come); a member already
     * sitting there answers that seat (`fresh` false). Refused: every seat taken (FULL), or `who` left this hand (LEFT).
     */
    take: (room: Room, who: Sitter): Promise<Taken> =>
      db.transaction(async (t) => {
        const hand = (await waiting(t, room, who.currency, true))!;
        const seats = await seatsOf(t, hand.id);
        const mine = seats.find((s) => s.memberRef === who.memberRef);
        if (mine) return mine.status === 'LEFT' ? { refused: 'LEFT' } : { seat: mine, hand, fresh: false };
        const used = new Set(seats.filter((s) => s.status !== 'LEFT').map((s) => s.seat));
        if (used.size >= hand.seats) return { refused: 'FULL' };
        let seat = 0;
        while (used.has(seat)) seat += 1;
        const { rows } = await t.query<Seat>(
          `INSERT INTO pvp_seats (hand_id, seat, merchant_id, vendor, game_code, member_ref, name, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'SITTING') RETURNING ${SEAT_COLUMNS}`,
          [hand.id, seat, who.merchantId, who.vendor, who.gameCode, who.memberRef, who.name],
        );
        return { seat: rows[0]!, hand, fresh: true };
      }),

    /** The stake was debited: SITTING → SEATED, and the hand's start time follows. */
    seated: (seatId: number): Promise<void> =>
      db.transaction(async (t) => {
        const { rows } = await t.query<{ handId: number }>(
          `SELECT hand_id::int AS "handId" FROM pvp_seats WHERE id = $1`,
          [seatId],
        );
        const hand = (
          await t.query<Hand>(`SELECT ${HAND_COLUMNS} FROM pvp_hands WHERE id = $1 FOR UPDATE`, [rows[0]!.handId])
        ).rows[0]!;
        await t.query(`UPDATE pvp_seats SET status = 'SEATED' WHERE id = $1 AND status = 'SITTING'`, [seatId]);
        if (hand.status === 'WAITING') await retime(t, hand);
      }),

    /** The debit was refused (nothing taken): the seat is freed at once. */
    drop: async (seatId: number): Promise<void> => {
      await db.query(`DELETE FROM pvp_seats WHERE id = $1 AND status = 'SITTING'`, [seatId]);
    },

    /**
     * `memberRef` leaves the room's waiting hand: its seat LEFT (the stake's rollback to send), the hand retimed
     * (CANCELLED when empty). Answers the seat left, or null when not seated in a waiting hand; 'STARTED' when the
     * member's seat is in a hand that is already playing.
     */
    leave: (room: Room, currency: string, memberRef: string): Promise<Seat | null | 'STARTED'> =>
      db.transaction(async (t) => {
        const hand = await waiting(t, room, currency, false);
        const seat = hand && (await seatsOf(t, hand.id)).find((s) => s.memberRef === memberRef);
        if (!hand || !seat || seat.status === 'LEFT') {
          const { rows } = await t.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pvp_seats s JOIN pvp_hands h ON h.id = s.hand_id
             WHERE h.room_code = $1 AND h.currency = $2 AND h.status = 'PLAYED' AND s.member_ref = $3
               AND s.status = 'SEATED'`,
            [room.code, currency, memberRef],
          );
          return rows[0]!.n > 0 ? 'STARTED' : null;
        }
        const { rows } = await t.query<Seat>(
          `UPDATE pvp_seats SET status = 'LEFT' WHERE id = $1 RETURNING ${SEAT_COLUMNS}`,
          [seat.id],
        );
        await retime(t, hand);
        return rows[0]!;
      }),

    /** A seat whose stake was rolled back (LEFT) or never taken. */
    refunded: async (seatId: number): Promise<void> => {
      await db.query(`UPDATE pvp_seats SET refunded_at = now() WHERE id = $1 AND refunded_at IS NULL`, [seatId]);
    },

    /** Seats left (or stuck SITTING past `staleSeconds`: marked LEFT first) whose stake is still to roll back. */
    toRefund: async (staleSeconds: number): Promise<Seat[]> => {
      await db.query(
        `UPDATE pvp_seats SET status = 'LEFT'
         WHERE status = 'SITTING' AND created_at < now() - make_interval(secs => $1)`,
        [staleSeconds],
      );
      const { rows } = await db.query<Seat>(
        `SELECT ${SEAT_COLUMNS} FROM pvp_seats WHERE status = 'LEFT' AND refunded_at IS NULL ORDER BY id LIMIT 100`,
      );
      return rows;
    },
  };
}
export type HandRepository = ReturnType<typeof createHandRepository>;
