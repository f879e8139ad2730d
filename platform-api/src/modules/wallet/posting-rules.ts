import type { Entry, Posting } from './ledger-types';
import { requestHash } from './money';

/** Checks a posting's shape: at least two legs on distinct accounts, non-zero integers summing to zero. */
export function assertBalanced(entries: readonly Entry[]): void {
  if (entries.length < 2) throw new Error('a ledger transaction needs at least two entries');
  const accounts = new Set(entries.map((e) => e.accountId));
  if (accounts.size !== entries.length) throw new Error('a ledger transaction touches an account once');
  let sum = 0;
  for (const e of entries) {
    if (!Number.isSafeInteger(e.amount) || e.amount === 0) throw new Error(`bad ledger amount ${e.amount}`);
    sum += e.amount;
  }
  if (sum !== 0) throw new Error(`ledger entries sum to ${sum}, not 0`);
}

/** The hash `post` stores for a posting (entries sorted by account): the same request hashes the same. */
export function postingHash(p: Posting): string {
  const entries = [...p.entries].sort((a, b) => a.accountId - b.accountId);
  return requestHash({
    kind: p.kind,
    memberId: p.memberId ?? null,
    vendor: p.vendor ?? null,
    reference: p.reference ?? null,
    request: p.request ?? null,
    entries: entries.map((e) => [e.accountId, e.amount]),
  });
}
