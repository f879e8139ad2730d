import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { invalidField } from '../../infra/errors/common-errors';
import type { VendorAdapter } from '../seamless';
import { isValidDiceChoice, rollDice, type DiceChoice, type DiceOutcome } from './dice';
import type { DemoSession } from './demo-vendor-repository';
import { demoVendorError } from './errors';
import { retried, walletRefusal } from './wallet-calls';
import { STAKES } from './games';
import type { Rng } from '../../infra/rng';
import { spinSlot, type SlotOutcome } from './slot';

export type RoundOutcome = ({ engine: 'SLOT' } & SlotOutcome) | ({ engine: 'DICE' } & DiceOutcome);

export interface RoundResult {
  roundId: string;
  stake: number;
  payout: number;
  /** The wallet balance after the payout (minor units, the session's currency). */
  balance: number;
  currency: string;
  outcome: RoundOutcome;
}

export interface RoundDeps {
  /** The vendor adapter of the session's vendor at the session's merchant (signed seamless-wallet calls). */
  adapter: Pick<VendorAdapter, 'debit' | 'credit' | 'rollback'>;
  rng: Rng;
  log: FastifyBaseLogger;
}

/** The page's dice choice, checked (the slot takes none). */
export function parseDiceChoice(choice: unknown): DiceChoice {
  const c = (choice ?? {}) as Partial<DiceChoice>;
  const parsed = { direction: c.direction, target: c.target } as DiceChoice;
  if (!isValidDiceChoice(parsed))
    throw invalidField('choice', 'choice must be {direction: over|under, target} leaving 1 to 95 winning faces');
  return parsed;
}

/**
 * One round, as an external vendor plays it against the seamless-wallet API: debit the stake (refused →
 * INSUFFICIENT_FUNDS, SELF_EXCLUDED or GAME_SESSION_EXPIRED, nothing drawn), draw the outcome on the server, credit the
 * payout (0 for a loss: it settles the round). Debit and credit carry the round id and their own
 * transaction ids, so a retried call is a replay, never a second movement. A credit that still fails
 * after retries rolls the debit back (the round is void, the stake returned) and answers ROUND_FAILED.
 */
export async function playRound(
  deps: RoundDeps,
  session: DemoSession,
  stake: number,
  choice: unknown,
): Promise<RoundResult> {
  if (!STAKES.includes(stake)) throw invalidField('stake', `stake must be one of: ${STAKES.join(', ')}`);
  const dice = session.engine === 'DICE' ? parseDiceChoice(choice) : null;
  const roundId = randomUUID();
  const base = { roundId, memberRef: session.memberRef, gameCode: session.gameCode, currency: session.currency };
  const debitId = `${roundId}:bet`;
  try {
    await retried(2, () => deps.adapter.debit({ ...base, transactionId: debitId, amount: stake }));
  } catch (e) {
    throw walletRefusal(e);
  }
  const outcome: RoundOutcome = dice
    ? { engine: 'DICE', ...rollDice(stake, dice, deps.rng) }
    : { engine: 'SLOT', ...spinSlot(stake, deps.rng) };
  try {
    const credited = await retried(3, () =>
      deps.adapter.credit({ ...base, transactionId: `${roundId}:win`, amount: outcome.payout }),
    );
    return { roundId, stake, payout: outcome.payout, balance: credited.balance, currency: credited.currency, outcome };
  } catch (e) {
    deps.log.error({ err: e, roundId }, 'demo vendor: credit failed, rolling the debit back');
    try {
      await retried(3, () =>
        deps.adapter.rollback({ ...base, transactionId: `${roundId}:void`, refTransactionId: debitId, amount: stake }),
      );
    } catch (e2) {
      deps.log.error({ err: e2, roundId }, 'demo vendor: rollback failed, the round stays open');
    }
    throw demoVendorError('ROUND_FAILED');
  }
}
