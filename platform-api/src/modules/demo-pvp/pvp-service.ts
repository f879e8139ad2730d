import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db';
import { commonError } from '../../infra/errors/common-errors';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { Rng } from '../../infra/rng';
import { demoVendorError, walletRefusal, type DemoVendorService } from '../demo-vendor';
import { SeamlessCallError, type VendorAdapter } from '../seamless';
import { demoPvpError } from './errors';
import { createHandRepository, handRef, type Hand, type Seat } from './hand-repository';
import { createPlayRepository } from './play-repository';
import { ROOMS, roomOf, type Room } from './rooms';
import { runHands, txId } from './settle';

export interface DemoPvpDeps {
  db: Db;
  rateLimiter: RateLimiter;
  rng: Rng;
  demoVendor: Pick<DemoVendorService, 'adapter' | 'session'>;
  log: FastifyBaseLogger;
}

/** The page's session as the rooms see it (the demo vendor's game session of a PVP launch). */
type PvpSession = NonNullable<Awaited<ReturnType<DemoVendorService['session']>>>;

/** Sits and leaves a session may send: 10 per 10 s; state reads (the page polls each second): 40 per 10 s. */
const MOVES_PER_WINDOW = 10;
const READS_PER_WINDOW = 40;
const WINDOW_SECONDS = 10;

/** Days an ended hand and its seats are kept: the room pages show only the last one. */
const HANDS_KEEP_DAYS = 30;

/** A seat's name as other players see it: a pseudonym from the launch reference (the vendor knows no username). */
export const seatName = (memberRef: string): string =>
  `Player ${createHash('sha256').update(memberRef).digest('hex').slice(0, 4).toUpperCase()}`;

/** A hand as the page shows it: its seats (the viewer's marked), draws and payouts once played. */
function handView(hand: Hand | null, seats: readonly Seat[], memberRef: string, now: number) {
  if (!hand) return null;
  return {
    id: handRef(hand.id),
    status: hand.status,
    startsIn: hand.status === 'WAITING' && hand.startsAt ? Math.max(0, Math.ceil((+hand.startsAt - now) / 1000)) : null,
    pot: hand.stake * seats.filter((s) => s.handId === hand.id).length,
    rake: hand.status === 'WAITING' ? null : hand.rake,
    winners: hand.winners ?? [],
    seats: seats
      .filter((s) => s.handId === hand.id)
      .map((s) => ({
        seat: s.seat,
        name: s.name,
        you: s.memberRef === memberRef,
        draw: hand.status === 'WAITING' ? null : s.draw,
        payout: hand.status === 'WAITING' ? null : s.payout,
      })),
  };
}

/**
 * The demo vendor's PVP rooms (issue 30): members of any brand sit in a room's waiting hand (the stake debited with
 * the hand's shared round id), leave before it plays (the debit rolled back), and the job plays the hand and pays it
 * (settle.ts). It knows a player only by the launch's `memberRef` and moves money only through the vendor adapter.
 */
