import type { reportsOpsApi } from 'shared-contracts';

/** A text cell: quoted when it holds a comma, quote or line break; a leading = + - @ is escaped for spreadsheets. */
const text = (v: string): string => {
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

const lines = (header: readonly string[], rows: readonly (readonly string[])[]): string =>
  `${[header.join(','), ...rows.map((r) => r.join(','))].join('\r\n')}\r\n`;

/** Every game row as CSV: names and codes as text cells, amounts and counts as they are. */
export function gamesCsv(rows: readonly reportsOpsApi.GameRow[]): string {
  return lines(
    ['vendor', 'gameCode', 'gameName', 'category', 'stakes', 'payouts', 'ggr', 'rake', 'rounds', 'players'],
    rows.map((r) => [
      text(r.vendor),
      text(r.gameCode),
      text(r.gameName),
      text(r.category),
      r.stakes,
      r.payouts,
      r.ggr,
      r.rake,
      String(r.rounds),
      String(r.players),
    ]),
  );
}

/** Every player row as CSV. */
export function playersCsv(rows: readonly reportsOpsApi.PlayerRow[]): string {
  return lines(
    ['merchant', 'username', 'stakes', 'payouts', 'ggr', 'rake', 'rounds', 'games'],
    rows.map((r) => [
      text(r.merchant),
      text(r.username),
      r.stakes,
      r.payouts,
      r.ggr,
      r.rake,
      String(r.rounds),
      String(r.games),
    ]),
  );
}

/** Every GGR group as CSV (costs empty where they cannot be told apart). */
export function ggrCsv(rows: readonly reportsOpsApi.GgrRow[]): string {
  return lines(
    ['key', 'stakes', 'payouts', 'ggr', 'rake', 'bonuses', 'agentPayouts', 'ngr', 'rounds', 'players'],
    rows.map((r) => [
      text(r.key),
      r.stakes,
      r.payouts,
      r.ggr,
      r.rake,
      r.bonuses ?? '',
      r.agentPayouts ?? '',
      r.ngr ?? '',
      String(r.rounds),
      String(r.players),
    ]),
  );
}

/** Deposits and withdrawals, one line per day, kind and method. */
export function cashflowCsv(
  rows: readonly { date: string; kind: string; method: string; flow: reportsOpsApi.Flow }[],
): string {
  const f = ['count', 'amount', 'approvedCount', 'approvedAmount', 'rejectedCount', 'rejectedAmount'] as const;
  return lines(
    ['date', 'kind', 'method', ...f, 'pendingCount', 'pendingAmount'],
    rows.map(({ date, kind, method, flow }) => [
      date,
      kind,
      text(method),
      ...[...f, 'pendingCount' as const, 'pendingAmount' as const].map((k) => String(flow[k])),
    ]),
  );
}

/** Every agent row as CSV. */
export function agentsCsv(rows: readonly reportsOpsApi.AgentRow[]): string {
  return lines(
    ['username', 'top', 'teamSize', 'teamDeposits', 'stakes', 'payouts', 'ggr', 'rounds', 'commissions'],
    rows.map((r) => [
      text(r.username),
      String(r.top),
      String(r.teamSize),
      r.teamDeposits,
      r.stakes,
      r.payouts,
      r.ggr,
      String(r.rounds),
      r.commissions,
    ]),
  );
}

/** The responsible-gaming report's days as CSV. */
export function rgCsv(rows: readonly reportsOpsApi.RgDay[]): string {
  return lines(
    ['date', 'limitsSet', 'limitsLoosened', 'exclusions'],
    rows.map((r) => [r.date, String(r.limitsSet), String(r.limitsLoosened), String(r.exclusions)]),
  );
}
