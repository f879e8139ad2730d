import type { Posting, WalletService } from '../wallet';
import type { OpenLine, OpenMember } from './settlement-repository';

/** The ledger accounts of a draw's members: MEMBER_MAIN by member, the house row of each member's postings by member. */
export interface DrawAccounts {
  main: Map<number, number>;
  house: Map<number, number>;
}

/** A chunk met a member whose accounts were not resolved before its transaction (a line placed meanwhile). */
export class AccountsChanged extends Error {}

/**
 * Resolves the MEMBER_MAIN and HOUSE accounts of `members` (bulk, created when missing) — before any
 * transaction: PGlite has one connection, and creating accounts while holding locks could deadlock.
 */
export async function resolveAccounts(wallet: WalletService, members: readonly OpenMember[]): Promise<DrawAccounts> {
  const ids = await wallet.mainAccountIds(members);
  const main = new Map(members.map((m, i) => [m.memberId, ids[i]!]));
  const houses = await wallet.houseAccountIds(members);
  const house = new Map(members.map((m, i) => [m.memberId, houses[i]!]));
  return { main, house };
}

/** The member's one posting of `amount` from the house to its main wallet (a draw's WIN or ROLLBACK). */
export function houseToMember(
  accounts: DrawAccounts,
  line: OpenMember,
  p: { kind: 'WIN' | 'ROLLBACK'; key: string; drawId: number; numero: string; amount: number },
): Posting {
  const main = accounts.main.get(line.memberId);
  const house = accounts.house.get(line.memberId);
  if (main === undefined || house === undefined) throw new AccountsChanged(`member ${line.memberId}`);
  return {
    merchantId: line.merchantId,
    kind: p.kind,
    idempotencyKey: p.key,
    memberId: line.memberId,
    reference: p.numero,
    request: { drawId: p.drawId, amount: p.amount },
    entries: [
      { accountId: house, amount: -p.amount },
      { accountId: main, amount: p.amount },
    ],
  };
}

/** Sums `amount` of lines per member, keeping one line of each (its merchant and currency). */
export function perMember<T extends OpenLine>(lines: readonly T[], amount: (l: T) => number) {
  const out = new Map<number, { line: T; amount: number }>();
  for (const l of lines) {
    const m = out.get(l.memberId);
    if (!m) out.set(l.memberId, { line: l, amount: amount(l) });
    else if (m.line.currency !== l.currency) throw new Error(`member ${l.memberId} bet in two currencies on a draw`);
    else m.amount += amount(l);
  }
  return out;
}