export function createDemoPvpService(deps: DemoPvpDeps) {
  const hands = createHandRepository(deps.db);
  const plays = createPlayRepository(deps.db);
  const adapter = (merchantId: number, vendor: string): Promise<VendorAdapter> =>
    deps.demoVendor.adapter(merchantId, vendor);
  const bucket = (kind: string, s: string) => `demo-pvp-${kind}:${createHash('sha256').update(s).digest('hex')}`;

  /** The page's PVP session (GAME_SESSION_EXPIRED otherwise) after its rate limit (RATE_LIMITED). */
  const sessionOf = async (sessionId: string, kind: 'move' | 'read'): Promise<PvpSession> => {
    const s = await deps.demoVendor.session(sessionId);
    if (!s || s.engine !== 'PVP') throw demoVendorError('GAME_SESSION_EXPIRED');
    const limit = kind === 'move' ? MOVES_PER_WINDOW : READS_PER_WINDOW;
    if (!(await deps.rateLimiter.take(bucket(kind, sessionId), limit, WINDOW_SECONDS)))
      throw commonError('RATE_LIMITED');
    return s;
  };
  const room = (code: string): Room => {
    const r = roomOf(code);
    if (!r) throw demoPvpError('PVP_ROOM_NOT_FOUND');
    return r;
  };
  const rooms = async (currency: string) => {
    const taken = await plays.taken(currency);
    return ROOMS.map((r) => ({ ...r, currency, seated: taken.get(r.code) ?? 0 }));
  };
  const state = async (s: PvpSession, code: string) => {
    const r = room(code);
    const v = await plays.view(r.code, s.currency);
    const { balance } = await (await adapter(s.merchantId, s.vendor)).balance({ memberRef: s.memberRef });
    const now = Date.now();
    return {
      room: { ...r, currency: s.currency },
      balance,
      current: handView(v.current, v.seats, s.memberRef, now),
      last: handView(v.last, v.seats, s.memberRef, now),
    };
  };

  return {
    /** Every room in `currency` with the seats taken in its waiting hand (the lobby's rooms and the page's list). */
    rooms,

    /** The rooms for a page session. */
    async roomsFor(sessionId: string) {
      const s = await sessionOf(sessionId, 'read');
      return { rooms: await rooms(s.currency), currency: s.currency };
    },

    /** A room's waiting hand, its last played hand and the viewer's balance. */
    async state(sessionId: string, code: string) {
      return state(await sessionOf(sessionId, 'read'), code);
    },

    /**
     * Sits the session's member in the room's waiting hand: a seat taken (PVP_SEAT_REFUSED when none is free or the
     * member left this hand), then the stake debited (`<hand>:<memberRef>:stake`, the hand's round). A refused debit
     * frees the seat (INSUFFICIENT_FUNDS …); a debit that failed otherwise leaves the seat to the job, which rolls it
     * back. Sitting again while seated answers the same state.
     */
    async sit(sessionId: string, code: string) {
      const s = await sessionOf(sessionId, 'move');
      const r = room(code);
      const taken = await hands.take(r, {
        merchantId: s.merchantId,
        vendor: s.vendor,
        gameCode: s.gameCode,
        memberRef: s.memberRef,
        currency: s.currency,
        name: seatName(s.memberRef),
      });
      if ('refused' in taken) throw demoPvpError('PVP_SEAT_REFUSED');
      if (taken.fresh) {
        try {
          await (
            await adapter(s.merchantId, s.vendor)
          ).debit({
            transactionId: txId(taken.hand.id, s.memberRef, 'stake'),
            roundId: handRef(taken.hand.id),
            memberRef: s.memberRef,
            amount: r.stake,
            gameCode: s.gameCode,
            currency: s.currency,
          });
        } catch (e) {
          if (e instanceof SeamlessCallError && e.status < 500) await hands.drop(taken.seat.id);
          else deps.log.error({ err: e, seat: taken.seat.id }, 'demo pvp: stake debit failed; the job rolls it back');
          throw walletRefusal(e);
        }
        await hands.seated(taken.seat.id);
      }
      return state(s, code);
    },

    /** Leaves the room's waiting hand before it plays: the seat freed, the stake rolled back (PVP_HAND_STARTED after). */
    async leave(sessionId: string, code: string) {
      const s = await sessionOf(sessionId, 'move');
      const r = room(code);
      const left = await hands.leave(r, s.currency, s.memberRef);
      if (left === 'STARTED') throw demoPvpError('PVP_HAND_STARTED');
      if (left) {
        try {
          await (
            await adapter(s.merchantId, s.vendor)
          ).rollback({
            transactionId: txId(left.handId, s.memberRef, 'leave'),
            refTransactionId: txId(left.handId, s.memberRef, 'stake'),
            memberRef: s.memberRef,
            roundId: handRef(left.handId),
          });
          await hands.refunded(left.id);
        } catch (err) {
          deps.log.error({ err, seat: left.id }, 'demo pvp: rollback failed; the job retries it');
        }
      }
      return state(s, code);
    },

    /** Deletes hands ended more than HANDS_KEEP_DAYS ago (housekeeping; the wallet keeps its own bet records). */
    prune: (): Promise<number> => plays.prune(HANDS_KEEP_DAYS),

    /** One run of the timed work (the job): refunds, due hands played once, payouts and closes (settle.ts). */
    runHands: () => runHands({ hands, plays, rng: deps.rng, adapter, log: deps.log }),
  };
}
export type DemoPvpService = ReturnType<typeof createDemoPvpService>;
