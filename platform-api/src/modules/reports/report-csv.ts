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
    ['vendor', 'gameCode', 'gameName', 'category', 'stakes', 'payouts', 'ggr', 'rounds', 'players'],
    rows.map((r) => [
      text(r.vendor),
      text(r.gameCode),
      text(r.gameName),
      text(r.category),
      r.stakes,
      r.payouts,
      r.ggr,
      String(r.rounds),
      String(r.players),
    ]),
  );
}

/** Every player row as CSV. */
export function playersCsv(rows: readonly reportsOpsApi.PlayerRow[]): string {
  return lines(
    ['merchant', 'username', 'stakes', 'payouts', 'ggr', 'rounds', 'games'],
    rows.map((r) => [
      text(r.merchant),
      text(r.username),
      r.stakes,
      r.payouts,
      r.ggr,
      String(r.rounds),
      String(r.games),
    ]),
  );
}
