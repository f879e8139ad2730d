import type { RequestOf, ResponseOf } from 'shared-contracts';
import {
  currentSlot,
  gamePrizeMode,
  lineBets,
  lineError,
  lineStake,
  type BetType,
  type LotteryGame,
  type lotteryApi,
} from 'shared-contracts/lottery';
import type { Db } from '../../infra/db';
import { invalidField } from '../../infra/errors/common-errors';
import type { BetsService } from '../bets';
import type { ResponsibleGamingService } from '../responsible-gaming';
import { walletError, type Posting, type WalletMerchant, type WalletService } from '../wallet';
import type { Draws } from './draws';
import { lotteryError } from './errors';
import type { OddsRepository } from './odds-repository';
import type { SlipRepository } from './slip-repository';

export type PlaceBetsInput = RequestOf<typeof lotteryApi.placeBets>;
export type PlaceBetsResult = ResponseOf<typeof lotteryApi.placeBets>;

export interface PlacementDeps {
  db: Db;
  wallet: Pick<WalletService, 'mainAccount' | 'houseAccount' | 'post'>;
  bets: Pick<BetsService, 'open'>;
  exclusions: Pick<ResponsibleGamingService, 'assertNotExcluded'>;
  /** The merchant's VN prize mode (its vendor cards, SPEC §4). */
  vnMode: (merchantId: number) => Promise<'LOTT' | 'ELOTT'>;
  draws: Draws;
  odds: OddsRepository;
  slips: SlipRepository;
  now: () => Date;
}

/** Thrown inside the transaction when a concurrent request took the same request id first. */
class SlipTaken extends Error {}

/** The vendor of a game's betting-record rounds (SPEC §3: TCG_LOTTO_VN for Vietnam, SEA for the Thai game). */
export const lotteryVendor = (g: Pick<LotteryGame, 'area'>): string => (g.area === 'SEA' ? 'SEA' : 'TCG_LOTTO_VN');

const sameLines = (a: PlaceBetsInput['lines'], b: PlaceBetsResult['bets']): boolean =>
  a.length === b.length &&
  a.every(
    (l, i) =>
      l.betType === b[i]!.betType &&
      l.unit === b[i]!.unit &&
      l.multiplier === b[i]!.multiplier &&
      l.numbers.join(',') === b[i]!.numbers.join(','),
  );

/**
 * Bet placement (ADR 0007): validates the lines, the prize mode and the draw, then in ONE transaction
 * writes the slip, adds each bet's liability to the draw's exposure (refusing past the cap), opens one
 * bets-module round per line, inserts the lines and posts one BET of the total from the member's main
 * wallet to the house. The member's `requestId` makes it idempotent: the same body again answers the
 * first slip, another body is IDEMPOTENCY_CONFLICT.
 */
