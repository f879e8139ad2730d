import type { FastifyBaseLogger } from 'fastify';
import { retried } from '../demo-vendor';
import { SeamlessCallError, type VendorAdapter } from '../seamless';
import type { LiveBet, LiveRepository } from './live-repository';
import type { LivePlayer, SettlementRepository } from './settlement-repository';
import { betReturn } from './tables';

/** How long a process holds a member's settlement before another may take it over (it died). */
export const SETTLE_LEASE_SECONDS = 15;

export interface SettleDeps {
  repo: LiveRepository;
  players: SettlementRepository;
  adapterOf: (merchantId: number, vendor: string) => Promise<VendorAdapter>;
  log: FastifyBaseLogger | { error(obj: object, msg?: string): void };
}

/**
 * Settles one member of a drawn round, each step idempotent so a retry (the next job run, another process after the
 * lease) repeats only what is left and the wallet answers replays unchanged: (1) a bet still PENDING has its debit sent
 * again (its own transaction id: a replay, or the first arrival) — taken → DEBITED, refused → REFUSED; (2) the payout of
 * the DEBITED bets is fixed once; (3) ONE credit of it (`<round>:<member key>:win`, 0 when lost); (4) `closeRound`
 * (`…:close`). A member whose every bet was refused has no round at the wallet: nothing to credit or close.
 */
export async function settlePlayer(deps: SettleDeps, p: LivePlayer): Promise<void> {
  const adapter = await deps.adapterOf(p.merchantId, p.vendor);
  const base = { roundId: p.roundId, memberRef: p.memberRef, gameCode: p.gameCode, currency: p.currency };
  let bets: LiveBet[] = await deps.repo.betsOf(p.roundPk, p.merchantId, p.memberId);
  for (const b of bets.filter((x) => x.status === 'PENDING')) {
    try {
      await retried(2, () => adapter.debit({ ...base, transactionId: b.transactionId, amount: b.amount }));
      await deps.repo.markBet(b.id, 'DEBITED');
    } catch (e) {
      if (!(e instanceof SeamlessCallError) || e.status >= 500) throw e;
      await deps.repo.markBet(b.id, 'REFUSED');
    }
  }
  bets = await deps.repo.betsOf(p.roundPk, p.merchantId, p.memberId);
  const taken = bets.filter((b) => b.status === 'DEBITED');
  if (taken.length === 0) {
    await deps.players.markPlayer(p, 'closed');
    return;
  }
  const returns = taken.map((b) => ({ id: b.id, payout: betReturn(b.spot, b.amount, p.result) }));
  const payout = await deps.players.fixPayout(
    p,
    returns,
    returns.reduce((s, r) => s + r.payout, 0),
  );
  await retried(3, () => adapter.credit({ ...base, transactionId: `${p.roundId}:${p.memberKey}:win`, amount: payout }));
  await deps.players.markPlayer(p, 'credited');
  await retried(3, () => adapter.closeRound({ ...base, transactionId: `${p.roundId}:${p.memberKey}:close` }));
  await deps.players.markPlayer(p, 'closed');
}

/**
 * Settles every claimable member of the drawn rounds (a burst at a round's end), then marks rounds whose members are
 * all closed SETTLED. A member whose settlement failed is released for the next run and counted in `failed`.
 */
export async function settleDrawn(deps: SettleDeps): Promise<{ settled: number; failed: number; rounds: number }> {
  const players = await deps.players.claimUnsettled(SETTLE_LEASE_SECONDS);
  let settled = 0;
  let failed = 0;
  await Promise.all(
    players.map(async (p) => {
      try {
        await settlePlayer(deps, p);
        settled += 1;
      } catch (e) {
        failed += 1;
        deps.log.error({ err: e, roundId: p.roundId }, 'live table: a settlement failed; the next run retries it');
        await deps.players.markPlayer(p, 'released');
      }
    }),
  );
  return { settled, failed, rounds: await deps.players.finishRounds() };
}
