import type { ProfitRow } from 'shared-contracts';

export type CategoryTotal = Omit<ProfitRow, 'day'>;

/** The range's rows summed per category (the API answers per day and category), biggest stake first. */
export function byCategory(rows: readonly ProfitRow[]): CategoryTotal[] {
  const totals = new Map<string, CategoryTotal>();
  for (const r of rows) {
    const c = totals.get(r.category) ?? { category: r.category, rounds: 0, stake: 0, payout: 0, profit: 0 };
    totals.set(r.category, {
      category: r.category,
      rounds: c.rounds + r.rounds,
      stake: c.stake + r.stake,
      payout: c.payout + r.payout,
      profit: c.profit + r.profit,
    });
  }
  return [...totals.values()].sort((a, b) => b.stake - a.stake || a.category.localeCompare(b.category));
}