export function createPlacement(deps: PlacementDeps) {
  const { db, wallet, bets, draws, odds, slips } = deps;

  const posting = (
    m: WalletMerchant,
    memberId: number,
    a: {
      requestId: string;
      gameCode: string;
      numero: string;
      total: number;
      main: number;
      house: number;
      vendor: string;
    },
  ): Posting => ({
    merchantId: m.id,
    kind: 'BET',
    idempotencyKey: `lottery-bet:${memberId}:${a.requestId}`,
    memberId,
    vendor: a.vendor,
    reference: `${a.gameCode}:${a.numero}`,
    request: { gameCode: a.gameCode, numero: a.numero, total: a.total },
    entries: [
      { accountId: a.main, amount: -a.total },
      { accountId: a.house, amount: a.total },
    ],
  });

  return async function placeBets(
    m: WalletMerchant,
    memberId: number,
    input: PlaceBetsInput,
  ): Promise<PlaceBetsResult> {
    const g = draws.game(input.gameCode);
    if (!g) throw invalidField('gameCode', 'unknown lottery game');
    input.lines.forEach((line, i) => {
      const e = lineError(g.structure, line);
      if (e) throw invalidField(`lines.${i}.${e.field}`, `line ${i}: bad ${e.field}`, e.message);
    });
    const vendor = lotteryVendor(g);
    const [main, house] = await Promise.all([
      wallet.mainAccount(m, memberId),
      wallet.houseAccount(m.id, m.currency, memberId),
    ]);
    const total = input.lines.reduce((sum, l) => sum + lineStake(l), 0);
    const post = { requestId: input.requestId, gameCode: g.code, numero: input.numero, total, main, house, vendor };

    /** The first slip under this request id (same body), null when there is none. */
    const replay = async (): Promise<PlaceBetsResult | null> => {
      const slip = await slips.findSlip(memberId, input.requestId);
      if (!slip) return null;
      const placed = await slips.betsOfSlip(slip.id);
      const same =
        slip.gameCode === input.gameCode &&
        slip.numero === input.numero &&
        slip.prizeMode === input.prizeMode &&
        sameLines(input.lines, placed);
      if (!same) throw walletError('IDEMPOTENCY_CONFLICT');
      // The ledger answers a replayed key with the first posting's balances; nothing moves again.
      const posted = await wallet.post(posting(m, memberId, post));
      return { slipId: slip.id, total: slip.total, balance: posted.balances[String(main)] ?? 0, bets: placed };
    };
    const first = await replay();
    if (first) return first;

    const mode = gamePrizeMode(g.structure, await deps.vnMode(m.id));
    if (input.prizeMode !== mode) throw lotteryError('PRIZE_MODE_UNAVAILABLE', { field: 'prizeMode', prizeMode: mode });
    const table = new Map((await odds.table(m.id, mode, g.structure)).map((o) => [o.betType, o]));
    const priced = input.lines.map((line, i) => {
      const o = table.get(line.betType);
      if (!o) throw invalidField(`lines.${i}.betType`, 'no odds for this bet type', 'err_lottery_bet_type');
      return { line, odds: o.odds, cap: o.liabilityCap, stake: lineStake(line) };
    });
    // Liability per bet type and selection, summed over the slip (two lines may pick the same number).
    const exposure = new Map<BetType, { cap: number; selections: Map<string, number> }>();
    for (const p of priced) {
      const e = exposure.get(p.line.betType) ?? { cap: p.cap, selections: new Map<string, number>() };
      const liability = Math.floor((p.line.unit * p.line.multiplier * p.odds) / 100);
      for (const ns of lineBets(p.line)) {
        const key = ns.join('-');
        e.selections.set(key, (e.selections.get(key) ?? 0) + liability);
      }
      exposure.set(p.line.betType, e);
    }

    const now = deps.now();
    if (input.numero !== currentSlot(g, now).numero) throw lotteryError('DRAW_CLOSED', { numero: input.numero });
    await draws.current(g, now);
    const category = mode === 'ELOTT' ? 'ELOTT' : 'LOTT';
    try {
      return await db.transaction(async (tx) => {
        await deps.exclusions.assertNotExcluded(memberId, tx);
        // FOR SHARE: the draw job's FOR UPDATE waits until this slip is committed or gone.
        const draw = await draws.repository.find(g.code, input.numero, tx, true);
        if (!draw || draw.status !== 'OPEN' || now.getTime() >= draw.closesAt.getTime())
          throw lotteryError('DRAW_CLOSED', { numero: input.numero });
        const slipId = await slips.insertSlip(
          {
            merchantId: m.id,
            memberId,
            drawId: draw.id,
            requestId: input.requestId,
            prizeMode: mode,
            currency: m.currency,
            total,
          },
          tx,
        );
        if (slipId === null) throw new SlipTaken();
        for (const [betType, e] of exposure) {
          const selections = [...e.selections].map(([selection, liability]) => ({ selection, liability }));
          const refused = await slips.addExposure(draw.id, m.id, { betType, cap: e.cap, selections }, tx);
          if (refused !== null) throw lotteryError('LIABILITY_CAP', { betType, selection: refused });
        }
        for (const [i, p] of priced.entries()) {
          const round = await bets.open(
            {
              merchantId: m.id,
              memberId,
              vendor,
              roundId: `LT-${slipId}-${i + 1}`,
              gameCode: g.code,
              game: { name: `${g.name} ${draw.numero}`, category },
              currency: m.currency,
              fun: false,
            },
            p.stake,
            tx,
          );
          await slips.insertBet(
            {
              slipId,
              drawId: draw.id,
              merchantId: m.id,
              memberId,
              betRecordId: round.id,
              gameCode: g.code,
              betType: p.line.betType,
              numbers: p.line.numbers,
              unit: p.line.unit,
              multiplier: p.line.multiplier,
              odds: p.odds,
              stake: p.stake,
            },
            tx,
          );
        }
        const posted = await wallet.post(posting(m, memberId, post), tx);
        return { slipId, total, balance: posted.balances[String(main)] ?? 0, bets: await slips.betsOfSlip(slipId, tx) };
      });
    } catch (e) {
      if (!(e instanceof SlipTaken)) throw e;
      const again = await replay();
      if (!again) throw new Error('a slip request id was taken but is not found', { cause: e });
      return again;
    }
  };
}
